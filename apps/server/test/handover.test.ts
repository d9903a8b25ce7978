import {
  HANDOVER_MESSAGES as H,
  MEMBER_MESSAGES,
  memberBatchResultSchema,
  handoverSchema,
  myHandoverListSchema,
  myHandoverSchema,
  officersSchema,
  type Handover,
} from '@moa/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { addDays, seoulInstant, seoulToday } from '../src/lib/time.ts';
import { applyDueHandovers } from '../src/modules/members/index.ts';
import { send as sendWith } from './applications-support.ts';
import { createSecondInstance, createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { insertClub, insertStudents, signInAs } from './support.ts';

/**
 * Officers and hand-over (docs/decisions/0027-officers-and-hand-over.md), through the real app on both databases:
 * bad hand-overs refused in Korean with nothing changed, acceptance once, rights that change at the effective instant
 * (before the job applies the positions) and not before, the top position never left vacant, cancel and decline,
 * positions marked as managing, who may call what, and a hand-over racing the outgoing officer's writes (two
 * instances on PostgreSQL) with a control that shows the test sees such a write landing after the hand-over.
 */
describe.each(DB_KINDS)('officers and hand-over (%s)', (kind) => {
  let t: TestApp;
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const today = () => seoulToday(now());
  let clubId = 0;
  let otherClub = 0;
  let termId = 0;
  const tokens: Record<string, string> = {};
  const members: Record<string, number> = {};
  const positions: Record<string, number> = {};
  const base = '/mypage/manager/club';
  const send = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    who: string,
    payload?: unknown,
    app: FastifyInstance = t.app,
  ) => sendWith(app, method, url, tokens[who]!, payload);

  const expectError = (
    res: { statusCode: number; body: string; json(): unknown },
    status: number,
    code: string,
  ) => {
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json() as {
      status: number;
      code: string;
      message: string;
      fieldErrors?: Record<string, string>;
    };
    expect(body).toMatchObject({ status, code });
    return body;
  };

  const create = (who: string, items: [string, string][], effectiveOn = today()) =>
    send('POST', `${base}/handovers`, who, {
      termId,
      effectiveOn,
      items: items.map(([position, member]) => ({
        positionId: positions[position],
        membershipId: members[member],
      })),
    });
  const answer = (who: string, itemId: number, accept: boolean, reason?: string) =>
    send('POST', `/mypage/handovers/${itemId}`, who, { accept, reason });
  const itemOf = (h: Handover, position: string) =>
    h.items.find((i) => i.positionId === positions[position])!;
  /** Whether the account may use the manager area now (a read that only managers of a club may make). */
  const manages = async (who: string) => {
    const res = await send('GET', `${base}/officers`, who);
    expect([200, 403], res.body).toContain(res.statusCode);
    return res.statusCode === 200;
  };
  const positionOf = async (who: string) => {
    const row = await t.db
      .selectFrom('memberships')
      .innerJoin('club_positions', 'club_positions.id', 'memberships.position_id')
      .select('club_positions.name')
      .where('memberships.id', '=', members[who]!)
      .executeTakeFirstOrThrow();
    return row.name;
  };
  const nothingOpen = async () =>
    expect(
      await t.db
        .selectFrom('handovers')
        .select('id')
        .where('club_id', '=', clubId)
        .where('status', 'in', ['pending', 'accepted'])
        .execute(),
    ).toEqual([]);

  beforeAll(async () => {
    t = await createTestApp(kind, { now });
    clubId = await insertClub(t.db, '인수인계 동아리');
    otherClub = await insertClub(t.db, '다른 동아리');
    const at = new Date().toISOString();
    await t.db
      .insertInto('club_managers')
      .values([
        { email: 'club@example.ac.kr', club_id: clubId, granted_by: 'admin@example.ac.kr', created_at: at },
        {
          email: 'other@example.ac.kr',
          club_id: otherClub,
          granted_by: 'admin@example.ac.kr',
          created_at: at,
        },
      ])
      .execute();
    tokens.club = (await signInAs(t.app, 'club@example.ac.kr')).token;
    tokens.other = (await signInAs(t.app, 'other@example.ac.kr')).token;
    await insertStudents(t.db, 'ho', 7);
    for (let i = 0; i < 7; i++) tokens[`s${i}`] = (await signInAs(t.app, `ho${i}@example.ac.kr`)).token;

    const term = await send('POST', `${base}/terms`, 'club', {
      name: '인수인계 학기',
      startsOn: addDays(today(), -30),
      endsOn: addDays(today(), 120),
    });
    expect(term.statusCode, term.body).toBe(200);
    termId = term.json().termId;
    const list = await send('GET', `${base}/positions`, 'club');
    for (const p of list.json() as { positionId: number; name: string }[]) positions[p.name] = p.positionId;
    for (let i = 0; i < 6; i++) {
      const res = await send('POST', `${base}/terms/${termId}/members`, 'club', {
        email: `ho${i}@example.ac.kr`,
      });
      expect(res.statusCode, res.body).toBe(200);
      members[`s${i}`] = res.json().membershipId;
    }
    const invited = await send('POST', `${base}/terms/${termId}/members`, 'club', {
      email: 'later@example.ac.kr',
    });
    members.invited = invited.json().membershipId;
  });
  afterAll(async () => t?.close());

  describe('bad input changes nothing', () => {
    it('refuses a managing position given on the roster instead of by hand-over', async () => {
      const move = await send('PUT', `${base}/terms/${termId}/members/${members.s0}`, 'club', {
        positionId: positions['회장'],
      });
      expect(expectError(move, 409, 'OFFICER_BY_HANDOVER').fieldErrors).toEqual({
        positionId: H.officerByHandover,
      });
      const add = await send('POST', `${base}/terms/${termId}/members`, 'club', {
        email: 'ho6@example.ac.kr',
        positionId: positions['총무'],
      });
      expectError(add, 409, 'OFFICER_BY_HANDOVER');
      expect(await positionOf('s0')).toBe('회원');
      // a position that does not manage moves freely
      const plain = await send('PUT', `${base}/terms/${termId}/members/${members.s5}`, 'club', {
        positionId: positions['임원'],
      });
      expect(plain.statusCode, plain.body).toBe(200);
    });

    it('refuses empty, doubled, out-of-term and impossible hand-overs, naming the field', async () => {
      const empty = await send('POST', `${base}/handovers`, 'club', {
        termId,
        effectiveOn: today(),
        items: [],
      });
      expect(expectError(empty, 400, 'VALIDATION_FAILED').fieldErrors).toEqual({ items: H.itemsRequired });
      const twice = await create('club', [
        ['회장', 's0'],
        ['회장', 's1'],
      ]);
      expect(expectError(twice, 400, 'VALIDATION_FAILED').fieldErrors).toEqual({ items: H.positionTwice });
      const oneForTwo = await create('club', [
        ['회장', 's0'],
        ['총무', 's0'],
      ]);
      expect(expectError(oneForTwo, 400, 'VALIDATION_FAILED').fieldErrors).toEqual({
        items: H.successorTwice,
      });
      const yesterday = await create('club', [['회장', 's0']], addDays(today(), -1));
      expect(expectError(yesterday, 400, 'VALIDATION_FAILED').fieldErrors).toEqual({
        effectiveOn: H.effectiveOutside,
      });
      const after = await create('club', [['회장', 's0']], addDays(today(), 121));
      expectError(after, 400, 'VALIDATION_FAILED');
      const invitation = await create('club', [['회장', 'invited']]);
      expect(expectError(invitation, 400, 'VALIDATION_FAILED').message).toBe(`회장: ${H.successorInvited}`);
      const unknown = await send('POST', `${base}/handovers`, 'club', {
        termId,
        effectiveOn: today(),
        items: [{ positionId: positions['회장'], membershipId: 999_999 }],
      });
      expectError(unknown, 400, 'VALIDATION_FAILED');
      const huge = await send('POST', `${base}/handovers`, 'club', {
        termId,
        effectiveOn: today(),
        items: [{ positionId: positions['회장'], membershipId: 2 ** 40 }],
      });
      expectError(huge, 400, 'VALIDATION_FAILED');
      await nothingOpen();
    });

    it('lets only the club’s manager hand over, and only the successor answer', async () => {
      const anonymous = await t.app.inject({ method: 'POST', url: `${base}/handovers`, payload: {} });
      expectError(anonymous, 401, 'UNAUTHORIZED');
      const anonymousCancel = await t.app.inject({ method: 'POST', url: `${base}/handovers/1/cancel` });
      expectError(anonymousCancel, 401, 'UNAUTHORIZED');
      expectError(await create('other', [['회장', 's0']]), 403, 'FORBIDDEN');
      expectError(await create('s0', [['회장', 's0']]), 403, 'FORBIDDEN');
      expectError(await send('GET', `${base}/officers`, 's0'), 403, 'FORBIDDEN');
      expect((await send('GET', '/mypage/handovers', 's0')).json()).toEqual([]);
    });
  });

  it('gives the first officers their rights once both accepted, and not before', async () => {
    const made = await create('club', [
      ['회장', 's0'],
      ['총무', 's1'],
    ]);
    expect(made.statusCode, made.body).toBe(200);
    const handover = handoverSchema.parse(made.json());
    expect(handover).toMatchObject({ status: 'pending', effectiveAt: null });
    expect(itemOf(handover, '회장')).toMatchObject({ answer: 'waiting', outgoing: [], manages: true });

    // each successor is told, and sees the request
    const mine = myHandoverListSchema.parse((await send('GET', '/mypage/handovers', 's0')).json());
    expect(mine).toEqual([
      expect.objectContaining({
        clubName: '인수인계 동아리',
        positionName: '회장',
        answer: 'waiting',
        status: 'pending',
      }),
    ]);
    const notice = await t.db
      .selectFrom('notifications')
      .innerJoin('users', 'users.id', 'notifications.user_id')
      .select('title')
      .where('users.email', '=', 'ho1@example.ac.kr')
      .where('kind', '=', 'membership')
      .orderBy('notifications.id', 'desc')
      .executeTakeFirstOrThrow();
    expect(notice.title).toBe(H.requestNotice('인수인계 동아리', '총무', today()).title);

    // another hand-over while this one is open
    expectError(await create('club', [['부회장', 's2']]), 409, 'HANDOVER_CONFLICT');
    // someone else's item
    expectError(await answer('s2', itemOf(handover, '회장').itemId, true), 404, 'NOT_FOUND');

    const first = await answer('s0', itemOf(handover, '회장').itemId, true);
    expect(first.statusCode, first.body).toBe(200);
    expect(myHandoverSchema.parse(first.json())).toMatchObject({ answer: 'accepted', status: 'pending' });
    expect(await manages('s0')).toBe(false); // the other successor has not answered
    expectError(await answer('s0', itemOf(handover, '회장').itemId, true), 409, 'HANDOVER_ANSWERED');

    const last = await answer('s1', itemOf(handover, '총무').itemId, true);
    expect(last.statusCode, last.body).toBe(200);
    expect(myHandoverSchema.parse(last.json())).toMatchObject({ answer: 'accepted', status: 'applied' });
    expect(await manages('s0')).toBe(true);
    expect(await manages('s1')).toBe(true);
    expect(await positionOf('s0')).toBe('회장');
    expect(await positionOf('s1')).toBe('총무');
    const me = await send('GET', '/api/auth/me', 's0');
    expect(me.json()).toMatchObject({ authority: 'ROLE_CLUB', clubId, clubName: '인수인계 동아리' });

    const officers = officersSchema.parse((await send('GET', `${base}/officers`, 's0')).json());
    expect(officers.officers.map((o) => [o.positionName, o.name])).toEqual([
      ['회장', '학생0'],
      ['총무', '학생1'],
      ['임원', '학생5'],
    ]);
    expect(officers.managers.map((m) => [m.email, m.source])).toEqual([
      ['club@example.ac.kr', 'admin'],
      ['ho0@example.ac.kr', 'position'],
      ['ho1@example.ac.kr', 'position'],
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('target_type', '=', 'handover')
      .where('target_id', '=', String(handover.handoverId))
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'handover.create', actor_email: 'club@example.ac.kr' },
      { action: 'handover.accept', actor_email: 'ho0@example.ac.kr' },
      { action: 'handover.accept', actor_email: 'ho1@example.ac.kr' },
      { action: 'handover.apply', actor_email: 'handover' },
    ]);
  });

  it('refuses a hand-over that leaves the club without its 회장, and an officer’s membership ended on the roster', async () => {
    const res = await create('club', [['부회장', 's0']]);
    const body = expectError(res, 409, 'HANDOVER_CONFLICT');
    expect(body.message).toBe(H.noPresident('회장'));
    await nothingOpen();
    const leave = await send('PUT', `${base}/terms/${termId}/members/${members.s0}`, 'club', {
      status: 'withdrawn',
    });
    expectError(leave, 409, 'OFFICER_BY_HANDOVER');
    expect(await positionOf('s0')).toBe('회장');
  });

  it('moves rights at the effective instant, before the job moves the positions', async () => {
    const tomorrow = addDays(today(), 1);
    const made = handoverSchema.parse((await create('s0', [['회장', 's2']], tomorrow)).json());
    expect(itemOf(made, '회장').outgoing.map((o) => o.name)).toEqual(['학생0']);
    const accepted = await answer('s2', itemOf(made, '회장').itemId, true);
    expect(myHandoverSchema.parse(accepted.json())).toMatchObject({
      status: 'accepted',
      effectiveAt: seoulInstant(tomorrow).toISOString(),
    });
    expect(await manages('s0')).toBe(true);
    expect(await manages('s2')).toBe(false);
    expect(await applyDueHandovers(t.app.ctx)).toBe(0);

    offset = seoulInstant(tomorrow).getTime() - Date.now() + 1000; // a second past midnight
    expect(await manages('s0')).toBe(false);
    expect(await manages('s2')).toBe(true);
    expect(await positionOf('s2')).toBe('회원'); // the job has not run

    expect(await applyDueHandovers(t.app.ctx)).toBe(1);
    expect(await applyDueHandovers(t.app.ctx)).toBe(0);
    expect(await positionOf('s2')).toBe('회장');
    expect(await positionOf('s0')).toBe('회원');
    const roles = await t.db
      .selectFrom('users')
      .select(['email', 'authority', 'club_id'])
      .where('email', 'in', ['ho0@example.ac.kr', 'ho2@example.ac.kr'])
      .orderBy('email')
      .execute();
    expect(roles).toEqual([
      { email: 'ho0@example.ac.kr', authority: 'ROLE_USER', club_id: null },
      { email: 'ho2@example.ac.kr', authority: 'ROLE_CLUB', club_id: clubId },
    ]);
    const grant = await t.db
      .selectFrom('club_managers')
      .selectAll()
      .where('email', '=', 'ho2@example.ac.kr')
      .executeTakeFirstOrThrow();
    expect(grant).toMatchObject({ source: 'position', starts_at: null, ends_at: null });
    // the former 회장 is a student again: their own pages answer
    expect((await send('GET', '/mypage/student/memberships', 's0')).statusCode).toBe(200);
    // The clock back to now: up to a day ahead (after Seoul midnight, tomorrow's is ~24 h away), an instance started
    // later sweeps every session as idle at its start, and the tests after this one lose their sign-ins.
    offset = 0;
  });

  it('withdraws the windows of an accepted hand-over cancelled before its day, and keeps a declined one open', async () => {
    const day = addDays(today(), 3);
    const made = handoverSchema.parse((await create('s2', [['회장', 's3']], day)).json());
    await answer('s3', itemOf(made, '회장').itemId, true);
    const windows = await t.db
      .selectFrom('club_managers')
      .select(['email', 'starts_at', 'ends_at'])
      .where('email', 'in', ['ho2@example.ac.kr', 'ho3@example.ac.kr'])
      .orderBy('email')
      .execute();
    expect(windows).toEqual([
      { email: 'ho2@example.ac.kr', starts_at: null, ends_at: seoulInstant(day).toISOString() },
      { email: 'ho3@example.ac.kr', starts_at: seoulInstant(day).toISOString(), ends_at: null },
    ]);
    const cancelled = await send('POST', `${base}/handovers/${made.handoverId}/cancel`, 's2');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(handoverSchema.parse(cancelled.json()).status).toBe('cancelled');
    expect(
      await t.db
        .selectFrom('club_managers')
        .select(['email', 'ends_at'])
        .where('email', 'in', ['ho2@example.ac.kr', 'ho3@example.ac.kr'])
        .execute(),
    ).toEqual([{ email: 'ho2@example.ac.kr', ends_at: null }]);
    expectError(
      await send('POST', `${base}/handovers/${made.handoverId}/cancel`, 's2'),
      409,
      'HANDOVER_CONFLICT',
    );
    expectError(await answer('s3', itemOf(made, '회장').itemId, true), 409, 'HANDOVER_CONFLICT');
    expectError(await send('POST', `${base}/handovers/${made.handoverId}/cancel`, 'other'), 403, 'FORBIDDEN');

    const next = handoverSchema.parse((await create('s2', [['회장', 's3']])).json());
    const declined = await answer('s3', itemOf(next, '회장').itemId, false, '졸업 준비로 어렵습니다');
    expect(myHandoverSchema.parse(declined.json())).toMatchObject({ answer: 'declined', status: 'pending' });
    const seen = handoverSchema.parse(
      officersSchema.parse((await send('GET', `${base}/officers`, 's2')).json()).handovers[0],
    );
    expect(itemOf(seen, '회장')).toMatchObject({
      answer: 'declined',
      declineReason: '졸업 준비로 어렵습니다',
    });
    expect(await manages('s3')).toBe(false);
    expect((await send('POST', `${base}/handovers/${next.handoverId}/cancel`, 's2')).statusCode).toBe(200);
  });

  it('gives and takes the manager role with a position marked as managing', async () => {
    expect(await manages('s5')).toBe(false); // 임원
    const mark = await send('PUT', `${base}/positions/${positions['임원']}`, 's2', {
      name: '임원',
      manages: true,
    });
    expect(mark.statusCode, mark.body).toBe(200);
    expect(await manages('s5')).toBe(true);
    const unmark = await send('PUT', `${base}/positions/${positions['임원']}`, 's2', {
      name: '임원',
      manages: false,
    });
    expect(unmark.statusCode, unmark.body).toBe(200);
    expect(await manages('s5')).toBe(false);
  });

  it('changes several members’ status at once, skipping an officer, and refuses empty or oversized batches', async () => {
    const url = `${base}/terms/${termId}/members/status`;
    const ids = [members.s0, members.s1, members.s3, members.s5, 999_999];
    const res = await send('POST', url, 's2', {
      membershipIds: ids,
      status: 'leave',
      reason: '방학 중 휴동',
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = memberBatchResultSchema.parse(res.json());
    expect(result.changed).toBe(3);
    expect(result.skipped).toEqual([
      { membershipId: members.s1, name: '학생1', message: MEMBER_MESSAGES.batchOfficer },
      { membershipId: 999_999, name: '', message: MEMBER_MESSAGES.batchGone },
    ]);
    const statuses = await t.db
      .selectFrom('memberships')
      .select(['id', 'status', 'reason'])
      .where('id', 'in', [members.s0!, members.s1!, members.s3!])
      .orderBy('id')
      .execute();
    expect(statuses.map((r) => [r.status, r.reason])).toEqual([
      ['leave', '방학 중 휴동'],
      ['active', ''],
      ['leave', '방학 중 휴동'],
    ]);
    const back = memberBatchResultSchema.parse(
      (
        await send('POST', url, 's2', {
          membershipIds: [members.s0, members.s3, members.s5, members.s1],
          status: 'active',
        })
      ).json(),
    );
    expect(back).toEqual({ changed: 3, unchanged: 1, skipped: [] });
    const empty = await send('POST', url, 's2', { membershipIds: [], status: 'leave' });
    expect(expectError(empty, 400, 'VALIDATION_FAILED').fieldErrors).toEqual({
      membershipIds: MEMBER_MESSAGES.batchNone,
    });
    const many = await send('POST', url, 's2', {
      membershipIds: Array.from({ length: 501 }, (_, i) => i + 1),
      status: 'leave',
    });
    expect(expectError(many, 400, 'VALIDATION_FAILED').fieldErrors).toEqual({
      membershipIds: MEMBER_MESSAGES.batchTooMany,
    });
    expectError(
      await send('POST', url, 'other', { membershipIds: [members.s0], status: 'leave' }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await send('POST', url, 's0', { membershipIds: [members.s0], status: 'leave' }),
      403,
      'FORBIDDEN',
    );
  });

  describe('racing the outgoing officer’s writes', () => {
    let second: Awaited<ReturnType<typeof createSecondInstance>> | undefined;
    beforeAll(async () => {
      if (kind === 'postgres') second = await createSecondInstance(t, { now });
    });
    afterAll(async () => second?.close());
    const ROUNDS = 3;
    const WRITES = 12;

    /** Audit ids of the outgoing officer's roster writes, and of the hand-over's application. */
    const order = async (db: Db, email: string, handoverId: number) => {
      const writes = await db
        .selectFrom('audit_log')
        .select('id')
        .where('actor_email', '=', email)
        .where('action', '=', 'member.update')
        .execute();
      const applied = await db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'handover.apply')
        .where('target_id', '=', String(handoverId))
        .executeTakeFirstOrThrow();
      return { late: writes.filter((w) => w.id > applied.id).length, before: writes.length };
    };

    /** The current 회장 hands it to the other; answers the outgoing and the successor. */
    const roles = async () =>
      ((await positionOf('s2')) === '회장' ? ['s2', 's3'] : ['s3', 's2']) as [string, string];

    it('refuses every write of the outgoing officer that comes after the hand-over', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const [outgoing, successor] = await roles();
        const made = handoverSchema.parse((await create(outgoing, [['회장', successor]])).json());
        const writes = Array.from({ length: WRITES }, (_, i) =>
          send(
            'PUT',
            `${base}/terms/${termId}/members/${members.s4}`,
            outgoing,
            { status: i % 2 === 0 ? 'leave' : 'active' },
            i % 2 === 0 || !second ? t.app : second.app,
          ),
        );
        const accept = answer(successor, itemOf(made, '회장').itemId, true);
        const answers = await Promise.all([...writes, accept]);
        for (const a of answers.slice(0, WRITES)) expect([200, 403], a.body).toContain(a.statusCode);
        expect(answers.at(-1)!.statusCode, answers.at(-1)!.body).toBe(200);
        expect((await order(t.db, `ho${outgoing.slice(1)}@example.ac.kr`, made.handoverId)).late).toBe(0);
        expect(await manages(outgoing)).toBe(false);
      }
    });

    it('control: a write judged by a role read before its transaction lands after the hand-over', async () => {
      let caught = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const [outgoing, successor] = await roles();
        const email = `ho${outgoing.slice(1)}@example.ac.kr`;
        const made = handoverSchema.parse((await create(outgoing, [['회장', successor]])).json());
        // the rights as a request's start saw them, then the write once the hand-over answered
        const seen = await manages(outgoing);
        const accepted = answer(successor, itemOf(made, '회장').itemId, true);
        await accepted;
        if (seen) {
          await t.db.transaction().execute(async (trx) => {
            await trx
              .updateTable('memberships')
              .set({ reason: 'control' })
              .where('id', '=', members.s4!)
              .execute();
            await trx
              .insertInto('audit_log')
              .values({
                actor_user_id: null,
                actor_email: email,
                action: 'member.update',
                target_type: 'membership',
                target_id: String(members.s4),
                detail: '{}',
                created_at: now().toISOString(),
              })
              .execute();
          });
        }
        if ((await order(t.db, email, made.handoverId)).late > 0) caught++;
      }
      expect(caught).toBe(ROUNDS);
    });
  });
});
