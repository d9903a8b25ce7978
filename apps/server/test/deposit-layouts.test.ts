import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { depositKit } from './deposit-support.ts';
import { bearer, clubIdOf, insertStudents, jsonPart, multipart, signInAs } from './support.ts';

/**
 * What a club's treasurer confirms once is kept (docs/product.md#deposit-import): columns picked in the mapping step
 * read the next statement of that header row without the step, for that club only; a statement with two text columns
 * (하나: 적요 and 의뢰인/수취인) is matched by the other first when the manager switches, and the switch is kept too.
 */

const HANA = readFileSync(new URL('./fixtures/banks/statements/hana.xlsx', import.meta.url));
/** A bank layout no header name gives away: the mapping step is needed the first time. */
const ODD_HEADER = '날,메모,들어온 돈,나간 돈';

describe.each(DB_KINDS)('statement layouts kept for a club (%s)', (kind) => {
  let t: TestApp;
  let owner = '';
  let other = '';
  let kit: ReturnType<typeof depositKit>;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    const clubId = await clubIdOf(t.db, 'manager@example.ac.kr');
    owner = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    other = (await signInAs(t.app, 'manager2@example.ac.kr')).token;
    await insertStudents(t.db, 'layout', 10);
    kit = depositKit(t, clubId, 'layout');
  });
  afterAll(async () => t?.close());

  const post = (showId: number, token: string, file: Buffer, filename: string, request?: object) => {
    const body = multipart([
      ...(request ? [jsonPart(request)] : []),
      { name: 'file', value: file, filename, contentType: 'application/octet-stream' },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/mypage/manager/show/${showId}/deposits`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };
  const odd = (...lines: string[]) => Buffer.from([ODD_HEADER, ...lines].join('\r\n'), 'utf8');

  it('columns picked once read the next file of that header row with no mapping step, for that club only', async () => {
    const { showId, scheduleId } = await kit.show();
    const r = await kit.reservation(scheduleId);
    const first = odd(`2026-11-20 10:00,${r.depositName},${r.price},0`, '2026-11-20 11:00,간식,0,5000');
    const asked = await post(showId, owner, first, '내보내기.csv');
    expect(asked.statusCode, asked.body).toBe(422);
    expect(asked.json().code).toBe('STATEMENT_NEEDS_MAPPING');

    const mapping = { headerRow: 1, at: 0, name: 1, amount: 2, withdrawal: 3 };
    const mapped = await post(showId, owner, first, '내보내기.csv', { mapping });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json().reading).toMatchObject({ format: 'csv', savedLayout: false, nameHeader: '메모' });

    // A later statement of the same layout, two title lines above its header this time.
    const next = Buffer.from(
      ['거래내역', '', ODD_HEADER, `2026-11-21 09:30,${r.depositName},${r.price},0`].join('\r\n'),
      'utf8',
    );
    const again = await post(showId, owner, next, '내보내기-2.csv');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().reading.savedLayout).toBe(true);
    expect(again.json().deposits).toMatchObject([{ name: r.depositName, amount: r.price }]);

    // Another club's manager, with a show of their own, still meets the mapping step.
    const otherClub = await clubIdOf(t.db, 'manager2@example.ac.kr');
    const theirs = await depositKit(t, otherClub, 'layout').show();
    const elsewhere = await post(theirs.showId, other, next, '내보내기.csv');
    expect(elsewhere.statusCode, elsewhere.body).toBe(422);
  });

  it('a 하나 statement is matched by 의뢰인/수취인 first once switched, and the next one is read that way', async () => {
    const { showId } = await kit.show();
    const res = await post(showId, owner, HANA, '하나_거래내역.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    const imported = res.json();
    expect(imported.reading).toMatchObject({
      layout: { id: 'hana-xlsx' },
      nameHeader: '적요',
      otherNameHeader: '의뢰인/수취인',
      nameColumn: 'name',
    });
    const typed = imported.deposits.find((d: { name: string }) => d.name === '20231234홍길동');
    expect(typed.otherName).toBe('홍길동');

    const url = `/mypage/manager/show/${showId}/deposits/${imported.importId}/name-column`;
    const student = (await signInAs(t.app, 'student@example.ac.kr')).token;
    const asStudent = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(student),
      payload: { column: 'otherName' },
    });
    expect(asStudent.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'PUT', url, payload: { column: 'otherName' } });
    expect(anonymous.statusCode).toBe(401);
    const refused = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(other),
      payload: { column: 'otherName' },
    });
    expect(refused.statusCode).toBe(403);
    const switched = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(owner),
      payload: { column: 'otherName' },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().reading.nameColumn).toBe('otherName');
    const swapped = switched
      .json()
      .deposits.find((d: { depositId: number }) => d.depositId === typed.depositId);
    expect(swapped).toMatchObject({ name: '홍길동', otherName: '20231234홍길동' });
    // Reopened later, the import says the same.
    const reopened = await t.app.inject({
      method: 'GET',
      url: `/mypage/manager/show/${showId}/deposits/${imported.importId}`,
      headers: bearer(owner),
    });
    expect(reopened.json().reading.nameColumn).toBe('otherName');

    // The same statement uploaded again, now read with the columns swapped: nothing in it is new, and the answer leads
    // back to the import left unapplied.
    const stored = async () =>
      (await t.db.selectFrom('deposits').select('id').where('show_id', '=', showId).execute()).length;
    const before = await stored();
    const again = await post(showId, owner, HANA, '하나_거래내역.xlsx');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().importId).toBe(imported.importId);
    expect(await stored()).toBe(before);

    // The club's next 하나 statement: read with the columns the way the manager left them.
    const { showId: nextShow } = await kit.show();
    const next = await post(nextShow, owner, HANA, '하나_거래내역.xlsx');
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().reading).toMatchObject({
      savedLayout: true,
      nameHeader: '의뢰인/수취인',
      otherNameHeader: '적요',
    });
    expect(
      next.json().deposits.find((d: { otherName: string }) => d.otherName === '20231234홍길동'),
    ).toMatchObject({
      name: '홍길동',
    });
  });

  it('a source with one name column cannot be switched: 400 with a Korean message', async () => {
    const { showId, scheduleId } = await kit.show();
    const r = await kit.reservation(scheduleId);
    const imported = await kit.upload(showId, kit.csv(kit.line(r.depositName, r.price)), owner);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/mypage/manager/show/${showId}/deposits/${imported.importId}/name-column`,
      headers: bearer(owner),
      payload: { column: 'otherName' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: '이 가져오기에는 이름으로 쓸 다른 열이 없어요.',
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/mypage/manager/show/${showId}/deposits/${imported.importId}/name-column`,
      headers: bearer(owner),
      payload: { column: 'nickname' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a relay transfer is matched through its prefix and says so; the relay company alone names nobody', async () => {
    const { showId, scheduleId } = await kit.show();
    const r = await kit.reservation(scheduleId);
    const imported = await kit.upload(
      showId,
      kit.csv(kit.line(`토스${r.depositName}`, r.price), kit.line('(주)비바리퍼블리카', r.price)),
      owner,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/mypage/manager/show/${showId}/deposits/${imported.importId}`,
      headers: bearer(owner),
    });
    const deposits = res.json().deposits as {
      name: string;
      match: string;
      hint: { via: string | null } | null;
    }[];
    expect(deposits).toMatchObject([
      { name: `토스${r.depositName}`, match: 'matched', hint: { via: '토스' } },
      { name: '(주)비바리퍼블리카', match: 'unmatched', hint: { via: '토스' } },
    ]);
  });
});
