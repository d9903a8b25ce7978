import { SHOW_MESSAGES, showEditSchema } from '@moa/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSession } from '../src/modules/auth/sessions.ts';
import type * as ContentRepository from '../src/modules/manage/content-repository.ts';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import {
  bearer,
  insertClub,
  jsonPart,
  multipart,
  showEditRequest,
  showRow,
  signInAs,
  type Part,
} from './support.ts';
import { makePng } from '../../../test-support/png.ts';

/**
 * The control run of the race below turns the schedule lock off: lockSchedules then reads as SQLite would, the
 * round's reservations start once the edit has read the schedules, and the edit goes on once they are answered, so
 * they always land between its checks and its writes (left to timing, whether they do depends on the machine).
 */
const control = vi.hoisted(() => ({
  unlocked: false,
  /** Called once the edit has read the schedules. */
  onRead: () => {},
  hold: Promise.resolve(),
}));
vi.mock('../src/modules/manage/content-repository.ts', async (importOriginal) => {
  const mod = await importOriginal<typeof ContentRepository>();
  return {
    ...mod,
    lockSchedules: async (...args: Parameters<typeof mod.lockSchedules>) => {
      const rows = await mod.lockSchedules(args[0], args[1], control.unlocked ? 'sqlite' : args[2]);
      if (control.unlocked) {
        control.onRead();
        await control.hold;
      }
      return rows;
    },
  };
});

const future = (d: number) => addDays(seoulToday(), d);

const showRequest = (overrides: Record<string, unknown> = {}) => ({
  name: '회차 규칙 공연',
  location: '학생회관 소극장',
  startDate: future(20),
  endDate: future(22),
  runtime: 100,
  manager: '홍길동',
  managerPhoneNumber: '010-1111-2222',
  maxPeople: 100,
  accountNumber: '110123456789',
  accountName: '홍길동',
  accountBankName: '신한은행',
  introductionLetter: '',
  noticeLetter: '',
  earlyBird: false,
  scheduleDtoList: [
    { orderIndex: 1, date: future(20), time: '19:00:00', cost: 10000, maxTicket: 2, maxPeople: 50 },
    { orderIndex: 2, date: future(21), time: '15:00:00', cost: 12000, maxTicket: 4, maxPeople: 60 },
  ],
  ...overrides,
});

describe.each(DB_KINDS)('show form rules on the server (%s)', (kind) => {
  let t: TestApp;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    manager = (await signInAs(t.app, 'manager@example.ac.kr')).token;
  });
  afterAll(async () => t?.close());

  const send = (method: 'POST' | 'PUT', url: string, parts: Part[]) => {
    const body = multipart(parts);
    return t.app.inject({
      method,
      url,
      headers: { ...bearer(manager), ...body.headers },
      payload: body.payload,
    });
  };
  const create = async (overrides: Record<string, unknown> = {}) =>
    send('POST', '/manager/show/create', [
      jsonPart(showRequest(overrides)),
      { name: 'poster', value: makePng(30, 40), filename: 'p.png', contentType: 'image/png' },
      { name: 'qr', value: makePng(20, 20), filename: 'q.png', contentType: 'image/png' },
    ]);
  const load = async (id: number) =>
    showEditSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/manager/show/update/${id}`, headers: bearer(manager) })
      ).json(),
    );
  const update = (id: number, body: unknown) => send('PUT', `/manager/show/update/${id}`, [jsonPart(body)]);

  it('refuses a schedule outside the show period or in the past, naming the schedule', async () => {
    const outside = await create({
      scheduleDtoList: [
        { orderIndex: 1, date: future(20), time: '19:00:00', cost: 10000 },
        { orderIndex: 2, date: future(23), time: '19:00:00', cost: 10000 },
      ],
    });
    expect(outside.statusCode).toBe(400);
    const message = SHOW_MESSAGES.scheduleOutsidePeriod(2, future(20), future(22));
    expect(message).toMatch(/^2회차 날짜가 공연 기간\(.+\) 밖입니다\.$/);
    expect(outside.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message,
      fieldErrors: { 'scheduleDtoList.1.date': message },
    });

    const past = await create({
      startDate: future(-3),
      scheduleDtoList: [{ orderIndex: 1, date: future(-1), time: '19:00:00', cost: 10000 }],
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldErrors).toEqual({ 'scheduleDtoList.0.date': SHOW_MESSAGES.schedulePast(1) });
  });

  it('keeps a show with past schedules editable; only new or moved schedules may not be past', async () => {
    const created = await create();
    expect(created.statusCode).toBe(200);
    const id = created.json().id as number;
    // The show has happened: its period and schedules now lie in the past.
    await t.db
      .updateTable('shows')
      .set({ start_date: future(-10), end_date: future(-8) })
      .where('id', '=', id)
      .execute();
    const ids = (await load(id)).scheduleDtoList.map((s) => s.id);
    await t.db
      .updateTable('schedules')
      .set({ date: future(-10) })
      .where('id', '=', ids[0]!)
      .execute();
    await t.db
      .updateTable('schedules')
      .set({ date: future(-9) })
      .where('id', '=', ids[1]!)
      .execute();
    const past = await load(id);

    const notice = await update(
      id,
      showEditRequest(past, { noticeLetter: '지난 공연 후기는 인스타그램에서!' }),
    );
    expect(notice.statusCode).toBe(200);
    expect((await load(id)).noticeLetter).toBe('지난 공연 후기는 인스타그램에서!');

    const moved = showEditRequest(past);
    moved.scheduleDtoList[1] = { ...moved.scheduleDtoList[1]!, date: future(-8) };
    const refusedMove = await update(id, moved);
    expect(refusedMove.statusCode).toBe(400);
    expect(refusedMove.json().fieldErrors).toEqual({
      'scheduleDtoList.1.date': SHOW_MESSAGES.schedulePast(2),
    });

    const added = showEditRequest(past);
    added.scheduleDtoList.push({
      orderIndex: 3,
      date: future(-8),
      time: '19:00:00',
      cost: 1000,
      maxTicket: 1,
      maxPeople: 10,
    } as (typeof added.scheduleDtoList)[number]);
    const refusedNew = await update(id, added);
    expect(refusedNew.statusCode).toBe(400);
    expect(refusedNew.json().fieldErrors).toEqual({
      'scheduleDtoList.2.date': SHOW_MESSAGES.schedulePast(3),
    });

    const shortened = await update(id, showEditRequest(past, { startDate: future(-9) }));
    expect(shortened.statusCode).toBe(400);
    expect(shortened.json().message).toBe(SHOW_MESSAGES.scheduleOutsidePeriod(1, future(-9), future(-8)));
  });

  it('keeps the bank, account number and holder fixed: sent back unchanged is fine, a change is refused', async () => {
    const id = (await create()).json().id as number;
    const show = await load(id);
    expect(
      (
        await update(
          id,
          showEditRequest(show, {
            accountBankName: '신한은행',
            accountNumber: '110123456789',
            accountName: '홍길동',
          }),
        )
      ).statusCode,
    ).toBe(200);

    for (const change of [
      { accountBankName: '카카오뱅크' },
      { accountNumber: '3333000000000' },
      { accountName: '김모아' },
    ]) {
      const res = await update(id, showEditRequest(show, change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: SHOW_MESSAGES.accountFixed,
        fieldErrors: { [Object.keys(change)[0]!]: SHOW_MESSAGES.accountFixed },
      });
    }
    const after = await load(id);
    expect([after.accountBankName, after.accountNumber, after.accountName]).toEqual([
      '신한은행',
      '110123456789',
      '홍길동',
    ]);
  });

  it('tells an iPhone HEIC photo apart from a file that is not an image', async () => {
    // The start of a HEIC file: an ISO-BMFF "ftyp" box of brand heic.
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mif1heic'),
      Buffer.alloc(256),
    ]);
    const res = await send('POST', '/manager/show/create', [
      jsonPart(showRequest()),
      { name: 'poster', value: heic, filename: 'IMG_0001.HEIC', contentType: 'image/heic' },
      { name: 'qr', value: makePng(20, 20), filename: 'q.png', contentType: 'image/png' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'IMAGE_INVALID',
      message: 'HEIC 사진은 올릴 수 없습니다. JPG나 PNG로 바꿔 올려주세요.',
    });
  });
});

/**
 * A show edit racing reservations: each round, students reserve a schedule while its manager lowers the seats to 3
 * (or replaces the schedule). Every answer must be a 200 or a clear 409, never a 500, and the seats must add up.
 * The control run drops the schedule lock and must see the race hit the database's constraints.
 */
describe.each(DB_KINDS)('a show edit racing reservations (%s)', (kind) => {
  const ROUNDS = 12;
  const STUDENTS = 24;

  async function race() {
    const t = await createTestApp(kind, { seed: false });
    try {
      const at = new Date().toISOString();
      const clubId = await insertClub(t.db, '경합 동아리');
      const person = (i: number, authority: 'ROLE_USER' | 'ROLE_CLUB') => ({
        sub: `race-${authority}-${i}`,
        email: `race-${authority.toLowerCase()}-${i}@example.ac.kr`,
        authority,
        name: `경합${i}`,
        student_id: authority === 'ROLE_USER' ? String(20260000 + i) : null,
        phone: '010-0000-0000',
        club_id: authority === 'ROLE_CLUB' ? clubId : null,
        profile_complete: 1,
        created_at: at,
        updated_at: at,
      });
      const managerId = (
        await t.db
          .insertInto('users')
          .values(person(0, 'ROLE_CLUB'))
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      const manager = await createSession(t.db, managerId);
      const students: string[] = [];
      for (let i = 0; i < STUDENTS; i++) {
        const { id } = await t.db
          .insertInto('users')
          .values(person(i, 'ROLE_USER'))
          .returning('id')
          .executeTakeFirstOrThrow();
        students.push(await createSession(t.db, id));
      }

      const date = future(10);
      const edits: { status: number; code?: string }[] = [];
      const reservations: { status: number; code?: string }[] = [];
      const inconsistent: string[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const { id: showId } = await t.db
          .insertInto('shows')
          .values(
            showRow({
              club_id: clubId,
              name: `경합 공연 ${round}`,
              start_date: date,
              end_date: date,
              account_name: '경합',
            }),
          )
          .returning('id')
          .executeTakeFirstOrThrow();
        const { id: scheduleId } = await t.db
          .insertInto('schedules')
          .values({
            show_id: showId,
            order_index: 1,
            date,
            time: '19:00:00',
            cost: 10000,
            max_ticket: 4,
            max_people: 100,
            apply_people: 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        // Odd rounds lower the seats below what the rush will sell; even rounds replace the schedule by a new one.
        const schedule =
          round % 2 === 1
            ? {
                id: scheduleId,
                orderIndex: 1,
                date,
                time: '19:00:00',
                cost: 10000,
                maxTicket: 4,
                maxPeople: 3,
              }
            : { orderIndex: 1, date, time: '20:00:00', cost: 10000, maxTicket: 4, maxPeople: 100 };
        const body = multipart([
          jsonPart({
            location: '대강당',
            startDate: date,
            endDate: date,
            runtime: 90,
            scheduleDtoList: [schedule],
          }),
        ]);
        const reserve = (token: string) =>
          t.app.inject({
            method: 'POST',
            url: '/show/detail/reservation',
            headers: bearer(token),
            payload: { scheduleId, wishToPurchaseTickets: 2 },
          });
        const edit = () =>
          t.app.inject({
            method: 'PUT',
            url: `/manager/show/update/${showId}`,
            headers: { ...bearer(manager), ...body.headers },
            payload: body.payload,
          });
        const half = STUDENTS / 2;
        let answers: Awaited<ReturnType<typeof edit>>[];
        if (control.unlocked) {
          let release = () => {};
          control.hold = new Promise<void>((resolve) => (release = resolve));
          const read = new Promise<void>((resolve) => (control.onRead = resolve));
          const editing = edit();
          await read;
          const all = students.map(reserve);
          await Promise.allSettled(all);
          release();
          answers = await Promise.all([...all.slice(0, half), editing, ...all.slice(half)]);
        } else {
          answers = await Promise.all([
            ...students.slice(0, half).map(reserve),
            edit(),
            ...students.slice(half).map(reserve),
          ]);
        }
        const editAnswer = answers[half]!;
        edits.push({ status: editAnswer.statusCode, code: editAnswer.json().code });
        for (const a of answers.filter((x) => x !== editAnswer)) {
          reservations.push({ status: a.statusCode, code: a.statusCode === 200 ? undefined : a.json().code });
        }
        const rows = await t.db.selectFrom('schedules').selectAll().where('show_id', '=', showId).execute();
        for (const row of rows) {
          const sold = await t.db
            .selectFrom('reservations')
            .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('ticket_count'), eb.lit(0)).as('n'))
            .where('schedule_id', '=', row.id)
            .executeTakeFirstOrThrow();
          if (Number(sold.n) !== row.apply_people || row.apply_people > row.max_people) {
            inconsistent.push(`round ${round}: sold ${sold.n}, apply ${row.apply_people}/${row.max_people}`);
          }
        }
      }
      return { edits, reservations, inconsistent };
    } finally {
      await t.close();
    }
  }

  it('answers every edit with 200 or a clear 409 and never loses a seat', async () => {
    control.unlocked = false;
    const r = await race();
    expect(r.inconsistent).toEqual([]);
    for (const e of r.edits) {
      expect([200, 409]).toContain(e.status);
      if (e.status === 409)
        expect(['CAPACITY_BELOW_RESERVED', 'SCHEDULE_HAS_RESERVATIONS']).toContain(e.code);
    }
    // A reservation that waited for an edit replacing its schedule finds it gone: 404, not a 500.
    for (const x of r.reservations) expect([200, 404, 409]).toContain(x.status);
  });

  it.runIf(kind === 'postgres')(
    'control: without the schedule lock the same race reaches the constraints (answered 409 CONFLICT)',
    async () => {
      control.unlocked = true;
      try {
        const r = await race();
        const lost = r.edits.filter((e) => e.code === 'CONFLICT');
        expect(lost.length, JSON.stringify(r.edits)).toBeGreaterThan(0);
        expect(r.edits.filter((e) => e.status >= 500)).toEqual([]);
      } finally {
        control.unlocked = false;
      }
    },
  );
});
