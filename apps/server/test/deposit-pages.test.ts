import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPOSIT_PAGE_MAX } from '@moa/contract';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { depositKit } from './deposit-support.ts';
import { bearer, clubIdOf, insertStudents, signInAs } from './support.ts';

/**
 * A large import read page by page (docs/product.md#deposit-import): the import answer carries its totals and first
 * page; the rows call walks every row once in the source's order, of one match or all, with a bounded page size;
 * applying with `allMatched` applies every deposit chosen from the start, loaded or not, but those excepted. The
 * history and the open deposits are bounded too.
 */
describe.each(DB_KINDS)('deposit import pages (%s)', (kind) => {
  let t: TestApp;
  let owner = '';
  let other = '';
  let k: ReturnType<typeof depositKit>;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    owner = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    other = (await signInAs(t.app, 'manager2@example.ac.kr')).token;
    await insertStudents(t.db, 'pager', 160);
    k = depositKit(t, await clubIdOf(t.db, 'manager@example.ac.kr'), 'pager');
  });
  afterAll(async () => t?.close());

  interface Row {
    depositId: number;
    match: string;
    amount: number;
    reservationId: number | null;
    appliedAt: string | null;
  }
  const rows = (showId: number, importId: number, query: string, token = owner) =>
    t.app.inject({
      method: 'GET',
      url: `/mypage/manager/show/${showId}/deposits/${importId}/rows${query}`,
      headers: bearer(token),
    });
  /** Every page from the start, as the review's 더 보기 reads them. */
  async function walk(showId: number, importId: number, query: string) {
    const out: Row[] = [];
    let after: number | null = null;
    let pages = 0;
    do {
      const res = await rows(showId, importId, `?${query}${after === null ? '' : `&after=${after}`}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as { deposits: Row[]; nextCursor: number | null };
      out.push(...page.deposits);
      after = page.nextCursor;
      pages++;
    } while (after !== null);
    return { rows: out, pages };
  }

  /**
   * 1,200 rows: 30 matched (one every 40 rows), one for a ticket paid already, one of a student's name at another
   * amount (후보 선택), the rest nobody's.
   */
  async function bigImport() {
    const { showId, scheduleId } = await k.show(40, 10_000);
    const people: Awaited<ReturnType<typeof k.reservation>>[] = [];
    for (let i = 0; i < 31; i++) people.push(await k.reservation(scheduleId));
    const paid = await k.reservation(scheduleId, 'paid');
    const lines = Array.from({ length: 1200 }, (_, i) => {
      if (i % 40 === 0) return k.line(people[i / 40]!.depositName, 10_000);
      if (i === 601) return k.line(paid.depositName, 10_000);
      if (i === 1199) return k.line(people[30]!.depositName, 7_000);
      return k.line(`2098${String(i).padStart(4, '0')}손님`, 1_000);
    });
    const imp = await uploadFull(showId, k.csv(...lines));
    return { showId, scheduleId, people, paid, imp };
  }
  interface Answer {
    importId: number;
    deposits: Row[];
    nextCursor: number | null;
    totals: {
      all: { count: number; amount: number };
      byMatch: Record<string, { count: number; amount: number }>;
      toApply: { count: number; received: number; people: number; expected: number; short: number };
    };
  }
  const uploadFull = async (showId: number, text: string) =>
    (await k.upload(showId, text, owner)) as unknown as Answer;

  it('answers totals and a first page, and walks every row exactly once, by match or all', async () => {
    const { showId, imp } = await bigImport();
    expect(imp.deposits).toHaveLength(100);
    expect(imp.nextCursor).toBe(100);
    expect(imp.totals.all).toEqual({ count: 1200, amount: 30 * 10_000 + 10_000 + 7_000 + 1168 * 1_000 });
    expect(imp.totals.byMatch).toEqual({
      matched: { count: 30, amount: 300_000 },
      ambiguous: { count: 1, amount: 7_000 },
      unmatched: { count: 1168, amount: 1_168_000 },
      duplicate: { count: 0, amount: 0 },
      alreadyPaid: { count: 1, amount: 10_000 },
    });
    // Chosen from the start: the 30 matched and the one for the paid ticket (whose price is not owed again).
    expect(imp.totals.toApply).toMatchObject({ count: 31, received: 310_000, people: 30, expected: 300_000 });

    const all = await walk(showId, imp.importId, `limit=${DEPOSIT_PAGE_MAX}`);
    expect(all.pages).toBe(3);
    expect(all.rows).toHaveLength(1200);
    expect(new Set(all.rows.map((r) => r.depositId)).size).toBe(1200);
    expect(all.rows.slice(0, 100)).toEqual(imp.deposits);
    // The source's order: a matched row every 40.
    expect(all.rows.filter((_, i) => i % 40 === 0).every((r) => r.match === 'matched')).toBe(true);

    for (const [match, count] of Object.entries(imp.totals.byMatch)) {
      const some = await walk(showId, imp.importId, `match=${match}&limit=7`);
      expect(some.rows.length, match).toBe(count.count);
      expect(some.rows.every((r) => r.match === match)).toBe(true);
      expect(new Set(some.rows.map((r) => r.depositId)).size).toBe(count.count);
    }
  }, 120_000);

  it('refuses a page larger than the limit, or a bad match or cursor, with a 400 naming the field', async () => {
    const { showId, imp } = await bigImport();
    for (const [query, field] of [
      [`?limit=${DEPOSIT_PAGE_MAX + 1}`, 'limit'],
      ['?limit=0', 'limit'],
      ['?match=paid', 'match'],
      ['?after=-1', 'after'],
    ] as const) {
      const res = await rows(showId, imp.importId, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fieldErrors, query).toHaveProperty(field);
    }
    const max = await rows(showId, imp.importId, `?limit=${DEPOSIT_PAGE_MAX}`);
    expect(max.json().deposits).toHaveLength(DEPOSIT_PAGE_MAX);
  }, 120_000);

  it("answers 403 on another club's import and 404 on another show's or an unknown one", async () => {
    const { showId, imp } = await bigImport();
    const { showId: otherShow } = await k.show();
    expect((await rows(showId, imp.importId, '', other)).statusCode).toBe(403);
    expect((await rows(otherShow, imp.importId, '')).statusCode).toBe(404);
    expect((await rows(showId, 999_999, '')).statusCode).toBe(404);
  }, 120_000);

  it('applies every chosen row of the import, loaded or not, but the ones excepted, and the picks', async () => {
    const { showId, people, imp } = await bigImport();
    // The review loaded the first page only; it unchecked the first matched row and picked the 후보 선택 one. The
    // deposit for the ticket confirmed by hand is applied as its payment.
    const excepted = imp.deposits[0]!;
    expect(excepted).toMatchObject({ match: 'matched', reservationId: people[0]!.id });
    const [ambiguous] = (await walk(showId, imp.importId, 'match=ambiguous')).rows;
    const res = await k.apply(
      showId,
      imp.importId,
      {
        allMatched: true,
        except: [excepted.depositId],
        picks: [{ depositId: ambiguous!.depositId, reservationId: people[30]!.id }],
      },
      owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      paid: 29,
      amount: 290_000,
      received: 290_000 + 10_000 + 7_000,
      duplicates: 0,
      short: 1,
      shortAmount: 3_000,
    });
    expect(await k.statusOf(people[0]!.id)).toBe('unpaid');
    for (const p of people.slice(1, 30)) expect(await k.statusOf(p.id)).toBe('paid');
    const after = await walk(showId, imp.importId, `limit=${DEPOSIT_PAGE_MAX}`);
    const applied = after.rows.filter((r) => r.appliedAt !== null);
    expect(applied).toHaveLength(31);
    expect(applied.some((r) => r.depositId === excepted.depositId)).toBe(false);
    // Applied again: nothing left but the excepted one, which applies now.
    const again = await k.apply(showId, imp.importId, { allMatched: true }, owner);
    expect(again.json()).toMatchObject({ paid: 1 });
  }, 120_000);

  it('a statement uploaded again with new rows pages the earlier rows too, those applied as 중복', async () => {
    const { showId, scheduleId } = await k.show();
    const a = await k.reservation(scheduleId);
    const paidLine = k.line(a.depositName, 15_000);
    const otherLine = k.line('20990001아무개', 7_000);
    const first = await k.upload(showId, k.csv(paidLine, otherLine), owner);
    expect(
      (await k.apply(showId, first.importId, { depositIds: [first.deposits[0]!.depositId] }, owner))
        .statusCode,
    ).toBe(200);
    const second = await uploadFull(showId, k.csv(paidLine, otherLine, k.line('20990002누구', 5_000)));
    expect(second.importId).not.toBe(first.importId);
    const walked = await walk(showId, second.importId, 'limit=1');
    expect(walked.rows.map((r) => r.match)).toEqual(['duplicate', 'unmatched', 'unmatched']);
    expect(walked.rows.slice(0, 2).map((r) => r.depositId)).toEqual(first.deposits.map((d) => d.depositId));
    expect(second.totals.byMatch.duplicate).toEqual({ count: 1, amount: 15_000 });
    expect((await walk(showId, second.importId, 'match=duplicate')).rows).toHaveLength(1);
  });

  it('lists the newest imports and the first open deposits, with how many there are', async () => {
    const { showId } = await k.show();
    const at = new Date().toISOString();
    const ids: number[] = [];
    for (let i = 0; i < 55; i++) {
      const { id } = await t.db
        .insertInto('deposit_imports')
        .values({
          show_id: showId,
          created_by: 'm@example.ac.kr',
          created_at: at,
          source: 'text',
          filename: null,
          row_count: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(id);
    }
    const history = await t.app.inject({
      method: 'GET',
      url: `/mypage/manager/show/${showId}/deposits`,
      headers: bearer(owner),
    });
    expect(history.json().total).toBe(55);
    expect(history.json().imports).toHaveLength(50);
    expect(history.json().imports[0].importId).toBe(ids[54]);

    await t.db
      .insertInto('deposits')
      .values(
        Array.from({ length: 501 }, (_, i) => ({
          import_id: ids[0]!,
          show_id: showId,
          fingerprint: `open-${i}`,
          row: i + 1,
          at,
          name: `손님${i}`,
          amount: 1_000,
          balance: null,
          match: 'matched' as const,
          reservation_id: null,
          candidates: '[]',
          applied_at: at,
          applied_by: 'm@example.ac.kr',
          outcome: 'short' as const,
          expected: 10_000,
        })),
      )
      .execute();
    const open = (await k.issues(showId, owner)) as unknown[];
    expect(open).toHaveLength(500);
    const res = await t.app.inject({
      method: 'GET',
      url: `/mypage/manager/show/${showId}/deposits/open`,
      headers: bearer(owner),
    });
    expect(res.json().total).toBe(501);
  });
});
