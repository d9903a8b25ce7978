import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleOf } from '../src/db/database.ts';
import { findSessionUser } from '../src/modules/auth/session-repository.ts';
import { createSession, hashToken } from '../src/modules/auth/sessions.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { insertStudents } from './support.ts';

/**
 * Statements planned once (src/db/stable-plans.ts), on SQLite alone (PostgreSQL plans its own way). better-sqlite3
 * compiles a row function with `Function` whenever a statement was prepared, the first time or again, so counting
 * those calls while a statement runs counts the times SQLite prepared it.
 */
describe('SQLite statements prepared once', () => {
  let t: TestApp;
  let tokens: string[];
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const students = await insertStudents(t.db, 'plans', 20);
    tokens = await Promise.all(students.map((id) => createSession(t.db, id)));
  });
  afterAll(async () => t?.close());

  /** How many times `run` made better-sqlite3 build a row function. */
  async function preparesIn(run: () => Promise<unknown>): Promise<number> {
    const original = globalThis.Function;
    let calls = 0;
    globalThis.Function = new Proxy(original, {
      apply(target, self, args) {
        calls += 1;
        return Reflect.apply(target, self, args);
      },
    });
    try {
      await run();
    } finally {
      globalThis.Function = original;
    }
    return calls;
  }

  it("looks sessions up with one plan, while the same join's SQL as it was is planned at every run", async () => {
    const lookUpAll = async () => {
      const found = [];
      for (const token of tokens) found.push(await findSessionUser(t.db, hashToken(token)));
      return found;
    };
    await lookUpAll(); // prepared here
    let rows: unknown[] = [];
    expect(await preparesIn(async () => (rows = await lookUpAll()))).toBe(0);
    expect(rows.map((r) => (r as { email: string }).email)).toEqual(
      tokens.map((_, i) => `plans${i}@example.ac.kr`),
    );

    // The control: the join as Kysely writes it, prepared on the same connection, is prepared again at each run.
    const sqlite = handleOf(t.db)!.sqlite!;
    const bare = sqlite.prepare(
      'select "users"."email" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" ' +
        'where "sessions"."token_hash" = ?',
    );
    bare.all(hashToken(tokens[0]!));
    expect(await preparesIn(async () => tokens.forEach((token) => bare.all(hashToken(token))))).toBe(
      tokens.length,
    );
  });
});
