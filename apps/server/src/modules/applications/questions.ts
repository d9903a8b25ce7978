import type { ApplicationMode, Question, questionListSchema } from '@moa/contract';
import { QUESTION_MESSAGES } from '@moa/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { RecruitingQuestionsTable } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './questions-repository.ts';

/** A recruiting post's application form: its questions, how they are saved, and which are locked by answers. */

type QuestionRow = Pick<
  RecruitingQuestionsTable,
  'kind' | 'label' | 'required' | 'options' | 'max_length'
> & {
  id: number;
};

export function toQuestion(row: QuestionRow): Question {
  return {
    questionId: row.id,
    kind: row.kind,
    label: row.label,
    required: row.required === 1,
    ...(row.kind === 'single' || row.kind === 'multiple'
      ? { options: JSON.parse(row.options) as string[] }
      : {}),
    ...(row.kind === 'long' && row.max_length !== null ? { maxLength: row.max_length } : {}),
  };
}

export async function questionsOf(db: Db, recruitingId: number): Promise<Question[]> {
  return (await repo.listQuestions(db, recruitingId)).map(toQuestion);
}

/** The questions for the edit form, each saying whether an application answers it. */
export async function questionsForEdit(db: Db, recruitingId: number) {
  const [rows, answered] = await Promise.all([
    repo.listQuestions(db, recruitingId),
    repo.answeredQuestionIds(db, recruitingId),
  ]);
  return rows.map((row) => ({ ...toQuestion(row), answered: answered.has(row.id) }));
}

/** True for a foreign-key violation on either database (PostgreSQL 23503, SQLite's FOREIGN KEY failure). */
function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return e?.code === '23503' || /FOREIGN KEY constraint failed/.test(e?.message ?? '');
}

/**
 * Saves the mode and the questions of a post, inside the post's save transaction (which has already updated the
 * post's row, so an application being written waits for it on PostgreSQL). A question with an id keeps it (its
 * answers stay attached); a question with answers may be reworded but not retyped or removed (409).
 */
export async function saveQuestions(
  trx: Db,
  recruitingId: number,
  mode: ApplicationMode,
  questions: z.output<typeof questionListSchema>,
): Promise<void> {
  await repo.setApplicationMode(trx, recruitingId, mode);
  const [existing, answered] = await Promise.all([
    repo.listQuestions(trx, recruitingId),
    repo.answeredQuestionIds(trx, recruitingId),
  ]);
  const byId = new Map(existing.map((q) => [q.id, q]));
  const kept = new Set<number>();
  for (const q of questions) {
    if (q.questionId === undefined) continue;
    const before = byId.get(q.questionId);
    if (!before) throw new AppError('CONFLICT', QUESTION_MESSAGES.unknownQuestion);
    if (answered.has(before.id) && before.kind !== q.kind) {
      throw new AppError('CONFLICT', QUESTION_MESSAGES.answeredRetyped(before.label));
    }
    kept.add(before.id);
  }
  const removed = existing.filter((q) => !kept.has(q.id));
  const lockedOut = removed.find((q) => answered.has(q.id));
  if (lockedOut) throw new AppError('CONFLICT', QUESTION_MESSAGES.answeredRemoved(lockedOut.label));
  try {
    // an answer written since the check above still keeps its question (its foreign key refuses the delete)
    await repo.deleteQuestions(
      trx,
      removed.map((q) => q.id),
    );
  } catch (err) {
    if (!isForeignKeyViolation(err)) throw err;
    throw new AppError('CONFLICT', QUESTION_MESSAGES.answeredRemoved(removed[0]?.label ?? ''));
  }
  for (const [position, q] of questions.entries()) {
    const row = {
      position,
      kind: q.kind,
      label: q.label,
      required: q.required ? 1 : 0,
      options: JSON.stringify('options' in q ? q.options : []),
      max_length: 'maxLength' in q ? q.maxLength : null,
    };
    if (q.questionId === undefined) {
      await repo.insertQuestion(trx, { ...row, recruiting_id: recruitingId });
    } else {
      await repo.updateQuestion(trx, q.questionId, recruitingId, row);
    }
  }
}
