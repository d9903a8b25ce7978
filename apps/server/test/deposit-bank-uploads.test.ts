import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, clubIdOf, insertSchedule, multipart, signInAs } from './support.ts';

/**
 * Every statement of the bank corpus (fixtures/banks/statements) uploaded through the manager's deposit import, as a
 * treasurer would: the answer lists exactly the deposits the statement holds, at their Korean minute, and what it
 * skipped, with no column-mapping step.
 */

const DIR = new URL('./fixtures/banks/statements/', import.meta.url);
const EXPECTED = JSON.parse(readFileSync(new URL('expected.json', DIR), 'utf8')) as Record<
  string,
  {
    layout: string;
    format: string;
    ignored: Record<string, number>;
    deposits: { name: string; otherName?: string; amount: number; minute: string }[];
  }
>;
const FILES = readdirSync(DIR).filter((f) => !/\.(?:ts|json|md)$/.test(f));

const seoulMinute = (iso: string) =>
  new Date(new Date(iso).getTime() + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

describe.each(DB_KINDS)('bank statements uploaded for a show (%s)', (kind) => {
  let t: TestApp;
  let owner = '';
  let clubId = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    clubId = await clubIdOf(t.db, 'manager@example.ac.kr');
    owner = (await signInAs(t.app, 'manager@example.ac.kr')).token;
  });
  afterAll(async () => t?.close());

  it.each(FILES)('%s: its deposits, read without a mapping step', async (file) => {
    const want = EXPECTED[file]!;
    // A show of its own: the KB page and the CSVs saved from it hold the same deposits, which a show keeps once.
    const { showId } = await insertSchedule(t.db, {
      clubId,
      date: addDays(seoulToday(), 20),
      seats: 20,
      cost: 15_000,
    });
    const body = multipart([
      // What the browser declares is not trusted: the bytes say what the file is.
      {
        name: 'file',
        value: readFileSync(new URL(file, DIR)),
        filename: file,
        contentType: 'application/octet-stream',
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/mypage/manager/show/${showId}/deposits`,
      headers: { ...bearer(owner), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as {
      deposits: { name: string; otherName: string | null; amount: number; at: string }[];
      ignored: Record<string, number>;
      reading: { format: string; layout: { id: string; label: string } | null; savedLayout: boolean };
    };
    expect(
      answer.deposits
        .map((d) => ({ name: d.name, otherName: d.otherName, amount: d.amount, minute: seoulMinute(d.at) }))
        .toSorted(byMinute),
    ).toEqual(
      want.deposits
        .map(({ name, otherName, amount, minute }) => ({
          name,
          otherName: otherName ?? null,
          amount,
          minute,
        }))
        .toSorted(byMinute),
    );
    expect(answer.ignored).toEqual(want.ignored);
    // The review says which bank's layout it read, so a treasurer can trust it.
    expect(answer.reading).toMatchObject({
      format: want.format,
      layout: { id: want.layout },
      savedLayout: false,
    });
    expect(answer.reading.layout!.label).not.toBe('');
  });
});

function byMinute(a: { minute: string; name: string }, b: { minute: string; name: string }): number {
  return a.minute.localeCompare(b.minute) || a.name.localeCompare(b.name);
}
