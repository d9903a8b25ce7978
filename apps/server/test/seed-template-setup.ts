import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * Makes the run's folder for seeded templates (seed-template.ts); at the end removes it and drops the template
 * databases it names.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'moa-seed-'));
  project.provide('seedTemplates', root);
  return async () => {
    for (const name of await fs.readdir(root)) {
      const db = await fs.readFile(path.join(root, name, 'database'), 'utf8').catch(() => null);
      if (!db) continue;
      const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
      await c.end();
    }
    await fs.rm(root, { recursive: true, force: true });
  };
}
