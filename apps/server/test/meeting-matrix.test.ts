import { termAttendanceSchema, toSalesOpenAt } from '@moa/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { closeEndedMeetings } from '../src/modules/meetings/index.ts';
import { send as sendWith } from './applications-support.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { insertClub, insertStudents, signInAs } from './support.ts';

/**
 * The term's attendance (docs/product.md#meetings-and-attendance, issue 30 point 4), through the real app on both
 * databases, with the app's clock moved past the meetings: members × meetings with each mark, '-' where a meeting
 * does not expect the member, the counts and the 출석률 (공결 left out, an upcoming meeting not counted), the roster's
 * filters, and the XLSX file opened and read.
 */
describe.each(DB_KINDS)("a term's attendance (%s)", (kind) => {
  let t: TestApp;
  let pinned: number | null = null;
  const now = () => new Date(pinned ?? Date.now());
  const today = () => seoulToday(now());
  const tokens: Record<string, string> = {};
  const members: Record<string, number> = {};
  const positions: Record<string, number> = {};
  const meetings: number[] = [];
  let termId = 0;
  const base = '/mypage/manager/club';
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: unknown) =>
    sendWith(t.app, method, url, tokens[who]!, payload);
  const HOUR = 3_600_000;
  const start = Math.ceil(Date.now() / 60_000) * 60_000;

  beforeAll(async () => {
    t = await createTestApp(kind, { now });
    const clubId = await insertClub(t.db, '출석부 동아리');
    const other = await insertClub(t.db, '다른 출석부 동아리');
    const at = new Date().toISOString();
    await t.db
      .insertInto('club_managers')
      .values([
        { email: 'book@example.ac.kr', club_id: clubId, granted_by: 'admin@example.ac.kr', created_at: at },
        { email: 'book2@example.ac.kr', club_id: other, granted_by: 'admin@example.ac.kr', created_at: at },
      ])
      .execute();
    tokens.club = (await signInAs(t.app, 'book@example.ac.kr')).token;
    tokens.other = (await signInAs(t.app, 'book2@example.ac.kr')).token;
    await insertStudents(t.db, 'mx', 4);
    for (let i = 0; i < 4; i++) tokens[`s${i}`] = (await signInAs(t.app, `mx${i}@example.ac.kr`)).token;
    const term = await send('POST', `${base}/terms`, 'club', {
      name: '출석부 학기',
      startsOn: addDays(today(), -30),
      endsOn: addDays(today(), 120),
    });
    termId = term.json().termId;
    for (const p of (await send('GET', `${base}/positions`, 'club')).json() as {
      positionId: number;
      name: string;
    }[])
      positions[p.name] = p.positionId;
    for (let i = 0; i < 4; i++) {
      const added = await send('POST', `${base}/terms/${termId}/members`, 'club', {
        email: `mx${i}@example.ac.kr`,
      });
      members[`s${i}`] = added.json().membershipId;
    }
    await send('PUT', `${base}/terms/${termId}/members/${members.s2}`, 'club', {
      positionId: positions['임원'],
    });
    await send('PUT', `${base}/terms/${termId}/members/${members.s3}`, 'club', { status: 'leave' });
    const meeting = async (hours: number, extra: Record<string, unknown> = {}) => {
      const res = await send('POST', `${base}/terms/${termId}/meetings`, 'club', {
        title: `모임 ${meetings.length + 1}`,
        startsAt: toSalesOpenAt(new Date(start + hours * HOUR)),
        durationMinutes: 60,
        place: '동아리방',
        audience: 'all',
        lateMinutes: 10,
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(200);
      meetings.push(res.json().meetings[0].meetingId);
    };
    await meeting(1);
    await meeting(26, { audience: 'positions', positionIds: [positions['임원']] });
    await meeting(24 * 10);

    // the first meeting: s0 scans in time, s1 is marked 지각 by hand, s2 is left to the close (결석)
    pinned = start + HOUR;
    const code = (await send('GET', `${base}/meetings/${meetings[0]}/code`, 'club')).json().code as string;
    const scanned = await send('POST', `/mypage/student/meetings/${meetings[0]}/attend`, 's0', { code });
    expect(scanned.statusCode, scanned.body).toBe(200);
    await send('PUT', `${base}/meetings/${meetings[0]}/attendance/${members.s1}`, 'club', { mark: 'late' });
    expect((await send('POST', `${base}/meetings/${meetings[0]}/close`, 'club')).statusCode).toBe(200);
    // the second (임원 only): s2 excused by hand
    pinned = start + 27 * HOUR;
    await send('PUT', `${base}/meetings/${meetings[1]}/attendance/${members.s2}`, 'club', {
      mark: 'excused',
    });
  });
  afterAll(async () => t?.close());

  it('lays the marks out as members × meetings, with counts and rates', async () => {
    const res = await send('GET', `${base}/terms/${termId}/attendance`, 'club');
    expect(res.statusCode, res.body).toBe(200);
    const matrix = termAttendanceSchema.parse(res.json());
    expect(matrix.meetings.map((m) => [m.title, m.state])).toEqual([
      ['모임 1', 'closed'],
      ['모임 2', 'open'],
      ['모임 3', 'upcoming'],
    ]);
    // s3 is on leave: expected nowhere and marked nowhere, so not a row
    expect(matrix.all).toBe(3);
    const row = (s: string) => matrix.members.find((m) => m.membershipId === members[s])!;
    expect(row('s0').cells).toEqual([
      { expected: true, mark: 'present' },
      { expected: false, mark: null },
      { expected: true, mark: null },
    ]);
    expect(row('s0')).toMatchObject({ counts: { present: 1, late: 0, excused: 0, absent: 0 }, rate: 1 });
    expect(row('s1')).toMatchObject({ counts: { present: 0, late: 1, excused: 0, absent: 0 }, rate: 1 });
    // 결석 at the close, 공결 left out of the rate: 0 of 1
    expect(row('s2').cells.map((c) => c.mark)).toEqual(['absent', 'excused', null]);
    expect(row('s2')).toMatchObject({ counts: { present: 0, late: 0, excused: 1, absent: 1 }, rate: 0 });
  });

  it('filters as the roster does, and refuses a bad filter in Korean', async () => {
    const url = `${base}/terms/${termId}/attendance`;
    const byPosition = termAttendanceSchema.parse(
      (await send('GET', `${url}?positionId=${positions['임원']}`, 'club')).json(),
    );
    expect(byPosition.members.map((m) => m.name)).toEqual(['학생2']);
    const byName = termAttendanceSchema.parse(
      (await send('GET', `${url}?query=${encodeURIComponent('학생 1')}`, 'club')).json(),
    );
    expect(byName.members.map((m) => m.name)).toEqual(['학생1']);
    expect(byName.all).toBe(3);
    const bad = await send('GET', `${url}?status=gone`, 'club');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('status');
  });

  it('exports the matrix as an XLSX file a spreadsheet opens', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${base}/terms/${termId}/attendance.xlsx`,
      headers: { authorization: `Bearer ${tokens.club}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attendance-');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['이름', '학번', '직책', '상태']);
    expect(header.slice(4, 7)).toEqual(matrixTitles());
    expect(header.slice(7)).toEqual(['출석', '지각', '공결', '결석', '출석률']);
    const s2 = sheet
      .getRows(2, sheet.rowCount - 1)!
      .map((r) => (r.values as unknown[]).slice(1))
      .find((v) => v[0] === '학생2')!;
    expect(s2.slice(4)).toEqual(['결석', '공결', '', 0, 0, 1, 1, 0]);
  });

  it('closes a meeting nobody closed 3 hours after its end, the rest 결석, once', async () => {
    const saved = pinned;
    try {
      // 모임 2 (임원 only, s2 excused) ended at start + 27 h; 모임 1 is closed already; 모임 3 is ahead
      pinned = start + 27 * HOUR + 3 * HOUR - 60_000;
      expect(await closeEndedMeetings(t.app.ctx)).toBe(0);
      pinned = start + 27 * HOUR + 3 * HOUR + 60_000;
      expect(await closeEndedMeetings(t.app.ctx)).toBe(1);
      expect(await closeEndedMeetings(t.app.ctx)).toBe(0);
      const row = await t.db
        .selectFrom('meetings')
        .select('closed_at')
        .where('id', '=', meetings[1]!)
        .executeTakeFirstOrThrow();
      expect(row.closed_at).not.toBeNull();
      // s2 keeps the 공결: nobody else is expected at 모임 2, so nothing was marked 결석
      const marks = await t.db
        .selectFrom('meeting_attendance')
        .select(['membership_id', 'mark'])
        .where('meeting_id', '=', meetings[1]!)
        .execute();
      expect(marks).toEqual([{ membership_id: members.s2, mark: 'excused' }]);
      const audit = await t.db
        .selectFrom('audit_log')
        .select(['actor_email', 'action'])
        .where('target_id', '=', String(meetings[1]))
        .where('action', '=', 'meeting.close')
        .execute();
      expect(audit).toEqual([{ actor_email: 'meeting', action: 'meeting.close' }]);
    } finally {
      pinned = saved;
    }
  });

  it('is the club’s own: another club’s manager 403, a student 403', async () => {
    expect((await send('GET', `${base}/terms/${termId}/attendance`, 'other')).statusCode).toBe(403);
    expect((await send('GET', `${base}/terms/${termId}/attendance`, 's0')).statusCode).toBe(403);
  });

  function matrixTitles() {
    return [1, 26, 240].map((h, i) => {
      const day = toSalesOpenAt(new Date(start + h * HOUR))
        .slice(5, 10)
        .replace('-', '.');
      return `${day} 모임 ${i + 1}`;
    });
  }
});
