import { formatSalesOpen, SHOW_MESSAGES, showEditSchema, toSalesOpenAt } from '@moa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import {
  bearer,
  clubIdOf,
  insertSchedule,
  insertStudents,
  jsonPart,
  multipart,
  type Part,
  showCreateParts,
  showCreateRequest,
  signInAs,
  showEditRequest,
} from './support.ts';

/**
 * Sales that open at a set time (docs/product.md#sales-opening): salesOpenAt saved and read on every screen that
 * shows it, refused when malformed or out of place, and reservations refused before it on the server's clock.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(DB_KINDS)('sales opening (%s)', (kind) => {
  let t: TestApp;
  // On a whole minute, as sales openings are; moved by the tests.
  const start = Math.floor(Date.now() / MINUTE) * MINUTE;
  let clock = start;
  let manager = '';
  let clubId = 0;
  let nextStudent = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, now: () => new Date(clock) });
    manager = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    clubId = await clubIdOf(t.db, 'manager@example.ac.kr');
    await insertStudents(t.db, 'opener', 10);
  });
  afterAll(async () => t?.close());

  const future = (d: number) => addDays(seoulToday(), d);
  /** A Seoul wall-clock minute `ms` from the real clock (the contract judges the past by it). */
  const ahead = (ms: number) => toSalesOpenAt(new Date(start + ms));

  const send = (method: 'POST' | 'PUT', url: string, parts: Part[]) => {
    const body = multipart(parts);
    return t.app.inject({
      method,
      url,
      headers: { ...bearer(manager), ...body.headers },
      payload: body.payload,
    });
  };
  const create = (overrides: Record<string, unknown> = {}) =>
    send(
      'POST',
      '/manager/show/create',
      showCreateParts(
        showCreateRequest(seoulToday(), {
          name: '오픈 시각 공연',
          endDate: future(21),
          scheduleDtoList: [
            { orderIndex: 1, date: future(20), time: '19:00:00', cost: 10000, maxTicket: 2, maxPeople: 50 },
            { orderIndex: 2, date: future(21), time: '15:00:00', cost: 10000, maxTicket: 2, maxPeople: 50 },
          ],
          ...overrides,
        }),
      ),
    );
  const load = async (id: number) =>
    showEditSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/manager/show/update/${id}`, headers: bearer(manager) })
      ).json(),
    );
  const update = (id: number, body: Record<string, unknown>) =>
    send('PUT', `/manager/show/update/${id}`, [jsonPart(body)]);
  const detail = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/show/detail/${id}` })).json();
  const managerGet = async (url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: bearer(manager) })).json();

  it('saves salesOpenAt on create and reads it in the edit form, the show page and the manager lists', async () => {
    const opens = ahead(3 * DAY);
    const created = await create({ salesOpenAt: opens });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as number;
    const stored = await t.db
      .selectFrom('shows')
      .select('sales_open_at')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(stored!.sales_open_at).toBe(new Date(start + 3 * DAY).toISOString());

    expect((await load(id)).salesOpenAt).toBe(opens);
    expect((await detail(id)).salesOpenAt).toBe(opens);
    const listed = (await managerGet('/mypage/manager/show')).performanceList.find(
      (s: { showId: number }) => s.showId === id,
    );
    expect(listed.salesOpenAt).toBe(opens);
    const cards = (await managerGet('/mypage/manager/holder/list')).reservationList.filter(
      (c: { showId: number }) => c.showId === id,
    );
    expect(cards.map((c: { salesOpenAt: string | null }) => c.salesOpenAt)).toEqual([opens, opens]);

    // Left out: open on publishing.
    const plain = (await create()).json().id as number;
    expect((await detail(plain)).salesOpenAt).toBeNull();
    expect((await load(plain)).salesOpenAt).toBeNull();
  });

  it('edits it: left out keeps it, a value changes it, null clears it', async () => {
    const id = (await create({ salesOpenAt: ahead(2 * DAY) })).json().id as number;
    const show = await load(id);
    expect((await update(id, showEditRequest(show))).statusCode).toBe(200);
    expect((await load(id)).salesOpenAt).toBe(ahead(2 * DAY));

    expect((await update(id, showEditRequest(show, { salesOpenAt: ahead(5 * DAY) }))).statusCode).toBe(200);
    expect((await load(id)).salesOpenAt).toBe(ahead(5 * DAY));
    expect((await detail(id)).salesOpenAt).toBe(ahead(5 * DAY)); // the public cache heard the write

    expect((await update(id, showEditRequest(show, { salesOpenAt: null }))).statusCode).toBe(200);
    expect((await load(id)).salesOpenAt).toBeNull();
    expect((await detail(id)).salesOpenAt).toBeNull();

    // A time that has passed may be set on edit: sales are simply open.
    expect((await update(id, showEditRequest(show, { salesOpenAt: ahead(-DAY) }))).statusCode).toBe(200);
    expect((await load(id)).salesOpenAt).toBe(ahead(-DAY));
  });

  it('refuses bad values with 400 and the field, never a server fault', async () => {
    const refused = async (
      res: Awaited<ReturnType<typeof create>>,
      message: string = SHOW_MESSAGES.salesOpenInvalid,
    ) => {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().fieldErrors).toEqual({ salesOpenAt: message });
    };
    for (const bad of [
      '',
      'soon',
      '2099-02-30T20:00',
      '2099-12-01T25:00',
      '2099-12-01',
      '2099-12-01T20:00:00.000Z',
      '9'.repeat(5000),
      123,
      true,
      { at: 1 },
      ['2099-12-01T20:00'],
    ]) {
      await refused(await create({ salesOpenAt: bad }));
    }
    await refused(await create({ salesOpenAt: ahead(-5 * MINUTE) }), SHOW_MESSAGES.salesOpenPast);
    await refused(
      await create({ salesOpenAt: `${future(21)}T15:00` }),
      SHOW_MESSAGES.salesOpenAfterLastSchedule,
    );
    await refused(
      await create({ salesOpenAt: `${future(30)}T15:00` }),
      SHOW_MESSAGES.salesOpenAfterLastSchedule,
    );

    const id = (await create({ salesOpenAt: `${future(20)}T20:00` })).json().id as number;
    const show = await load(id);
    await refused(await update(id, showEditRequest(show, { salesOpenAt: 'tomorrow' })));
    await refused(
      await update(id, showEditRequest(show, { salesOpenAt: `${future(22)}T00:00` })),
      SHOW_MESSAGES.salesOpenAfterLastSchedule,
    );
    // Left out, the kept opening must still come before the schedules the edit leaves.
    await refused(
      await update(
        id,
        showEditRequest(show, { scheduleDtoList: [showEditRequest(show).scheduleDtoList[0]] }),
      ),
      SHOW_MESSAGES.salesOpenAfterLastSchedule,
    );
    expect((await load(id)).scheduleDtoList).toHaveLength(2);
  });

  it("judges the past on create by the server's clock", async () => {
    clock = start + 2 * DAY;
    try {
      const res = await create({ salesOpenAt: ahead(DAY) });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ salesOpenAt: SHOW_MESSAGES.salesOpenPast });
    } finally {
      clock = start;
    }
  });

  it('refuses a reservation before the opening with its time, and takes one from that second on', async () => {
    const { scheduleId, showId } = await insertSchedule(t.db, { clubId, date: future(10), seats: 10 });
    const opensAt = start + 2 * DAY; // a whole minute
    await t.db
      .updateTable('shows')
      .set({ sales_open_at: new Date(opensAt).toISOString() })
      .where('id', '=', showId)
      .execute();
    const reserve = async () => {
      const token = (await signInAs(t.app, `opener${nextStudent++}@example.ac.kr`)).token;
      return t.app.inject({
        method: 'POST',
        url: '/show/detail/reservation',
        headers: bearer(token),
        payload: { scheduleId, wishToPurchaseTickets: 1 },
      });
    };
    try {
      clock = opensAt - 1;
      const early = await reserve();
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({
        status: 409,
        code: 'SALES_NOT_OPEN',
        message: `예매는 ${formatSalesOpen(toSalesOpenAt(new Date(opensAt)))}에 열립니다.`,
      });
      expect(early.json().message).toMatch(
        /^예매는 \d{1,2}월 \d{1,2}일 \([일월화수목금토]\) 오[전후] \d{1,2}:\d{2}에 열립니다\.$/,
      );
      const seats = await t.db
        .selectFrom('schedules')
        .select('apply_people')
        .where('id', '=', scheduleId)
        .executeTakeFirst();
      expect(seats!.apply_people).toBe(0);

      clock = opensAt;
      expect((await reserve()).statusCode).toBe(200);
      clock = opensAt + 5 * MINUTE;
      expect((await reserve()).statusCode).toBe(200);

      // Cleared: open at once.
      clock = start;
      await t.db.updateTable('shows').set({ sales_open_at: null }).where('id', '=', showId).execute();
      expect((await reserve()).statusCode).toBe(200);
    } finally {
      clock = start;
    }
  });

  it("tells the server's time, never stored", async () => {
    clock = start + 12_345;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/time' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ now: new Date(start + 12_345).toISOString() });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
      clock = start + 99_000;
      expect((await t.app.inject({ method: 'GET', url: '/api/time' })).json().now).toBe(
        new Date(start + 99_000).toISOString(),
      );
    } finally {
      clock = start;
    }
  });
});
