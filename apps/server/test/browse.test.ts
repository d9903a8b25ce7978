import {
  attractionListSchema,
  BANNER_ITEMS,
  clubDetailSchema,
  clubListSchema,
  entertainDetailSchema,
  recruitingDetailSchema,
  recruitingListSchema,
  showDetailSchema,
} from '@moa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoulToday } from '../src/lib/time.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';

describe.each(DB_KINDS)('public browsing calls (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('GET /attraction/list: banner of five live items, shows first; the list most relevant first', async () => {
    const res = await get('/attraction/list');
    expect(res.statusCode).toBe(200);
    const body = attractionListSchema.parse(res.json());
    expect(body.rotatingPerformances).toHaveLength(BANNER_ITEMS);
    expect(body.rotatingPerformances.every((i) => i.tag !== 'ended')).toBe(true);
    const firstEvent = body.rotatingPerformances.findIndex((i) => i.category !== 'performance');
    if (firstEvent >= 0) {
      expect(body.rotatingPerformances.slice(firstEvent).every((i) => i.category !== 'performance')).toBe(
        true,
      );
    }
    const shows = await t.db.selectFrom('shows').select('id').execute();
    const events = await t.db.selectFrom('entertains').select('id').execute();
    expect(body.entireList).toHaveLength(shows.length + events.length);
    const rank = { ongoing: 0, upcoming: 1, ended: 2 } as const;
    const ranks = body.entireList.map((i) => rank[i.tag]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const today = seoulToday();
    for (const item of body.entireList) {
      expect(item.tag).toBe(item.endDate < today ? 'ended' : item.startDate > today ? 'upcoming' : 'ongoing');
      expect(item.img).toMatch(/^\/files\//);
    }
  });

  it('links by kind: an event edited into the performance category still opens as an event', async () => {
    const event = await t.db.selectFrom('entertains').select(['id', 'club_id']).executeTakeFirstOrThrow();
    await t.db
      .updateTable('entertains')
      .set({ category: 'performance' })
      .where('id', '=', event.id)
      .execute();
    const list = attractionListSchema.parse((await get('/attraction/list')).json());
    const item = list.entireList.find((i) => i.kind === 'entertain' && i.id === event.id)!;
    expect(item).toMatchObject({ category: 'performance', kind: 'entertain' });
    const shows = list.entireList.filter((i) => i.kind === 'show');
    expect(shows.length).toBe((await t.db.selectFrom('shows').select('id').execute()).length);
    const club = clubDetailSchema.parse((await get(`/club/detail/${event.club_id}`)).json());
    const inClub = [
      ...club.progressingEventList.map((e) => ({ id: e.id, kind: e.kind })),
      ...club.lastEventList.map((e) => ({ id: e.id, kind: e.showOrEntertain })),
    ];
    expect(inClub).toContainEqual({ id: event.id, kind: 'entertain' });
  });

  it('GET /show/detail/{showId}: schedules with seats taken, no personal data', async () => {
    const show = await t.db.selectFrom('shows').select('id').orderBy('id').executeTakeFirstOrThrow();
    const res = await get(`/show/detail/${show.id}`);
    expect(res.statusCode).toBe(200);
    const body = showDetailSchema.parse(res.json());
    expect(body.scheduleList.length).toBeGreaterThanOrEqual(2);
    const orders = body.scheduleList.map((s) => s.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const schedule = await t.db
      .selectFrom('schedules')
      .selectAll()
      .where('id', '=', body.scheduleList[0]!.scheduleId)
      .executeTakeFirstOrThrow();
    expect(body.scheduleList[0]).toMatchObject({
      applyPeople: schedule.apply_people,
      maxPeople: schedule.max_people,
      maxTickets: schedule.max_ticket,
    });
    expect(res.body).not.toMatch(/@example\.ac\.kr|accountNumber|studentId/);
  });

  it('GET /entertain/detail/{id}, /club/list, /club/detail/{id}, /recruiting/list and detail answer the contract', async () => {
    const event = await t.db.selectFrom('entertains').select('id').executeTakeFirstOrThrow();
    entertainDetailSchema.parse((await get(`/entertain/detail/${event.id}`)).json());

    const clubs = clubListSchema.parse((await get('/club/list')).json());
    expect(clubs.clubList.length).toBeGreaterThanOrEqual(8);
    expect(clubs.clubList.every((c) => c.id === c.clubId)).toBe(true);

    const recruitings = recruitingListSchema.parse((await get('/recruiting/list')).json());
    expect(recruitings.recruitingList.length).toBeGreaterThanOrEqual(6);
    const detail = recruitingDetailSchema.parse(
      (await get(`/recruiting/detail/${recruitings.recruitingList[0]!.recruitingId}`)).json(),
    );
    expect(detail.applicationUrl).toMatch(/^https?:\/\//);
  });

  it('club detail splits in-progress and past shows and events, and past recruiting', async () => {
    const club = await t.db.selectFrom('clubs').select('id').orderBy('id').executeTakeFirstOrThrow();
    const body = clubDetailSchema.parse((await get(`/club/detail/${club.id}`)).json());
    const today = seoulToday();
    expect(body.progressingEventList.every((e) => e.endDate >= today)).toBe(true);
    expect(body.lastEventList.every((e) => e.endDate < today)).toBe(true);
    expect(body.lastEventList.length).toBeGreaterThan(0);
    expect(body.lastRecruitingList.length).toBeGreaterThan(0);
    const shows = await t.db.selectFrom('shows').select('id').where('club_id', '=', club.id).execute();
    const events = await t.db.selectFrom('entertains').select('id').where('club_id', '=', club.id).execute();
    expect(body.progressingEventList.length + body.lastEventList.length).toBe(shows.length + events.length);
  });

  it.each([
    '/show/detail/999999',
    '/entertain/detail/999999',
    '/club/detail/999999',
    '/recruiting/detail/999999',
    '/show/detail/x1',
    '/club/detail/99999999999999',
  ])('answers 404 NOT_FOUND for %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it.each(['/attraction/list', '/club/list', '/recruiting/list'])(
    'supports conditional requests on %s',
    async (url) => {
      const first = await get(url);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"/);
      const second = await get(url, { 'if-none-match': etag });
      expect(second.statusCode).toBe(304);
      expect(second.body).toBe('');
      const stale = await get(url, { 'if-none-match': 'W/"stale"' });
      expect(stale.statusCode).toBe(200);
    },
  );
});
