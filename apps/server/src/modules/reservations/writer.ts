import type SQLite from 'better-sqlite3';
import { handleOf, type Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { takeSeats } from '../capacity/index.ts';
import { notify, type NewNotification } from '../notifications/index.ts';
import { seatTaken, takeChosen } from '../seating/index.ts';
import * as repo from './repository.ts';

/**
 * The reservation's write: take the seats by the conditional update and insert the reservation, both or neither
 * (docs/architecture.md, "Capacity"; docs/decisions/0006-rush-path.md).
 *
 * On SQLite, reservations that arrive together are written together (group commit): each waits for the next turn
 * of the one connection, and everything that arrived meanwhile runs in one transaction, each reservation in its own
 * savepoint, so one that fails (sold out, a second try of the same student) changes nothing of the others. The
 * statements are prepared once. On PostgreSQL, one statement per reservation (one transaction with chosen seats).
 */

export interface NewReservation {
  scheduleId: number;
  userId: number;
  tickets: number;
  unitPrice: number;
  depositName: string;
  payBy: string;
  at: string;
  /** The student's "예매가 접수되었습니다", written in the same transaction (docs/product.md#notifications). */
  notice: NewNotification;
  /** A seated schedule's chosen seats: taken all or none by reservation_seats' key (modules/seating). */
  seats?: { hallId: number; keys: readonly string[] };
}

export interface Written {
  reservationId: number;
  seatsLeft: number;
}

export const notFound = () => new AppError('NOT_FOUND', '회차를 찾을 수 없습니다.');
export const soldOut = (left: number) =>
  new AppError(
    'SOLD_OUT',
    left <= 0 ? '매진된 회차입니다.' : `잔여석이 부족합니다. 현재 ${left}매 예매할 수 있습니다.`,
  );

interface Pending {
  r: NewReservation;
  resolve: (w: Written) => void;
  reject: (err: unknown) => void;
}
type Outcome = { ok: Written } | { err: unknown };

class SqliteGroupWriter {
  /** Transactions run and the most reservations one held (tests and the decision record read them). */
  readonly stats = { batches: 0, largest: 0 };
  #queue: Pending[] = [];
  #scheduled = false;
  readonly #run: (batch: NewReservation[]) => Outcome[];

  constructor(
    private readonly db: Db,
    private readonly sqlite: SQLite.Database,
    private readonly onCommit: () => void,
  ) {
    const take = sqlite.prepare<[number, number, number], { apply_people: number; max_people: number }>(
      'UPDATE schedules SET apply_people = apply_people + ? WHERE id = ? AND apply_people + ? <= max_people ' +
        'RETURNING apply_people, max_people',
    );
    const seats = sqlite.prepare<[number], { apply_people: number; max_people: number }>(
      'SELECT apply_people, max_people FROM schedules WHERE id = ?',
    );
    const insert = sqlite.prepare<unknown[], { id: number }>(
      'INSERT INTO reservations (schedule_id, user_id, ticket_count, unit_price, status, cancel_requested, ' +
        'deposit_name, pay_by, expires_at, created_at, updated_at, seat_keys) ' +
        "VALUES (?, ?, ?, ?, 'unpaid', 0, ?, ?, ?, ?, ?, ?) RETURNING id",
    );
    // The same statement as modules/seating's takeKeys: a seat another reservation holds is skipped, not an error.
    const takeSeat = sqlite.prepare<unknown[], { seat_key: string }>(
      'INSERT INTO reservation_seats (reservation_id, schedule_id, hall_id, seat_key, created_at) ' +
        'VALUES (?, ?, ?, ?, ?) ON CONFLICT (schedule_id, seat_key) DO NOTHING RETURNING seat_key',
    );
    const notice = sqlite.prepare<unknown[]>(
      'INSERT INTO notifications (user_id, kind, title, body, link, reservation_id, created_at, mail_next_at) ' +
        'VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    // Inside the batch's transaction better-sqlite3 runs this one as a savepoint: a throw undoes only its own work.
    const one = sqlite.transaction((r: NewReservation): Written => {
      const taken = take.get(r.tickets, r.scheduleId, r.tickets);
      if (!taken) {
        const now = seats.get(r.scheduleId);
        if (!now) throw notFound();
        throw soldOut(now.max_people - now.apply_people);
      }
      const { id } = insert.get(
        r.scheduleId,
        r.userId,
        r.tickets,
        r.unitPrice,
        r.depositName,
        r.payBy,
        r.payBy,
        r.at,
        r.at,
        r.seats ? JSON.stringify(r.seats.keys) : null,
      )!;
      if (r.seats) {
        const lost = r.seats.keys.filter(
          (key) => !takeSeat.get(id, r.scheduleId, r.seats!.hallId, key, r.at),
        );
        if (lost.length > 0) throw seatTaken(lost);
      }
      const n = r.notice;
      notice.run(n.userId, n.kind, n.title, n.body, n.link, id, r.at, r.at);
      return { reservationId: id, seatsLeft: Math.max(0, taken.max_people - taken.apply_people) };
    });
    this.#run = sqlite.transaction((batch: NewReservation[]) =>
      batch.map((r): Outcome => {
        try {
          return { ok: one(r) };
        } catch (err) {
          return { err };
        }
      }),
    );
  }

  write(r: NewReservation): Promise<Written> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ r, resolve, reject });
      if (!this.#scheduled) {
        this.#scheduled = true;
        setImmediate(() => void this.#flush());
      }
    });
  }

  async #flush(): Promise<void> {
    let batch: Pending[] = [];
    let outcomes: Outcome[] = [];
    try {
      // Kysely's one SQLite connection, held for the batch: no Kysely transaction is open on it meanwhile, and
      // reservations that arrive while we wait for it join this batch.
      await this.db.connection().execute(async () => {
        batch = this.#queue;
        this.#queue = [];
        this.#scheduled = false;
        if (this.sqlite.inTransaction)
          throw new Error('reservation writer: the connection is inside a transaction');
        outcomes = this.#run(batch.map((p) => p.r));
        this.stats.batches++;
        this.stats.largest = Math.max(this.stats.largest, batch.length);
      });
    } catch (err) {
      if (batch.length === 0) {
        batch = this.#queue;
        this.#queue = [];
        this.#scheduled = false;
      }
      for (const p of batch) p.reject(err);
      return;
    }
    if (outcomes.some((o) => 'ok' in o)) this.onCommit();
    batch.forEach((p, i) => {
      const o = outcomes[i]!;
      if ('ok' in o) p.resolve(o.ok);
      else p.reject(o.err);
    });
  }
}

const rowOf = (r: NewReservation): repo.NewReservationRow => ({
  schedule_id: r.scheduleId,
  user_id: r.userId,
  ticket_count: r.tickets,
  unit_price: r.unitPrice,
  deposit_name: r.depositName,
  pay_by: r.payBy,
  at: r.at,
});

/** Why the seats were not taken: no such schedule, or fewer seats left than asked for. */
async function refusal(db: Db, scheduleId: number): Promise<AppError> {
  const now = await repo.seatsOf(db, scheduleId);
  return now ? soldOut(now.max_people - now.apply_people) : notFound();
}

/** PostgreSQL without chosen seats: one statement (repository.ts, takeSeatsAndReserve), no transaction. */
async function writeInOneStatement(db: Db, r: NewReservation): Promise<Written> {
  const n = r.notice;
  const made = await repo.takeSeatsAndReserve(db, rowOf(r), {
    user_id: n.userId,
    kind: n.kind,
    title: n.title,
    body: n.body,
    link: n.link,
  });
  if (made) return { reservationId: made.id, seatsLeft: Math.max(0, made.max_people - made.apply_people) };
  throw await refusal(db, r.scheduleId);
}

/** One transaction per reservation (chosen seats on PostgreSQL, or a database opened outside openDatabase). */
async function writeOne(db: Db, r: NewReservation): Promise<Written> {
  return db.transaction().execute(async (trx) => {
    const taken = await takeSeats(trx, r.scheduleId, r.tickets);
    if (!taken) throw await refusal(trx, r.scheduleId);
    const reservationId = await repo.insertReservation(trx, {
      ...rowOf(r),
      ...(r.seats ? { seat_keys: r.seats.keys } : {}),
    });
    if (r.seats) {
      await takeChosen(
        trx,
        { reservationId, scheduleId: r.scheduleId, hallId: r.seats.hallId, at: r.at },
        r.seats.keys,
      );
    }
    await notify(trx, [{ ...r.notice, reservationId }], r.at);
    return { reservationId, seatsLeft: Math.max(0, taken.max_people - taken.apply_people) };
  });
}

const writers = new WeakMap<Db, SqliteGroupWriter>();

/** The SQLite writer's counts for this database (zeros elsewhere). */
export function writerStats(db: Db): { batches: number; largest: number } {
  return { ...(writers.get(db)?.stats ?? { batches: 0, largest: 0 }) };
}

/** Takes the seats and inserts the reservation; throws SOLD_OUT, NOT_FOUND, or the unique violation of a second try. */
export function writeReservation(db: Db, r: NewReservation): Promise<Written> {
  let writer = writers.get(db);
  if (!writer) {
    const handle = handleOf(db);
    if (handle?.dialect === 'postgres' && !r.seats) return writeInOneStatement(db, r);
    if (!handle?.sqlite) return writeOne(db, r);
    // The public read cache hears of committed writes (db/write-watch.ts); these bypass Kysely, so tell it here.
    const writes = (handle as { writes?: { committed(): void } }).writes;
    writer = new SqliteGroupWriter(db, handle.sqlite, () => writes?.committed());
    writers.set(db, writer);
  }
  return writer.write(r);
}
