import {
  ACCOUNT_DELETION_WORD,
  attendanceListSchema,
  attendResultSchema,
  excuseSchema,
  meetingCodeSchema,
  meetingCreateResultSchema,
  MEETING_MESSAGES as M,
  myMeetingListSchema,
  toSalesOpenAt,
} from '@moa/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { sweepExcusePhotos } from '../src/modules/meetings/index.ts';
import { makePng } from '../../../test-support/png.ts';
import { send as sendWith } from './applications-support.ts';
import { createSecondInstance, createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, insertClub, insertStudents, jsonPart, multipart, signInAs } from './support.ts';

/**
 * Meetings and attendance (docs/product.md#meetings-and-attendance, docs/decisions/0028-meeting-attendance-codes.md),
 * through the real app on both databases: scheduling with bad input refused in Korean and nothing made, a weekly
 * series inside the term, edits and deletions before the start only; the rotating code's age under an injected clock
 * (0, 15 and 59 seconds accepted, 61 refused, a forged code and another meeting's refused); a scan replayed counts
 * once, and so do 20 scans at once by one student and by twenty students (two instances on PostgreSQL), with a control
 * that shows the test sees a double count when a mark is decided by a read before its insert; who is expected; 지각 by
 * the threshold; the close; excuses with a photo; and who may call what.
 */
describe.each(DB_KINDS)('meetings and attendance (%s)', (kind) => {
  let t: TestApp;
  /** The app's clock: real time unless a test pins it. */
  let pinned: number | null = null;
  const now = () => new Date(pinned ?? Date.now());
  const today = () => seoulToday(now());
  let clubId = 0;
  let termId = 0;
  let pastTermId = 0;
  const tokens: Record<string, string> = {};
  const members: Record<string, number> = {};
  const positions: Record<string, number> = {};
  let otherPosition = 0;
  const base = '/mypage/manager/club';
  const CROWD = 20;

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
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

  /** A start `minutes` from now (whole minutes, Seoul): the contract's value and its instant. */
  const startIn = (minutes: number) => {
    const ms = Math.ceil(Date.now() / 60_000) * 60_000 + minutes * 60_000;
    return { startsAt: toSalesOpenAt(new Date(ms)), ms };
  };
  const meetingBody = (startsAt: string, extra: Record<string, unknown> = {}) => ({
    title: '정기 모임',
    startsAt,
    durationMinutes: 120,
    place: '학생회관 301호',
    audience: 'all',
    ...extra,
  });
  const schedule = async (startsAt: string, extra: Record<string, unknown> = {}) => {
    const res = await send('POST', `${base}/terms/${termId}/meetings`, 'club', meetingBody(startsAt, extra));
    expect(res.statusCode, res.body).toBe(200);
    return meetingCreateResultSchema.parse(res.json());
  };
  const codeAt = async (meetingId: number, at: number) => {
    pinned = at;
    const res = await send('GET', `${base}/meetings/${meetingId}/code`, 'club');
    expect(res.statusCode, res.body).toBe(200);
    return meetingCodeSchema.parse(res.json());
  };
  const attend = (who: string, meetingId: number, code: string, app?: FastifyInstance) =>
    send('POST', `/mypage/student/meetings/${meetingId}/attend`, who, { code }, app);
  const marksOf = async (meetingId: number) =>
    t.db
      .selectFrom('meeting_attendance')
      .select(['membership_id', 'mark', 'method', 'marked_at'])
      .where('meeting_id', '=', meetingId)
      .execute();
  const noticesOf = async (who: string, text: string) => {
    const rows = await t.db
      .selectFrom('notifications')
      .innerJoin('users', 'users.id', 'notifications.user_id')
      .select(['notifications.kind', 'notifications.title', 'notifications.body', 'notifications.link'])
      .where('users.email', '=', who)
      .execute();
    return rows.filter((r) => r.title.includes(text) || r.body.includes(text));
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { now });
    clubId = await insertClub(t.db, '모임 동아리');
    const otherClub = await insertClub(t.db, '다른 모임 동아리');
    const at = new Date().toISOString();
    await t.db
      .insertInto('club_managers')
      .values([
        {
          email: 'meet-club@example.ac.kr',
          club_id: clubId,
          granted_by: 'admin@example.ac.kr',
          created_at: at,
        },
        {
          email: 'meet-other@example.ac.kr',
          club_id: otherClub,
          granted_by: 'admin@example.ac.kr',
          created_at: at,
        },
      ])
      .execute();
    tokens.club = (await signInAs(t.app, 'meet-club@example.ac.kr')).token;
    tokens.other = (await signInAs(t.app, 'meet-other@example.ac.kr')).token;
    await insertStudents(t.db, 'mt', 8 + CROWD);
    for (let i = 0; i < 8 + CROWD; i++)
      tokens[`s${i}`] = (await signInAs(t.app, `mt${i}@example.ac.kr`)).token;

    const term = await send('POST', `${base}/terms`, 'club', {
      name: '모임 학기',
      startsOn: addDays(today(), -30),
      endsOn: addDays(today(), 60),
    });
    expect(term.statusCode, term.body).toBe(200);
    termId = term.json().termId;
    // A term that ended: read-only (made in the database, as the API refuses a term ending in the past).
    const past = await t.db
      .insertInto('club_terms')
      .values({
        club_id: clubId,
        name: '지난 학기',
        starts_on: addDays(today(), -300),
        ends_on: addDays(today(), -200),
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    pastTermId = past.id;
    for (const p of (await send('GET', `${base}/positions`, 'club')).json() as {
      positionId: number;
      name: string;
    }[]) {
      positions[p.name] = p.positionId;
    }
    otherPosition = (await send('GET', `${base}/positions`, 'other')).json()[0].positionId;
    // s0–s5 and the crowd active members; s5 is 임원; s6 no member; s7 on leave; an invitation with no account.
    for (let i = 0; i < 8 + CROWD; i++) {
      if (i === 6) continue;
      const res = await send('POST', `${base}/terms/${termId}/members`, 'club', {
        email: `mt${i}@example.ac.kr`,
      });
      expect(res.statusCode, res.body).toBe(200);
      members[`s${i}`] = res.json().membershipId;
    }
    const moved = await send('PUT', `${base}/terms/${termId}/members/${members.s5}`, 'club', {
      positionId: positions['임원'],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const leave = await send('PUT', `${base}/terms/${termId}/members/${members.s7}`, 'club', {
      status: 'leave',
      reason: '휴학',
    });
    expect(leave.statusCode, leave.body).toBe(200);
    const invited = await send('POST', `${base}/terms/${termId}/members`, 'club', {
      email: 'mt-invited@example.ac.kr',
    });
    members.invited = invited.json().membershipId;
  });
  afterAll(async () => t?.close());

  it('refuses bad meetings in Korean and makes nothing', async () => {
    pinned = null;
    const { startsAt } = startIn(120);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '   ' }, 'title', M.titleRequired],
      [{ title: '가'.repeat(61) }, 'title', '모임 이름은 60자를 초과할 수 없습니다'],
      [{ place: '' }, 'place', M.placeRequired],
      [{ place: '나'.repeat(61) }, 'place', '장소는 60자를 초과할 수 없습니다'],
      [{ startsAt: '2026-13-01T19:00' }, 'startsAt', M.startsAtInvalid],
      [{ durationMinutes: 5 }, 'durationMinutes', M.durationRange],
      [{ lateMinutes: 121 }, 'lateMinutes', M.lateRange],
      [{ lateMinutes: -1 }, 'lateMinutes', M.lateRange],
      [{ lateMinutes: 1.5 }, 'lateMinutes', M.lateRange],
      [{ audience: 'some' }, 'audience', '목록에서 선택해주세요.'],
      [{ audience: 'positions', positionIds: [] }, 'positionIds', M.positionsRequired],
      [
        { audience: 'positions', positionIds: [positions['임원'], positions['임원']] },
        'positionIds',
        M.positionTwice,
      ],
      [{ audience: 'positions', positionIds: [otherPosition] }, 'positionIds', M.positionNotFound],
      [
        { audience: 'positions', positionIds: [2_147_483_648] },
        'positionIds.0',
        '입력할 수 있는 값보다 큽니다.',
      ],
      [{ repeatWeeks: 1 }, 'repeatWeeks', M.repeatRange],
      [{ repeatWeeks: 27 }, 'repeatWeeks', M.repeatRange],
      [{ startsAt: `${addDays(today(), 61)}T19:00` }, 'startsAt', M.startsOutsideTerm],
      [{ startsAt: startIn(-60).startsAt }, 'startsAt', M.startsInPast],
    ];
    for (const [extra, field, message] of cases) {
      const res = await send(
        'POST',
        `${base}/terms/${termId}/meetings`,
        'club',
        meetingBody(startsAt, extra),
      );
      const body = expectError(res, 400, 'VALIDATION_FAILED');
      expect(body.fieldErrors?.[field], `${JSON.stringify(extra)} ${res.body}`).toBeDefined();
      expect(body.fieldErrors?.[field]).toBe(message);
    }
    const readOnly = await send(
      'POST',
      `${base}/terms/${pastTermId}/meetings`,
      'club',
      meetingBody(startsAt),
    );
    expect(expectError(readOnly, 409, 'TERM_READ_ONLY').message).toBe(M.termReadOnly);
    expectError(
      await send('POST', `${base}/terms/99999999999/meetings`, 'club', meetingBody(startsAt)),
      404,
      'NOT_FOUND',
    );
    expectError(
      await send('POST', `${base}/terms/2147483647/meetings`, 'club', meetingBody(startsAt)),
      404,
      'NOT_FOUND',
    );
    const made = await t.db.selectFrom('meetings').select('id').execute();
    expect(made).toEqual([]);
  });

  it('schedules a meeting, notifies the expected members once, lists, edits and deletes it before it starts', async () => {
    pinned = null;
    const { startsAt, ms } = startIn(300);
    const created = await schedule(startsAt, { title: '첫 정기 모임' });
    expect(created.skippedWeeks).toBe(0);
    const [meeting] = created.meetings;
    expect(meeting).toMatchObject({
      title: '첫 정기 모임',
      startsAt,
      durationMinutes: 120,
      lateMinutes: 10,
      audience: 'all',
      seriesId: null,
      state: 'upcoming',
      counts: { expected: 6 + CROWD + 1, present: 0, unmarked: 6 + CROWD + 1 },
    });
    expect(meeting!.endsAt).toBe(toSalesOpenAt(new Date(ms + 120 * 60_000)));
    // active members with an account are told (kind membership, to /mypage); s6 (no member) and s7 (on leave) not
    for (const who of ['mt0', 'mt5', 'mt8']) {
      const notes = await noticesOf(`${who}@example.ac.kr`, '첫 정기 모임');
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({ kind: 'membership', link: '/mypage' });
    }
    expect(await noticesOf('mt6@example.ac.kr', '첫 정기 모임')).toEqual([]);
    expect(await noticesOf('mt7@example.ac.kr', '첫 정기 모임')).toEqual([]);

    const list = await send('GET', `${base}/terms/${termId}/meetings`, 'club');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().map((m: { meetingId: number }) => m.meetingId)).toContain(meeting!.meetingId);

    const later = startIn(330).startsAt;
    const edited = await send('PUT', `${base}/meetings/${meeting!.meetingId}`, 'club', {
      ...meetingBody(later),
      title: '바뀐 정기 모임',
      audience: 'positions',
      positionIds: [positions['임원']],
      lateMinutes: 0,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      title: '바뀐 정기 모임',
      startsAt: later,
      lateMinutes: 0,
      positions: [{ positionId: positions['임원'], name: '임원' }],
      counts: { expected: 1 },
    });
    // the new expected (임원 only) hear of the change
    expect(await noticesOf('mt5@example.ac.kr', '바뀐 정기 모임')).toHaveLength(1);
    expect(await noticesOf('mt0@example.ac.kr', '바뀐 정기 모임')).toEqual([]);
    const badEdit = await send(
      'PUT',
      `${base}/meetings/${meeting!.meetingId}`,
      'club',
      meetingBody(later, { title: '' }),
    );
    expect(expectError(badEdit, 400, 'VALIDATION_FAILED').fieldErrors?.title).toBe(M.titleRequired);

    // started: neither edited nor deleted
    pinned = startIn(331).ms;
    expect(
      expectError(
        await send(
          'PUT',
          `${base}/meetings/${meeting!.meetingId}`,
          'club',
          meetingBody(startIn(400).startsAt),
        ),
        409,
        'MEETING_STARTED',
      ).message,
    ).toBe(M.started);
    expectError(
      await send('DELETE', `${base}/meetings/${meeting!.meetingId}`, 'club'),
      409,
      'MEETING_STARTED',
    );
    pinned = null;
    const del = await send('DELETE', `${base}/meetings/${meeting!.meetingId}`, 'club');
    expect(del.statusCode, del.body).toBe(200);
    expect(await noticesOf('mt5@example.ac.kr', '취소되었습니다')).toHaveLength(1);
    expectError(await send('DELETE', `${base}/meetings/${meeting!.meetingId}`, 'club'), 404, 'NOT_FOUND');
    expectError(await send('GET', `${base}/meetings/99999999999/attendance`, 'club'), 404, 'NOT_FOUND');
  });

  it('makes a weekly series inside the term: same weekday and time, weeks past the term left out, one notice', async () => {
    pinned = null;
    const { startsAt } = startIn(200);
    const created = await schedule(startsAt, { title: '주간 합주', repeatWeeks: 26 });
    const lastDay = addDays(today(), 60);
    const days = created.meetings.map((m) => m.startsAt.slice(0, 10));
    const expected = Array.from({ length: 26 }, (_, k) => addDays(startsAt.slice(0, 10), 7 * k)).filter(
      (d) => d <= lastDay,
    );
    expect(days).toEqual(expected);
    expect(created.skippedWeeks).toBe(26 - expected.length);
    expect(new Set(created.meetings.map((m) => m.startsAt.slice(11))).size).toBe(1);
    expect(new Set(created.meetings.map((m) => m.seriesId))).toEqual(
      new Set([created.meetings[0]!.meetingId]),
    );
    expect(await noticesOf('mt1@example.ac.kr', '주간 합주')).toHaveLength(1);
    expect((await noticesOf('mt1@example.ac.kr', '주간 합주'))[0]!.body).toContain(
      `매주 ${expected.length}회`,
    );
  });

  it("judges the code's age by the injected clock: 0, 15 and 59 seconds accepted, 61 refused, forged refused", async () => {
    pinned = null;
    const { startsAt, ms } = startIn(90);
    const [meeting] = (await schedule(startsAt, { title: '코드 모임' })).meetings;
    const [other] = (await schedule(startsAt, { title: '다른 모임' })).meetings;
    const id = meeting!.meetingId;
    // 10 minutes before the start: a window boundary (a whole minute)
    const shown = ms - 10 * 60_000;
    const code = await codeAt(id, shown);
    expect(code.url).toBe(`${t.config.publicUrl}/attend/${id}?c=${encodeURIComponent(code.code)}`);
    expect(code.refreshAt).toBe(new Date(shown + 15_000).toISOString());
    expect(code.expiresAt).toBe(new Date(shown + 60_000).toISOString());
    expect(code.state).toBe('open');
    // the same window gives the same code, the next another
    expect((await codeAt(id, shown + 14_999)).code).toBe(code.code);
    expect((await codeAt(id, shown + 15_000)).code).not.toBe(code.code);

    for (const [who, age] of [
      ['s0', 0],
      ['s1', 15],
      ['s2', 59],
    ] as const) {
      pinned = shown + age * 1000;
      const res = await attend(who, id, code.code);
      expect(res.statusCode, `${age}s ${res.body}`).toBe(200);
      expect(attendResultSchema.parse(res.json())).toMatchObject({
        mark: 'present',
        already: false,
        title: '코드 모임',
      });
    }
    pinned = shown + 61_000;
    const old = await attend('s3', id, code.code);
    expect(expectError(old, 409, 'ATTENDANCE_CODE_EXPIRED').message).toBe(
      'QR 코드가 만료되었습니다. 화면의 새 QR을 다시 찍어주세요.',
    );
    pinned = shown + 30_000;
    const flip = (c: string) => c.slice(0, -1) + (c.endsWith('A') ? 'B' : 'A');
    expect(expectError(await attend('s3', id, flip(code.code)), 400, 'ATTENDANCE_CODE_INVALID').message).toBe(
      M.codeInvalid,
    );
    expectError(
      await attend('s3', id, `${Math.floor(shown / 15_000)}.not-a-signature`),
      400,
      'ATTENDANCE_CODE_INVALID',
    );
    expectError(await attend('s3', id, ''), 400, 'VALIDATION_FAILED');
    // another meeting's code, of the same window
    const otherCode = await codeAt(other!.meetingId, shown + 30_000);
    expectError(await attend('s3', id, otherCode.code), 400, 'ATTENDANCE_CODE_INVALID');
    // a code of a window to come (a forger guessing ahead) is no better
    const ahead = await codeAt(id, shown + 120_000);
    pinned = shown + 30_000;
    expectError(await attend('s3', id, ahead.code), 400, 'ATTENDANCE_CODE_INVALID');
    // the screen's next code works for the one who came late to the screen
    const fresh = await codeAt(id, shown + 61_000);
    expect((await attend('s3', id, fresh.code)).statusCode).toBe(200);
    expect((await marksOf(id)).length).toBe(4);
    expectError(await attend('s3', 2_147_483_648, fresh.code), 404, 'NOT_FOUND');
    expectError(await attend('s3', 99_999_999, fresh.code), 404, 'NOT_FOUND');

    // replay: the same student with a newer code counts once, and is told when
    const first = (await marksOf(id)).find((m) => m.membership_id === members.s0)!;
    const again = await codeAt(id, shown + 90_000);
    const replay = await attend('s0', id, again.code);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toMatchObject({ already: true, mark: 'present', markedAt: first.marked_at });
    expect((await marksOf(id)).filter((m) => m.membership_id === members.s0)).toHaveLength(1);
  });

  it('marks 지각 after the late threshold and refuses scans before the meeting opens and after it is over', async () => {
    pinned = null;
    const { startsAt, ms } = startIn(150);
    const [meeting] = (await schedule(startsAt, { title: '지각 모임', lateMinutes: 10 })).meetings;
    const id = meeting!.meetingId;
    const onTime = await codeAt(id, ms + 10 * 60_000);
    expect((await attend('s0', id, onTime.code)).json()).toMatchObject({ mark: 'present' });
    const late = await codeAt(id, ms + 10 * 60_000 + 1_000);
    expect((await attend('s1', id, late.code)).json()).toMatchObject({ mark: 'late' });
    // 31 minutes before the start: not open yet
    const early = await codeAt(id, ms - 31 * 60_000);
    expect(expectError(await attend('s2', id, early.code), 409, 'MEETING_NOT_OPEN').message).toBe(
      M.notYetOpen,
    );
    // 30 minutes before: open
    const opening = await codeAt(id, ms - 30 * 60_000);
    expect((await attend('s2', id, opening.code)).json()).toMatchObject({ mark: 'present' });
    // three hours after its end and a second: over, though nobody closed it
    const over = await codeAt(id, ms + 120 * 60_000 + 3 * 3_600_000 + 1_000);
    expect(over.state).toBe('closed');
    expect(expectError(await attend('s3', id, over.code), 409, 'MEETING_NOT_OPEN').message).toBe(M.closed);
  });

  it('refuses a student who is not an expected member: no member, on leave, another position, a manager', async () => {
    pinned = null;
    const { startsAt, ms } = startIn(160);
    const [all] = (await schedule(startsAt, { title: '전체 모임' })).meetings;
    const [officers] = (
      await schedule(startsAt, {
        title: '임원 모임',
        audience: 'positions',
        positionIds: [positions['임원']],
      })
    ).meetings;
    const code = await codeAt(all!.meetingId, ms);
    for (const who of ['s6', 's7']) {
      expect(expectError(await attend(who, all!.meetingId, code.code), 403, 'FORBIDDEN').message).toBe(
        M.notExpected,
      );
    }
    // the club's manager account is not a student (docs/decisions/0027-officers-and-hand-over.md)
    expectError(await attend('club', all!.meetingId, code.code), 403, 'FORBIDDEN');
    const officersCode = await codeAt(officers!.meetingId, ms);
    expect(
      expectError(await attend('s0', officers!.meetingId, officersCode.code), 403, 'FORBIDDEN').message,
    ).toBe(M.notExpected);
    expect((await attend('s5', officers!.meetingId, officersCode.code)).json()).toMatchObject({
      mark: 'present',
    });
    expect(await marksOf(all!.meetingId)).toEqual([]);
  });

  it('marks by hand, closes with 결석 for the rest, and refuses scans after the close', async () => {
    pinned = null;
    const { startsAt, ms } = startIn(170);
    const [meeting] = (await schedule(startsAt, { title: '마감 모임' })).meetings;
    const id = meeting!.meetingId;
    pinned = ms - 60_000;
    expect(
      expectError(await send('POST', `${base}/meetings/${id}/close`, 'club'), 409, 'CONFLICT').message,
    ).toBe(M.notStartedClose);
    const code = await codeAt(id, ms + 60_000);
    expect((await attend('s0', id, code.code)).statusCode).toBe(200);
    const hand = await send('PUT', `${base}/meetings/${id}/attendance/${members.s1}`, 'club', {
      mark: 'late',
    });
    expect(hand.statusCode, hand.body).toBe(200);
    expect(hand.json()).toMatchObject({
      membershipId: members.s1,
      mark: 'late',
      method: 'hand',
      expected: true,
    });
    // a mark by hand replaces a scan's
    const over = await send('PUT', `${base}/meetings/${id}/attendance/${members.s0}`, 'club', {
      mark: 'excused',
    });
    expect(over.json()).toMatchObject({ mark: 'excused', method: 'hand' });
    expect(
      expectError(
        await send('PUT', `${base}/meetings/${id}/attendance/${members.s1}`, 'club', { mark: 'gone' }),
        400,
        'VALIDATION_FAILED',
      ).fieldErrors?.mark,
    ).toBe(M.markRequired);
    // a membership of no term of this meeting
    const stranger = await t.db
      .selectFrom('memberships')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expectError(
      await send('PUT', `${base}/meetings/${id}/attendance/${stranger.id + 1000}`, 'club', { mark: 'late' }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await send('PUT', `${base}/meetings/${id}/attendance/99999999999`, 'club', { mark: 'late' }),
      404,
      'NOT_FOUND',
    );

    pinned = ms + 130 * 60_000;
    const closed = await send('POST', `${base}/meetings/${id}/close`, 'club');
    expect(closed.statusCode, closed.body).toBe(200);
    const list = attendanceListSchema.parse(closed.json());
    const expectedCount = 6 + CROWD + 1;
    expect(list.meeting.state).toBe('closed');
    expect(list.meeting.counts).toEqual({
      expected: expectedCount,
      present: 0,
      late: 1,
      excused: 1,
      absent: expectedCount - 2,
      unmarked: 0,
    });
    const invited = list.members.find((m) => m.membershipId === members.invited)!;
    expect(invited).toMatchObject({ mark: 'absent', method: 'close', name: 'mt-invited@example.ac.kr' });
    expect(list.members.find((m) => m.membershipId === members.s7)).toBeUndefined();
    expectError(await send('POST', `${base}/meetings/${id}/close`, 'club'), 409, 'CONFLICT');
    // after the close a scan is refused, or answered with the mark it left
    const after = await codeAt(id, ms + 131 * 60_000);
    expect((await attend('s2', id, after.code)).json()).toMatchObject({ already: true, mark: 'absent' });
    expect((await marksOf(id)).length).toBe(expectedCount);
    const entries = await send('GET', `${base}/meetings/${id}/attendance`, 'club');
    expect(attendanceListSchema.parse(entries.json()).members).toHaveLength(expectedCount);
  });

  it('lists the student their upcoming meetings where they are expected, with their mark', async () => {
    pinned = null;
    const { startsAt, ms } = startIn(180);
    const [meeting] = (await schedule(startsAt, { title: '마이페이지 모임' })).meetings;
    const [far] = (await schedule(`${addDays(today(), 40)}T19:00`, { title: '먼 모임' })).meetings;
    const code = await codeAt(meeting!.meetingId, ms);
    await attend('s4', meeting!.meetingId, code.code);
    const mine = myMeetingListSchema.parse((await send('GET', '/mypage/student/meetings', 's4')).json());
    const seen = mine.find((m) => m.meetingId === meeting!.meetingId)!;
    expect(seen).toMatchObject({
      clubName: '모임 동아리',
      termName: '모임 학기',
      mark: 'present',
      state: 'open',
    });
    expect(mine.find((m) => m.meetingId === far!.meetingId)).toBeUndefined();
    expect(mine.find((m) => m.title === '임원 모임')).toBeUndefined();
    const none = myMeetingListSchema.parse((await send('GET', '/mypage/student/meetings', 's6')).json());
    expect(none).toEqual([]);
    expectError(await send('GET', '/mypage/student/meetings', 'club'), 403, 'FORBIDDEN');
  });

  describe('scans at once', () => {
    let second: { app: FastifyInstance; close(): Promise<void> } | undefined;
    afterAll(async () => second?.close());
    const crowd = Array.from({ length: CROWD }, (_, i) => `s${8 + i}`);

    it('records each student once: 20 scans by one student and by twenty students, on two instances', async () => {
      pinned = null;
      const { startsAt, ms } = startIn(190);
      const [meeting] = (await schedule(startsAt, { title: '동시 모임' })).meetings;
      const id = meeting!.meetingId;
      if (kind === 'postgres') second = await createSecondInstance(t, { now });
      const apps = second ? [t.app, second.app] : [t.app];
      const code = await codeAt(id, ms + 60_000);
      const one = await Promise.all(
        Array.from({ length: 20 }, (_, i) => attend('s8', id, code.code, apps[i % apps.length])),
      );
      for (const r of one) expect(r.statusCode, r.body).toBe(200);
      expect(one.filter((r) => r.json().already === false)).toHaveLength(1);
      const many = await Promise.all(
        [...crowd, ...crowd].map((who, i) => attend(who, id, code.code, apps[i % apps.length])),
      );
      for (const r of many) expect(r.statusCode, r.body).toBe(200);
      const rows = await marksOf(id);
      const perMember = new Map<number, number>();
      for (const r of rows) perMember.set(r.membership_id, (perMember.get(r.membership_id) ?? 0) + 1);
      expect(rows).toHaveLength(CROWD);
      for (const who of crowd) expect(perMember.get(members[who]!), who).toBe(1);
    });

    it('control: a mark decided by a read before its insert, without the unique key, counts one student twice', async () => {
      // The test's own code, never the app's: a table without the unique (meeting, membership) key, and each scan
      // reading whether there is a mark before inserting one. Twenty at once see none and insert twenty.
      await sql`CREATE TABLE attendance_control (meeting_id integer NOT NULL, membership_id integer NOT NULL)`.execute(
        t.db,
      );
      const db = t.db as unknown as Kysely<{
        attendance_control: { meeting_id: number; membership_id: number };
      }>;
      let readAll = () => {};
      const allRead = new Promise<void>((resolve) => (readAll = resolve));
      let reads = 0;
      await Promise.all(
        Array.from({ length: 20 }, async () => {
          const seen = await db
            .selectFrom('attendance_control')
            .select('membership_id')
            .where('meeting_id', '=', 1)
            .where('membership_id', '=', members.s8!)
            .executeTakeFirst();
          if (++reads === 20) readAll();
          await allRead;
          if (!seen)
            await db
              .insertInto('attendance_control')
              .values({ meeting_id: 1, membership_id: members.s8! })
              .execute();
        }),
      );
      const rows = await db.selectFrom('attendance_control').select('membership_id').execute();
      expect(rows.length).toBeGreaterThan(1);
    });
  });

  describe('excuses', () => {
    let meetingId = 0;
    let officersMeeting = 0;
    let photoExcuse = 0;
    const excuseUrl = (membershipId: number) => `/mypage/student/memberships/${membershipId}/excuses`;
    const ask = (
      who: string,
      membershipId: number,
      request: unknown,
      photo?: { value: Buffer; filename: string },
    ) => {
      const body = multipart([
        jsonPart(request),
        ...(photo
          ? [{ name: 'photo', value: photo.value, filename: photo.filename, contentType: 'image/jpeg' }]
          : []),
      ]);
      return t.app.inject({
        method: 'POST',
        url: excuseUrl(membershipId),
        headers: { ...bearer(tokens[who]!), ...body.headers },
        payload: body.payload,
      });
    };

    beforeAll(async () => {
      pinned = null;
      meetingId = (await schedule(startIn(240).startsAt, { title: '공결 모임' })).meetings[0]!.meetingId;
      officersMeeting = (
        await schedule(startIn(240).startsAt, {
          title: '공결 임원 모임',
          audience: 'positions',
          positionIds: [positions['임원']],
        })
      ).meetings[0]!.meetingId;
    });

    it('takes a request with a photo, once while open, notifies the managers and keeps the photo private', async () => {
      const res = await ask(
        's1',
        members.s1!,
        { meetingId, reason: '병원 진료' },
        { value: makePng(), filename: 'note.jpg' },
      );
      expect(res.statusCode, res.body).toBe(200);
      const excuse = excuseSchema.parse(res.json());
      expect(excuse).toMatchObject({ status: 'pending', hasPhoto: true, reason: '병원 진료', name: '학생1' });
      photoExcuse = excuse.excuseId;
      const notes = await noticesOf('meet-club@example.ac.kr', '공결을 신청했습니다');
      expect(notes).toHaveLength(1);
      expect(notes[0]!.kind).toBe('membership');
      expectError(await ask('s1', members.s1!, { meetingId, reason: '또' }), 409, 'CONFLICT');
      // the photo: at no public address, to the club's managers through the call
      const row = await t.db
        .selectFrom('meeting_excuses')
        .select('photo')
        .where('id', '=', photoExcuse)
        .executeTakeFirstOrThrow();
      expect(row.photo).toMatch(/^excuse\/[0-9a-f-]{36}\.webp$/);
      expect((await t.app.inject({ method: 'GET', url: `/files/${row.photo}` })).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url: `/files/${encodeURIComponent(row.photo!)}` })).statusCode,
      ).toBe(404);
      const photo = await send('GET', `${base}/excuses/${photoExcuse}/photo`, 'club');
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/webp');
      expectError(await send('GET', `${base}/excuses/${photoExcuse}/photo`, 'other'), 403, 'FORBIDDEN');
    });

    it('refuses a file that is not an image, bad reasons, another member and someone not expected', async () => {
      const before = await t.db.selectFrom('stored_files').select('name').execute();
      const text = Buffer.from('진단서 내용을 적은 텍스트 파일입니다.\n'.repeat(20));
      const fake = await ask(
        's2',
        members.s2!,
        { meetingId, reason: '가족 행사' },
        { value: text, filename: 'scan.jpg' },
      );
      expect(expectError(fake, 415, 'IMAGE_INVALID').message).toBe('이미지 파일만 업로드할 수 있습니다.');
      expect(await t.db.selectFrom('stored_files').select('name').execute()).toEqual(before);
      expect(
        expectError(await ask('s2', members.s2!, { meetingId, reason: ' ' }), 400, 'VALIDATION_FAILED')
          .fieldErrors?.reason,
      ).toBe(M.reasonRequired);
      expect(
        expectError(
          await ask('s2', members.s2!, { meetingId, reason: '가'.repeat(201) }),
          400,
          'VALIDATION_FAILED',
        ).fieldErrors?.reason,
      ).toBe('사유는 200자를 초과할 수 없습니다');
      // someone else's membership is 404, as if it did not exist
      expect(
        expectError(await ask('s2', members.s3!, { meetingId, reason: '대신 신청' }), 404, 'NOT_FOUND')
          .message,
      ).toBe(M.memberNotFound);
      expectError(await ask('s2', 99_999_999_999, { meetingId, reason: '없는 회원' }), 404, 'NOT_FOUND');
      expectError(
        await ask('s2', members.s2!, { meetingId: 99_999_999, reason: '없는 모임' }),
        404,
        'NOT_FOUND',
      );
      expect(
        expectError(
          await ask('s2', members.s2!, { meetingId: officersMeeting, reason: '임원 아님' }),
          403,
          'FORBIDDEN',
        ).message,
      ).toBe(M.notExpected);
      expectError(await ask('club', members.s2!, { meetingId, reason: '관리자' }), 403, 'FORBIDDEN');
      const rows = await t.db.selectFrom('meeting_excuses').select('id').execute();
      expect(rows).toHaveLength(1);
    });

    it('approves (the mark becomes 공결) or refuses with a reason, once; both are told; each sees their own', async () => {
      const list = await send('GET', `${base}/terms/${termId}/excuses`, 'club');
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json()[0]).toMatchObject({ excuseId: photoExcuse, status: 'pending' });
      const approved = await send('POST', `${base}/excuses/${photoExcuse}/decision`, 'club', {
        approve: true,
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toMatchObject({ status: 'approved' });
      const mark = (await marksOf(meetingId)).find((m) => m.membership_id === members.s1);
      expect(mark).toMatchObject({ mark: 'excused', method: 'excuse' });
      expect(await noticesOf('mt1@example.ac.kr', '공결이 승인되었습니다')).toHaveLength(1);
      expectError(
        await send('POST', `${base}/excuses/${photoExcuse}/decision`, 'club', {
          approve: false,
          reason: '늦음',
        }),
        409,
        'CONFLICT',
      );
      expectError(await ask('s1', members.s1!, { meetingId, reason: '다시' }), 409, 'CONFLICT');

      const asked = await ask('s2', members.s2!, { meetingId, reason: '가족 행사' });
      expect(asked.statusCode, asked.body).toBe(200);
      const id = asked.json().excuseId;
      expect(
        expectError(
          await send('POST', `${base}/excuses/${id}/decision`, 'club', { approve: false }),
          400,
          'VALIDATION_FAILED',
        ).fieldErrors?.reason,
      ).toBe(M.refuseReasonRequired);
      expectError(
        await send('POST', `${base}/excuses/${id}/decision`, 'club', {
          approve: false,
          reason: '가'.repeat(201),
        }),
        400,
        'VALIDATION_FAILED',
      );
      const refused = await send('POST', `${base}/excuses/${id}/decision`, 'club', {
        approve: false,
        reason: '증빙이 없습니다',
      });
      expect(refused.json()).toMatchObject({ status: 'refused', decisionReason: '증빙이 없습니다' });
      const told = await noticesOf('mt2@example.ac.kr', '공결이 거절되었습니다');
      expect(told).toHaveLength(1);
      expect(told[0]!.body).toContain('증빙이 없습니다');
      // refused: asking again is allowed
      expect((await ask('s2', members.s2!, { meetingId, reason: '다시 신청합니다' })).statusCode).toBe(200);

      const mine = excuseSchema.array().parse((await send('GET', '/mypage/student/excuses', 's2')).json());
      expect(mine.map((e) => e.status)).toEqual(['pending', 'refused']);
      expect(mine.every((e) => e.membershipId === members.s2)).toBe(true);
      const theirs = (await send('GET', '/mypage/student/meetings', 's2')).json();
      expect(theirs.find((m: { meetingId: number }) => m.meetingId === meetingId)).toMatchObject({
        excuse: 'pending',
      });
      expectError(
        await send('POST', `${base}/excuses/99999999999/decision`, 'club', { approve: true }),
        404,
        'NOT_FOUND',
      );
    });
  });

  it("removes a member's excuse photos with their account, and sweeps those a purged membership left", async () => {
    pinned = null;
    const meetingId = (await schedule(startIn(260).startsAt, { title: '사진 모임' })).meetings[0]!.meetingId;
    const askWithPhoto = async (who: string) => {
      const body = multipart([
        jsonPart({ meetingId, reason: '진단서 첨부' }),
        { name: 'photo', value: makePng(), filename: 'note.png', contentType: 'image/png' },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/mypage/student/memberships/${members[who]}/excuses`,
        headers: { ...bearer(tokens[who]!), ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      const row = await t.db
        .selectFrom('meeting_excuses')
        .select('photo')
        .where('id', '=', res.json().excuseId)
        .executeTakeFirstOrThrow();
      return row.photo!;
    };
    const stored = async (name: string) =>
      (await t.db.selectFrom('stored_files').select('name').where('name', '=', name).executeTakeFirst()) !==
      undefined;

    const leaving = await askWithPhoto('s9');
    const deleted = await send('POST', '/mypage/student/account/deletion', 's9', {
      confirm: ACCOUNT_DELETION_WORD,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await stored(leaving)).toBe(false);

    // a membership deleted in the database (as the purge of withdrawn members does) takes the excuse by its cascade
    const purged = await askWithPhoto('s10');
    await t.db.deleteFrom('memberships').where('id', '=', members.s10!).execute();
    const kept = await askWithPhoto('s11');
    pinned = Date.now() + 30 * 60_000;
    expect(await sweepExcusePhotos(t.app.ctx)).toBe(0);
    expect(await stored(purged)).toBe(true);
    pinned = Date.now() + 2 * 3_600_000;
    expect(await sweepExcusePhotos(t.app.ctx)).toBe(1);
    expect(await stored(purged)).toBe(false);
    expect(await stored(kept)).toBe(true);
    pinned = null;
  });

  it("gives another club's manager 403, a student 403 and nobody 401 on every manager call", async () => {
    pinned = null;
    const { startsAt } = startIn(250);
    const [meeting] = (await schedule(startsAt, { title: '권한 모임' })).meetings;
    const id = meeting!.meetingId;
    const excuse = await t.db
      .selectFrom('meeting_excuses')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const calls: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['termMeetings', 'GET', `${base}/terms/${termId}/meetings`],
      ['termMeetingCreate', 'POST', `${base}/terms/${termId}/meetings`, meetingBody(startsAt)],
      ['meetingUpdate', 'PUT', `${base}/meetings/${id}`, meetingBody(startsAt)],
      ['meetingCode', 'GET', `${base}/meetings/${id}/code`],
      ['meetingAttendance', 'GET', `${base}/meetings/${id}/attendance`],
      [
        'meetingAttendanceMark',
        'PUT',
        `${base}/meetings/${id}/attendance/${members.s0}`,
        { mark: 'present' },
      ],
      ['meetingClose', 'POST', `${base}/meetings/${id}/close`],
      ['termExcuses', 'GET', `${base}/terms/${termId}/excuses`],
      ['excuseDecision', 'POST', `${base}/excuses/${excuse.id}/decision`, { approve: true }],
      ['excusePhoto', 'GET', `${base}/excuses/${excuse.id}/photo`],
      ['meetingDelete', 'DELETE', `${base}/meetings/${id}`],
    ];
    for (const [name, method, url, payload] of calls) {
      const other = await send(method, url, 'other', payload);
      expect(other.statusCode, `${name} ${other.body}`).toBe(403);
      expect(other.json().code).toBe('FORBIDDEN');
      expect((await send(method, url, 's0', payload)).statusCode, name).toBe(403);
      const anonymous = await t.app.inject({
        method,
        url,
        ...(payload ? { payload: payload as object } : {}),
      });
      expect(anonymous.statusCode, name).toBe(401);
    }
    // nothing of the meeting changed for them
    expect((await send('GET', `${base}/meetings/${id}/attendance`, 'club')).json().meeting).toMatchObject({
      title: '권한 모임',
      closedAt: null,
    });
  });

  it('records every manager write in the audit log', async () => {
    const rows = await t.db.selectFrom('audit_log').select('action').where('action', 'like', '%.%').execute();
    const actions = new Set(rows.map((r) => r.action));
    for (const action of [
      'meeting.create',
      'meeting.update',
      'meeting.delete',
      'meeting.close',
      'attendance.mark',
      'excuse.decide',
    ]) {
      expect(actions.has(action), action).toBe(true);
    }
  });
});
