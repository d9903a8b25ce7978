import { performance } from 'node:perf_hooks';
import { addDays, seoulToday } from '../apps/server/src/lib/time.ts';
import { noticeReservations } from '../apps/server/src/modules/notifications/notices.ts';
import { insertClub, showRow } from '../apps/server/test/support.ts';
import { benchApp, benchManager, helloBaseline, httpLoad } from './harness.ts';

/**
 * The manager's holder views over real HTTP (issue 11: "first screen of 2,000 holders in under 1 s"): one schedule
 * with HOLDERS holders (default 2000) and a second with half as many, in mixed states (paid, unpaid, claimed,
 * expired). Measures GET /mypage/manager/holder/{scheduleId}, the show-wide list, the dashboard and the XLSX export,
 * next to a hello-world Fastify app on the same machine: REQUESTS requests each (default 200), CONCURRENCY at a
 * time (default 1: latency; set e.g. 8 for throughput). Then a batch of 500 payment confirmations over HTTP, and
 * the time its notices take made alone (issue 16: notices must not slow such a batch noticeably).
 */
const HOLDERS = Number(process.env.HOLDERS ?? 2000);
const REQUESTS = Number(process.env.REQUESTS ?? 200);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 1);
const BATCH = 500;

const b = await benchApp(false);
const hello = await helloBaseline();
try {
  const at = new Date().toISOString();
  const day = addDays(seoulToday(), 30);
  const club = { id: await insertClub(b.db, 'bench') };
  const token = await benchManager(b.db, club.id);
  const show = await b.db
    .insertInto('shows')
    .values(
      showRow({
        club_id: club.id,
        name: '벤치 정기공연',
        location: 'hall',
        start_date: day,
        end_date: day,
        default_max_people: HOLDERS * 4,
        account_number: '1',
        account_name: 'bench',
        payment_deadline_hours: 24,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  const schedules = [HOLDERS, Math.floor(HOLDERS / 2)];
  const scheduleIds: number[] = [];
  let student = 0;
  const seeded = performance.now();
  for (const [index, holders] of schedules.entries()) {
    const schedule = await b.db
      .insertInto('schedules')
      .values({
        show_id: show.id,
        order_index: index + 1,
        date: day,
        time: '19:00:00',
        cost: 10000,
        max_ticket: 4,
        max_people: holders * 4,
        apply_people: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    scheduleIds.push(schedule.id);
    let seats = 0;
    for (let from = 0; from < holders; from += BATCH) {
      const count = Math.min(BATCH, holders - from);
      const users = await b.db
        .insertInto('users')
        .values(
          Array.from({ length: count }, () => {
            const i = student++;
            return {
              sub: `s${i}`,
              email: `s${i}@bench.ac.kr`,
              authority: 'ROLE_USER' as const,
              name: `학생${i}`,
              student_id: String(20200000 + i),
              phone: '010-0000-0000',
              club_id: null,
              profile_complete: 1,
              created_at: at,
              updated_at: at,
            };
          }),
        )
        .returning('id')
        .execute();
      const base = Date.now() - 3 * 86_400_000;
      await b.db
        .insertInto('reservations')
        .values(
          users.map((u, j) => {
            const k = from + j;
            const tickets = 1 + (k % 4);
            // Mixed states: 40% paid, 10% expired, the rest unpaid (one in five of them with a transfer claim).
            const status = k % 10 < 4 ? 'paid' : k % 10 === 4 ? 'expired' : 'unpaid';
            if (status !== 'expired') seats += tickets;
            const created = new Date(base + k * 60_000).toISOString();
            const payBy = new Date(base + k * 60_000 + 86_400_000 * 5).toISOString();
            const claimed = status === 'unpaid' && k % 5 === 0;
            return {
              schedule_id: schedule.id,
              user_id: u.id,
              ticket_count: tickets,
              unit_price: 10000,
              status: status as 'paid' | 'expired' | 'unpaid',
              cancel_requested: k % 37 === 0 ? 1 : 0,
              deposit_name: `${20200000 + k}학생${k}`,
              pay_by: payBy,
              expires_at: payBy,
              transfer_claimed_at: claimed ? created : null,
              transfer_at: claimed ? created : null,
              transfer_amount: claimed ? tickets * 10000 : null,
              transfer_name: claimed ? `학생${k}` : null,
              payment_changed_at: status === 'paid' ? created : null,
              payment_changed_by: status === 'paid' ? 'manager@bench.ac.kr' : null,
              status_changed_at: null,
              created_at: created,
              updated_at: created,
            };
          }),
        )
        .execute();
    }
    await b.db.updateTable('schedules').set({ apply_people: seats }).where('id', '=', schedule.id).execute();
  }
  console.error(
    `seeded ${schedules.join(' + ')} holders on ${b.kind} in ${Math.round(performance.now() - seeded)} ms`,
  );

  const address = await b.app.listen({ port: 0, host: '127.0.0.1' });
  const headers = { authorization: `Bearer ${token}` };
  const options = { requests: REQUESTS, concurrency: CONCURRENCY };
  await httpLoad(`hello-world baseline (fastify, c=${CONCURRENCY})`, `${hello.url}/hello`, {}, options);
  for (const [name, path, requests] of [
    [`GET holder list, ${HOLDERS} holders`, `/mypage/manager/holder/${scheduleIds[0]}`, REQUESTS],
    [
      `GET show-wide holders, ${schedules[0]! + schedules[1]!} holders`,
      `/mypage/manager/show/${show.id}/holders`,
      REQUESTS,
    ],
    ['GET dashboard', `/mypage/manager/show/${show.id}/dashboard`, REQUESTS],
    [
      `GET holder XLSX, ${HOLDERS} holders`,
      `/mypage/manager/holder/${scheduleIds[0]}/export.xlsx`,
      Math.ceil(REQUESTS / 10),
    ],
  ] as const) {
    await httpLoad(`${name} (${b.kind}, c=${CONCURRENCY})`, `${address}${path}`, headers, {
      ...options,
      requests,
    });
  }

  // Issue 16: a batch of BATCH payment confirmations, and the share of it its notices take (the same notices made
  // alone for the other unpaid holders, in a transaction rolled back).
  const unpaid = await b.db
    .selectFrom('reservations')
    .select('id')
    .where('schedule_id', '=', scheduleIds[0]!)
    .where('status', '=', 'unpaid')
    .orderBy('id')
    .limit(BATCH * 2)
    .execute();
  const batch = unpaid.slice(0, BATCH).map((r) => ({ reservationId: r.id, isPaid: true }));
  const started = performance.now();
  const res = await fetch(`${address}/mypage/manager/holder/${scheduleIds[0]}`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ reservationList: batch }),
  });
  const batchMs = performance.now() - started;
  if (!res.ok) throw new Error(`the batch failed: ${res.status} ${await res.text()}`);
  const others = unpaid.slice(BATCH).map((r) => r.id);
  let noticesMs = 0;
  await b.db
    .transaction()
    .execute(async (trx) => {
      const t0 = performance.now();
      await noticeReservations(trx, others, 'paymentConfirmed', new Date().toISOString());
      noticesMs = performance.now() - t0;
      throw new Error('rolled back');
    })
    .catch(() => undefined);
  console.log(
    `PUT holder payments, ${batch.length} confirmed in one batch (${b.kind}): ${Math.round(batchMs)} ms; ` +
      `${others.length} such notices made alone: ${Math.round(noticesMs)} ms ` +
      `(${((noticesMs / batchMs) * 100).toFixed(1)}% of the batch)`,
  );
} finally {
  await hello.close();
  await b.close();
}
