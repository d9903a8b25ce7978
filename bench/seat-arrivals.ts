import { gzipSync } from 'node:zlib';
import { hallSeats, parseHallText } from '@moa/contract';
import type { Db } from '../apps/server/src/db/database.ts';
import { seatInHall } from '../apps/server/src/modules/seating/index.ts';
import { insertSchedule } from '../apps/server/test/support.ts';
import { openLoop, type OpenResult } from './load.ts';

/**
 * Seat reservations arriving at a steady rate (issue 28's bench line): a 1,500-seat hall (30 rows of 50 in three
 * blocks), each arrival a new student asking for 1–4 seats side by side somewhere in it, so later ones find theirs
 * taken (409 SEAT_TAKEN) as in a rush. Afterwards the seats held must equal the live reservations' tickets and the
 * schedule's count, with no seat held twice; and the sizes of the map and of the availability state on the wire.
 */

const ROWS = 30;
const BLOCK = [15, 20, 15];
const LABELS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'AA', 'AB', 'AC', 'AD'];

export interface SeatArrivals extends OpenResult {
  cpuUs: number;
  /** Something does not add up: a seat held twice, or held seats not the sold count. */
  wrong: string | null;
  held: number;
  mapGzipBytes: number;
  stateGzipBytes: number;
}

/** Student i's wish: 1–4 seats side by side in one block of one row, spread by a multiplicative hash. */
function wishOf(i: number): string[] {
  const n = 1 + (i % 4);
  const h = Math.imul(i + 1, 2_654_435_761) >>> 0;
  const row = LABELS[h % ROWS]!;
  const block = (h >>> 8) % 3;
  const start = BLOCK.slice(0, block).reduce((a, b) => a + b, 0);
  const from = start + 1 + ((h >>> 16) % (BLOCK[block]! - n + 1));
  return Array.from({ length: n }, (_, k) => `${row}-${from + k}`);
}

/**
 * A bench hall of `rows` rows, each in blocks of `block` seats with an aisle between, stage at the top, written as
 * the halls module writes one (halls, hall_seats). Answers its id and seat count.
 */
export async function insertBlockHall(
  db: Db,
  clubId: number,
  rows: readonly string[],
  block: readonly number[],
): Promise<{ hallId: number; count: number }> {
  const text = ['무대', ...rows.map((r) => `${r} | ${block.map((n) => '○'.repeat(n)).join(' _ ')}`)].join(
    '\n',
  );
  const parsed = parseHallText(text);
  if (!parsed.ok) throw new Error(`bench hall: ${parsed.errors[0]!.message}`);
  const at = new Date().toISOString();
  const { id: hallId } = await db
    .insertInto('halls')
    .values({
      club_id: clubId,
      name: `bench ${at} ${rows.length}×${block.join('+')}`,
      source_text: text,
      stage: 'top',
      seat_count: parsed.hall.seatCount,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const seats = hallSeats(parsed.hall);
  for (let i = 0; i < seats.length; i += 400) {
    await db
      .insertInto('hall_seats')
      .values(
        seats.slice(i, i + 400).map((s) => ({
          hall_id: hallId,
          seat_key: s.key,
          section: s.section,
          row_label: s.row,
          seat_number: s.number,
          x: s.x,
          y: s.y,
          kind: s.kind,
        })),
      )
      .execute();
  }
  return { hallId, count: seats.length };
}

export async function seatArrivals(
  app: string,
  db: Db,
  opts: { clubId: number; day: string; tokens: string[]; rate: number; seconds: number; cpuMs: () => number },
): Promise<SeatArrivals> {
  const hall = await insertBlockHall(db, opts.clubId, LABELS, BLOCK);
  const { showId, scheduleId } = await insertSchedule(db, {
    clubId: opts.clubId,
    date: opts.day,
    seats: hall.count,
    maxTicket: 4,
  });
  await seatInHall(db, scheduleId, hall.hallId, 10_000);

  const cpu0 = opts.cpuMs();
  const result = await openLoop(
    app,
    (i) => ({
      method: 'POST',
      path: '/show/detail/reservation',
      headers: { authorization: `Bearer ${opts.tokens[i]}` },
      body: JSON.stringify({ scheduleId, wishToPurchaseTickets: wishOf(i).length, wishSeats: wishOf(i) }),
    }),
    { rate: opts.rate, seconds: opts.seconds },
  );
  const cpuUs = ((opts.cpuMs() - cpu0) * 1000) / result.sent;

  const held = await db
    .selectFrom('reservation_seats')
    .select('seat_key')
    .where('schedule_id', '=', scheduleId)
    .execute();
  const { apply_people } = await db
    .selectFrom('schedules')
    .select('apply_people')
    .where('id', '=', scheduleId)
    .executeTakeFirstOrThrow();
  const live = await db
    .selectFrom('reservations')
    .select(['ticket_count', 'seat_keys'])
    .where('schedule_id', '=', scheduleId)
    .where('status', 'in', ['unpaid', 'paid'])
    .execute();
  const recorded = live.flatMap((r) => JSON.parse(r.seat_keys ?? '[]') as string[]);
  const tickets = live.reduce((n, r) => n + r.ticket_count, 0);
  const distinct = new Set(held.map((h) => h.seat_key)).size;
  const wrong =
    distinct !== held.length ||
    held.length !== apply_people ||
    tickets !== apply_people ||
    new Set(recorded).size !== recorded.length ||
    recorded.length !== apply_people
      ? `seats held ${held.length} (${distinct} distinct), recorded ${recorded.length} (${new Set(recorded).size} distinct), tickets ${tickets}, counted ${apply_people}`
      : null;

  const size = async (path: string) => {
    const res = await fetch(`${app}${path}`, { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return gzipSync(Buffer.from(await res.arrayBuffer()), { level: 6 }).length;
  };
  return {
    ...result,
    cpuUs,
    wrong,
    held: held.length,
    mapGzipBytes: await size(`/show/detail/${showId}/seats/${scheduleId}`),
    stateGzipBytes: await size(`/show/detail/${showId}/seats/${scheduleId}/state`),
  };
}
