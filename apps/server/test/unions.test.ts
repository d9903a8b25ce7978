import { UNION_MESSAGES, type Union } from '@moa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unionOfClub } from '../src/modules/unions/index.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, clubIdOf, insertClub, signInAs } from './support.ts';

/** Student unions' rules (docs/product.md#student-union-rules): the administrator's calls and the manager's view. */
describe.each(DB_KINDS)("student unions' rules (%s)", (kind) => {
  let t: TestApp;
  let admin: string;
  let student: string;
  let manager: string;
  let manager2: string;
  let soriul: number;
  let hanul: number;
  let third: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    admin = (await signInAs(t.app, 'admin@example.ac.kr')).token;
    student = (await signInAs(t.app, 'student@example.ac.kr')).token;
    manager = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    manager2 = (await signInAs(t.app, 'manager2@example.ac.kr')).token;
    soriul = await clubIdOf(t.db, 'manager@example.ac.kr');
    hanul = await clubIdOf(t.db, 'manager2@example.ac.kr');
    third = await insertClub(t.db, '별빛 천문회');
  });
  afterAll(async () => t?.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const list = async () => (await send('GET', '/api/admin/unions', admin)).json().unions as Union[];
  const body = (over: Record<string, unknown> = {}) => ({
    name: '총동아리연합회',
    university: '서울캠퍼스',
    rules: { minMembers: 20, minDepartments: 3, maxDepartmentPercent: 50, minActivities: null },
    clubIds: [],
    ...over,
  });

  it('lets only the administrator call the admin endpoints, and only a club manager ask for their union', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/admin/unions' },
      { method: 'POST' as const, url: '/api/admin/unions', payload: body({ name: '권한 시험' }) },
      { method: 'PUT' as const, url: '/api/admin/unions/1', payload: body({ name: '권한 시험' }) },
      { method: 'DELETE' as const, url: '/api/admin/unions/1' },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, `anonymous ${call.method} ${call.url}`).toBe(401);
      for (const token of [student, manager, manager2]) {
        const res = await t.app.inject({ ...call, headers: bearer(token) });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
    }
    expect(await list()).toEqual([]);
    const mine = { method: 'GET' as const, url: '/mypage/manager/club/union' };
    expect((await t.app.inject(mine)).statusCode).toBe(401);
    expect((await t.app.inject({ ...mine, headers: bearer(student) })).statusCode).toBe(403);
    expect((await t.app.inject({ ...mine, headers: bearer(admin) })).statusCode).toBe(403);
    const none = await t.app.inject({ ...mine, headers: bearer(manager) });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ union: null });
  });

  it('creates, lists, changes and deletes unions; a club moves between them and belongs to one at most', async () => {
    const created = await send(
      'POST',
      '/api/admin/unions',
      admin,
      body({ clubIds: [soriul, hanul, soriul] }),
    );
    expect(created.statusCode).toBe(200);
    const seoul = created.json() as Union;
    expect(seoul).toMatchObject({
      name: '총동아리연합회',
      university: '서울캠퍼스',
      rules: { minMembers: 20, minDepartments: 3, maxDepartmentPercent: 50, minActivities: null },
      clubIds: [soriul, hanul].sort((a, b) => a - b),
      clubCount: 2,
    });
    expect(seoul.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    // The same name at another campus is another union; leaving out rules is allowed while one is set.
    const other = await send('POST', '/api/admin/unions', admin, {
      name: '총동아리연합회',
      university: '글로벌캠퍼스',
      rules: { minActivities: 4 },
      clubIds: [hanul, third],
    });
    expect(other.statusCode).toBe(200);
    const global = other.json() as Union;
    expect(global.rules).toEqual({
      minMembers: null,
      minDepartments: null,
      maxDepartmentPercent: null,
      minActivities: 4,
    });
    // 극단 한울 moved from 서울캠퍼스 to 글로벌캠퍼스.
    const afterMove = await list();
    expect(afterMove.map((u) => [u.university, u.clubIds])).toEqual([
      ['글로벌캠퍼스', [hanul, third].sort((a, b) => a - b)],
      ['서울캠퍼스', [soriul]],
    ]);
    expect(afterMove.find((u) => u.id === seoul.id)!.clubCount).toBe(1);

    // The manager sees their own union, with only their own club named.
    const mine = await send('GET', '/mypage/manager/club/union', manager2);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().union).toMatchObject({
      id: global.id,
      name: '총동아리연합회',
      university: '글로벌캠퍼스',
      clubIds: [hanul],
      clubCount: 2,
    });
    expect((await unionOfClub(t.db, soriul))!.id).toBe(seoul.id);

    // An edit: new rules and clubs; a club left out belongs to none, a club listed moves back.
    const edited = await send(
      'PUT',
      `/api/admin/unions/${seoul.id}`,
      admin,
      body({
        name: '총동아리 연합회',
        rules: { minMembers: 15, minDepartments: null, maxDepartmentPercent: 60, minActivities: 2 },
        clubIds: [third],
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: seoul.id,
      name: '총동아리 연합회',
      rules: { minMembers: 15, minDepartments: null, maxDepartmentPercent: 60, minActivities: 2 },
      clubIds: [third],
      clubCount: 1,
    });
    expect((await list()).find((u) => u.id === global.id)!.clubIds).toEqual([hanul]);
    expect((await send('GET', '/mypage/manager/club/union', manager)).json()).toEqual({ union: null });

    // Deleting a union leaves its clubs in none.
    const deleted = await send('DELETE', `/api/admin/unions/${global.id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect((await send('GET', '/mypage/manager/club/union', manager2)).json()).toEqual({ union: null });
    const club = await t.db
      .selectFrom('clubs')
      .select('union_id')
      .where('id', '=', hanul)
      .executeTakeFirstOrThrow();
    expect(club.union_id).toBeNull();
    expect((await list()).map((u) => u.id)).toEqual([seoul.id]);

    // Unknown unions: 404, also for an id beyond the database's integers.
    for (const url of ['/api/admin/unions/999999', '/api/admin/unions/99999999999']) {
      const put = await send('PUT', url, admin, body({ name: '없는 학생회' }));
      expect(put.statusCode, url).toBe(404);
      expect((await send('DELETE', url, admin)).statusCode, url).toBe(404);
    }
    expect((await send('DELETE', `/api/admin/unions/${global.id}`, admin)).json()).toMatchObject({
      status: 404,
      message: UNION_MESSAGES.notFound,
    });

    const audit = (await send('GET', '/api/admin/audit?limit=20', admin)).json().entries as {
      action: string;
      targetType: string;
      targetId: string;
      actorEmail: string;
      detail: string;
    }[];
    const unionEntries = audit.filter((e) => e.targetType === 'union');
    expect(unionEntries.map((e) => e.action)).toEqual([
      'union.delete',
      'union.update',
      'union.create',
      'union.create',
    ]);
    expect(unionEntries.every((e) => e.actorEmail === 'admin@example.ac.kr')).toBe(true);
    // The second union's creation names the club it took from the first, the edit the clubs that left.
    const globalCreated = unionEntries.find(
      (e) => e.action === 'union.create' && e.targetId === String(global.id),
    )!;
    expect(JSON.parse(globalCreated.detail).movedFrom).toEqual([{ clubId: hanul, unionId: seoul.id }]);
    const seoulEdited = JSON.parse(unionEntries.find((e) => e.action === 'union.update')!.detail);
    expect(seoulEdited).toMatchObject({ name: '총동아리 연합회', left: [soriul], clubIds: [third] });
    expect(seoulEdited.movedFrom).toEqual([{ clubId: third, unionId: global.id }]);
  });

  it('refuses bad input with Korean field errors and changes nothing', async () => {
    const before = await list();
    const cases: { payload: unknown; field: string; message?: string }[] = [
      { payload: body({ name: '' }), field: 'name', message: UNION_MESSAGES.nameRequired },
      { payload: body({ name: '   ' }), field: 'name', message: UNION_MESSAGES.nameRequired },
      { payload: body({ name: 'ㄱ'.repeat(41) }), field: 'name', message: UNION_MESSAGES.nameTooLong },
      { payload: body({ name: 3 }), field: 'name' },
      {
        payload: body({ university: '캠'.repeat(41) }),
        field: 'university',
        message: UNION_MESSAGES.universityTooLong,
      },
      {
        payload: body({
          rules: { minMembers: null, minDepartments: null, maxDepartmentPercent: null, minActivities: null },
        }),
        field: 'rules',
        message: UNION_MESSAGES.ruleRequired,
      },
      { payload: body({ rules: {} }), field: 'rules', message: UNION_MESSAGES.ruleRequired },
      { payload: body({ rules: null }), field: 'rules' },
      {
        payload: body({ rules: { minMembers: 0 } }),
        field: 'rules.minMembers',
        message: UNION_MESSAGES.minMembers,
      },
      {
        payload: body({ rules: { minMembers: 1001 } }),
        field: 'rules.minMembers',
        message: UNION_MESSAGES.minMembers,
      },
      {
        payload: body({ rules: { minMembers: 20.5 } }),
        field: 'rules.minMembers',
        message: UNION_MESSAGES.minMembers,
      },
      {
        payload: body({ rules: { minMembers: '20' } }),
        field: 'rules.minMembers',
        message: UNION_MESSAGES.minMembers,
      },
      {
        payload: body({ rules: { minDepartments: 101 } }),
        field: 'rules.minDepartments',
        message: UNION_MESSAGES.minDepartments,
      },
      {
        payload: body({ rules: { maxDepartmentPercent: 0 } }),
        field: 'rules.maxDepartmentPercent',
        message: UNION_MESSAGES.maxDepartmentPercent,
      },
      {
        payload: body({ rules: { maxDepartmentPercent: 101 } }),
        field: 'rules.maxDepartmentPercent',
        message: UNION_MESSAGES.maxDepartmentPercent,
      },
      {
        payload: body({ rules: { minActivities: -1 } }),
        field: 'rules.minActivities',
        message: UNION_MESSAGES.minActivities,
      },
      {
        payload: body({ rules: { minActivities: 1e300 } }),
        field: 'rules.minActivities',
        message: UNION_MESSAGES.minActivities,
      },
      {
        payload: body({ clubIds: [999999] }),
        field: 'clubIds',
        message: UNION_MESSAGES.clubNotFound([999999]),
      },
      {
        payload: body({ clubIds: [soriul, 999998, 999999] }),
        field: 'clubIds',
        message: UNION_MESSAGES.clubNotFound([999998, 999999]),
      },
      { payload: body({ clubIds: [0] }), field: 'clubIds.0', message: UNION_MESSAGES.clubInvalid },
      { payload: body({ clubIds: ['x'] }), field: 'clubIds.0', message: UNION_MESSAGES.clubInvalid },
      { payload: body({ clubIds: [3_000_000_000] }), field: 'clubIds.0' },
      { payload: body({ clubIds: 'all' }), field: 'clubIds', message: UNION_MESSAGES.clubInvalid },
      {
        payload: body({ clubIds: Array.from({ length: 1001 }, (_, i) => i + 1) }),
        field: 'clubIds',
        message: UNION_MESSAGES.clubsTooMany,
      },
    ];
    const target = before[0]!;
    for (const { payload, field, message } of cases) {
      for (const [method, url] of [
        ['POST', '/api/admin/unions'],
        ['PUT', `/api/admin/unions/${target.id}`],
      ] as const) {
        const res = await send(method, url, admin, payload);
        const what = `${method} ${JSON.stringify(payload).slice(0, 120)}`;
        expect(res.statusCode, what).toBe(400);
        const answer = res.json();
        expect(answer.code, what).toBe('VALIDATION_FAILED');
        expect(Object.keys(answer.fieldErrors ?? {}), what).toContain(field);
        if (message) expect(answer.fieldErrors[field], what).toBe(message);
      }
    }
    // No body, and a body that is not an object.
    for (const payload of [undefined, '"x"', '[]']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/unions',
        headers: { ...bearer(admin), 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(res.statusCode, String(payload)).toBe(400);
    }
    expect(await list()).toEqual(before);
  });

  it('refuses a second union of one name at one university (409), compared without case or spaces', async () => {
    const base = (await list())[0]!;
    const again = await send(
      'POST',
      '/api/admin/unions',
      admin,
      body({ name: ` ${base.name.replaceAll(' ', '')} `, university: '서울캠퍼스' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      status: 409,
      code: 'UNION_NAME_TAKEN',
      message: UNION_MESSAGES.nameTaken('서울캠퍼스'),
      fieldErrors: { name: UNION_MESSAGES.nameTaken('서울캠퍼스') },
    });
    // Renaming another union to it is refused too, and leaves both as they were.
    const second = await send(
      'POST',
      '/api/admin/unions',
      admin,
      body({ name: '중앙동아리연합회', clubIds: [hanul] }),
    );
    expect(second.statusCode).toBe(200);
    const before = await list();
    const rename = await send(
      'PUT',
      `/api/admin/unions/${second.json().id}`,
      admin,
      body({ name: base.name, clubIds: [] }),
    );
    expect(rename.statusCode).toBe(409);
    expect(rename.json().code).toBe('UNION_NAME_TAKEN');
    expect(await list()).toEqual(before);
    // Two creates of one name at once: one is made.
    const race = await Promise.all(
      [0, 1, 2].map(() =>
        send('POST', '/api/admin/unions', admin, body({ name: '동시 학생회', university: '' })),
      ),
    );
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(race.find((r) => r.statusCode === 409)!.json().message).toBe(UNION_MESSAGES.nameTaken(''));
  });

  it('keeps every club in one union at most when saves moving the same clubs race, and never answers a 5xx', async () => {
    const a = (
      await send('POST', '/api/admin/unions', admin, body({ name: '경주 A', university: '경주' }))
    ).json();
    const b = (
      await send('POST', '/api/admin/unions', admin, body({ name: '경주 B', university: '경주' }))
    ).json();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        send(
          'PUT',
          `/api/admin/unions/${i % 2 === 0 ? a.id : b.id}`,
          admin,
          body({
            name: i % 2 === 0 ? '경주 A' : '경주 B',
            university: '경주',
            clubIds: i % 2 === 0 ? [soriul, hanul] : [hanul, soriul, third],
          }),
        ),
      ),
    );
    // PostgreSQL may abort one for a deadlock: 409 CONFLICT, send it again; never a fault.
    for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
    const clubs = await t.db
      .selectFrom('clubs')
      .select(['id', 'union_id'])
      .where('id', 'in', [soriul, hanul, third])
      .execute();
    const unions = await list();
    for (const c of clubs) {
      const holders = unions.filter((u) => u.clubIds.includes(c.id)).map((u) => u.id);
      expect(holders, `club ${c.id}`).toEqual(c.union_id === null ? [] : [c.union_id]);
    }
    expect(clubs.every((c) => c.union_id === a.id || c.union_id === b.id || c.union_id === null)).toBe(true);
  });
});
