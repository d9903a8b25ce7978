import { performance } from 'node:perf_hooks';
import { createSession } from '../apps/server/src/modules/auth/sessions.ts';
import { addDays, seoulToday } from '../apps/server/src/lib/time.ts';
import { benchApp, report } from './harness.ts';

/**
 * A ticket rush through the real app: STUDENTS students reserve one 100-seat session at once, in waves of
 * CONCURRENCY. Prints throughput, latency percentiles and memory, and checks that nothing was oversold.
 */
const STUDENTS = Number(process.env.STUDENTS ?? 1000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 200);
const SEATS = Number(process.env.SEATS ?? 100);

const b = await benchApp(false);
try {
  const at = new Date().toISOString();
  const day = addDays(seoulToday(), 30);
  const club = await b.db
    .insertInto('clubs')
    .values({
      name: 'bench',
      category: 'performance',
      content: '',
      mandatory_semesters: null,
      insta_url: '',
      kakao_url: '',
      youtube_url: '',
      url: '',
      poster_file: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const show = await b.db
    .insertInto('shows')
    .values({
      club_id: club.id,
      name: 'bench',
      location: 'hall',
      start_date: day,
      end_date: day,
      runtime: 90,
      manager: '',
      manager_phone: '',
      default_max_people: SEATS,
      account_number: '1',
      account_name: 'bench',
      account_bank_name: '신한은행',
      introduction: '',
      notice: '',
      early_bird: 0,
      poster_file: null,
      qr_file: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const schedule = await b.db
    .insertInto('schedules')
    .values({
      show_id: show.id,
      order_index: 1,
      date: day,
      time: '19:00:00',
      cost: 10000,
      max_ticket: 4,
      max_people: SEATS,
      apply_people: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tokens: string[] = [];
  for (let i = 0; i < STUDENTS; i++) {
    const u = await b.db
      .insertInto('users')
      .values({
        sub: `b${i}`,
        email: `b${i}@example.ac.kr`,
        authority: 'ROLE_USER',
        name: `학생${i}`,
        student_id: String(20200000 + i),
        phone: '010-0000-0000',
        club_id: null,
        profile_complete: 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    tokens.push(await createSession(b.db, u.id));
  }

  const samples: number[] = [];
  let sold = 0;
  const started = performance.now();
  for (let i = 0; i < tokens.length; i += CONCURRENCY) {
    await Promise.all(
      tokens.slice(i, i + CONCURRENCY).map(async (token, j) => {
        const n = 1 + ((i + j) % 4);
        const t0 = performance.now();
        const res = await b.app.inject({
          method: 'POST',
          url: '/show/detail/reservation',
          headers: { authorization: `Bearer ${token}` },
          payload: { scheduleId: schedule.id, wishToPurchaseTickets: n },
        });
        samples.push(performance.now() - t0);
        if (res.statusCode === 200) sold += n;
      }),
    );
  }
  const total = performance.now() - started;
  report(`reserve-rush (${b.kind}, ${STUDENTS} students, ${SEATS} seats)`, samples, total);
  const row = await b.db
    .selectFrom('schedules')
    .select('apply_people')
    .where('id', '=', schedule.id)
    .executeTakeFirstOrThrow();
  if (row.apply_people !== sold || sold > SEATS) {
    console.error(`OVERSOLD: applyPeople ${row.apply_people}, sold ${sold}, seats ${SEATS}`);
    process.exitCode = 1;
  }
} finally {
  await b.close();
}
