import type { Authority } from '@moa/contract';
import { LIMITS, studentIdOf } from '@moa/contract';
import type { Insertable } from 'kysely';
import { clubNameKey } from '../../lib/club-name.ts';
import { qrcode } from '../../lib/on-first-use.ts';
import { compareCodeUnits } from '../../lib/compare.ts';
import { addDays, dotted, seoulInstant, seoulToday } from '../../lib/time.ts';
import { devSubject } from '../../modules/auth/index.ts';
import { storeImage } from '../../modules/files/index.ts';
import type { Db } from '../database.ts';
import type { Database, ReservationsTable, UsersTable } from '../schema.ts';
import { DEMO_ACCOUNTS, DEMO_DOMAIN as DOMAIN, DEMO_STUDENT_COUNT } from './accounts.ts';
import type { ClubSeed, Fill, ShowSeed } from './content.ts';
import { seedApplications } from './applications.ts';
import { CLUBS, ENTERTAINS, RECRUITINGS, SEATED_SHOW, SHOWS, demoStudentName } from './content.ts';
import { renderClubPoster, renderPoster } from './posters.ts';
import { createRandom, type Random } from './random.ts';
import { reservationValues, showValues } from './rows.ts';
import { seedSeatedShow } from './seated.ts';

/**
 * Demo data for development and demos: a believable campus with clubs, shows (one nearly sold out, one sold out,
 * one past), events, recruiting posts, demo accounts and reservations. Dates are relative to today in Seoul, so the
 * data looks current whenever it is seeded. Writes through Kysely's builder only, so it runs on SQLite and PostgreSQL.
 */

const [ADMIN, MANAGER, MANAGER2, STUDENT] = DEMO_ACCOUNTS;

export interface SeedSummary {
  clubs: number;
  halls: number;
  shows: number;
  schedules: number;
  entertains: number;
  recruitings: number;
  users: number;
  reservations: number;
}

type TableName = keyof Database;

/** Every table, children before parents, so deleting in this order never breaks a foreign key. */
const CLEAR_ORDER: readonly TableName[] = [
  'application_answers',
  'application_reviews',
  'application_results',
  'applications',
  'interview_slots',
  'recruiting_questions',
  'reservations',
  'sessions',
  'schedules',
  'halls',
  'shows',
  'entertains',
  'recruitings',
  'club_managers',
  'audit_log',
  'used_nonces',
  'users',
  'clubs',
  'files',
  'stored_files',
];

/** True when the database holds no clubs and no users (a fresh install). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const club = await db.selectFrom('clubs').select('id').limit(1).executeTakeFirst();
  if (club) return false;
  const user = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return !user;
}

/** Deletes every row of every table, the stored images' bytes included. */
export async function clearAllData(db: Db): Promise<void> {
  const run = async (trx: Db) => {
    for (const table of CLEAR_ORDER) {
      await trx.deleteFrom(table).execute();
    }
  };
  if (db.isTransaction) await run(db);
  else await db.transaction().execute(run);
}

// ---------------------------------------------------------------------------------------------------------------

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Reservation for the main demo student: show key, schedule index (0-based), tickets, paid. */
const STUDENT_RESERVATIONS = [
  { showKey: 'soriul-regular', schedule: 0, tickets: 2, paid: true },
  { showKey: 'stepup-showcase', schedule: 1, tickets: 2, paid: false },
] as const;

/** Schedules where one unpaid holder has asked to cancel: show key and schedule index. */
const CANCEL_REQUESTS = [
  { showKey: 'hanul-regular', schedule: 0 },
  { showKey: 'stepup-showcase', schedule: 0 },
] as const;

interface Images {
  clubs: Buffer[];
  shows: Buffer[];
  qrs: Buffer[];
  /** The seated show's poster and QR code. */
  seated: [Buffer, Buffer];
  entertains: Buffer[];
  recruitings: Buffer[];
}

interface PlannedReservation {
  /** Index into the demo students, or -1 for the main demo student. */
  student: number;
  ticketCount: number;
  paid: boolean;
  cancelRequested: boolean;
  createdAt: Date;
}

interface PlannedSchedule {
  showKey: string;
  index: number;
  date: string;
  time: string;
  cost: number;
  maxTicket: number;
  maxPeople: number;
  reservations: PlannedReservation[];
}

export async function seedDemoData(db: Db): Promise<SeedSummary> {
  checkContent();
  const now = new Date();
  const today = seoulToday(now);
  const rnd = createRandom(20_260_301);
  const plan = planSchedules(today, now, rnd);
  const images = await renderImages(today);

  // The images go into the same transaction as the rows: a failed seed leaves neither behind.
  const store = (trx: Db, buffer: Buffer, kind: 'poster' | 'qr') => storeImage(trx, buffer, kind);
  const run = (trx: Db) => insertAll(trx, { today, now, rnd, plan, images, store });
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

interface InsertContext {
  today: string;
  now: Date;
  rnd: Random;
  plan: PlannedSchedule[];
  images: Images;
  store: (trx: Db, buffer: Buffer, kind: 'poster' | 'qr') => Promise<string>;
}

async function insertAll(db: Db, ctx: InsertContext): Promise<SeedSummary> {
  const { today, now, rnd, plan, images, store } = ctx;
  const ago = (days: number, jitterHours = 0) =>
    new Date(now.getTime() - days * DAY_MS - rnd.int(0, jitterHours) * HOUR_MS).toISOString();

  // Clubs, one by one so the first club gets the lowest id.
  const clubIds = new Map<string, number>();
  for (const [i, club] of CLUBS.entries()) {
    const poster = await store(db, at(images.clubs, i), 'poster');
    const created = ago(180 - i * 3, 10);
    const { id } = await db
      .insertInto('clubs')
      .values({
        name: club.name,
        name_key: clubNameKey(club.name),
        category: club.category,
        content: club.content,
        mandatory_semesters: club.mandatorySemesters,
        insta_url: club.instaUrl,
        kakao_url: club.kakaoUrl,
        youtube_url: club.youtubeUrl,
        url: club.url,
        poster_file: poster,
        created_at: created,
        updated_at: ago(rnd.int(1, 20), 10),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    clubIds.set(club.key, id);
  }
  const clubId = (key: string) => {
    const id = clubIds.get(key);
    if (id === undefined) throw new Error(`Seed content names an unknown club: ${key}`);
    return id;
  };
  const firstClub = at(CLUBS, 0);
  const secondClub = at(CLUBS, 1);

  // Users: the fixed demo accounts, then the demo students who fill the schedules.
  const userRows: Insertable<UsersTable>[] = [];
  const user = (
    email: string,
    authority: Authority,
    profile: { name: string; studentId: string; phone: string },
    club: number | null,
    createdDaysAgo: number,
  ) => {
    const created = ago(createdDaysAgo, 20);
    userRows.push({
      sub: devSubject(email),
      email,
      authority,
      name: profile.name,
      student_id: profile.studentId,
      phone: profile.phone,
      club_id: club,
      profile_complete: 1,
      created_at: created,
      updated_at: created,
    });
  };
  user(
    ADMIN.email,
    ADMIN.authority,
    { name: '이하늘', studentId: studentIdOf(2019, 417), phone: '010-3141-5926' },
    null,
    200,
  );
  user(
    MANAGER.email,
    MANAGER.authority,
    { name: '박지훈', studentId: studentIdOf(2021, 1042), phone: '010-2843-1957' },
    clubId(firstClub.key),
    150,
  );
  user(
    MANAGER2.email,
    MANAGER2.authority,
    { name: '이도현', studentId: studentIdOf(2022, 815), phone: '010-7718-2290' },
    clubId(secondClub.key),
    140,
  );
  user(
    STUDENT.email,
    STUDENT.authority,
    { name: '김모아', studentId: studentIdOf(2023, 1234), phone: '010-1234-5678' },
    null,
    60,
  );
  const demoEmails: string[] = [];
  for (let n = 0; n < DEMO_STUDENT_COUNT; n++) {
    const email = `student${String(n + 1).padStart(3, '0')}@${DOMAIN}`;
    demoEmails.push(email);
    const studentId = studentIdOf(2019 + (n % 7), 1000 + ((n * 389) % 9000));
    const phone = `010-${rnd.int(2000, 9899)}-${String(rnd.int(0, 9999)).padStart(4, '0')}`;
    user(email, 'ROLE_USER', { name: demoStudentName(n), studentId, phone }, null, rnd.int(40, 120));
  }
  const clubManagers = new Map([
    [firstClub.key, MANAGER.email],
    [secondClub.key, MANAGER2.email],
  ]);
  const depositNames = new Map(userRows.map((u) => [u.email, `${u.student_id ?? ''}${u.name ?? ''}`]));
  const userIds = new Map<string, number>();
  for (const chunk of chunks(userRows, 100)) {
    const rows = await db.insertInto('users').values(chunk).returning(['id', 'email']).execute();
    for (const row of rows) userIds.set(row.email, row.id);
  }
  const userId = (email: string) => {
    const id = userIds.get(email);
    if (id === undefined) throw new Error(`Seed user missing: ${email}`);
    return id;
  };

  const grantedAt = ago(150, 5);
  await db
    .insertInto('club_managers')
    .values([
      {
        email: MANAGER.email,
        club_id: clubId(firstClub.key),
        granted_by: 'seed',
        created_at: grantedAt,
      },
      {
        email: MANAGER2.email,
        club_id: clubId(secondClub.key),
        granted_by: 'seed',
        created_at: grantedAt,
      },
    ])
    .execute();

  // Shows with their schedules and reservations.
  let scheduleCount = 0;
  const reservationRows: Insertable<ReservationsTable>[] = [];
  for (const [i, show] of SHOWS.entries()) {
    const schedules = plan.filter((s) => s.showKey === show.key);
    const dates = schedules.map((s) => s.date).sort();
    const poster = await store(db, at(images.shows, i), 'poster');
    const qr = await store(db, at(images.qrs, i), 'qr');
    const created = ago(show.createdDaysAgo, 8);
    const { id: showId } = await db
      .insertInto('shows')
      .values(
        showValues(show, {
          clubId: clubId(show.clubKey),
          dates,
          maxPeople: Math.max(...schedules.map((s) => s.maxPeople)),
          poster,
          qr,
          created,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();

    for (const schedule of schedules) {
      const applyPeople = schedule.reservations.reduce((sum, r) => sum + r.ticketCount, 0);
      const { id: scheduleId } = await db
        .insertInto('schedules')
        .values({
          show_id: showId,
          order_index: schedule.index + 1,
          date: schedule.date,
          time: schedule.time,
          cost: schedule.cost,
          max_ticket: schedule.maxTicket,
          max_people: schedule.maxPeople,
          apply_people: applyPeople,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      scheduleCount++;
      const scheduleStart = seoulInstant(schedule.date, schedule.time).getTime();
      for (const r of schedule.reservations) {
        const email = r.student < 0 ? STUDENT.email : at(demoEmails, r.student);
        reservationRows.push(
          reservationValues(rnd, now, {
            scheduleId,
            scheduleStart,
            userId: userId(email),
            ticketCount: r.ticketCount,
            unitPrice: schedule.cost,
            paid: r.paid,
            cancelRequested: r.cancelRequested,
            depositName: depositNames.get(email) ?? '',
            createdAt: r.createdAt,
            changedBy: clubManagers.get(show.clubKey) ?? null,
          }),
        );
      }
    }
  }
  // Oldest first, so reservation ids follow the order they were made in.
  reservationRows.sort((a, b) => compareCodeUnits(a.created_at, b.created_at));
  for (const chunk of chunks(reservationRows, 100)) {
    await db.insertInto('reservations').values(chunk).execute();
  }

  // The seated show, after the others: their rows keep their ids.
  const seated = await seedSeatedShow(db, {
    show: SEATED_SHOW,
    clubId: clubId(SEATED_SHOW.clubKey),
    today,
    now,
    poster: await store(db, images.seated[0], 'poster'),
    qr: await store(db, images.seated[1], 'qr'),
    students: demoEmails.map((email) => ({ id: userId(email), depositName: depositNames.get(email) ?? '' })),
    changedBy: clubManagers.get(SEATED_SHOW.clubKey) ?? null,
  });

  // Events.
  for (const [i, entertain] of ENTERTAINS.entries()) {
    const poster = await store(db, at(images.entertains, i), 'poster');
    const created = ago(entertain.createdDaysAgo, 8);
    await db
      .insertInto('entertains')
      .values({
        club_id: clubId(entertain.clubKey),
        name: entertain.name,
        introduction: entertain.introduction,
        category: entertain.category,
        location: entertain.location,
        start_date: addDays(today, entertain.startDay),
        end_date: addDays(today, entertain.endDay),
        time_list: entertain.timeList,
        manager: entertain.manager,
        manager_phone: entertain.managerPhone,
        etc_info: entertain.etcInfo,
        insta_url: entertain.instaUrl,
        kakao_url: entertain.kakaoUrl,
        youtube_url: entertain.youtubeUrl,
        notion_url: entertain.notionUrl,
        url: entertain.url,
        poster_file: poster,
        created_at: created,
        updated_at: created,
      })
      .execute();
  }

  // Recruiting posts; one takes applications in the portal from a dozen demo students.
  for (const [i, post] of RECRUITINGS.entries()) {
    const poster = await store(db, at(images.recruitings, i), 'poster');
    const created = ago(post.createdDaysAgo, 8);
    const start = addDays(today, post.startDay);
    const end = addDays(today, post.endDay);
    const { id } = await db
      .insertInto('recruitings')
      .values({
        club_id: clubId(post.clubKey),
        title: withYear(post.title, start),
        category: post.category,
        start_date: start,
        end_date: end,
        mandatory_semesters: post.mandatorySemesters,
        meeting_time: post.meetingTime,
        content: post.content,
        eligibility: post.eligibility,
        notice: post.notice,
        manager: post.manager,
        manager_phone: post.managerPhone,
        application_url: post.applicationUrl,
        // by link; db/seed/applications.ts turns one post to the portal's form
        application_mode: 'link',
        introduction: post.introduction,
        insta_url: post.instaUrl,
        kakao_url: post.kakaoUrl,
        youtube_url: post.youtubeUrl,
        notion_url: post.notionUrl,
        url: post.url,
        poster_file: poster,
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (post.applicationForm) {
      await seedApplications(db, {
        recruitingId: id,
        endDate: end,
        applicants: demoEmails.slice(DEMO_STUDENT_COUNT - 12).map((email) => {
          const row = userRows.find((u) => u.email === email)!;
          return { id: userId(email), name: row.name!, studentId: row.student_id!, phone: row.phone! };
        }),
        manager: { id: userId(MANAGER.email), email: MANAGER.email },
        at: (daysAgo) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString(),
      });
    }
  }

  return {
    clubs: CLUBS.length,
    halls: seated.halls,
    shows: SHOWS.length + seated.shows,
    schedules: scheduleCount + seated.schedules,
    entertains: ENTERTAINS.length,
    recruitings: RECRUITINGS.length,
    users: userRows.length,
    reservations: reservationRows.length + seated.reservations,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Planning the reservations: decided before anything is written, so every schedule's apply_people is exactly the sum
// of its reservations' tickets.

function targetSeats(fill: Fill, maxPeople: number): number {
  const seats = 'left' in fill ? maxPeople - fill.left : Math.round(maxPeople * fill.ratio);
  return Math.max(0, Math.min(maxPeople, seats));
}

/** Mostly one or two tickets, sometimes more, never above the schedule's cap or the seats still to fill. */
function ticketCount(rnd: Random, maxTicket: number, remaining: number): number {
  const roll = rnd.next();
  const wanted = roll < 0.4 ? 1 : roll < 0.75 ? 2 : roll < 0.9 ? 3 : 4;
  return Math.max(1, Math.min(wanted, maxTicket, remaining));
}

function planSchedules(today: string, now: Date, rnd: Random): PlannedSchedule[] {
  const plan: PlannedSchedule[] = [];
  for (const show of SHOWS) {
    const showCreated = now.getTime() - show.createdDaysAgo * DAY_MS;
    for (const [index, s] of show.schedules.entries()) {
      const date = addDays(today, s.day);
      const scheduleStart = seoulInstant(date, s.time).getTime();
      const past = scheduleStart < now.getTime();
      // Reservations are made between the show's publication and shortly before the schedule (or now).
      const from = showCreated + HOUR_MS;
      const until = Math.min(now.getTime() - 20 * 60 * 1000, scheduleStart - 3 * HOUR_MS);
      const madeAt = () => new Date(from + rnd.next() * Math.max(until - from, HOUR_MS));

      const reservations: PlannedReservation[] = [];
      const mine = STUDENT_RESERVATIONS.find((r) => r.showKey === show.key && r.schedule === index);
      if (mine) {
        if (past) throw new Error('The demo student must hold reservations for upcoming schedules only');
        reservations.push({
          student: -1,
          ticketCount: Math.min(mine.tickets, s.maxTicket),
          paid: mine.paid,
          cancelRequested: false,
          createdAt: new Date(now.getTime() - (mine.paid ? 3 : 1) * DAY_MS - rnd.int(1, 10) * HOUR_MS),
        });
      }
      let remaining =
        targetSeats(s.fill, s.maxPeople) - reservations.reduce((sum, r) => sum + r.ticketCount, 0);
      const students = rnd.shuffle(Array.from({ length: DEMO_STUDENT_COUNT }, (_, n) => n));
      while (remaining > 0) {
        const student = students.pop();
        if (student === undefined) {
          throw new Error(`Not enough demo students to fill ${show.key} schedule ${index + 1}`);
        }
        // With few students left, take bigger groups so the schedule still fills.
        const count =
          students.length * s.maxTicket < remaining * 1.5
            ? Math.min(s.maxTicket, remaining)
            : ticketCount(rnd, s.maxTicket, remaining);
        reservations.push({
          student,
          ticketCount: count,
          paid: past || rnd.next() < 0.6,
          cancelRequested: false,
          createdAt: madeAt(),
        });
        remaining -= count;
      }
      plan.push({
        showKey: show.key,
        index,
        date,
        time: s.time,
        cost: s.cost,
        maxTicket: s.maxTicket,
        maxPeople: s.maxPeople,
        reservations,
      });
    }
  }
  for (const c of CANCEL_REQUESTS) {
    const schedule = plan.find((s) => s.showKey === c.showKey && s.index === c.schedule);
    const holder = schedule?.reservations.find((r) => r.student >= 0 && !r.paid);
    if (holder) holder.cancelRequested = true;
  }
  return plan;
}

// ---------------------------------------------------------------------------------------------------------------
// Images.

function withYear(text: string, date: string): string {
  return text.replaceAll('{year}', date.slice(0, 4));
}

/** "2026.11.21 - 11.22", or one date. */
function shortPeriod(start: string, end: string): string {
  if (start === end) return dotted(start);
  return start.slice(0, 4) === end.slice(0, 4)
    ? `${dotted(start)} - ${dotted(end).slice(5)}`
    : `${dotted(start)} - ${dotted(end)}`;
}

function clubLatin(key: string): string {
  const club = CLUBS.find((c) => c.key === key);
  return club ? club.latin.join(' ') : 'MOA';
}

function transferLink(
  show: Pick<ShowSeed, 'bank' | 'accountNumber' | 'accountName'>,
  amount: number,
): string {
  const params = new URLSearchParams({
    bank: show.bank,
    account: show.accountNumber,
    holder: show.accountName,
    amount: String(amount),
  });
  return `https://${DOMAIN}/pay?${params.toString()}`;
}

const qrOf = (link: string) => qrcode().toBuffer(link, { type: 'png', width: 512, margin: 2 });

async function renderImages(today: string): Promise<Images> {
  const club = (c: ClubSeed) =>
    renderClubPoster({ monogram: c.monogram, name: c.latin, tagline: c.tagline, hue: c.hue, style: c.style });
  const show = (
    s: Pick<ShowSeed, 'latin' | 'clubKey' | 'tag' | 'hue' | 'style'> & { schedules: { day: number }[] },
  ) => {
    const dates = s.schedules.map((x) => addDays(today, x.day)).sort();
    const start = at(dates, 0);
    return renderPoster({
      title: s.latin.map((line) => withYear(line, start)),
      subtitle: shortPeriod(start, at(dates, dates.length - 1)),
      footer: `PRESENTED BY ${clubLatin(s.clubKey)}`,
      tag: s.tag,
      hue: s.hue,
      style: s.style,
    });
  };
  const lowest = Math.min(...SEATED_SHOW.grades.map((g) => g.price));
  const [clubs, shows, qrs, seated, entertains, recruitings] = await Promise.all([
    Promise.all(CLUBS.map(club)),
    Promise.all(SHOWS.map(show)),
    Promise.all(SHOWS.map((s) => qrOf(transferLink(s, at(s.schedules, 0).cost)))),
    Promise.all([show(SEATED_SHOW), qrOf(transferLink(SEATED_SHOW, lowest))]),
    Promise.all(
      ENTERTAINS.map((e) =>
        renderPoster({
          title: e.latin,
          subtitle: shortPeriod(addDays(today, e.startDay), addDays(today, e.endDay)),
          footer: `BY ${clubLatin(e.clubKey)}`,
          tag: e.tag,
          hue: e.hue,
          style: e.style,
        }),
      ),
    ),
    Promise.all(
      RECRUITINGS.map((r) => {
        const start = addDays(today, r.startDay);
        return renderPoster({
          title: r.latin,
          subtitle: `APPLY ${shortPeriod(start, addDays(today, r.endDay))}`,
          footer: `${clubLatin(r.clubKey)} IS RECRUITING`,
          tag:
            r.category === 'rolling'
              ? 'OPEN ALL YEAR'
              : r.category === 'additional'
                ? 'ADDITIONAL'
                : 'RECRUITING',
          hue: r.hue,
          style: r.style,
        });
      }),
    ),
  ]);
  return { clubs, shows, qrs, seated, entertains, recruitings };
}

// ---------------------------------------------------------------------------------------------------------------
// Guards on the content itself, so an edit that breaks a limit fails loudly instead of seeding bad data.

function checkContent(): void {
  const problems: string[] = [];
  const max = (what: string, text: string, limit: number) => {
    if (text.trim().length === 0) problems.push(`${what} is empty`);
    else if ([...text].length > limit)
      problems.push(`${what} is ${[...text].length} characters (max ${limit})`);
  };
  for (const s of SHOWS) {
    max(`show ${s.key} name`, s.name, LIMITS.titleMax);
    max(`show ${s.key} introduction`, s.introduction, LIMITS.introMax);
    max(`show ${s.key} notice`, s.notice, LIMITS.noticeMax);
    max(`show ${s.key} manager`, s.manager, LIMITS.nameMax);
    if (!/^\d+$/.test(s.accountNumber)) problems.push(`show ${s.key} account number is not digits only`);
    if (s.schedules.length < 1) problems.push(`show ${s.key} has no schedules`);
  }
  for (const e of ENTERTAINS) {
    max(`event ${e.name} name`, e.name, LIMITS.titleMax);
    max(`event ${e.name} introduction`, e.introduction, LIMITS.introMax);
    max(`event ${e.name} etc info`, e.etcInfo, LIMITS.etcInfoMax);
  }
  for (const r of RECRUITINGS) {
    const title = withYear(r.title, '2026');
    max(`recruiting ${title} title`, title, LIMITS.titleMax);
    max(`recruiting ${title} content`, r.content, LIMITS.recruitingContentMax);
    max(`recruiting ${title} eligibility`, r.eligibility, LIMITS.recruitingEligibilityMax);
    max(`recruiting ${title} notice`, r.notice, LIMITS.recruitingNoticeMax);
    max(`recruiting ${title} introduction`, r.introduction, LIMITS.recruitingIntroMax);
    for (const [field, value] of Object.entries({
      mandatorySemesters: r.mandatorySemesters,
      meetingTime: r.meetingTime,
      manager: r.manager,
      managerPhone: r.managerPhone,
      // a post that takes applications in the portal needs no link
      ...(r.applicationForm ? {} : { applicationUrl: r.applicationUrl }),
    })) {
      max(`recruiting ${title} ${field}`, value, LIMITS.shortTextMax);
    }
  }
  if (problems.length > 0) throw new Error(`Demo seed content is invalid:\n  ${problems.join('\n  ')}`);
}

// ---------------------------------------------------------------------------------------------------------------

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`Seed: no item at index ${index}`);
  return item;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
