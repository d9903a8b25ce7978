import type { Kysely } from 'kysely';

/**
 * 학년 on the student profile (docs/product.md#members): optional, 1–6, asked with 학과 at /add-info and on
 * /mypage/update, and written in the roster export's 학년 column the student unions ask for.
 */
export function schoolYear() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').addColumn('school_year', 'integer').execute();
    },
  };
}
