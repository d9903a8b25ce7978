import { PAYMENT_DEADLINE, type ShowEdit, WAITLIST } from '@moa/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Insertable } from 'kysely';
import { handleOf, type Db } from '../src/db/database.ts';
import type { ShowsTable } from '../src/db/schema.ts';
import { clubNameKey } from '../src/lib/club-name.ts';
import { addDays } from '../src/lib/time.ts';
import { devSubject } from '../src/modules/auth/dev-subject.ts';
import { makePng } from '../../../test-support/png.ts';

/** Signs in through the development provider's real tokens and the real verification; returns the session token. */
export async function signInAs(
  app: FastifyInstance,
  email: string,
): Promise<{ token: string; first: boolean }> {
  const nonce = `n-${Math.random().toString(36).slice(2)}`;
  const credential = await app.idp.dev!.idToken(email, nonce);
  const res = await app.inject({
    method: 'POST',
    url: '/api/oauth/google/session',
    payload: { credential, nonce },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body, as the browser's FormData would send it. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----moa${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const type = p.contentType ?? (p.filename ? 'application/octet-stream' : 'text/plain');
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${type}\r\n\r\n`),
    );
    chunks.push(typeof p.value === 'string' ? Buffer.from(p.value) : p.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const jsonPart = (value: unknown): Part => ({
  name: 'request',
  value: JSON.stringify(value),
  filename: 'request.json',
  contentType: 'application/json',
});

/**
 * A valid show create request: one schedule 20 days after `today` (a Seoul date), 10,000원, 2 a person, 50 seats.
 * `overrides` replace whole fields.
 */
export function showCreateRequest(today: string, overrides: Record<string, unknown> = {}) {
  const day = addDays(today, 20);
  return {
    name: '정기공연',
    location: '대강당',
    startDate: day,
    endDate: day,
    runtime: 90,
    manager: '',
    managerPhoneNumber: '',
    maxPeople: 100,
    accountNumber: '110123456789',
    accountName: '홍길동',
    accountBankName: '신한은행',
    introductionLetter: '',
    noticeLetter: '',
    earlyBird: false,
    scheduleDtoList: [
      { orderIndex: 1, date: day, time: '19:00:00', cost: 10000, maxTicket: 2, maxPeople: 50 },
    ],
    ...overrides,
  };
}

/** The parts of POST /manager/show/create: the request, a poster and a QR image. */
export const showCreateParts = (request: Record<string, unknown>): Part[] => [
  jsonPart(request),
  { name: 'poster', value: makePng(30, 40), filename: 'p.png', contentType: 'image/png' },
  { name: 'qr', value: makePng(20, 20), filename: 'q.png', contentType: 'image/png' },
];

/** The edit request the manager's form sends for a show as GET /manager/show/update/{id} reads it: no name, no account. */
export const showEditRequest = (show: ShowEdit, overrides: Record<string, unknown> = {}) => ({
  location: show.location,
  startDate: show.startDate,
  endDate: show.endDate,
  runtime: show.runtime,
  manager: show.manager,
  managerPhoneNumber: show.managerPhoneNumber,
  maxPeople: show.maxPeople,
  introductionLetter: show.introductionLetter,
  noticeLetter: show.noticeLetter,
  earlyBird: show.earlyBird,
  scheduleDtoList: show.scheduleDtoList.map(({ applyPeople: _a, ...s }) => s),
  ...overrides,
});

/** The club a manager account runs (the demo data's manager@example.ac.kr runs 소리울). */
export async function clubIdOf(db: Db, email: string): Promise<number> {
  const { club_id } = await db
    .selectFrom('users')
    .select('club_id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  if (club_id === null) throw new Error(`${email} runs no club`);
  return club_id;
}

/** Inserts a bare performance club straight into the database (for tests that build their own rows); its id. */
export async function insertClub(db: Db, name: string): Promise<number> {
  const at = new Date().toISOString();
  const { id } = await db
    .insertInto('clubs')
    .values({
      name,
      name_key: clubNameKey(name),
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
  return id;
}

/**
 * A show's row with every column a test does not care about filled in: tests that insert shows straight into the
 * database build them here, so a column added to shows is added to the tests once.
 */
export function showRow(
  row: Pick<Insertable<ShowsTable>, 'club_id' | 'name' | 'start_date' | 'end_date'> &
    Partial<Insertable<ShowsTable>>,
): Insertable<ShowsTable> {
  const at = new Date().toISOString();
  return {
    location: '대강당',
    runtime: 90,
    manager: '',
    manager_phone: '',
    default_max_people: 100,
    account_number: '1234',
    account_name: '예금주',
    account_bank_name: '신한은행',
    introduction: '',
    notice: '',
    early_bird: 0,
    payment_deadline_hours: PAYMENT_DEADLINE.defaultHours,
    waitlist_enabled: WAITLIST.defaultEnabled ? 1 : 0,
    waitlist_offer_minutes: WAITLIST.defaultOfferMinutes,
    poster_file: null,
    qr_file: null,
    created_at: at,
    updated_at: at,
    ...row,
  };
}

/** Inserts a show with one schedule straight into the database (for tests that build their own rows). */
export async function insertSchedule(
  db: Db,
  opts: {
    clubId: number;
    date: string;
    time?: string;
    seats: number;
    cost?: number;
    maxTicket?: number;
    deadlineHours?: number;
    name?: string;
  },
): Promise<{ showId: number; scheduleId: number }> {
  const { id: showId } = await db
    .insertInto('shows')
    .values(
      showRow({
        club_id: opts.clubId,
        name: opts.name ?? '테스트 공연',
        start_date: opts.date,
        end_date: opts.date,
        default_max_people: opts.seats,
        payment_deadline_hours: opts.deadlineHours ?? PAYMENT_DEADLINE.defaultHours,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: scheduleId } = await db
    .insertInto('schedules')
    .values({
      show_id: showId,
      order_index: 1,
      date: opts.date,
      time: opts.time ?? '19:00:00',
      cost: opts.cost ?? 10_000,
      max_ticket: opts.maxTicket ?? 4,
      max_people: opts.seats,
      apply_people: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { showId, scheduleId };
}

/** Inserts students with complete profiles (ids 20250000 + i, names 학생i) who can sign in as `<prefix>i@example.ac.kr`. */
export async function insertStudents(db: Db, prefix: string, count: number): Promise<number[]> {
  const at = new Date().toISOString();
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const email = `${prefix}${i}@example.ac.kr`;
    const { id } = await db
      .insertInto('users')
      .values({
        sub: devSubject(email),
        email,
        authority: 'ROLE_USER',
        name: `학생${i}`,
        student_id: String(20250000 + i),
        phone: '010-0000-0000',
        club_id: null,
        profile_complete: 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(id);
  }
  return ids;
}

/**
 * Runs `work` while the database refuses every `event` on `table` (only rows that `when` holds for, given as SQL on
 * NEW), with the error "refused by the test": a write that fails inside a transaction, as a broken disk or a lost
 * connection would make it fail, on either database.
 */
export async function whileRefusing<T>(
  db: Db,
  refused: { table: string; event: 'INSERT' | 'UPDATE'; when?: string },
  work: () => Promise<T>,
): Promise<T> {
  const pg = handleOf(db)?.dialect === 'postgres';
  const name = sql.id(`refuse_${refused.table}`);
  const table = sql.id(refused.table);
  const event = sql.raw(refused.event);
  const when = refused.when;
  if (pg) {
    await sql`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by the test'; END $$`.execute(db);
    await sql`CREATE TRIGGER ${name} BEFORE ${event} ON ${table} FOR EACH ROW
      ${when ? sql`WHEN (${sql.raw(when)})` : sql``} EXECUTE FUNCTION ${name}()`.execute(db);
  } else {
    await sql`CREATE TRIGGER ${name} BEFORE ${event} ON ${table}
      ${when ? sql`WHEN ${sql.raw(when)}` : sql``} BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`.execute(
      db,
    );
  }
  try {
    return await work();
  } finally {
    await sql`DROP TRIGGER ${name}${pg ? sql` ON ${table}` : sql``}`.execute(db);
    if (pg) await sql`DROP FUNCTION ${name}()`.execute(db);
  }
}
