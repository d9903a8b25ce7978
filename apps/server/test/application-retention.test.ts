import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/database.ts';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { applicationsPastRetention } from '../src/modules/applications/repository.ts';
import { deleteExpiredApplications } from '../src/modules/applications/retention.ts';
import { createSession } from '../src/modules/auth/sessions.ts';
import { createPost, formPost, QUESTIONS, questionsOf, goodAnswers, send } from './applications-support.ts';
import { createSecondInstance, createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { insertClub, insertStudents, signInAs } from './support.ts';

/**
 * Applications are deleted `applicationRetentionDays` after their post's end date, by the server's clock: kept
 * through the last day, gone the day after, with their answers, reviews and results, and an interview place given
 * back. With two instances on one PostgreSQL each is deleted, and recorded, once; the control deletes by reading then
 * writing and must record deletions twice, which proves the instances really race.
 */

const DAY = 86_400_000;

async function applyAll(
  t: TestApp,
  manager: string,
  prefix: string,
  n: number,
  endDate: string,
  start: string,
) {
  const postId = await createPost(t.app, manager, formPost(start, endDate, QUESTIONS, prefix));
  const q = await questionsOf(t.app, postId);
  const students = await insertStudents(t.db, prefix, n);
  for (const id of students) {
    const token = await createSession(t.db, id, new Date());
    const res = await send(t.app, 'POST', `/recruiting/${postId}/application`, token, {
      consent: true,
      answers: goodAnswers(q),
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return postId;
}

/** A manager of a new club, signed in (the suites start without the demo data). */
async function clubManager(t: TestApp, email: string): Promise<string> {
  const clubId = await insertClub(t.db, `${email} 동아리`);
  await t.db
    .insertInto('club_managers')
    .values({ email, club_id: clubId, granted_by: 'test', created_at: new Date().toISOString() })
    .execute();
  return (await signInAs(t.app, email)).token;
}

const countOf = async (db: Db, postId: number) =>
  (await db.selectFrom('applications').select('id').where('recruiting_id', '=', postId).execute()).length;

const purges = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('action', '=', 'application.purge')
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('APPLICATION_RETENTION_DAYS', () => {
  it('is 90 days unless set, and a whole number of days from 1', () => {
    expect(loadConfig({}).applicationRetentionDays).toBe(90);
    expect(loadConfig({ APPLICATION_RETENTION_DAYS: '30' }).applicationRetentionDays).toBe(30);
    for (const bad of ['0', '1.5', 'ninety', '3651']) {
      expect(() => loadConfig({ APPLICATION_RETENTION_DAYS: bad }), bad).toThrow(
        /APPLICATION_RETENTION_DAYS/,
      );
    }
  });
});

describe.each(DB_KINDS)('application retention (%s)', (kind) => {
  let t: TestApp;
  let clock = Date.now();
  const now = () => new Date(clock);

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false, now, config: { applicationRetentionDays: 30 } });
  });
  afterAll(async () => t?.close());

  it('keeps applications through the last day and deletes them, with everything about them, the day after', async () => {
    const managerToken = await clubManager(t, 'keeper@example.ac.kr');
    const today = seoulToday(now());
    const postId = await applyAll(t, managerToken, 'keep', 3, addDays(today, 2), today);
    const [application] = await t.db
      .selectFrom('applications')
      .select('id')
      .where('recruiting_id', '=', postId)
      .execute();
    await send(
      t.app,
      'PUT',
      `/mypage/manager/recruiting/${postId}/applications/${application!.id}/review`,
      managerToken,
      {
        rating: 3,
        note: '메모',
      },
    );

    // the post ends in 2 days; 30 days after that is still kept
    clock += (2 + 30) * DAY;
    expect(await deleteExpiredApplications(t.app.ctx)).toBe(0);
    expect(await countOf(t.db, postId)).toBe(3);

    clock += DAY;
    expect(await deleteExpiredApplications(t.app.ctx)).toBe(3);
    expect(await countOf(t.db, postId)).toBe(0);
    for (const table of ['application_answers', 'application_reviews'] as const) {
      expect(await t.db.selectFrom(table).select('application_id').execute(), table).toHaveLength(0);
    }
    expect(await purges(t.db)).toBe(3);
    // the post itself stays
    expect((await t.app.inject({ method: 'GET', url: `/recruiting/detail/${postId}` })).statusCode).toBe(200);
    expect(await deleteExpiredApplications(t.app.ctx)).toBe(0);
  });
});

// Several instances share PostgreSQL only; SQLite is one process's file (docs/architecture.md).
const pg = 'postgres' as const;
const APPLICANTS = 120;

describe.runIf(DB_KINDS.includes(pg))('application retention with two instances on one PostgreSQL', () => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof createSecondInstance>>;
  let clock = Date.now();
  const now = () => new Date(clock);
  let manager = '';

  beforeAll(async () => {
    t = await createTestApp(pg, { seed: false, now });
    second = await createSecondInstance(t, { now });
    manager = await clubManager(t, 'twin.manager@example.ac.kr');
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  /** A post that ended yesterday with APPLICANTS applications, written straight into the database. */
  async function endedPost(prefix: string) {
    const today = seoulToday(now());
    const postId = await applyAll(t, manager, prefix, 1, addDays(today, 1), today);
    const [first] = await t.db
      .selectFrom('applications')
      .selectAll()
      .where('recruiting_id', '=', postId)
      .execute();
    const students = await insertStudents(t.db, `${prefix}x`, APPLICANTS - 1);
    await t.db
      .insertInto('applications')
      .values(students.map((user_id) => ({ ...first!, id: undefined, user_id })))
      .execute();
    return postId;
  }

  it('deletes each application once, and records it once', async () => {
    const postId = await endedPost('twin');
    const before = await purges(t.db);
    clock += 92 * DAY;
    const [a, b] = await Promise.all([
      deleteExpiredApplications(t.app.ctx),
      deleteExpiredApplications(second.app.ctx),
    ]);
    expect(a + b).toBe(APPLICANTS);
    expect(await countOf(t.db, postId)).toBe(0);
    expect((await purges(t.db)) - before).toBe(APPLICANTS);
  });

  /** The control: the due rows read, then deleted and recorded without asking whether this call removed them. */
  async function purgeWithoutGuard(db: Db, endedBefore: string) {
    const due = await applicationsPastRetention(db, endedBefore, 1_000);
    for (const row of due) {
      await new Promise((resolve) => setImmediate(resolve));
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('applications').where('id', '=', row.id).execute();
        await trx
          .insertInto('audit_log')
          .values({
            actor_user_id: null,
            actor_email: 'control',
            action: 'application.purge',
            target_type: 'application',
            target_id: String(row.id),
            detail: '{}',
            created_at: new Date().toISOString(),
          })
          .execute();
      });
    }
  }

  it('control: deleting by reading then writing records deletions twice', async () => {
    await endedPost('ctrl');
    const before = await purges(t.db);
    clock += 92 * DAY;
    const endedBefore = addDays(seoulToday(now()), -90);
    await Promise.all([
      purgeWithoutGuard(t.db, endedBefore),
      purgeWithoutGuard(second.app.ctx.db, endedBefore),
    ]);
    expect((await purges(t.db)) - before).toBeGreaterThan(APPLICANTS);
  });
});
