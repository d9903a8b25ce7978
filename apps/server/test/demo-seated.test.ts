import { unpackTaken, type SeatMap, type SeatPlan, type SeatState } from '@moa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, signInAs } from './support.ts';

/**
 * The demo's seated show (db/seed/seated.ts, docs/product.md#assigned-seats): 인문관 대강당 of 300 seats with a
 * balcony, and a show in it whose schedules sell R석, S석 and A석 with a 운영석 block, some seats held by demo
 * students. Its rows must agree with each other as the server's own writes leave them, and the app must answer it.
 */

describe.each(DB_KINDS)('the demo seated show (%s)', (kind) => {
  let t: TestApp;
  let manager = '';
  let hallId = 0;
  let showId = 0;
  let scheduleIds: number[] = [];

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    manager = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    const hall = await t.db
      .selectFrom('halls')
      .select('id')
      .where('name', '=', '인문관 대강당')
      .executeTakeFirstOrThrow();
    hallId = hall.id;
    const schedules = await t.db
      .selectFrom('schedules')
      .select(['id', 'show_id'])
      .where('hall_id', '=', hallId)
      .orderBy('order_index')
      .execute();
    scheduleIds = schedules.map((s) => s.id);
    showId = schedules[0]!.show_id;
  });
  afterAll(async () => t?.close());

  it('is a hall of about 300 seats on two floors, with wheelchair spaces and their companion seats', async () => {
    const res = await get(`/mypage/manager/halls/${hallId}`, manager);
    expect(res.statusCode, res.body).toBe(200);
    const hall = res.json<{ seatCount: number; stage: string; seats: { section: string; kind: string }[] }>();
    expect(hall.seatCount).toBe(300);
    expect(hall.seats).toHaveLength(300);
    expect(hall.stage).toBe('top');
    expect([...new Set(hall.seats.map((s) => s.section))]).toEqual(['1층', '2층']);
    expect(hall.seats.filter((s) => s.kind === 'wheelchair').length).toBeGreaterThanOrEqual(2);
    expect(hall.seats.filter((s) => s.kind === 'companion').length).toBeGreaterThanOrEqual(2);
  });

  it('sells R석, S석 and A석 in future schedules, with a 운영석 block, and some seats sold', async () => {
    expect(scheduleIds.length).toBeGreaterThanOrEqual(1);
    const rows = await t.db.selectFrom('schedules').selectAll().where('hall_id', '=', hallId).execute();
    const today = new Date().toISOString().slice(0, 10);
    for (const s of rows) {
      expect(s.date > today).toBe(true);
      expect(s.cost).toBe(10000);
    }
    const res = await get(`/mypage/manager/schedule/${scheduleIds[0]}/seats`, manager);
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json<SeatPlan>();
    expect(plan.hallName).toBe('인문관 대강당');
    expect(plan.grades.map((g) => [g.name, g.price])).toEqual([
      ['R석', 20000],
      ['S석', 15000],
      ['A석', 10000],
    ]);
    expect(plan.grades.reduce((n, g) => n + g.seats.length, 0)).toBe(300);
    expect(plan.blocks).toEqual([{ label: '운영석', seats: expect.any(Array) }]);
    expect(plan.blocks[0]!.seats.length).toBeGreaterThan(0);
    // the balcony is a grade of its own
    const balcony = plan.seats.filter((s) => s.section === '2층').map((s) => s.key);
    const a = plan.grades.find((g) => g.name === 'A석')!;
    expect([...a.seats].sort()).toEqual([...balcony].sort());
    expect(plan.held.length).toBeGreaterThan(0);
  });

  it('keeps counts, seats and reservations in agreement, each held seat in exactly one live reservation', async () => {
    for (const scheduleId of scheduleIds) {
      const schedule = await t.db
        .selectFrom('schedules')
        .select(['max_people', 'apply_people'])
        .where('id', '=', scheduleId)
        .executeTakeFirstOrThrow();
      const paint = await t.db
        .selectFrom('schedule_seats')
        .leftJoin('schedule_grades', (j) =>
          j
            .onRef('schedule_grades.schedule_id', '=', 'schedule_seats.schedule_id')
            .onRef('schedule_grades.position', '=', 'schedule_seats.grade'),
        )
        .select(['schedule_seats.seat_key', 'schedule_seats.block_label', 'schedule_grades.price'])
        .where('schedule_seats.schedule_id', '=', scheduleId)
        .execute();
      const held = await t.db
        .selectFrom('reservation_seats')
        .select(['seat_key', 'reservation_id', 'waitlist_id'])
        .where('schedule_id', '=', scheduleId)
        .execute();
      const reservations = await t.db
        .selectFrom('reservations')
        .select(['id', 'status', 'ticket_count', 'unit_price', 'seat_keys'])
        .where('schedule_id', '=', scheduleId)
        .execute();
      const heldKeys = new Set(held.map((h) => h.seat_key));
      const painted = new Map(paint.map((p) => [p.seat_key, p]));
      const forSale = paint.filter(
        (p) => p.price !== null && (p.block_label === null || heldKeys.has(p.seat_key)),
      ).length;
      expect(schedule.max_people, `schedule ${scheduleId} max_people`).toBe(forSale);
      expect(schedule.apply_people, `schedule ${scheduleId} apply_people`).toBe(held.length);
      expect(held.length).toBeGreaterThan(0);

      const live = reservations.filter((r) => r.status === 'unpaid' || r.status === 'paid');
      expect(live.reduce((n, r) => n + r.ticket_count, 0)).toBe(held.length);
      expect(live.some((r) => r.status === 'paid')).toBe(true);
      expect(live.some((r) => r.status === 'unpaid')).toBe(true);
      const liveIds = new Set(live.map((r) => r.id));
      for (const h of held) {
        expect(h.waitlist_id).toBeNull();
        expect(liveIds.has(h.reservation_id!), `${h.seat_key} held by a live reservation`).toBe(true);
      }
      for (const r of live) {
        const keys = JSON.parse(r.seat_keys ?? '[]') as string[];
        const mine = held.filter((h) => h.reservation_id === r.id).map((h) => h.seat_key);
        expect([...mine].sort(), `reservation ${r.id}`).toEqual([...keys].sort());
        expect(keys).toHaveLength(r.ticket_count);
        // each a sold seat of the plan, at the reservation's one price
        for (const key of keys) {
          expect(painted.get(key)?.price, key).toBe(r.unit_price);
          expect(painted.get(key)?.block_label, key).toBeNull();
        }
      }
    }
  });

  it('answers its map and state as the seats are held, and lists each holder with their seats', async () => {
    for (const scheduleId of scheduleIds) {
      const mapRes = await get(`/show/detail/${showId}/seats/${scheduleId}`);
      expect(mapRes.statusCode, mapRes.body).toBe(200);
      const map = mapRes.json<SeatMap>();
      expect(map.seats).toHaveLength(300);
      expect(map.grades.map((g) => g.name)).toEqual(['R석', 'S석', 'A석']);
      const stateRes = await get(`/show/detail/${showId}/seats/${scheduleId}/state`);
      expect(stateRes.statusCode, stateRes.body).toBe(200);
      const state = stateRes.json<SeatState>();
      const bits = unpackTaken(Buffer.from(state.taken, 'base64'), map.seats.length);
      const taken = map.seats.filter((_, i) => bits[i]).map((s) => s.key);
      const held = await t.db
        .selectFrom('reservation_seats')
        .select('seat_key')
        .where('schedule_id', '=', scheduleId)
        .execute();
      expect(taken.sort()).toEqual(held.map((h) => h.seat_key).sort());
      const counts = await t.db
        .selectFrom('schedules')
        .select(['max_people', 'apply_people'])
        .where('id', '=', scheduleId)
        .executeTakeFirstOrThrow();
      expect(state.seatsLeft).toBe(counts.max_people - counts.apply_people);

      const list = await get(`/mypage/manager/holder/${scheduleId}`, manager);
      expect(list.statusCode, list.body).toBe(200);
      const holders = list.json<{ holderList: { seats: string[]; ticketNumber: number }[] }>().holderList;
      expect(holders.length).toBeGreaterThan(0);
      for (const h of holders) expect(h.seats).toHaveLength(h.ticketNumber);
      expect(holders.flatMap((h) => h.seats).sort()).toEqual(taken.sort());
    }
  });

  it('the show page says its schedules are seated', async () => {
    const res = await get(`/show/detail/${showId}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<{ scheduleList: { seated: boolean }[] }>();
    expect(detail.scheduleList.length).toBe(scheduleIds.length);
    expect(detail.scheduleList.every((s) => s.seated)).toBe(true);
  });
});
