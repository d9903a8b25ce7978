import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { createPost, formPost, goodAnswers, QUESTIONS, questionsOf, send } from './applications-support.ts';
import { createSecondInstance, createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { insertStudents, signInAs } from './support.ts';

/**
 * A student's application edited and deleted at once (two tabs, a double submit): the edit reads the application
 * under a lock, so it either lands before the deletion or finds nothing, answering 200 or a clear 404, never a 500
 * from answers written for a row just deleted. On PostgreSQL the two calls go to two instances on one database.
 *
 * The control edits the way a read made before the write would (the application read, its answers written after the
 * deletion has answered) and must reach the database's foreign key: proof that a deletion landing in between is
 * what the database refuses, and what the lock keeps the edit from meeting.
 */
const ROUNDS = 10;

describe.each(DB_KINDS)('an application edit racing its deletion (%s)', (kind) => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof createSecondInstance>> | undefined;
  let postId = 0;
  let student = '';
  let questions: { questionId: number }[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    if (kind === 'postgres') second = await createSecondInstance(t);
    const manager = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    const today = seoulToday();
    postId = await createPost(t.app, manager, formPost(addDays(today, -1), addDays(today, 7), QUESTIONS));
    questions = await questionsOf(t.app, postId);
    await insertStudents(t.db, 'editor', 1);
    student = (await signInAs(t.app, 'editor0@example.ac.kr')).token;
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const url = () => `/recruiting/${postId}/application`;
  const body = () => ({ consent: true, answers: goodAnswers(questions) });
  const apply = async () => {
    const res = await send(t.app, 'POST', url(), student, body());
    expect(res.statusCode, res.body).toBe(200);
  };
  const remove = () => send(second?.app ?? t.app, 'DELETE', url(), student);

  it('answers the edit 200 or 404 and the deletion 200, whichever lands first', async () => {
    const answers: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await apply();
      const [edited, deleted] = await Promise.all([send(t.app, 'PUT', url(), student, body()), remove()]);
      answers.push(`${edited.statusCode}/${deleted.statusCode}`);
      if (edited.statusCode === 404) expect(edited.json().code).toBe('NOT_FOUND');
    }
    for (const a of answers) expect(['200/200', '404/200']).toContain(a);
    const left = await t.db
      .selectFrom('applications')
      .select('id')
      .where('recruiting_id', '=', postId)
      .execute();
    expect(left).toEqual([]);
  });

  it('control: an edit writing from a read made before the deletion reaches the foreign key', async () => {
    for (let round = 0; round < 3; round++) {
      await apply();
      // The read strictly before the deletion, the write strictly after it: the order the race can produce.
      const read = await readForEdit(t.db, postId);
      expect((await remove()).statusCode).toBe(200);
      const refused = await writeEdit(t.db, read).then(
        () => null,
        (err: unknown) => err,
      );
      expect(String(refused)).toMatch(/foreign key/i);
    }
  });
});

/** The edit without the lock, its first half: the application and the question its answer is for. */
async function readForEdit(db: Db, recruitingId: number) {
  const own = await db
    .selectFrom('applications')
    .select('id')
    .where('recruiting_id', '=', recruitingId)
    .executeTakeFirstOrThrow();
  const question = await db
    .selectFrom('recruiting_questions')
    .select('id')
    .where('recruiting_id', '=', recruitingId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { applicationId: own.id, questionId: question.id };
}

/** Its second half: the answers replaced from what was read. */
async function writeEdit(db: Db, read: { applicationId: number; questionId: number }) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('application_answers').where('application_id', '=', read.applicationId).execute();
    await trx
      .insertInto('application_answers')
      .values({ application_id: read.applicationId, question_id: read.questionId, value: '기타' })
      .execute();
  });
}
