import type { Kysely } from 'kysely';

/**
 * How many times the SMTP server refused a mail outright (a 5xx reply): only those count toward giving the mail up;
 * a failure to reach the server, a timeout or a 4xx is tried again however long it lasts
 * (docs/decisions/0011-notifications-and-mail-queue.md).
 */
export function mailRejections() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('notifications')
        .addColumn('mail_rejections', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
