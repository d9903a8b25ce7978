import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleOf } from '../src/db/database.ts';
import { expireDue } from '../src/modules/reservations/expiry.ts';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { insertClub, insertSchedule } from './support.ts';

/**
 * The write watch (db/write-watch.ts) tells the public cache and the early path of committed writes; a write that
 * changed no row is not one. The expiry job runs conditional updates every 30 s in every instance, most finding
 * nothing: they must leave the kept answers and snapshots alone.
 */
describe.each(DB_KINDS)('the write watch (%s)', (kind) => {
  let t: TestApp;
  let heard = 0;
  let scheduleId = 0;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false });
    ({ scheduleId } = await insertSchedule(t.db, {
      clubId: await insertClub(t.db, '쓰기 감시'),
      date: addDays(seoulToday(), 10),
      seats: 10,
    }));
    handleOf(t.db)!.writes!.subscribe(() => heard++);
  });
  afterAll(async () => t?.close());

  const bump = (where: number) =>
    t.db.updateTable('schedules').set({ cost: 12_000 }).where('id', '=', where).execute();

  it('hears a write that changed a row, alone or in a transaction', async () => {
    const before = heard;
    await bump(scheduleId);
    expect(heard).toBe(before + 1);
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('schedules').set({ cost: 13_000 }).where('id', '=', scheduleId).execute();
      await trx.updateTable('schedules').set({ cost: 14_000 }).where('id', '=', -1).execute();
    });
    expect(heard).toBe(before + 2);
    // a write with RETURNING (SQLite runs it as a read)
    await t.db
      .updateTable('schedules')
      .set({ cost: 15_000 })
      .where('id', '=', scheduleId)
      .returning('id')
      .execute();
    expect(heard).toBe(before + 3);
  });

  it('does not hear writes that changed nothing: a missed update, an empty transaction, an expiry with none due', async () => {
    const before = heard;
    await bump(-1);
    await t.db.deleteFrom('schedules').where('id', '=', -1).execute();
    await t.db.updateTable('schedules').set({ cost: 1 }).where('id', '=', -1).returning('id').execute();
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('schedules').set({ cost: 1 }).where('id', '=', -1).execute();
    });
    expect(await expireDue(t.app.ctx)).toBe(0);
    expect(heard).toBe(before);
  });
});
