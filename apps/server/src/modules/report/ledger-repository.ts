import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LedgerEntriesTable } from '../../db/schema.ts';

/** The ledger's rows (docs/product.md#the-union-report). */

export async function termEntries(db: Db, termId: number) {
  return db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('term_id', '=', termId)
    .orderBy('occurred_on')
    .orderBy('id')
    .execute();
}

export async function findEntry(db: Db, entryId: number) {
  return db.selectFrom('ledger_entries').selectAll().where('id', '=', entryId).executeTakeFirst();
}

export async function countEntries(db: Db, termId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('term_id', '=', termId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertEntry(db: Db, row: Insertable<LedgerEntriesTable>): Promise<number> {
  const made = await db.insertInto('ledger_entries').values(row).returning('id').executeTakeFirstOrThrow();
  return made.id;
}

/** Changes the entry; false when it is gone. */
export async function updateEntry(
  db: Db,
  entryId: number,
  row: Updateable<LedgerEntriesTable>,
): Promise<boolean> {
  const done = await db.updateTable('ledger_entries').set(row).where('id', '=', entryId).executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}

/** Deletes the entry; its receipt's name when it had one, null when it had none, undefined when it was gone. */
export async function deleteEntry(db: Db, entryId: number): Promise<string | null | undefined> {
  const gone = await db
    .deleteFrom('ledger_entries')
    .where('id', '=', entryId)
    .returning('receipt')
    .executeTakeFirst();
  return gone ? gone.receipt : undefined;
}
