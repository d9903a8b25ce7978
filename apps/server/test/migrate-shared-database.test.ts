import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './harness.ts';

const URL_ = process.env.TEST_DATABASE_URL;

/**
 * Apps sharing one PostgreSQL database in schemas of their own (the test suites, run in parallel): one starting
 * while another's schema is dropped must still migrate. Kysely's migrator lists every table of the database first,
 * looking each schema up by name, so a schema dropped during that listing fails it (src/db/schema-introspector.ts).
 */
describe.skipIf(!URL_)('migrating while other schemas come and go (postgres)', () => {
  /** Creates and drops schemas with a serial column (what the listing looks up) until `stop` says so. */
  async function churn(stop: { done: boolean }): Promise<number> {
    const c = new pg.Client({ connectionString: URL_ });
    await c.connect();
    let rounds = 0;
    try {
      while (!stop.done) {
        const name = `churn_${randomBytes(5).toString('hex')}`;
        await c.query(`CREATE SCHEMA ${name}`);
        await c.query(`CREATE TABLE ${name}.t (id serial primary key)`);
        await c.query(`DROP SCHEMA ${name} CASCADE`);
        rounds++;
      }
    } finally {
      await c.end();
    }
    return rounds;
  }

  it('control: listing every table of the database fails while schemas are dropped beside it', async () => {
    const app = await createTestApp('postgres');
    const stop = { done: false };
    const churners = [churn(stop), churn(stop)];
    const failures: string[] = [];
    try {
      for (let i = 0; i < 300 && failures.length === 0; i++) {
        await app.db.introspection.getTables().catch((e: Error) => failures.push(e.message));
      }
    } finally {
      stop.done = true;
      await Promise.all(churners);
      await app.close();
    }
    expect(failures.join('\n')).toMatch(/does not exist/);
  }, 120_000);

  it('an app starting meanwhile migrates all the same', async () => {
    const stop = { done: false };
    const churners = [churn(stop), churn(stop)];
    try {
      for (let i = 0; i < 15; i++) {
        const app = await createTestApp('postgres');
        await app.close();
      }
    } finally {
      stop.done = true;
      await Promise.all(churners);
    }
  }, 180_000);
});
