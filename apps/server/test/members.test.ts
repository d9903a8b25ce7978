import {
  endpoints,
  MEMBER_MESSAGES,
  memberListSchema,
  memberSchema,
  myMembershipListSchema,
  myRenewalListSchema,
  myDuesListSchema,
  SHOW_MESSAGES,
  positionListSchema,
  ROSTER_COLUMNS,
  rosterImportSchema,
  termListSchema,
  termSchema,
  VALIDATION,
  type EndpointName,
} from '@moa/contract';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { deleteExpiredMemberships, joinAccepted, sendDuesReminders } from '../src/modules/members/index.ts';
import { defaultTerm } from '../src/modules/members/terms.ts';
import {
  createPost,
  formPost,
  goodAnswers,
  QUESTIONS,
  questionsOf,
  send as sendWith,
} from './applications-support.ts';
import { createSecondInstance, createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, insertStudents, multipart, signInAs } from './support.ts';
import { zipOf } from './zip.ts';

/**
 * A club's members per term (docs/product.md#members), through the real app on both databases: terms and their
 * overlaps, positions, the roster (add by e-mail, invitations that bind at sign-in, status and position changes,
 * search, filters and totals), read-only past terms, 최종 합격 making one pending membership (a double send and a
 * race), the roster import and exports, and who may call what.
 */
describe.each(DB_KINDS)('club members (%s)', (kind) => {
  let t: TestApp;
  let offsetDays = 0;
  const now = () => new Date(Date.now() + offsetDays * 86_400_000);
  const today = () => seoulToday(now());
  const tokens = { manager: '', manager2: '', student: '' };
  let termId = 0;
  const send = (...args: Parameters<typeof sendWith> extends [unknown, ...infer R] ? R : never) =>
    sendWith(t.app, ...args);
  const base = '/mypage/manager/club';

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, now });
    tokens.manager = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    tokens.manager2 = (await signInAs(t.app, 'manager2@example.ac.kr')).token;
    tokens.student = (await signInAs(t.app, 'student@example.ac.kr')).token;
    await insertStudents(t.db, 'member', 6);
  });
  afterAll(async () => t?.close());

  const expectError = (
    res: Awaited<ReturnType<typeof send>>,
    status: number,
    code: string,
    message?: string,
  ) => {
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json();
    expect(body).toMatchObject({ status, code });
    if (message) expect(body.message).toBe(message);
    return body as { message: string; fieldErrors?: Record<string, string> };
  };

  describe('terms', () => {
    it('starts with none, and creates the term today falls in', async () => {
      const list = await send('GET', `${base}/terms`, tokens.manager);
      expect(list.statusCode).toBe(200);
      expect(termListSchema.parse(list.json())).toEqual([]);
      const plain = defaultTerm(today());
      const res = await send('POST', `${base}/terms`, tokens.manager, {
        name: plain.name,
        startsOn: plain.starts_on,
        endsOn: plain.ends_on,
      });
      expect(res.statusCode, res.body).toBe(200);
      const term = termSchema.parse(res.json());
      expect(term).toMatchObject({ name: plain.name, current: true, readOnly: false, memberCount: 0 });
      termId = term.termId;
    });

    it('refuses a term overlapping another, or of the same name, in Korean naming the field', async () => {
      const plain = defaultTerm(today());
      const overlap = await send('POST', `${base}/terms`, tokens.manager, {
        name: '겹치는 학기',
        startsOn: addDays(plain.ends_on, -3),
        endsOn: addDays(plain.ends_on, 30),
      });
      const body = expectError(overlap, 409, 'TERM_OVERLAP', MEMBER_MESSAGES.termOverlap(plain.name));
      expect(body.fieldErrors).toEqual({ startsOn: MEMBER_MESSAGES.termOverlap(plain.name) });
      const named = await send('POST', `${base}/terms`, tokens.manager, {
        name: plain.name,
        startsOn: addDays(plain.ends_on, 1),
        endsOn: addDays(plain.ends_on, 60),
      });
      expect(expectError(named, 409, 'TERM_OVERLAP').fieldErrors).toEqual({
        name: MEMBER_MESSAGES.termNameTaken,
      });
    });

    it('makes one of two overlapping terms sent at once (two instances on PostgreSQL)', async () => {
      const second = kind === 'postgres' ? await createSecondInstance(t, { now }) : undefined;
      try {
        const start = addDays(today(), 900);
        const [a, b] = await Promise.all([
          send('POST', `${base}/terms`, tokens.manager2, {
            name: '경합 A',
            startsOn: start,
            endsOn: addDays(start, 30),
          }),
          sendWith(second?.app ?? t.app, 'POST', `${base}/terms`, tokens.manager2, {
            name: '경합 B',
            startsOn: addDays(start, 10),
            endsOn: addDays(start, 40),
          }),
        ]);
        expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
        expect([a, b].find((r) => r.statusCode === 409)!.json().code).toBe('TERM_OVERLAP');
        const made = await t.db
          .selectFrom('club_terms')
          .select('id')
          .where('name', 'in', ['경합 A', '경합 B'])
          .execute();
        expect(made).toHaveLength(1);
        // Put back: 한울's terms matter below (the term today falls in is made by 최종 합격).
        await t.db.deleteFrom('club_terms').where('id', '=', made[0]!.id).execute();
      } finally {
        await second?.close();
      }
    });

    it('refuses bad days and names with 400 and field errors, never a 5xx', async () => {
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [
          { name: '', startsOn: '2027-03-01', endsOn: '2027-08-31' },
          { name: MEMBER_MESSAGES.termNameRequired },
        ],
        [
          { name: '다음 학기', startsOn: '2027-03-01', endsOn: '2027-02-01' },
          { endsOn: MEMBER_MESSAGES.termOrder },
        ],
        [
          { name: '다음 학기', startsOn: '2027-03-01', endsOn: '2028-08-31' },
          { endsOn: MEMBER_MESSAGES.termTooLong },
        ],
        [
          { name: '다음 학기', startsOn: '2027-02-30', endsOn: '2027-08-31' },
          { startsOn: VALIDATION.invalidDate },
        ],
        [
          { name: '가'.repeat(21), startsOn: '2027-03-01', endsOn: '2027-08-31' },
          { name: VALIDATION.maxLength(20) },
        ],
        [
          { name: '지난 학기', startsOn: addDays(today(), -400), endsOn: addDays(today(), -300) },
          { endsOn: MEMBER_MESSAGES.termEndInPast },
        ],
      ];
      for (const [payload, fieldErrors] of cases) {
        const res = await send('POST', `${base}/terms`, tokens.manager, payload);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().fieldErrors).toMatchObject(fieldErrors);
      }
    });
  });

  describe('positions', () => {
    it('gives the club the default positions, renamable, 회장 부회장 총무 managing', async () => {
      const res = await send('GET', `${base}/positions`, tokens.manager);
      const positions = positionListSchema.parse(res.json());
      expect(positions.map((p) => [p.name, p.manages])).toEqual([
        ['회장', true],
        ['부회장', true],
        ['총무', true],
        ['임원', false],
        ['회원', false],
      ]);
      const officer = positions.find((p) => p.name === '임원')!;
      const renamed = await send('PUT', `${base}/positions/${officer.positionId}`, tokens.manager, {
        name: '기획부장',
        manages: false,
      });
      expect(renamed.json()).toMatchObject({ name: '기획부장', manages: false });
      const taken = await send('PUT', `${base}/positions/${officer.positionId}`, tokens.manager, {
        name: '회장',
        manages: false,
      });
      expect(expectError(taken, 409, 'CONFLICT').fieldErrors).toEqual({
        name: MEMBER_MESSAGES.positionNameTaken,
      });
      // Another club's manager sees their own club's defaults, and cannot rename this club's.
      const other = await send('PUT', `${base}/positions/${officer.positionId}`, tokens.manager2, {
        name: '해커',
        manages: true,
      });
      expect(other.statusCode).toBe(403);
    });
  });

  describe('the roster', () => {
    const members = () => `${base}/terms/${termId}/members`;

    it('adds a student by e-mail, and refuses the same student twice', async () => {
      const res = await send('POST', members(), tokens.manager, { email: 'Member0@example.ac.kr' });
      expect(res.statusCode, res.body).toBe(200);
      expect(memberSchema.parse(res.json())).toMatchObject({
        name: '학생0',
        studentId: '20250000',
        invited: false,
        status: 'active',
        positionName: '회원',
        source: 'manager',
        statusChangedOn: today(),
      });
      // The new active member is welcomed, with the club's group-chat link.
      const club = await t.db
        .selectFrom('clubs')
        .select(['name', 'kakao_url'])
        .where('name', '=', '소리울')
        .executeTakeFirstOrThrow();
      const notices = await t.db
        .selectFrom('notifications')
        .innerJoin('users', 'users.id', 'notifications.user_id')
        .select(['notifications.kind', 'notifications.title', 'notifications.body'])
        .where('users.email', '=', 'member0@example.ac.kr')
        .execute();
      expect(notices).toEqual([
        { kind: 'membership', ...MEMBER_MESSAGES.welcome(club.name, club.kakao_url) },
      ]);
      const again = await send('POST', members(), tokens.manager, { email: 'member0@example.ac.kr' });
      expect(expectError(again, 409, 'ALREADY_MEMBER', MEMBER_MESSAGES.alreadyMember).fieldErrors).toEqual({
        email: MEMBER_MESSAGES.alreadyMember,
      });
    });

    it('refuses a manager account, an e-mail that cannot sign in, a bad e-mail and another club position', async () => {
      const manager = await send('POST', members(), tokens.manager, { email: 'manager2@example.ac.kr' });
      expect(expectError(manager, 400, 'VALIDATION_FAILED').fieldErrors).toEqual({
        email: MEMBER_MESSAGES.notStudent,
      });
      const domain = await send('POST', members(), tokens.manager, { email: 'someone@gmail.com' });
      expect(expectError(domain, 400, 'VALIDATION_FAILED').fieldErrors?.email).toMatch(/학교 이메일/);
      const bad = await send('POST', members(), tokens.manager, { email: 'not-an-email' });
      expect(expectError(bad, 400, 'VALIDATION_FAILED').fieldErrors).toEqual({
        email: VALIDATION.invalidEmail,
      });
      const otherPositions = positionListSchema.parse(
        (await send('GET', `${base}/positions`, tokens.manager2)).json(),
      );
      const foreign = await send('POST', members(), tokens.manager, {
        email: 'member1@example.ac.kr',
        positionId: otherPositions[0]!.positionId,
      });
      expect(expectError(foreign, 400, 'VALIDATION_FAILED').fieldErrors).toEqual({
        positionId: MEMBER_MESSAGES.positionNotFound,
      });
    });

    it('invites an e-mail nobody signed in with, bound to the account at its first sign-in', async () => {
      const res = await send('POST', members(), tokens.manager, { email: 'newcomer@example.ac.kr' });
      expect(res.json()).toMatchObject({ invited: true, userId: null, email: 'newcomer@example.ac.kr' });
      const { membershipId } = res.json();
      await signInAs(t.app, 'newcomer@example.ac.kr');
      const row = await t.db
        .selectFrom('memberships')
        .innerJoin('users', 'users.id', 'memberships.user_id')
        .select(['users.email'])
        .where('memberships.id', '=', membershipId)
        .executeTakeFirst();
      expect(row?.email).toBe('newcomer@example.ac.kr');
    });

    it('binds one of two invitations matching one student in a term, and drops the other', async () => {
      const other = termSchema.parse(
        (
          await send('POST', `${base}/terms`, tokens.manager, {
            name: '초대 학기',
            startsOn: addDays(today(), 1000),
            endsOn: addDays(today(), 1030),
          })
        ).json(),
      );
      await send('POST', `${base}/terms/${other.termId}/members`, tokens.manager, {
        email: 'twice@example.ac.kr',
      });
      const { payload, headers } = multipart([
        { name: 'file', value: Buffer.from('이름,학번\n두번,20267777\n'), filename: 'r.csv' },
      ]);
      const imported = await t.app.inject({
        method: 'POST',
        url: `${base}/terms/${other.termId}/members/import`,
        headers: { ...bearer(tokens.manager), ...headers },
        payload,
      });
      expect(imported.json()).toMatchObject({ invited: 1 });
      const token = (await signInAs(t.app, 'twice@example.ac.kr')).token;
      await send('PUT', '/mypage/student/profile', token, {
        name: '두번',
        studentId: '20267777',
        phoneNumber: '010-1111-1111',
      });
      const list = memberListSchema.parse(
        (await send('GET', `${base}/terms/${other.termId}/members`, tokens.manager)).json(),
      );
      expect(list.members.map((m) => [m.email, m.invited])).toEqual([['twice@example.ac.kr', false]]);
      await t.db.deleteFrom('club_terms').where('id', '=', other.termId).execute();
    });

    it("changes a member's status from a date with a reason, and position; refuses bad values", async () => {
      const list = memberListSchema.parse((await send('GET', members(), tokens.manager)).json());
      const member = list.members.find((m) => m.studentId === '20250000')!;
      const positions = positionListSchema.parse(
        (await send('GET', `${base}/positions`, tokens.manager)).json(),
      );
      const res = await send('PUT', `${members()}/${member.membershipId}`, tokens.manager, {
        status: 'leave',
        statusDate: addDays(today(), -2),
        reason: '군 휴학',
        positionId: positions[3]!.positionId,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'leave',
        statusChangedOn: addDays(today(), -2),
        reason: '군 휴학',
        positionName: '기획부장',
      });
      const bad = [
        [{ status: 'gone' }, { status: VALIDATION.invalidChoice }],
        [{}, { status: MEMBER_MESSAGES.nothingToChange }],
        [{ status: 'active', statusDate: '2026-13-01' }, { statusDate: VALIDATION.invalidDate }],
        [{ status: 'active', reason: '가'.repeat(201) }, { reason: VALIDATION.charLimit('사유', 200) }],
      ] as const;
      for (const [payload, fieldErrors] of bad) {
        const r = await send('PUT', `${members()}/${member.membershipId}`, tokens.manager, payload);
        expect(r.statusCode, r.body).toBe(400);
        expect(r.json().fieldErrors).toMatchObject(fieldErrors);
      }
      const unknown = await send('PUT', `${members()}/999999`, tokens.manager, { status: 'active' });
      expectError(unknown, 404, 'NOT_FOUND', MEMBER_MESSAGES.memberNotFound);
    });

    it('searches by name or 학번, filters by status and position, and counts', async () => {
      await send('POST', members(), tokens.manager, { email: 'member1@example.ac.kr' });
      await send('POST', members(), tokens.manager, { email: 'member2@example.ac.kr' });
      await send('POST', members(), tokens.manager, { email: 'stranger@example.ac.kr' });
      const all = memberListSchema.parse((await send('GET', members(), tokens.manager)).json());
      expect(all.totals).toMatchObject({ all: 5, invitations: 1, shown: 5 });
      expect(all.totals.byStatus).toEqual({ pending: 0, active: 4, leave: 1, alumni: 0, withdrawn: 0 });
      const byName = memberListSchema.parse(
        (await send('GET', `${members()}?query=${encodeURIComponent('학생 1')}`, tokens.manager)).json(),
      );
      expect(byName.members.map((m) => m.studentId)).toEqual(['20250001']);
      const byId = memberListSchema.parse(
        (await send('GET', `${members()}?query=20250002`, tokens.manager)).json(),
      );
      expect(byId.members.map((m) => m.name)).toEqual(['학생2']);
      const onLeave = memberListSchema.parse(
        (await send('GET', `${members()}?status=leave`, tokens.manager)).json(),
      );
      expect(onLeave.members.map((m) => m.studentId)).toEqual(['20250000']);
      expect(onLeave.totals).toMatchObject({ all: 5, shown: 1 });
      const bad = await send('GET', `${members()}?status=gone`, tokens.manager);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('VALIDATION_FAILED');
    });
  });

  describe('roster import', () => {
    const importUrl = () => `${base}/terms/${termId}/members/import`;
    const upload = (bytes: Buffer, filename = 'roster.csv', token = tokens.manager) => {
      const { payload, headers } = multipart([{ name: 'file', value: bytes, filename }]);
      return t.app.inject({
        method: 'POST',
        url: importUrl(),
        headers: { ...bearer(token), ...headers },
        payload,
      });
    };
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('memberships')
            .select((e) => e.fn.countAll<number>().as('n'))
            .where('term_id', '=', termId)
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('refuses a file with bad rows, naming each row, and changes nothing', async () => {
      const before = await count();
      const csv = [
        '이름,학번,학과,연락처',
        '학생3,20250003,경영학과,010-1111-2222',
        ',20250004,경영학과,010-1111-2222',
        '학생5,2025,경영학과,010-1111-2222',
        '학생6,20250006,경영학과,0101',
        '학생7,20250003,경영학과,',
      ].join('\n');
      const res = await upload(Buffer.from(csv));
      const body = expectError(res, 400, 'ROSTER_INVALID', MEMBER_MESSAGES.rosterBadRows(4)) as {
        rowErrors?: { row: number; message: string }[];
      };
      expect(body.rowErrors?.map((r) => r.row)).toEqual([3, 4, 5, 6]);
      expect(body.rowErrors?.[0]?.message).toBe(`3번째 줄: ${MEMBER_MESSAGES.rosterRow.name}`);
      expect(body.rowErrors?.[3]?.message).toBe(`6번째 줄: ${MEMBER_MESSAGES.rosterRow.duplicate(2)}`);
      expect(await count()).toBe(before);
      const noColumns = await upload(Buffer.from('성,번호\n김,1\n'));
      expectError(noColumns, 400, 'ROSTER_INVALID', MEMBER_MESSAGES.rosterColumns);
      const binary = await upload(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]), 'roster.xlsx');
      expectError(binary, 400, 'ROSTER_INVALID', MEMBER_MESSAGES.rosterUnreadable);
      const empty = await upload(Buffer.alloc(0));
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(MEMBER_MESSAGES.rosterEmpty);
    });

    it('adds accounts by 학번+이름, invites the rest, reports members already there (CP949 CSV)', async () => {
      const iconv = (await import('iconv-lite')).default;
      const csv = [
        '이름,학번,학과,연락처',
        '학생3,20250003,경영학과,010-1111-2222',
        '학생1,20250001,경영학과,',
        '다른이름,20250004,컴퓨터공학과,01033334444',
        '신입생,20269999,국어국문학과,010-5555-6666',
      ].join('\r\n');
      const res = await upload(iconv.encode(csv, 'cp949'));
      expect(res.statusCode, res.body).toBe(200);
      expect(rosterImportSchema.parse(res.json())).toEqual({
        added: 1,
        invited: 2,
        alreadyMembers: [{ row: 3, name: '학생1', studentId: '20250001' }],
      });
      const list = memberListSchema.parse(
        (await send('GET', `${base}/terms/${termId}/members`, tokens.manager)).json(),
      );
      const invited = list.members.filter((m) => m.invited).map((m) => [m.name, m.department, m.phoneNumber]);
      expect(invited).toEqual(
        expect.arrayContaining([
          ['다른이름', '컴퓨터공학과', '010-3333-4444'],
          ['신입생', '국어국문학과', '010-5555-6666'],
        ]),
      );
      const again = await upload(Buffer.from(csv));
      expect(again.json()).toMatchObject({ added: 0, invited: 0 });
      expect(again.json().alreadyMembers).toHaveLength(4);
    });

    it('reads an XLSX roster, and binds an invitation by 학번+이름 when the student saves the profile', async () => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('명단');
      sheet.addRow(['이름', '학번', '학과', '연락처', '이메일']);
      sheet.addRow(['학생5', 20250005, '수학과', '', '']);
      sheet.addRow(['늦깎이', '20268888', '철학과', '', '']);
      // A phone typed as a number loses its leading 0 in Excel: it is given back.
      sheet.addRow(['새얼굴', '20267777', '', 1098765432, '']);
      const res = await upload(Buffer.from(await workbook.xlsx.writeBuffer()), 'roster.xlsx');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ added: 1, invited: 2, alreadyMembers: [] });
      const fresh = (await signInAs(t.app, 'late@example.ac.kr')).token;
      const saved = await send('PUT', '/mypage/student/profile', fresh, {
        name: '늦깎이',
        studentId: '20268888',
        phoneNumber: '010-7777-8888',
        department: '철학과',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const list = memberListSchema.parse(
        (await send('GET', `${base}/terms/${termId}/members`, tokens.manager)).json(),
      );
      expect(list.members.find((m) => m.studentId === '20268888')).toMatchObject({
        invited: false,
        email: 'late@example.ac.kr',
        phoneNumber: '010-7777-8888',
      });
      expect(list.members.find((m) => m.studentId === '20267777')?.phoneNumber).toBe('010-9876-5432');
      expect(list.members.find((m) => m.studentId === '20250005')?.department).toBe('수학과');
    });

    it('refuses an XLSX that unpacks to more than it says, or to too much, before opening it', async () => {
      const sheet = Buffer.alloc(4 * 1024 * 1024, 0x20);
      const lying = zipOf([{ name: 'xl/workbook.xml', data: sheet, declared: 1000 }], { deflate: true });
      const bomb = zipOf(
        [
          { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
          ...Array.from({ length: 5 }, (_, i) => ({ name: `xl/worksheets/sheet${i}.xml`, data: sheet })),
        ],
        { deflate: true },
      );
      expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
      for (const file of [lying, bomb]) {
        expectError(await upload(file, 'roster.xlsx'), 400, 'ROSTER_INVALID', MEMBER_MESSAGES.rosterTooLarge);
      }
    });

    it('two imports of one file at once add each student once', async () => {
      const csv = Buffer.from('이름,학번,학과\n동시1,20265001,\n동시2,20265002,\n');
      const answers = await Promise.all([upload(csv), upload(csv)]);
      for (const a of answers) expect([200, 409], a.body).toContain(a.statusCode);
      const rows = await t.db
        .selectFrom('memberships')
        .select('id')
        .where('term_id', '=', termId)
        .where('invite_student_id', 'in', ['20265001', '20265002'])
        .execute();
      expect(rows).toHaveLength(2);
    });

    it('refuses a roster larger than the cap', async () => {
      const res = await upload(Buffer.alloc(2 * 1024 * 1024 + 10, 0x41));
      expectError(res, 413, 'PAYLOAD_TOO_LARGE', MEMBER_MESSAGES.rosterTooLarge);
    });
  });

  describe('roster exports', () => {
    it('writes the union columns, leaves out withdrawn members and unconsented contacts, neutralises formulas', async () => {
      const list = memberListSchema.parse(
        (await send('GET', `${base}/terms/${termId}/members`, tokens.manager)).json(),
      );
      const consenting = list.members.find((m) => m.studentId === '20250003')!;
      await t.db
        .updateTable('memberships')
        .set({ union_consent: 1 })
        .where('id', '=', consenting.membershipId)
        .execute();
      const leaving = list.members.find((m) => m.studentId === '20250002')!;
      await send('PUT', `${base}/terms/${termId}/members/${leaving.membershipId}`, tokens.manager, {
        status: 'withdrawn',
        reason: '개인 사정',
      });
      await t.db
        .updateTable('memberships')
        .set({ invite_department: '=HYPERLINK("http://x")' })
        .where('term_id', '=', termId)
        .where('invite_student_id', '=', '20269999')
        .execute();

      // 학년 is the student's own, from their profile
      await t.db.updateTable('users').set({ school_year: 3 }).where('student_id', '=', '20250003').execute();
      const csv = await send('GET', `${base}/terms/${termId}/members.csv`, tokens.manager);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toMatch(/text\/csv/);
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(ROSTER_COLUMNS.join(','));
      expect(lines.some((l) => l.includes('20250002'))).toBe(false);
      expect(lines.find((l) => l.includes('20250003'))).toBe(
        '학생3,20250003,경영학과,3,010-0000-0000,재학,회원',
      );
      expect(lines.find((l) => l.includes('20250000'))).toBe('학생0,20250000,,,,휴학,기획부장');
      expect(lines.find((l) => l.includes('20269999'))).toContain(`"'=HYPERLINK(""http://x"")"`);

      const xlsx = await t.app.inject({
        method: 'GET',
        url: `${base}/terms/${termId}/members.xlsx`,
        headers: bearer(tokens.manager),
      });
      expect(xlsx.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...ROSTER_COLUMNS]);
      const rows = sheet.getSheetValues().slice(2) as unknown[][];
      expect(rows).toHaveLength(lines.length - 1);
      const formula = rows.find((r) => r[2] === '20269999')!;
      expect(formula[3]).toBe('=HYPERLINK("http://x")');
    });
  });

  describe('past terms', () => {
    it('are read-only once they ended (Seoul time, the app clock), and still listed', async () => {
      // Two days right after the current term; the clock then moves to the day after them.
      const startsOn = addDays(defaultTerm(today()).ends_on, 1);
      const short = await send('POST', `${base}/terms`, tokens.manager, {
        name: '짧은 학기',
        startsOn,
        endsOn: addDays(startsOn, 1),
      });
      expect(short.statusCode, short.body).toBe(200);
      const shortId = short.json().termId as number;
      const added = await send('POST', `${base}/terms/${shortId}/members`, tokens.manager, {
        email: 'member4@example.ac.kr',
      });
      expect(added.statusCode, added.body).toBe(200);
      offsetDays = Math.round((Date.parse(startsOn) - Date.parse(today())) / 86_400_000) + 2;
      try {
        const url = `${base}/terms/${shortId}/members`;
        const refusals = [
          await send('POST', url, tokens.manager, { email: 'member5@example.ac.kr' }),
          await send('PUT', `${url}/${added.json().membershipId}`, tokens.manager, { status: 'alumni' }),
          await send('PUT', `${base}/terms/${shortId}`, tokens.manager, {
            name: '짧은 학기',
            startsOn,
            endsOn: addDays(today(), 30),
          }),
          await (async () => {
            const { payload, headers } = multipart([
              { name: 'file', value: Buffer.from('이름,학번\n학생5,20250005\n'), filename: 'r.csv' },
            ]);
            return t.app.inject({
              method: 'POST',
              url: `${url}/import`,
              headers: { ...bearer(tokens.manager), ...headers },
              payload,
            });
          })(),
        ];
        for (const r of refusals) expectError(r, 409, 'TERM_READ_ONLY', MEMBER_MESSAGES.termReadOnly);
        const list = await send('GET', url, tokens.manager);
        expect(list.statusCode).toBe(200);
        expect(list.json().term).toMatchObject({ readOnly: true, current: false, memberCount: 1 });
      } finally {
        offsetDays = 0;
      }
    });
  });

  describe('최종 합격', () => {
    let postId = 0;
    let clubId = 0;
    beforeAll(async () => {
      await insertStudents(t.db, 'racer', 4);
      postId = await createPost(
        t.app,
        tokens.manager2,
        formPost(addDays(today(), -1), addDays(today(), 7), QUESTIONS, '한울 단원 모집'),
      );
      clubId = (
        await t.db
          .selectFrom('recruitings')
          .select('club_id')
          .where('id', '=', postId)
          .executeTakeFirstOrThrow()
      ).club_id;
    });

    /** A student applies and is moved to 최종 합격 (not told yet); their application's id. */
    async function acceptedApplicant(email: string): Promise<{ applicationId: number; userId: number }> {
      const token = (await signInAs(t.app, email)).token;
      const answers = goodAnswers(await questionsOf(t.app, postId));
      const applied = await send('POST', `/recruiting/${postId}/application`, token, {
        consent: true,
        answers,
      });
      expect(applied.statusCode, applied.body).toBe(200);
      const applicationId = applied.json().applicationId as number;
      const moved = await send('PUT', `/mypage/manager/recruiting/${postId}/applications`, tokens.manager2, {
        applicationIds: [applicationId],
        stage: 'accepted',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const { id: userId } = await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      return { applicationId, userId };
    }
    const sendAccepted = (app: FastifyInstance, applicationId: number) =>
      sendWith(app, 'POST', `/mypage/manager/recruiting/${postId}/results`, tokens.manager2, {
        stage: 'accepted',
        applicationIds: [applicationId],
        message: '최종 합격을 축하합니다!',
      });
    const membershipsOf = (userId: number) =>
      t.db
        .selectFrom('memberships')
        .innerJoin('club_terms', 'club_terms.id', 'memberships.term_id')
        .select(['memberships.status', 'memberships.source', 'club_terms.name', 'memberships.club_id'])
        .where('memberships.user_id', '=', userId)
        .where('memberships.club_id', '=', clubId)
        .execute();

    it('makes one pending membership in the term today falls in, whatever the double send', async () => {
      const { applicationId, userId } = await acceptedApplicant('member3@example.ac.kr');
      const first = await sendAccepted(t.app, applicationId);
      expect(first.json()).toEqual({ sent: 1, alreadySent: 0 });
      const second = await sendAccepted(t.app, applicationId);
      expect(second.json()).toEqual({ sent: 0, alreadySent: 1 });
      // The club had no term: the default one today falls in was made.
      expect(await membershipsOf(userId)).toEqual([
        { status: 'pending', source: 'application', name: defaultTerm(today()).name, club_id: clubId },
      ]);
    });

    it('makes exactly one under two sends at once (two instances on PostgreSQL)', async () => {
      const second = kind === 'postgres' ? await createSecondInstance(t, { now }) : undefined;
      try {
        for (let round = 0; round < 4; round++) {
          const { applicationId, userId } = await acceptedApplicant(`racer${round}@example.ac.kr`);
          const answers = await Promise.all([
            sendAccepted(t.app, applicationId),
            sendAccepted(second?.app ?? t.app, applicationId),
          ]);
          for (const a of answers) expect([200, 409], a.body).toContain(a.statusCode);
          const told = answers.filter((a) => a.statusCode === 200).map((a) => a.json().sent as number);
          expect(told.reduce((x, y) => x + y, 0)).toBe(1);
          expect(await membershipsOf(userId)).toHaveLength(1);
        }
      } finally {
        await second?.close();
      }
    });

    it('control: memberships made from a read before the write reach the unique index', async () => {
      const [userId] = await insertStudents(t.db, 'control', 1);
      const term = await t.db
        .selectFrom('club_terms')
        .select('id')
        .where('club_id', '=', clubId)
        .where('starts_on', '<=', today())
        .where('ends_on', '>=', today())
        .executeTakeFirstOrThrow();
      const position = await t.db
        .selectFrom('club_positions')
        .select('id')
        .where('club_id', '=', clubId)
        .orderBy('rank', 'desc')
        .executeTakeFirstOrThrow();
      // Both read "no membership" before either writes: the race a read-then-write leaves open.
      const read = () =>
        t.db
          .selectFrom('memberships')
          .select('id')
          .where('term_id', '=', term.id)
          .where('user_id', '=', userId!)
          .executeTakeFirst();
      const seen = await Promise.all([read(), read()]);
      expect(seen).toEqual([undefined, undefined]);
      const at = new Date().toISOString();
      const write = () =>
        t.db
          .insertInto('memberships')
          .values({
            club_id: clubId,
            term_id: term.id,
            user_id: userId!,
            position_id: position.id,
            status: 'pending',
            status_changed_on: today(),
            source: 'application',
            application_id: null,
            invite_email: null,
            invite_name: null,
            invite_student_id: null,
            invite_department: null,
            invite_phone: null,
            created_at: at,
            updated_at: at,
          })
          .execute();
      const results = await Promise.allSettled([write(), write()]);
      const refused = results.filter((r) => r.status === 'rejected');
      expect(refused).toHaveLength(1);
      expect(String((refused[0] as PromiseRejectedResult).reason)).toMatch(/unique|duplicate/i);
    });
  });

  describe('renewal', () => {
    const RENEWING = 300;
    let fromId = 0;
    let newId = 0;
    let clubId = 0;
    const next = () => {
      const current = defaultTerm(today());
      return {
        name: '다음 학기',
        startsOn: addDays(current.ends_on, 1),
        endsOn: addDays(current.ends_on, 150),
      };
    };

    beforeAll(async () => {
      // 한울's current term (made by 최종 합격 above) with 300 active members, one withdrawn and one invitation.
      const terms = termListSchema.parse((await send('GET', `${base}/terms`, tokens.manager2)).json());
      fromId = terms.find((x) => x.current)!.termId;
      const term = await t.db
        .selectFrom('club_terms')
        .select('club_id')
        .where('id', '=', fromId)
        .executeTakeFirstOrThrow();
      clubId = term.club_id;
      const position = await t.db
        .selectFrom('club_positions')
        .select('id')
        .where('club_id', '=', clubId)
        .orderBy('rank', 'desc')
        .executeTakeFirstOrThrow();
      const ids = await insertStudents(t.db, 'renew', RENEWING + 1);
      const at = new Date().toISOString();
      const row = (
        userId: number | null,
        status: 'active' | 'withdrawn',
        inviteEmail: string | null = null,
      ) => ({
        club_id: clubId,
        term_id: fromId,
        user_id: userId,
        position_id: position.id,
        status,
        status_changed_on: today(),
        source: 'manager' as const,
        application_id: null,
        invite_email: inviteEmail,
        invite_name: null,
        invite_student_id: null,
        invite_department: null,
        invite_phone: null,
        created_at: at,
        updated_at: at,
      });
      const rows = [
        ...ids.slice(0, RENEWING).map((id) => row(id, 'active')),
        row(ids[RENEWING]!, 'withdrawn'),
        row(null, 'active', 'nobody-yet@example.ac.kr'),
      ];
      for (let i = 0; i < rows.length; i += 100) {
        await t.db
          .insertInto('memberships')
          .values(rows.slice(i, i + 100))
          .execute();
      }
    });

    it('refuses a new term starting before the old one ends, or overlapping, in Korean', async () => {
      const early = await send('POST', `${base}/terms/${fromId}/renewal`, tokens.manager2, {
        ...next(),
        startsOn: today(),
      });
      expect(expectError(early, 400, 'VALIDATION_FAILED').fieldErrors).toEqual({
        startsOn: MEMBER_MESSAGES.renewalStartsEarly,
      });
      const other = await send('POST', `${base}/terms/${fromId}/renewal`, tokens.manager, next());
      expect(other.statusCode).toBe(403);
    });

    it(`asks every member active last term (${RENEWING}), by a notification, once`, async () => {
      const res = await send('POST', `${base}/terms/${fromId}/renewal`, tokens.manager2, next());
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ asked: RENEWING, term: { name: '다음 학기', memberCount: 0 } });
      newId = res.json().term.termId;
      const notices = await t.db
        .selectFrom('notifications')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('kind', '=', 'membership')
        .where('title', '=', MEMBER_MESSAGES.renewalNotice('극단 한울', '다음 학기').title)
        .executeTakeFirstOrThrow();
      expect(Number(notices.n)).toBe(RENEWING);
      const again = await send('POST', `${base}/terms/${fromId}/renewal`, tokens.manager2, {
        ...next(),
        name: '또 다른 학기',
        startsOn: addDays(next().endsOn, 1),
        endsOn: addDays(next().endsOn, 30),
      });
      expectError(again, 409, 'CONFLICT', MEMBER_MESSAGES.alreadyRenewed);
      const list = memberListSchema.parse(
        (await send('GET', `${base}/terms/${newId}/members`, tokens.manager2)).json(),
      );
      expect(list.renewal).toMatchObject({ fromTermId: fromId, asked: RENEWING, yes: 0, no: 0 });
      expect(list.renewal!.unanswered).toHaveLength(RENEWING);
    });

    it('a yes makes a pending membership in the new term, a no nothing; each answers once', async () => {
      const yes = (await signInAs(t.app, 'renew0@example.ac.kr')).token;
      const no = (await signInAs(t.app, 'renew1@example.ac.kr')).token;
      const [question] = myRenewalListSchema.parse(
        (await send('GET', '/mypage/student/renewals', yes)).json(),
      );
      expect(question).toMatchObject({ clubName: '극단 한울', termName: '다음 학기', answer: null });
      const answered = await send('POST', `/mypage/student/renewals/${question!.renewalId}`, yes, {
        continue: true,
        unionConsent: true,
      });
      expect(answered.statusCode, answered.body).toBe(200);
      expect(answered.json()).toMatchObject({ answer: 'yes' });
      const twice = await send('POST', `/mypage/student/renewals/${question!.renewalId}`, yes, {
        continue: false,
      });
      expectError(twice, 409, 'CONFLICT', MEMBER_MESSAGES.alreadyAnswered);
      const notTheirs = await send('POST', `/mypage/student/renewals/${question!.renewalId}`, no, {
        continue: true,
      });
      expectError(notTheirs, 404, 'NOT_FOUND', MEMBER_MESSAGES.renewalNotFound);
      const [own] = myRenewalListSchema.parse((await send('GET', '/mypage/student/renewals', no)).json());
      await send('POST', `/mypage/student/renewals/${own!.renewalId}`, no, { continue: false });
      const bad = await send('POST', `/mypage/student/renewals/${own!.renewalId}`, no, { continue: 'maybe' });
      expect(bad.json().fieldErrors).toEqual({ continue: VALIDATION.invalidChoice });

      const list = memberListSchema.parse(
        (await send('GET', `${base}/terms/${newId}/members`, tokens.manager2)).json(),
      );
      expect(list.members.map((m) => [m.studentId, m.status, m.source, m.unionConsent])).toEqual([
        ['20250000', 'pending', 'renewal', true],
      ]);
      expect(list.renewal).toMatchObject({ asked: RENEWING, yes: 1, no: 1 });
      expect(list.renewal!.unanswered).toHaveLength(RENEWING - 2);
      expect(list.renewal!.unanswered.map((u) => u.studentId)).not.toContain('20250001');
    });

    it("a deleted account's memberships and questions go with it", async () => {
      const leaver = (await signInAs(t.app, 'renew0@example.ac.kr')).token;
      const { id } = await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'renew0@example.ac.kr')
        .executeTakeFirstOrThrow();
      const gone = await send('POST', '/mypage/student/account/deletion', leaver, { confirm: '탈퇴' });
      expect(gone.statusCode, gone.body).toBe(200);
      const left = await Promise.all([
        t.db.selectFrom('memberships').select('id').where('user_id', '=', id).execute(),
        t.db.selectFrom('membership_renewals').select('id').where('user_id', '=', id).execute(),
      ]);
      expect(left).toEqual([[], []]);
    });
  });

  describe('dues', () => {
    let termIdOf = 0;
    let term = { starts_on: '', ends_on: '' };
    const members = async () =>
      memberListSchema.parse(
        (await send('GET', `${base}/terms/${termIdOf}/members`, tokens.manager2)).json(),
      );
    const good = () => ({
      amount: 20_000,
      payBy: addDays(today(), 7) <= term.ends_on ? addDays(today(), 7) : term.ends_on,
      bankName: '카카오뱅크',
      accountNumber: '3333012345678',
      accountName: '김총무',
    });

    beforeAll(async () => {
      const terms = termListSchema.parse((await send('GET', `${base}/terms`, tokens.manager2)).json());
      termIdOf = terms.find((x) => x.current)!.termId;
      term = defaultTerm(today());
    });

    it('refuses dues of 0, beyond the int range, an unknown bank, a bad account or a day outside the term', async () => {
      const url = `${base}/terms/${termIdOf}/dues`;
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ ...good(), amount: 0 }, { amount: MEMBER_MESSAGES.duesAmount }],
        [{ ...good(), amount: 2 ** 31 }, { amount: MEMBER_MESSAGES.duesAmount }],
        [{ ...good(), amount: 1.5 }, { amount: MEMBER_MESSAGES.duesAmount }],
        [{ ...good(), bankName: '없는은행' }, { bankName: SHOW_MESSAGES.bankRequired }],
        [{ ...good(), accountNumber: '3333-01' }, { accountNumber: VALIDATION.accountDigits }],
        [{ ...good(), accountName: '' }, { accountName: SHOW_MESSAGES.accountNameRequired }],
        [{ ...good(), payBy: addDays(term.ends_on, 1) }, { payBy: MEMBER_MESSAGES.duesPayByOutside }],
      ];
      for (const [payload, fieldErrors] of cases) {
        const res = await send('PUT', url, tokens.manager2, payload);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().fieldErrors).toMatchObject(fieldErrors);
      }
      expect((await send('PUT', url, tokens.manager, good())).statusCode).toBe(403);
      expect((await send('PUT', url, tokens.student, good())).statusCode).toBe(403);
    });

    it('charges every pending member once, and totals expected, paid and outstanding', async () => {
      const res = await send('PUT', `${base}/terms/${termIdOf}/dues`, tokens.manager2, good());
      expect(res.statusCode, res.body).toBe(200);
      expect(termSchema.parse(res.json()).dues).toMatchObject({ amount: 20_000, bankName: '카카오뱅크' });
      // Set again: still one charge each.
      await send('PUT', `${base}/terms/${termIdOf}/dues`, tokens.manager2, good());
      const list = await members();
      const pending = list.members.filter((m) => m.status === 'pending');
      expect(pending.length).toBeGreaterThan(0);
      for (const m of pending)
        expect(m.charge).toMatchObject({ amount: 20_000, paidAmount: 0, status: 'unpaid' });
      expect(list.members.filter((m) => m.status !== 'pending').every((m) => m.charge === null)).toBe(true);
      expect(list.totals.dues).toEqual({
        expected: 20_000 * pending.length,
        paid: 0,
        outstanding: 20_000 * pending.length,
      });
      // A membership made afterwards (최종 합격, a renewal's yes) is charged too.
      const [late] = await insertStudents(t.db, 'late-accepted', 1);
      const { id: clubId } = await t.db
        .selectFrom('clubs')
        .select('id')
        .where('name', '=', '극단 한울')
        .executeTakeFirstOrThrow();
      const application = await t.db
        .selectFrom('applications')
        .innerJoin('recruitings', 'recruitings.id', 'applications.recruiting_id')
        .select('applications.id')
        .where('recruitings.club_id', '=', clubId)
        .executeTakeFirstOrThrow();
      const made = await joinAccepted(
        t.db,
        clubId,
        [{ userId: late!, applicationId: application.id }],
        today(),
        new Date().toISOString(),
      );
      expect(made).toBe(1);
      const lateMember = (await members()).members.find((m) => m.userId === late)!;
      expect(lateMember).toMatchObject({ status: 'pending', charge: { amount: 20_000, status: 'unpaid' } });
      // So is an active member the manager moves back to pending.
      const active = (await members()).members.find((m) => m.status === 'active' && m.charge === null)!;
      const moved = await send(
        'PUT',
        `${base}/terms/${termIdOf}/members/${active.membershipId}`,
        tokens.manager2,
        {
          status: 'pending',
        },
      );
      expect(moved.json()).toMatchObject({ status: 'pending', charge: { amount: 20_000, status: 'unpaid' } });
    });

    it('records a partial payment, then the rest: the member becomes active and is welcomed', async () => {
      const member = (await members()).members.find(
        (m) => m.studentId === '20250003' && m.status === 'pending',
      )!;
      const url = `${base}/terms/${termIdOf}/members/${member.membershipId}/dues`;
      const part = await send('PUT', url, tokens.manager2, { action: 'partial', amount: 5_000 });
      expect(part.json()).toMatchObject({
        status: 'pending',
        charge: { paidAmount: 5_000, status: 'unpaid' },
      });
      const over = await send('PUT', url, tokens.manager2, { action: 'partial', amount: 20_000 });
      expect(expectError(over, 400, 'VALIDATION_FAILED').fieldErrors).toEqual({
        amount: MEMBER_MESSAGES.chargeOver(15_000),
      });
      const rest = await send('PUT', url, tokens.manager2, { action: 'paid' });
      expect(rest.json()).toMatchObject({ status: 'active', charge: { paidAmount: 20_000, status: 'paid' } });
      expectError(
        await send('PUT', url, tokens.manager2, { action: 'paid' }),
        409,
        'CONFLICT',
        MEMBER_MESSAGES.chargeSettled,
      );
      expect((await send('PUT', url, tokens.manager, { action: 'paid' })).statusCode).toBe(403);
      const welcomed = await t.db
        .selectFrom('notifications')
        .innerJoin('users', 'users.id', 'notifications.user_id')
        .select('notifications.title')
        .where('users.email', '=', 'member3@example.ac.kr')
        .where('notifications.kind', '=', 'membership')
        .execute();
      expect(welcomed.map((n) => n.title)).toContain(MEMBER_MESSAGES.welcome('극단 한울', '').title);
      // The student sees their own dues with where to transfer and under which name.
      const own = (await signInAs(t.app, 'member3@example.ac.kr')).token;
      const mine = myDuesListSchema.parse((await send('GET', '/mypage/student/dues', own)).json());
      expect(mine).toEqual([
        expect.objectContaining({
          clubName: '극단 한울',
          amount: 20_000,
          paidAmount: 20_000,
          status: 'paid',
          depositName: '20250003학생3',
          accountInfo: { bankName: '카카오뱅크', accountNumber: '3333012345678', accountName: '김총무' },
        }),
      ]);
    });

    it('waives dues with a reason (required), and leaves them out of the totals', async () => {
      const list = await members();
      const member = list.members.find((m) => m.status === 'pending' && m.charge?.status === 'unpaid')!;
      const url = `${base}/terms/${termIdOf}/members/${member.membershipId}/dues`;
      const bad = await send('PUT', url, tokens.manager2, { action: 'waive', reason: ' ' });
      expect(bad.json().fieldErrors).toEqual({ reason: MEMBER_MESSAGES.waiveReasonRequired });
      const unknown = await send('PUT', url, tokens.manager2, { action: 'forgive' });
      expect(unknown.statusCode).toBe(400);
      const waived = await send('PUT', url, tokens.manager2, { action: 'waive', reason: '집행부 면제' });
      expect(waived.json()).toMatchObject({
        status: 'active',
        charge: { status: 'waived', reason: '집행부 면제' },
      });
      const after = await members();
      const charged = after.members.filter((m) => m.charge && m.charge.status !== 'waived');
      const expected = charged.reduce((sum, m) => sum + m.charge!.amount, 0);
      expect(after.totals.dues).toEqual({ expected, paid: 20_000, outstanding: expected - 20_000 });
    });

    it('takes a student’s 입금했어요 once, tells the club’s managers, and shows it on the roster', async () => {
      const own = (await signInAs(t.app, 'late-accepted0@example.ac.kr')).token;
      const [due] = myDuesListSchema.parse((await send('GET', '/mypage/student/dues', own)).json());
      expect(due).toMatchObject({ status: 'unpaid', claimedAt: null, depositName: '20250000학생0' });
      const url = `/mypage/student/dues/${due!.membershipId}/claim`;
      const claimed = await send('POST', url, own);
      expect(claimed.statusCode, claimed.body).toBe(200);
      expect(claimed.json().claimedAt).not.toBeNull();
      expectError(await send('POST', url, own), 409, 'CONFLICT', MEMBER_MESSAGES.alreadyClaimed);
      expectError(await send('POST', url, tokens.student), 404, 'NOT_FOUND', MEMBER_MESSAGES.chargeNotFound);
      expect((await send('POST', url, tokens.manager2)).statusCode).toBe(403);
      const told = await t.db
        .selectFrom('notifications')
        .innerJoin('users', 'users.id', 'notifications.user_id')
        .select(['users.email', 'notifications.title'])
        .where('notifications.kind', '=', 'transferClaim')
        .where('notifications.title', 'like', '%회비를 입금했다고 알렸습니다')
        .execute();
      expect(told.map((n) => n.email)).toEqual(['manager2@example.ac.kr']);
      const member = (await members()).members.find((m) => m.membershipId === due!.membershipId)!;
      expect(member.charge?.claimedAt).not.toBeNull();
    });

    it('reminds unpaid members 3 days before and 1 day after the pay-by day, once each, across instances', async () => {
      const second = kind === 'postgres' ? await createSecondInstance(t, { now }) : undefined;
      const payBy = good().payBy;
      const unpaid = async () =>
        (await members()).members.filter((m) => m.userId !== null && m.charge?.status === 'unpaid').length;
      const reminders = async (title: string) =>
        Number(
          (
            await t.db
              .selectFrom('notifications')
              .select((e) => e.fn.countAll<number>().as('n'))
              .where('kind', '=', 'payReminder')
              .where('title', '=', title)
              .executeTakeFirstOrThrow()
          ).n,
        );
      const daysTo = (day: string) => Math.round((Date.parse(day) - Date.parse(seoulToday())) / 86_400_000);
      const expected = await unpaid();
      expect(expected).toBeGreaterThan(0);
      const termName = defaultTerm(today()).name;
      try {
        offsetDays = daysTo(addDays(payBy, -4));
        expect(await sendDuesReminders(t.app.ctx)).toBe(0);
        offsetDays = daysTo(addDays(payBy, -3));
        const before = await Promise.all([
          sendDuesReminders(t.app.ctx),
          sendDuesReminders((second?.app ?? t.app).ctx),
        ]);
        expect(before[0] + before[1]).toBe(expected);
        expect(await sendDuesReminders(t.app.ctx)).toBe(0);
        offsetDays = daysTo(payBy);
        expect(await sendDuesReminders(t.app.ctx)).toBe(0);
        offsetDays = daysTo(addDays(payBy, 1));
        const after = await Promise.all([
          sendDuesReminders(t.app.ctx),
          sendDuesReminders((second?.app ?? t.app).ctx),
        ]);
        expect(after[0] + after[1]).toBe(expected);
        expect(await sendDuesReminders(t.app.ctx)).toBe(0);
      } finally {
        offsetDays = 0;
        await second?.close();
      }
      const title = (when: 'before' | 'after') =>
        MEMBER_MESSAGES.duesReminder('극단 한울', termName, when, payBy).title;
      expect(await reminders(title('before'))).toBe(expected);
      expect(await reminders(title('after'))).toBe(expected);
    });

    it('control: reminders claimed by a read before the write are sent twice', async () => {
      // Both read the unreminded charges before either marks them: each would send every reminder.
      await t.db
        .updateTable('dues_charges')
        .set({ reminded_after_at: null })
        .where('status', '=', 'unpaid')
        .execute();
      const read = () =>
        t.db
          .selectFrom('dues_charges')
          .select('id')
          .where('status', '=', 'unpaid')
          .where('reminded_after_at', 'is', null)
          .execute();
      const [a, b] = await Promise.all([read(), read()]);
      const at = new Date().toISOString();
      const mark = (ids: { id: number }[]) =>
        ids.length === 0
          ? Promise.resolve(0)
          : t.db
              .updateTable('dues_charges')
              .set({ reminded_after_at: at })
              .where(
                'id',
                'in',
                ids.map((r) => r.id),
              )
              .execute()
              .then((r) => Number(r[0]!.numUpdatedRows));
      const [sentA, sentB] = await Promise.all([mark(a), mark(b)]);
      expect(a.length).toBeGreaterThan(0);
      expect(sentA + sentB).toBe(2 * a.length);
    });
  });

  describe('keeping', () => {
    it("deletes withdrawn members' memberships MEMBERSHIP_RETENTION_DAYS after their term ends, once", async () => {
      const term = defaultTerm(today());
      const withdrawn = () =>
        t.db
          .selectFrom('memberships')
          .select('id')
          .where('term_id', '=', termId)
          .where('status', '=', 'withdrawn')
          .execute();
      expect(await withdrawn()).toHaveLength(1);
      // Every club's withdrawn members of terms ending by then (한울's renewal above has one too).
      const due = await t.db
        .selectFrom('memberships')
        .innerJoin('club_terms', 'club_terms.id', 'memberships.term_id')
        .select('memberships.id')
        .where('memberships.status', '=', 'withdrawn')
        .where('club_terms.ends_on', '<=', term.ends_on)
        .execute();
      const others = await t.db
        .selectFrom('memberships')
        .select('id')
        .where('term_id', '=', termId)
        .execute();
      const daysTo = (day: string) => Math.round((Date.parse(day) - Date.parse(seoulToday())) / 86_400_000);
      try {
        offsetDays = daysTo(addDays(term.ends_on, t.config.membershipRetentionDays));
        expect(await deleteExpiredMemberships(t.app.ctx)).toBe(0);
        offsetDays += 1;
        expect(await deleteExpiredMemberships(t.app.ctx)).toBe(due.length);
        expect(await deleteExpiredMemberships(t.app.ctx)).toBe(0);
      } finally {
        offsetDays = 0;
      }
      expect(await withdrawn()).toEqual([]);
      const left = await t.db.selectFrom('memberships').select('id').where('term_id', '=', termId).execute();
      expect(left).toHaveLength(others.length - 1);
      const audit = await t.db
        .selectFrom('audit_log')
        .select(['actor_email'])
        .where('action', '=', 'member.purge')
        .execute();
      expect(audit).toEqual(due.map(() => ({ actor_email: 'retention' })));
    });
  });

  describe('the student profile', () => {
    it('keeps 학과 optional: saved when sent, kept when not, bounded', async () => {
      const url = '/mypage/student/profile';
      const profile = { name: '김모아', studentId: '20231234', phoneNumber: '010-1234-5678' };
      const saved = await send('PUT', url, tokens.student, { ...profile, department: '경영학과' });
      expect(saved.json()).toMatchObject({ department: '경영학과' });
      const kept = await send('PUT', url, tokens.student, profile);
      expect(kept.json()).toMatchObject({ department: '경영학과' });
      expect((await send('GET', url, tokens.student)).json().department).toBe('경영학과');
      const long = await send('PUT', url, tokens.student, { ...profile, department: '가'.repeat(41) });
      expect(long.statusCode).toBe(400);
      expect(long.json().fieldErrors).toEqual({ department: VALIDATION.charLimit('학과', 40) });
    });

    it('keeps 학년 optional too: 1 to 6, cleared by an empty value, refused otherwise on its field', async () => {
      const url = '/mypage/student/profile';
      const profile = { name: '김모아', studentId: '20231234', phoneNumber: '010-1234-5678' };
      const saved = await send('PUT', url, tokens.student, { ...profile, schoolYear: '3' });
      expect(saved.json()).toMatchObject({ schoolYear: 3, department: '경영학과' });
      expect((await send('PUT', url, tokens.student, profile)).json().schoolYear).toBe(3);
      for (const bad of ['0', '7', '12', '셋', 3]) {
        const res = await send('PUT', url, tokens.student, { ...profile, schoolYear: bad });
        expect(res.statusCode, String(bad)).toBe(400);
        expect(res.json().fieldErrors).toEqual({ schoolYear: VALIDATION.schoolYear });
      }
      const cleared = await send('PUT', url, tokens.student, { ...profile, schoolYear: '' });
      expect(cleared.json().schoolYear).toBeNull();
      await send('PUT', url, tokens.student, { ...profile, schoolYear: '2' });
    });
  });

  describe("the student's own memberships", () => {
    it('lists only their own, and takes their consent to the union receiving 연락처', async () => {
      const own = (await signInAs(t.app, 'member1@example.ac.kr')).token;
      const list = await send('GET', '/mypage/student/memberships', own);
      expect(list.statusCode, list.body).toBe(200);
      const mine = myMembershipListSchema.parse(list.json());
      expect(mine.map((m) => [m.clubName, m.termName, m.status, m.unionConsent])).toEqual([
        ['소리울', defaultTerm(today()).name, 'active', false],
      ]);
      const consent = await send('PUT', `/mypage/student/memberships/${mine[0]!.membershipId}/consent`, own, {
        unionConsent: true,
      });
      expect(consent.json()).toMatchObject({ unionConsent: true });
      const csv = await send('GET', `${base}/terms/${termId}/members.csv`, tokens.manager);
      expect(csv.body).toContain('학생1,20250001,,,010-0000-0000,재학,회원');
      // Another student's membership is not theirs to see or change: 404, as if there were none.
      const other = await send(
        'PUT',
        `/mypage/student/memberships/${mine[0]!.membershipId}/consent`,
        tokens.student,
        {
          unionConsent: false,
        },
      );
      expectError(other, 404, 'NOT_FOUND');
      expect((await send('GET', '/mypage/student/memberships', tokens.student)).json()).toEqual([]);
      const bad = await send('PUT', `/mypage/student/memberships/${mine[0]!.membershipId}/consent`, own, {
        unionConsent: 'yes',
      });
      expect(bad.json().fieldErrors).toEqual({ unionConsent: VALIDATION.invalidChoice });
      expect((await send('GET', '/mypage/student/memberships', tokens.manager)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/mypage/student/memberships' })).statusCode).toBe(
        401,
      );
    });
  });

  describe('who may call', () => {
    const calls = (): { name: EndpointName; url: string; body?: unknown; owned: boolean }[] => [
      { name: 'memberTerms', url: `${base}/terms`, owned: false },
      {
        name: 'memberTermCreate',
        url: `${base}/terms`,
        body: { name: '다음 학기', startsOn: addDays(today(), 400), endsOn: addDays(today(), 500) },
        owned: false,
      },
      {
        name: 'memberTermUpdate',
        url: `${base}/terms/${termId}`,
        body: {
          name: defaultTerm(today()).name,
          startsOn: defaultTerm(today()).starts_on,
          endsOn: defaultTerm(today()).ends_on,
        },
        owned: true,
      },
      { name: 'memberPositions', url: `${base}/positions`, owned: false },
      {
        name: 'memberTermRenewal',
        url: `${base}/terms/${termId}/renewal`,
        body: { name: '새 학기', startsOn: addDays(today(), 600), endsOn: addDays(today(), 700) },
        owned: true,
      },
      { name: 'termMembers', url: `${base}/terms/${termId}/members`, owned: true },
      {
        name: 'termMemberAdd',
        url: `${base}/terms/${termId}/members`,
        body: { email: 'matrix@example.ac.kr' },
        owned: true,
      },
      { name: 'termMembersXlsx', url: `${base}/terms/${termId}/members.xlsx`, owned: true },
      { name: 'termMembersCsv', url: `${base}/terms/${termId}/members.csv`, owned: true },
    ];

    it('anonymous 401, student 403, another club’s manager 403 on this club’s records, the owner 200', async () => {
      for (const call of calls()) {
        const ep = endpoints[call.name];
        const inject = (token?: string) =>
          t.app.inject({
            method: ep.method,
            url: call.url,
            headers: token ? bearer(token) : {},
            ...(call.body ? { payload: call.body as object } : {}),
          });
        expect((await inject()).statusCode, call.name).toBe(401);
        expect((await inject(tokens.student)).statusCode, call.name).toBe(403);
        if (call.owned) expect((await inject(tokens.manager2)).statusCode, call.name).toBe(403);
        expect((await inject(tokens.manager)).statusCode, call.name).toBe(200);
      }
      // The calls with a file or a member's id, on another club's records.
      const list = memberListSchema.parse(
        (await send('GET', `${base}/terms/${termId}/members`, tokens.manager)).json(),
      );
      const update = await send(
        'PUT',
        `${base}/terms/${termId}/members/${list.members[0]!.membershipId}`,
        tokens.manager2,
        {
          status: 'alumni',
        },
      );
      expect(update.statusCode).toBe(403);
      const { payload, headers } = multipart([
        { name: 'file', value: Buffer.from('이름,학번\n학생5,20250005\n'), filename: 'r.csv' },
      ]);
      for (const token of [tokens.manager2, tokens.student]) {
        const r = await t.app.inject({
          method: 'POST',
          url: `${base}/terms/${termId}/members/import`,
          headers: { ...bearer(token), ...headers },
          payload,
        });
        expect(r.statusCode).toBe(403);
      }
      const anonymous = await t.app.inject({
        method: 'POST',
        url: `${base}/terms/${termId}/members/import`,
        headers,
        payload,
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('status changes', () => {
    it('two officers making one pending member active at once welcome them once', async () => {
      await insertStudents(t.db, 'welcomerace', 1);
      const added = await send('POST', `${base}/terms/${termId}/members`, tokens.manager, {
        email: 'welcomerace0@example.ac.kr',
      });
      expect(added.statusCode, added.body).toBe(200);
      const { membershipId } = memberSchema.parse(added.json());
      const member = `${`${base}/terms/${termId}/members`}/${membershipId}`;
      const welcomes = async () =>
        Number(
          (
            await t.db
              .selectFrom('notifications')
              .innerJoin('users', 'users.id', 'notifications.user_id')
              .select((eb) => eb.fn.countAll().as('n'))
              .where('users.email', '=', 'welcomerace0@example.ac.kr')
              .where('notifications.kind', '=', 'membership')
              .executeTakeFirstOrThrow()
          ).n,
        );
      for (let round = 0; round < 3; round++) {
        expect((await send('PUT', member, tokens.manager, { status: 'pending' })).statusCode).toBe(200);
        const before = await welcomes();
        const both = await Promise.all([
          send('PUT', member, tokens.manager, { status: 'active' }),
          send('PUT', member, tokens.manager, { status: 'active' }),
        ]);
        expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
        expect(await welcomes()).toBe(before + 1);
      }
    });

    it('control: two reads of the status before either write both see it pending (a welcome each)', async () => {
      const row = await t.db
        .selectFrom('memberships')
        .innerJoin('users', 'users.id', 'memberships.user_id')
        .select('memberships.id')
        .where('users.email', '=', 'welcomerace0@example.ac.kr')
        .executeTakeFirstOrThrow();
      await t.db.updateTable('memberships').set({ status: 'pending' }).where('id', '=', row.id).execute();
      const read = () =>
        t.db.selectFrom('memberships').select('status').where('id', '=', row.id).executeTakeFirstOrThrow();
      const [a, b] = await Promise.all([read(), read()]);
      await Promise.all(
        [a, b].map(() =>
          t.db.updateTable('memberships').set({ status: 'active' }).where('id', '=', row.id).execute(),
        ),
      );
      // each would have judged from a pending row: two welcomes
      expect([a.status, b.status]).toEqual(['pending', 'pending']);
    });
  });
});
