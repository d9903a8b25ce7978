import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * A term's dues (docs/product.md#members): the amount, the pay-by day and the account, on the term; and one charge per
 * membership (unique), whose payment is recorded by conditional updates on its status, never beyond its amount
 * (a check constraint). The reminders before and after the pay-by day are claimed once each by a conditional update of
 * `reminded_before_at` / `reminded_after_at`.
 */

type Dialect = 'sqlite' | 'postgres';

export function dues(dialect: Dialect) {
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const [name, type] of [
        ['dues_amount', 'integer'],
        ['dues_pay_by', 'text'],
        ['dues_bank', 'text'],
        ['dues_account_number', 'text'],
        ['dues_account_name', 'text'],
      ] as const) {
        await db.schema.alterTable('club_terms').addColumn(name, type).execute();
      }
      await withId(db.schema.createTable('dues_charges'))
        .addColumn('membership_id', 'integer', (c) =>
          c.notNull().unique().references('memberships.id').onDelete('cascade'),
        )
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('paid_amount', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('unpaid'))
        .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('paid_at', 'text')
        .addColumn('claimed_at', 'text')
        .addColumn('reminded_before_at', 'text')
        .addColumn('reminded_after_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint(
          'dues_charges_paid',
          sql`amount > 0 AND paid_amount >= 0 AND paid_amount <= amount`,
        )
        .execute();
    },
  };
}
