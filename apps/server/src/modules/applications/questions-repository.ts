import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { RecruitingQuestionsTable } from '../../db/schema.ts';

/** A post's questions in the form's order. */
export async function listQuestions(db: Db, recruitingId: number) {
  return db
    .selectFrom('recruiting_questions')
    .selectAll()
    .where('recruiting_id', '=', recruitingId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The ids of a post's questions some application answers. */
export async function answeredQuestionIds(db: Db, recruitingId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('application_answers')
    .innerJoin('recruiting_questions', 'recruiting_questions.id', 'application_answers.question_id')
    .select('application_answers.question_id')
    .distinct()
    .where('recruiting_questions.recruiting_id', '=', recruitingId)
    .execute();
  return new Set(rows.map((r) => r.question_id));
}

export async function insertQuestion(db: Db, row: Insertable<RecruitingQuestionsTable>): Promise<void> {
  await db.insertInto('recruiting_questions').values(row).execute();
}

export async function updateQuestion(
  db: Db,
  id: number,
  recruitingId: number,
  row: Updateable<RecruitingQuestionsTable>,
): Promise<void> {
  await db
    .updateTable('recruiting_questions')
    .set(row)
    .where('id', '=', id)
    .where('recruiting_id', '=', recruitingId)
    .execute();
}

export async function deleteQuestions(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('recruiting_questions').where('id', 'in', ids).execute();
}

export async function setApplicationMode(db: Db, recruitingId: number, mode: 'link' | 'form') {
  await db
    .updateTable('recruitings')
    .set({ application_mode: mode })
    .where('id', '=', recruitingId)
    .execute();
}
