import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * Recruiting applications in the portal (docs/product.md#recruiting-applications): a post's application mode and
 * form questions, the students' applications with their answers, the officers' reviews, the results told, and the
 * interview slots. One application per student and post (unique); a slot never holds more than its capacity (a
 * check on `booked`, which bookings change only by a conditional update); an answered question cannot be deleted
 * (its answers reference it). Deleting an application deletes its answers, reviews and results with it.
 */

type Dialect = 'sqlite' | 'postgres';

export function applications(dialect: Dialect) {
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('recruitings')
        .addColumn('application_mode', 'text', (c) => c.notNull().defaultTo('link'))
        .execute();

      await withId(db.schema.createTable('recruiting_questions'))
        .addColumn('recruiting_id', 'integer', (c) =>
          c.notNull().references('recruitings.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('max_length', 'integer')
        .execute();
      await db.schema
        .createIndex('recruiting_questions_recruiting')
        .on('recruiting_questions')
        .column('recruiting_id')
        .execute();

      await withId(db.schema.createTable('interview_slots'))
        .addColumn('recruiting_id', 'integer', (c) =>
          c.notNull().references('recruitings.id').onDelete('cascade'),
        )
        .addColumn('starts_at', 'text', (c) => c.notNull())
        .addColumn('duration_minutes', 'integer', (c) => c.notNull())
        .addColumn('place', 'text', (c) => c.notNull())
        .addColumn('capacity', 'integer', (c) => c.notNull())
        .addColumn('booked', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('interview_slots_capacity', sql`booked >= 0 AND booked <= capacity`)
        .execute();
      await db.schema
        .createIndex('interview_slots_recruiting')
        .on('interview_slots')
        .column('recruiting_id')
        .execute();

      await withId(db.schema.createTable('applications'))
        .addColumn('recruiting_id', 'integer', (c) =>
          c.notNull().references('recruitings.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('stage', 'text', (c) => c.notNull().defaultTo('applied'))
        .addColumn('applicant_name', 'text', (c) => c.notNull())
        .addColumn('applicant_student_id', 'text', (c) => c.notNull())
        .addColumn('applicant_phone', 'text', (c) => c.notNull())
        .addColumn('slot_id', 'integer', (c) => c.references('interview_slots.id'))
        .addColumn('consented_at', 'text', (c) => c.notNull())
        .addColumn('stage_changed_at', 'text')
        .addColumn('stage_changed_by', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('applications_one_per_student', ['recruiting_id', 'user_id'])
        .execute();
      await db.schema.createIndex('applications_user').on('applications').column('user_id').execute();
      await db.schema.createIndex('applications_slot').on('applications').column('slot_id').execute();

      await db.schema
        .createTable('application_answers')
        .addColumn('application_id', 'integer', (c) =>
          c.notNull().references('applications.id').onDelete('cascade'),
        )
        .addColumn('question_id', 'integer', (c) => c.notNull().references('recruiting_questions.id'))
        .addColumn('value', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('application_answers_pk', ['application_id', 'question_id'])
        .execute();
      await db.schema
        .createIndex('application_answers_question')
        .on('application_answers')
        .column('question_id')
        .execute();

      await db.schema
        .createTable('application_reviews')
        .addColumn('application_id', 'integer', (c) =>
          c.notNull().references('applications.id').onDelete('cascade'),
        )
        .addColumn('reviewer_id', 'integer', (c) => c.notNull())
        .addColumn('reviewer_email', 'text', (c) => c.notNull())
        .addColumn('rating', 'integer')
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('application_reviews_pk', ['application_id', 'reviewer_id'])
        .addCheckConstraint(
          'application_reviews_rating',
          sql`rating IS NULL OR (rating >= 1 AND rating <= 5)`,
        )
        .execute();

      await withId(db.schema.createTable('application_results'))
        .addColumn('application_id', 'integer', (c) =>
          c.notNull().references('applications.id').onDelete('cascade'),
        )
        .addColumn('stage', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('announced_at', 'text', (c) => c.notNull())
        .addColumn('announced_by', 'text', (c) => c.notNull())
        .addUniqueConstraint('application_results_once', ['application_id', 'stage'])
        .execute();
    },
  };
}
