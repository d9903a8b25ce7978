import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { openDoor, scanAt, syncAt, type Door } from './checkin-support.ts';
import { createSecondInstance, createTestApp, DB_KINDS, type TestApp } from './harness.ts';

/**
 * Two door devices racing on one ticket (docs/product.md#door-check-in): a holder of 3 tickets is scanned 12 times at
 * once from two devices (and, on PostgreSQL, through two server instances); exactly 3 tickets get in. The control runs
 * the same race through an admission that reads the count and then writes it without the conditional update, and
 * must let more than 3 in, which proves the scans really race.
 */
const TICKETS = 3;
const SCANS = 12;

async function admittedOf(db: Db, reservationId: number) {
  return (
    await db
      .selectFrom('reservations')
      .select('admitted_tickets')
      .where('id', '=', reservationId)
      .executeTakeFirstOrThrow()
  ).admitted_tickets;
}

/** The control's admission: read, then write what was read plus one, with nothing re-checked by the database. */
async function admitWithoutGuard(db: Db, reservationId: number): Promise<boolean> {
  const row = await db
    .selectFrom('reservations')
    .select(['admitted_tickets', 'ticket_count'])
    .where('id', '=', reservationId)
    .executeTakeFirstOrThrow();
  await new Promise((resolve) => setImmediate(resolve));
  if (row.admitted_tickets + 1 > row.ticket_count) return false;
  await db
    .updateTable('reservations')
    .set({ admitted_tickets: row.admitted_tickets + 1 })
    .where('id', '=', reservationId)
    .execute();
  return true;
}

describe.each(DB_KINDS)('two devices racing on one ticket (%s)', (kind) => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof createSecondInstance>> | null = null;
  let door: Door;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    // several instances share PostgreSQL only; SQLite races within one process
    if (kind === 'postgres') second = await createSecondInstance(t);
    door = await openDoor(t);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const instance = (i: number) => (second && i % 2 === 1 ? { ...t, app: second.app } : t);

  it(`lets exactly ${TICKETS} of ${SCANS} simultaneous scans in`, async () => {
    const h = await door.holder({ tickets: TICKETS });
    const answers = await Promise.all(
      Array.from({ length: SCANS }, (_, i) =>
        scanAt(instance(i), door.manager, door.schedule1, {
          code: h.code,
          count: 1,
          deviceId: i % 2 === 0 ? 'race-front-door' : 'race-back-door',
          deviceLabel: i % 2 === 0 ? '정문' : '후문',
        }),
      ),
    );
    const results = answers.map((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json().result as string;
    });
    expect(results.filter((r) => r === 'admitted')).toHaveLength(TICKETS);
    expect(results.filter((r) => r === 'already')).toHaveLength(SCANS - TICKETS);
    expect(await admittedOf(t.db, h.reservationId)).toBe(TICKETS);
    const scans = await t.db
      .selectFrom('checkin_scans')
      .select(['admitted'])
      .where('reservation_id', '=', h.reservationId)
      .execute();
    expect(scans.reduce((n, s) => n + s.admitted, 0)).toBe(TICKETS);
  });

  it('syncs two offline doors at once: the tickets once, the rest a conflict', async () => {
    const h = await door.holder({ tickets: TICKETS });
    const syncs = await Promise.all(
      ['race-sync-front', 'race-sync-back'].map((deviceId, i) =>
        syncAt(instance(i), door.manager, door.schedule1, {
          deviceId,
          deviceLabel: deviceId,
          scans: [
            {
              scanId: `${deviceId}-1`,
              reservationId: h.reservationId,
              count: TICKETS,
              scannedAt: new Date().toISOString(),
            },
          ],
        }),
      ),
    );
    const results = syncs.map((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json().results[0] as { result: string; admitted: number };
    });
    expect(results.map((r) => r.result).sort()).toEqual(['admitted', 'conflict']);
    expect(results.reduce((n, r) => n + r.admitted, 0)).toBe(TICKETS);
    expect(await admittedOf(t.db, h.reservationId)).toBe(TICKETS);
  });

  it(`control: reading then writing without the guard lets more than ${TICKETS} in`, async () => {
    const h = await door.holder({ tickets: TICKETS });
    const dbs = [t.db, second?.app.ctx.db ?? t.db];
    const admitted = await Promise.all(
      Array.from({ length: SCANS }, (_, i) => admitWithoutGuard(dbs[i % 2]!, h.reservationId)),
    );
    expect(admitted.filter(Boolean).length).toBeGreaterThan(TICKETS);
  });
});
