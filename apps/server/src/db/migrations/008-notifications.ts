import type { CreateTableBuilder, Kysely } from 'kysely';

/**
 * Notifications, following clubs and e-mail (docs/product.md#notifications): each notification carries its e-mail's
 * state, so the mail queue is the notifications table itself (docs/decisions/0011-notifications-and-mail-queue.md);
 * a student's e-mail opt-outs per kind and their unsubscribe token; who follows which club; and the marks that make
 * the pay-by reminders and the sales-opening notice go out once.
 */

type Dialect = 'sqlite' | 'postgres';

export function notifications(dialect: Dialect) {
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('notifications'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('read_at', 'text')
        .addColumn('mail_state', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('mail_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('mail_next_at', 'text', (c) => c.notNull())
        .addColumn('mail_locked_until', 'text')
        .addColumn('mail_error', 'text')
        .addColumn('mailed_at', 'text')
        .execute();
      await db.schema
        .createIndex('notifications_user')
        .on('notifications')
        .columns(['user_id', 'id'])
        .execute();
      await db.schema
        .createIndex('notifications_mail_due')
        .on('notifications')
        .columns(['mail_state', 'mail_next_at'])
        .execute();

      await db.schema
        .createTable('club_follows')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('club_follows_pk', ['user_id', 'club_id'])
        .execute();
      await db.schema.createIndex('club_follows_club').on('club_follows').column('club_id').execute();

      await db.schema
        .createTable('email_optouts')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('email_optouts_pk', ['user_id', 'kind'])
        .execute();
      await db.schema
        .createTable('mail_tokens')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .execute();

      await db.schema.alterTable('reservations').addColumn('reminded_24h_at', 'text').execute();
      await db.schema.alterTable('reservations').addColumn('reminded_3h_at', 'text').execute();
      await db.schema.alterTable('shows').addColumn('sales_open_notified_at', 'text').execute();
    },
  };
}
