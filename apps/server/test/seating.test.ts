import { errorBodySchema, unpackTaken, type SeatMap, type SeatPlan, type ShowEdit } from '@moa/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/modules/auth/sessions.ts';
import { expireDue } from '../src/modules/reservations/expiry.ts';
import { mailDetails } from '../src/modules/notifications/mail-details.ts';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { seatInHall } from '../src/modules/seating/index.ts';
import { lapseDueOffers } from '../src/modules/waitlist/index.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import {
  bearer,
  insertClub,
  insertSchedule,
  insertStudents,
  jsonPart,
  multipart,
  showCreateParts,
  showCreateRequest,
  showEditRequest,
  signInAs,
} from './support.ts';

/**
 * Seated schedules through the real app, on both databases (docs/product.md#assigned-seats): a schedule set in a
 * hall, its grades and blocks, the student's map, wishSeats taken all or none, and every status change moving them.
 */

/** 소극장: two rows of 8 in two blocks, a wheelchair space with its companion at the end of the second. 16 seats. */
const SMALL_HALL = ['무대', '가 | ○○○○ _ ○○○○', '나 | ○○○○ _ ○○CW'].join('\n');

describe.each(DB_KINDS)('seated schedules (%s)', (kind) => {
  let t: TestApp;
  let manager = '';
  let other = '';
  let hallId = 0;
  let showId = 0;
  let scheduleId = 0;
  let students: string[] = [];

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const reserve = (token: string, wishSeats: string[] | undefined, tickets = wishSeats?.length ?? 1) =>
    send('POST', '/show/detail/reservation', token, {
      scheduleId,
      wishToPurchaseTickets: tickets,
      ...(wishSeats ? { wishSeats } : {}),
    });
  const plan = async () =>
    (await send('GET', `/mypage/manager/schedule/${scheduleId}/seats`, manager)).json<SeatPlan>();
  const map = async () => (await send('GET', `/show/detail/${showId}/seats/${scheduleId}`)).json<SeatMap>();
  /** The keys the state marks taken, read as the browser reads them. */
  const takenKeys = async () => {
    const m = await map();
    const state = (await send('GET', `/show/detail/${showId}/seats/${scheduleId}/state`)).json<{
      taken: string;
      seatsLeft: number;
    }>();
    const bits = unpackTaken(Buffer.from(state.taken, 'base64'), m.seats.length);
    return { keys: m.seats.filter((_, i) => bits[i]).map((s) => s.key), seatsLeft: state.seatsLeft };
  };
  const counts = async () =>
    t.db
      .selectFrom('schedules')
      .select(['apply_people', 'max_people'])
      .where('id', '=', scheduleId)
      .executeTakeFirstOrThrow();
  const refused = (res: { statusCode: number; json(): unknown }, status: number, code: string) => {
    expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
    const body = errorBodySchema.parse(res.json());
    expect(body.code).toBe(code);
    return body;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    manager = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    other = (await signInAs(t.app, 'manager2@example.ac.kr')).token;
    const hall = await send('POST', '/mypage/manager/halls', manager, { name: '소극장', text: SMALL_HALL });
    expect(hall.statusCode, hall.body).toBe(200);
    hallId = hall.json().hallId;
    const request = showCreateRequest(seoulToday(), { name: '좌석 공연' });
    request.scheduleDtoList = [{ ...request.scheduleDtoList[0]!, maxTicket: 4, hallId } as never];
    const body = multipart(showCreateParts(request));
    const created = await t.app.inject({
      method: 'POST',
      url: '/manager/show/create',
      headers: { ...bearer(manager), ...body.headers },
      payload: body.payload,
    });
    expect(created.statusCode, created.body).toBe(200);
    showId = created.json().id;
    const edit = (await send('GET', `/manager/show/update/${showId}`, manager)).json<ShowEdit>();
    scheduleId = edit.scheduleDtoList[0]!.id!;
    expect(edit.scheduleDtoList[0]!.hallId).toBe(hallId);
    const ids = await insertStudents(t.db, `seat${kind}`, 8);
    students = await Promise.all(ids.map((id) => createSession(t.db, id)));
  });
  afterAll(async () => t?.close());

  it('a schedule set in a hall sells every seat in one grade at its price; the show page says it is seated', async () => {
    const p = await plan();
    expect(p.hallName).toBe('소극장');
    expect(p.seats).toHaveLength(16);
    expect(p.grades).toEqual([expect.objectContaining({ name: '일반석', price: 10000 })]);
    expect(p.grades[0]!.seats).toHaveLength(16);
    expect(p.maxPeople).toBe(16);
    expect((await counts()).max_people).toBe(16);
    const detail = (await send('GET', `/show/detail/${showId}`)).json();
    expect(detail.scheduleList[0].seated).toBe(true);
    expect(
      refused(await send('GET', `/mypage/manager/schedule/${scheduleId}/seats`, other), 403, 'FORBIDDEN'),
    );
  });

  it('the manager paints grades and blocks; the count follows; bad paint is refused and changes nothing', async () => {
    const front = ['가-1', '가-2', '가-3', '가-4', '가-5', '가-6', '가-7', '가-8'];
    const back = ['나-1', '나-2', '나-3', '나-4', '나-5', '나-6', '나-7', '나-8'];
    const put = (body: object) => send('PUT', `/mypage/manager/schedule/${scheduleId}/seats`, manager, body);
    refused(
      await put({ grades: [{ name: 'R석', price: 20000, color: '#E11D48', seats: ['다-1'] }] }),
      400,
      'VALIDATION_FAILED',
    );
    refused(
      await put({
        grades: [
          { name: 'R석', price: 20000, color: '#E11D48', seats: front },
          { name: 'S석', price: 15000, color: '#2563EB', seats: ['가-1'] },
        ],
      }),
      400,
      'VALIDATION_FAILED',
    );
    refused(
      await put({ grades: [{ name: 'R석', price: 0, color: '#E11D48', seats: front }] }),
      400,
      'VALIDATION_FAILED',
    );
    expect((await counts()).max_people).toBe(16);
    const saved = await put({
      grades: [
        { name: 'R석', price: 20000, color: '#e11d48', seats: front },
        { name: 'S석', price: 15000, color: '#2563EB', seats: back },
      ],
      blocks: [{ label: '운영석', seats: ['나-1'] }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const p = saved.json<SeatPlan>();
    expect(p.grades.map((g) => [g.name, g.price, g.color, g.seats.length])).toEqual([
      ['R석', 20000, '#E11D48', 8],
      ['S석', 15000, '#2563EB', 8],
    ]);
    expect(p.blocks).toEqual([{ label: '운영석', seats: ['나-1'] }]);
    expect(p.maxPeople).toBe(15);
    const m = await map();
    expect(m.seats.find((s) => s.key === '나-1')!.grade).toBeNull();
    expect(m.seats.find((s) => s.key === '가-1')!.grade).toBe(0);
    const detail = (await send('GET', `/show/detail/${showId}`)).json();
    expect(detail.scheduleList[0].cost).toBe(15000);
  });

  it('takes the chosen seats at their price; a seat taken first is refused by name and nothing is taken', async () => {
    const first = await reserve(students[0]!, ['가-4', '가-5']);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      seats: ['가-4', '가-5'],
      unitPrice: 20000,
      amount: 40000,
      ticketCount: 2,
    });
    const lost = refused(await reserve(students[1]!, ['가-3', '가-4']), 409, 'SEAT_TAKEN');
    expect(lost.message).toBe('가열 4번은 방금 다른 분이 예매했어요');
    expect(lost.takenSeats).toEqual(['가-4']);
    expect(await takenKeys()).toEqual({ keys: ['가-4', '가-5'], seatsLeft: 13 });
    expect((await counts()).apply_people).toBe(2);
    const cards = (await send('GET', '/mypage/student/reservation', students[0]!)).json();
    expect(cards.find((c: { scheduleId: number }) => c.scheduleId === scheduleId).seats).toEqual([
      '가-4',
      '가-5',
    ]);
  });

  it('refuses bad choices with a Korean message and changes nothing', async () => {
    const before = await counts();
    const cases: [string[] | undefined, number, string][] = [
      [['다-1'], 1, '다열 1번은(는) 이 회차에 없는 좌석입니다.'],
      [['나-1'], 1, '나열 1번은(는) 판매하지 않는 좌석입니다.'],
      [['가-1', '나-2'], 2, '가격이 다른 좌석은 한 번에 예매할 수 없습니다. 등급별로 따로 예매해주세요.'],
      [['가-1', '가-1'], 2, '같은 좌석을 두 번 선택했습니다.'],
      [['가-1'], 2, '선택한 좌석 수와 예매 매수가 다릅니다.'],
      [undefined, 1, '좌석을 선택해주세요.'],
      [['나-7'], 1, '나열 7번은(는) 휠체어석과 함께 예매하는 동반석입니다.'],
    ];
    for (const [wish, tickets, message] of cases) {
      const body = refused(await reserve(students[2]!, wish, tickets), 400, 'VALIDATION_FAILED');
      expect(body.fieldErrors?.wishSeats ?? body.message).toBe(message);
    }
    expect(await counts()).toEqual(before);
    const together = await reserve(students[2]!, ['나-7', '나-8']);
    expect(together.statusCode, together.body).toBe(200);
  });

  it('gives seats back on cancel and expiry, and a restore takes the same seats or is refused by name', async () => {
    const mine = await reserve(students[3]!, ['가-1', '가-2']);
    expect(mine.statusCode, mine.body).toBe(200);
    const cancelled = await send(
      'DELETE',
      `/mypage/student/reservation/${mine.json().reservationId}`,
      students[3]!,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await takenKeys()).keys).not.toContain('가-1');

    const late = await reserve(students[4]!, ['가-7', '가-8']);
    expect(late.statusCode).toBe(200);
    const id = late.json().reservationId as number;
    await t.db
      .updateTable('reservations')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', id)
      .execute();
    expect(await expireDue(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect((await takenKeys()).keys).not.toContain('가-7');
    const restore = (ids: number[]) =>
      send('POST', `/mypage/manager/holder/${scheduleId}/restore`, manager, {
        reservationList: ids.map((reservationId) => ({ reservationId })),
      });
    const back = await restore([id]);
    expect(back.statusCode, back.body).toBe(200);
    expect((await takenKeys()).keys).toEqual(expect.arrayContaining(['가-7', '가-8']));

    // expired again, and someone else takes 가-8 meanwhile: the restore names it and restores nothing
    await t.db
      .updateTable('reservations')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', id)
      .execute();
    await expireDue(t.app.ctx);
    expect((await reserve(students[5]!, ['가-8'])).statusCode).toBe(200);
    const before = await counts();
    const gone = refused(await restore([id]), 409, 'SEAT_TAKEN');
    expect(gone.message).toContain('가열 8번');
    expect(await counts()).toEqual(before);
    // the manager picks other seats for it
    const elsewhere = await send('POST', `/mypage/manager/holder/${scheduleId}/restore`, manager, {
      reservationList: [{ reservationId: id, seats: ['나-4', '나-5'] }],
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect((await takenKeys()).keys).toEqual(expect.arrayContaining(['나-4', '나-5', '가-8']));
    expect((await counts()).apply_people).toBe(before.apply_people + 2);
  });

  it('a deleted holder gives its seats back; a hall in use keeps the seats a reservation holds', async () => {
    const held = await reserve(students[6]!, ['가-6']);
    expect(held.statusCode).toBe(200);
    const del = await send('POST', `/mypage/manager/holder/${scheduleId}`, manager, {
      reservationList: [{ reservationId: held.json().reservationId }],
    });
    expect(del.statusCode, del.body).toBe(200);
    expect((await takenKeys()).keys).not.toContain('가-6');
    const taken = (await takenKeys()).keys;
    const { apply_people } = await counts();
    const live = await t.db
      .selectFrom('reservations')
      .select((eb) => eb.fn.sum<number>('ticket_count').as('n'))
      .where('schedule_id', '=', scheduleId)
      .where('status', 'in', ['unpaid', 'paid'])
      .executeTakeFirstOrThrow();
    expect(taken.length).toBe(apply_people);
    expect(Number(live.n)).toBe(apply_people);
  });

  it('a cancel request approved gives the seats back', async () => {
    const paid = await reserve(students[7]!, ['가-3']);
    expect(paid.statusCode, paid.body).toBe(200);
    const id = paid.json().reservationId as number;
    const asked = await send('POST', `/mypage/student/reservation/${id}/cancel-request`, students[7]!);
    expect(asked.statusCode, asked.body).toBe(200);
    const approved = await send('POST', `/mypage/manager/holder/${scheduleId}/cancel`, manager, {
      reservationIds: [id],
      approve: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await takenKeys()).keys).not.toContain('가-3');
  });

  it('a manager moves a holder to other seats, a blocked one too; a taken seat is refused and nothing moves', async () => {
    const mine = await t.db
      .selectFrom('reservations')
      .select(['id', 'seat_keys'])
      .where('schedule_id', '=', scheduleId)
      .where('status', 'in', ['unpaid', 'paid'])
      .where('seat_keys', 'like', '%가-4%')
      .executeTakeFirstOrThrow();
    const move = (seats: string[], id = mine.id) =>
      send('PUT', `/mypage/manager/holder/${scheduleId}/seats/${id}`, manager, { seats });
    const { keys: takenBefore } = await takenKeys();
    const occupied = takenBefore.find((k) => k !== '가-4' && k !== '가-5')!;
    const before = await counts();
    const lost = refused(await move(['나-1', occupied]), 409, 'SEAT_TAKEN');
    expect(lost.takenSeats).toEqual([occupied]);
    expect(await counts()).toEqual(before);
    expect((await takenKeys()).keys).toEqual(expect.arrayContaining(['가-4', '가-5']));
    refused(await move(['나-2']), 400, 'VALIDATION_FAILED');
    refused(await move(['나-2', '다-9']), 400, 'VALIDATION_FAILED');
    refused(await move(['나-1', '나-2'], 999_999), 404, 'NOT_FOUND');
    refused(
      await send('PUT', `/mypage/manager/holder/${scheduleId}/seats/${mine.id}`, other, {
        seats: ['나-1', '나-2'],
      }),
      403,
      'FORBIDDEN',
    );

    const moved = await move(['나-1', '나-2']);
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await takenKeys();
    expect(after.keys).toEqual(expect.arrayContaining(['나-1', '나-2']));
    expect(after.keys).not.toContain('가-4');
    // 나-1 is blocked: held, it counts; the count of seats for sale grew by it
    expect((await counts()).max_people).toBe(before.max_people + 1);
    const cards = (await send('GET', '/mypage/student/reservation', students[0]!)).json();
    expect(cards.find((c: { reservationId: number }) => c.reservationId === mine.id).seats).toEqual([
      '나-1',
      '나-2',
    ]);
    // given back (the student cancels), the blocked seat stops counting
    const cancelled = await send('DELETE', `/mypage/student/reservation/${mine.id}`, students[0]!);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await counts()).max_people).toBe(before.max_people);
  });

  it('the seats appear on the holder list and its exports, the door’s answer, the notice and the e-mail', async () => {
    const made = await reserve(students[6]!, ['가-1', '가-2']);
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().reservationId as number;
    const paid = await send('PUT', `/mypage/manager/holder/${scheduleId}`, manager, {
      reservationList: [{ reservationId: id, isPaid: true }],
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const list = (await send('GET', `/mypage/manager/holder/${scheduleId}`, manager)).json();
    expect(list.holderList.find((h: { reservationId: number }) => h.reservationId === id).seats).toEqual([
      '가-1',
      '가-2',
    ]);
    expect(list.csv_json.find((r: { reservationId: number }) => r.reservationId === id).seats).toBe(
      '가열 1·2번',
    );
    const xlsx = await send('GET', `/mypage/manager/holder/${scheduleId}/export.xlsx`, manager);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1);
    const seatColumn = header.indexOf('좌석') + 1;
    expect(seatColumn).toBe(header.length);
    const cells: ExcelJS.CellValue[] = [];
    sheet.eachRow((row, n) => n > 1 && cells.push(row.getCell(seatColumn).value));
    expect(cells).toContain('가열 1·2번');

    const door = await send('POST', `/mypage/manager/checkin/${scheduleId}`, manager, {
      reservationId: id,
      deviceId: 'seat-door-01',
    });
    expect(door.statusCode, door.body).toBe(200);
    expect(door.json()).toMatchObject({ result: 'admitted', seats: ['가-1', '가-2'] });

    const notices = await t.db
      .selectFrom('notifications')
      .select(['kind', 'body'])
      .where('reservation_id', '=', id)
      .execute();
    expect(notices.find((n) => n.kind === 'reservationMade')!.body).toContain('2매 (가열 1·2번)');
    expect(notices.find((n) => n.kind === 'paymentConfirmed')!.body).toContain('2매 (가열 1·2번)');
    const { user_id } = await t.db
      .selectFrom('reservations')
      .select('user_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const mail = await mailDetails(t.app.ctx, {
      user_id,
      kind: 'paymentConfirmed',
      reservation_id: id,
      slot_id: null,
    });
    expect(mail.lines).toContain('좌석: 가열 1·2번');

    // the dashboard counts each grade's seats for sale and those held
    const board = (await send('GET', `/mypage/manager/show/${showId}/dashboard`, manager)).json();
    const taken = (await takenKeys()).keys;
    expect(board.schedules[0].grades).toEqual([
      expect.objectContaining({
        name: 'R석',
        price: 20000,
        seats: 8,
        sold: taken.filter((k) => k.startsWith('가-')).length,
      }),
      // 나-1 is blocked: not a seat for sale
      expect.objectContaining({
        name: 'S석',
        price: 15000,
        seats: 7,
        sold: taken.filter((k) => k.startsWith('나-') && k !== '나-1').length,
      }),
    ]);
  });

  it('the show edit keeps a seated schedule’s count and refuses to move a schedule that holds seats', async () => {
    const update = (body: object) => {
      const parts = multipart([jsonPart(body)]);
      return t.app.inject({
        method: 'PUT',
        url: `/manager/show/update/${showId}`,
        headers: { ...bearer(manager), ...parts.headers },
        payload: parts.payload,
      });
    };
    const edit = (await send('GET', `/manager/show/update/${showId}`, manager)).json<ShowEdit>();
    const same = await update(showEditRequest(edit));
    expect(same.statusCode, same.body).toBe(200);
    expect((await counts()).max_people).toBe(15);
    const unseated = edit.scheduleDtoList.map(({ applyPeople: _a, ...s }) => ({ ...s, hallId: null }));
    refused(
      await update(showEditRequest(edit, { scheduleDtoList: unseated })),
      409,
      'SCHEDULE_HAS_RESERVATIONS',
    );
    expect((await plan()).hallId).toBe(hallId);
  });
});

/**
 * The waiting list of a sold-out seated schedule: an offer holds seats side by side (shown on the offer), a claim
 * makes them the reservation's at their grade's price, and an offer that lapses or is left frees them for the next.
 */
describe.each(DB_KINDS)('the waiting list of a seated schedule (%s)', (kind) => {
  let t: TestApp;
  let clock = new Date();
  let scheduleId = 0;
  let showId = 0;
  let s: string[] = [];

  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const held = async () =>
    (
      await t.db
        .selectFrom('reservation_seats')
        .select(['seat_key', 'reservation_id', 'waitlist_id'])
        .where('schedule_id', '=', scheduleId)
        .orderBy('seat_key')
        .execute()
    ).map((r) => `${r.seat_key}:${r.reservation_id !== null ? 'r' : 'w'}`);
  const offerOf = async (token: string) =>
    (await send('GET', '/mypage/student/waitlist', token)).json()[0]?.offer as
      { seats: string[]; tickets: number } | null | undefined;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false, now: () => clock });
    const clubId = await insertClub(t.db, '대기 좌석');
    const at = new Date().toISOString();
    const { id: hallId } = await t.db
      .insertInto('halls')
      .values({
        club_id: clubId,
        name: '작은방',
        source_text: '가 | ○○○○',
        stage: 'top',
        seat_count: 4,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('hall_seats')
      .values(
        [1, 2, 3, 4].map((n) => ({
          hall_id: hallId,
          seat_key: `가-${n}`,
          section: '',
          row_label: '가',
          seat_number: n,
          x: n - 1,
          y: 0,
          kind: 'seat' as const,
        })),
      )
      .execute();
    ({ scheduleId, showId } = await insertSchedule(t.db, {
      clubId,
      date: addDays(seoulToday(), 20),
      seats: 4,
      maxTicket: 4,
    }));
    await seatInHall(t.db, scheduleId, hallId, 12_000);
    await t.db.updateTable('shows').set({ waitlist_enabled: 1 }).where('id', '=', showId).execute();
    const ids = await insertStudents(t.db, `wseat${kind}`, 5);
    s = await Promise.all(ids.map((id) => createSession(t.db, id)));
  });
  afterAll(async () => t?.close());

  it('offers seats side by side, the claim takes them; a lapsed or left offer frees them for the next', async () => {
    const reserve = (token: string, wishSeats: string[]) =>
      send('POST', '/show/detail/reservation', token, {
        scheduleId,
        wishToPurchaseTickets: wishSeats.length,
        wishSeats,
      });
    const first = await reserve(s[0]!, ['가-1', '가-2']);
    expect(first.statusCode, first.body).toBe(200);
    expect((await reserve(s[1]!, ['가-3', '가-4'])).statusCode).toBe(200);
    for (const token of [s[2]!, s[3]!]) {
      const joined = await send('POST', '/show/detail/waitlist', token, {
        scheduleId,
        wishToPurchaseTickets: 2,
      });
      expect(joined.statusCode, joined.body).toBe(200);
    }

    // 가-1·2 come back: the first in line is offered exactly them
    expect(
      (await send('DELETE', `/mypage/student/reservation/${first.json().reservationId}`, s[0]!)).statusCode,
    ).toBe(200);
    expect(await offerOf(s[2]!)).toMatchObject({ tickets: 2, seats: ['가-1', '가-2'] });
    expect(await held()).toEqual(['가-1:w', '가-2:w', '가-3:r', '가-4:r']);
    // nobody else can take them meanwhile
    const taken = await reserve(s[4]!, ['가-1']);
    expect(taken.statusCode).toBe(409);

    // the offer lapses: its seats go to the next in line
    clock = new Date(Date.now() + 3 * 3_600_000);
    await lapseDueOffers(t.app.ctx);
    expect(await offerOf(s[3]!)).toMatchObject({ seats: ['가-1', '가-2'] });
    expect(await held()).toEqual(['가-1:w', '가-2:w', '가-3:r', '가-4:r']);

    // the next one claims: a reservation of those seats at the grade's price
    const waitlistId = (await send('GET', '/mypage/student/waitlist', s[3]!)).json()[0].waitlistId;
    const claimed = await send('POST', `/mypage/student/waitlist/${waitlistId}/claim`, s[3]!);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ seats: ['가-1', '가-2'], unitPrice: 12000, amount: 24000 });
    expect(await held()).toEqual(['가-1:r', '가-2:r', '가-3:r', '가-4:r']);
    const { apply_people } = await t.db
      .selectFrom('schedules')
      .select('apply_people')
      .where('id', '=', scheduleId)
      .executeTakeFirstOrThrow();
    expect(apply_people).toBe(4);
  });
});
