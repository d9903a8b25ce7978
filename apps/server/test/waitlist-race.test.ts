import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/lib/context.ts';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { lapseDueOffers } from '../src/modules/waitlist/lapse.ts';
import { returnSeats } from '../src/modules/waitlist/offers.ts';
import { dueOffers } from '../src/modules/waitlist/repository.ts';
import { createSecondInstance, createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, insertClub, insertSchedule, insertStudents, signInAs } from './support.ts';
import { seatsHeld } from './waitlist-support.ts';

/**
 * The waiting list under races (docs/product.md#waiting-list): returned seats, offers, claims, new reservations and
 * expiries at once never oversell nor give a seat to two students; a claim racing its offer's lapse ends as exactly
 * one of them; two instances lapse each offer once. Each race has a control run through a write that does not
 * re-check the state it read, which must break the invariant: proof that the test really races.
 */
const MINUTE = 60_000;
const OFFERS = 24;

describe.each(DB_KINDS)('waiting list races (%s)', (kind) => {
  let t: TestApp;
  let clock = Math.floor(Date.now() / MINUTE) * MINUTE;
  const now = () => new Date(clock);
  let clubId = 0;
  let userIds: number[] = [];
  const tokens = new Map<number, string>();

  // On PostgreSQL a second instance of the app shares the database, as a second server process would.
  let second: Awaited<ReturnType<typeof createSecondInstance>> | undefined;
  beforeAll(async () => {
    t = await createTestApp(kind, { now });
    if (kind === 'postgres') second = await createSecondInstance(t, { now });
    clubId = await insertClub(t.db, '경쟁 동아리');
    userIds = await insertStudents(t.db, 'racer', OFFERS * 3);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });
  /** Student i's requests go to one instance or the other (on PostgreSQL). */
  const appFor = (i: number) => (second && i % 2 === 1 ? second.app : t.app);

  const token = async (i: number) => {
    if (!tokens.has(i)) tokens.set(i, (await signInAs(t.app, `racer${i}@example.ac.kr`)).token);
    return tokens.get(i)!;
  };
  const schedule = (seats: number) =>
    insertSchedule(t.db, { clubId, date: addDays(seoulToday(now()), 10), seats, maxTicket: 2 });

  /**
   * A schedule whose seats are all held by OFFERS open offers of one ticket each (students 0..OFFERS-1), expiring at
   * the clock + 10 minutes, with OFFERS more students waiting behind them (OFFERS..2·OFFERS-1).
   */
  async function offeredSchedule() {
    const { scheduleId } = await schedule(OFFERS);
    const at = now().toISOString();
    const expires = new Date(clock + 10 * MINUTE).toISOString();
    await t.db
      .insertInto('waitlist')
      .values(
        userIds.slice(0, OFFERS * 2).map((userId, i) => ({
          schedule_id: scheduleId,
          user_id: userId,
          tickets: 1,
          status: i < OFFERS ? ('offered' as const) : ('waiting' as const),
          offer_expires_at: i < OFFERS ? expires : null,
          created_at: at,
        })),
      )
      .execute();
    await t.db.updateTable('schedules').set({ apply_people: OFFERS }).where('id', '=', scheduleId).execute();
    const entries = await t.db
      .selectFrom('waitlist')
      .select(['id', 'user_id'])
      .where('schedule_id', '=', scheduleId)
      .where('status', '=', 'offered')
      .orderBy('id')
      .execute();
    return { scheduleId, entries };
  }

  /** The app's context on a clock this far from the test's: one side of the race sees the offer still open. */
  const skewed = (ctx: AppContext, ms: number): AppContext => ({ ...ctx, now: () => new Date(clock + ms) });

  /**
   * The control's lapse: reads the due offers, then lapses each and gives its seats back without re-checking that
   * it is still offered, so a claim committed in between is overwritten and its seats held twice.
   */
  async function lapseWithoutGuard(ctx: AppContext) {
    const due = await dueOffers(ctx.db, ctx.now().toISOString(), 1_000);
    for (const o of due) {
      await new Promise((resolve) => setImmediate(resolve));
      await ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable('waitlist').set({ status: 'lapsed' }).where('id', '=', o.id).execute();
        await returnSeats(trx, o.schedule_id, o.tickets, ctx.now());
      });
    }
    return due.length;
  }

  /**
   * Claims of every offer through the API, with the clock a second before the offers' end, racing a lapse that
   * reads it a second after, all started together (the students signed in beforehand, so nothing else delays the
   * claims).
   */
  async function claimsAgainst(entries: { id: number }[], lapse: (ctx: AppContext) => Promise<number>) {
    const signedIn = await Promise.all(entries.map((_e, i) => token(i)));
    const early = clock - 1_000;
    t.app.ctx.now = () => new Date(early);
    try {
      const claims = entries.map((e, i) =>
        t.app.inject({
          method: 'POST',
          url: `/mypage/student/waitlist/${e.id}/claim`,
          headers: bearer(signedIn[i]!),
        }),
      );
      const late = skewed(t.app.ctx, 2_000);
      const [answers] = await Promise.all([Promise.all(claims), lapse(late)]);
      return answers;
    } finally {
      t.app.ctx.now = now;
    }
  }

  it('a claim racing its offer’s lapse ends as exactly one of them; no seat is held twice', async () => {
    const { scheduleId, entries } = await offeredSchedule();
    clock += 10 * MINUTE;
    const answers = await claimsAgainst(entries, lapseDueOffers);
    const claimed = answers.filter((a) => a.statusCode === 200).length;
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.json().code).toBe('OFFER_UNAVAILABLE');
    }
    const rows = await t.db
      .selectFrom('waitlist')
      .select('status')
      .where(
        'id',
        'in',
        entries.map((e) => e.id),
      )
      .execute();
    expect(rows.filter((r) => r.status === 'claimed')).toHaveLength(claimed);
    expect(rows.filter((r) => r.status === 'lapsed')).toHaveLength(OFFERS - claimed);
    expect(await seatsHeld(t.db, scheduleId)).toMatchObject({
      applyPeople: OFFERS,
      reserved: claimed,
      consistent: true,
    });
  });

  it('control: a lapse that does not re-check the offer holds a claimed seat twice in the same race', async () => {
    const { scheduleId, entries } = await offeredSchedule();
    clock += 10 * MINUTE;
    const answers = await claimsAgainst(entries, lapseWithoutGuard);
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    expect((await seatsHeld(t.db, scheduleId)).consistent).toBe(false);
  });

  it('returned seats, offers, claims, new reservations and cancels at once never oversell (two instances on PostgreSQL)', async () => {
    const SEATS = 20;
    const { scheduleId } = await schedule(SEATS);
    // Students 0–9 hold two seats each; 10–29 wait for one or two; 30–49 try to reserve as strangers.
    const holders: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/show/detail/reservation',
        headers: bearer(await token(i)),
        payload: { scheduleId, wishToPurchaseTickets: 2 },
      });
      holders.push(res.json().reservationId);
    }
    for (let i = 10; i < 30; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/show/detail/waitlist',
        headers: bearer(await token(i)),
        payload: { scheduleId, wishToPurchaseTickets: 1 + (i % 2) },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    for (let i = 30; i < 50; i++) await token(i);
    const claimAny = async (i: number) => {
      const mine = await appFor(i).inject({
        method: 'GET',
        url: '/mypage/student/waitlist',
        headers: bearer(await token(i)),
      });
      const offer = mine.json().find((e: { offer: unknown }) => e.offer);
      if (!offer) return;
      await appFor(i).inject({
        method: 'POST',
        url: `/mypage/student/waitlist/${offer.waitlistId}/claim`,
        headers: bearer(await token(i)),
      });
    };
    const work: Promise<unknown>[] = [];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 10; i++) {
        if (i % 3 === round) {
          work.push(
            (async () =>
              appFor(i).inject({
                method: 'DELETE',
                url: `/mypage/student/reservation/${holders[i]}`,
                headers: bearer(await token(i)),
              }))(),
          );
        }
      }
      for (let i = 10; i < 30; i++) work.push(claimAny(i));
      for (let i = 30; i < 50; i++) {
        work.push(
          (async () =>
            appFor(i).inject({
              method: 'POST',
              url: '/show/detail/reservation',
              headers: bearer(await token(i)),
              payload: { scheduleId, wishToPurchaseTickets: 1 },
            }))(),
        );
      }
    }
    await Promise.all(work);
    await Promise.all(Array.from({ length: 20 }, (_, k) => claimAny(10 + k)));
    const held = await seatsHeld(t.db, scheduleId);
    expect(held.consistent).toBe(true);
    expect(held.applyPeople).toBeLessThanOrEqual(SEATS);
    // Every seat the ten cancels gave back went somewhere: to an offer, a claim, or a stranger.
    expect(held.applyPeople).toBe(SEATS);
    const doubles = await t.db
      .selectFrom('reservations')
      .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('schedule_id', '=', scheduleId)
      .where('status', 'in', ['unpaid', 'paid'])
      .groupBy('user_id')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(doubles).toEqual([]);
  });

  // Several instances share PostgreSQL only; SQLite is one process's file (docs/architecture.md).
  describe.runIf(kind === 'postgres')('two instances', () => {
    it('lapse each offer once and offer its seat once', async () => {
      const { scheduleId, entries } = await offeredSchedule();
      clock += 11 * MINUTE;
      const [a, b] = await Promise.all([lapseDueOffers(t.app.ctx), lapseDueOffers(second!.app.ctx)]);
      expect(a + b).toBe(OFFERS);
      const audits = await t.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('action', '=', 'waitlist.lapse')
        .where(
          'target_id',
          'in',
          entries.map((e) => String(e.id)),
        )
        .executeTakeFirstOrThrow();
      expect(Number(audits.n)).toBe(OFFERS);
      // The seats went to the students waiting behind, each once.
      expect(await seatsHeld(t.db, scheduleId)).toMatchObject({
        applyPeople: OFFERS,
        offered: OFFERS,
        consistent: true,
      });
    });

    it('control: a lapse that does not re-check the offer gives its seats back twice', async () => {
      const { scheduleId } = await offeredSchedule();
      clock += 11 * MINUTE;
      await Promise.all([lapseWithoutGuard(t.app.ctx), lapseWithoutGuard(second!.app.ctx)]);
      expect((await seatsHeld(t.db, scheduleId)).consistent).toBe(false);
    });
  });
});
