import type { CreateTableBuilder, Kysely } from 'kysely';

/**
 * Officers and hand-over (docs/decisions/0027-officers-and-hand-over.md): a hand-over moves positions of a term to
 * successors on an effective day, once every successor accepted. Its items name the position and the successor's
 * membership; `accepted_at` and `declined_at` are each set once by a conditional update. A manager grant made by a
 * position (`club_managers.source = 'position'`) may carry a window: `starts_at` (a successor's rights begin) and
 * `ends_at` (an outgoing officer's end); both are read on every request, so rights change at the effective instant
 * whatever the job that tidies them after is doing.
 */

type Dialect = 'sqlite' | 'postgres';

export function handovers(dialect: Dialect) {
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('club_managers')
        .addColumn('source', 'text', (c) => c.notNull().defaultTo('admin'))
        .execute();
      await db.schema.alterTable('club_managers').addColumn('starts_at', 'text').execute();
      await db.schema.alterTable('club_managers').addColumn('ends_at', 'text').execute();

      await withId(db.schema.createTable('handovers'))
        .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
        .addColumn('term_id', 'integer', (c) => c.notNull().references('club_terms.id').onDelete('cascade'))
        .addColumn('effective_on', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('effective_at', 'text')
        .addColumn('applied_at', 'text')
        .addColumn('cancelled_at', 'text')
        .execute();
      await db.schema.createIndex('handovers_club').on('handovers').column('club_id').execute();

      await withId(db.schema.createTable('handover_items'))
        .addColumn('handover_id', 'integer', (c) =>
          c.notNull().references('handovers.id').onDelete('cascade'),
        )
        .addColumn('position_id', 'integer', (c) => c.notNull().references('club_positions.id'))
        .addColumn('membership_id', 'integer', (c) =>
          c.notNull().references('memberships.id').onDelete('cascade'),
        )
        .addColumn('accepted_at', 'text')
        .addColumn('declined_at', 'text')
        .addColumn('decline_reason', 'text', (c) => c.notNull().defaultTo(''))
        .addUniqueConstraint('handover_items_position', ['handover_id', 'position_id'])
        .addUniqueConstraint('handover_items_member', ['handover_id', 'membership_id'])
        .execute();
      await db.schema
        .createIndex('handover_items_membership')
        .on('handover_items')
        .column('membership_id')
        .execute();
    },
  };
}
