import type SQLite from 'better-sqlite3';
import type { Compilable, CompiledQuery } from 'kysely';
import { handleOf, type Db } from '../db/database.ts';
import { stablePlanSql } from '../db/stable-plans.ts';

/** Stands for the i-th parameter while a query is compiled once. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A hot read built and compiled by Kysely once per dialect, then run with new parameters: building and compiling
 * costs more than running a small indexed query on SQLite (docs/decisions/0006-rush-path.md). `build` gets
 * stand-ins for its parameters and may use them only as values (each becomes a bound parameter), never to decide
 * the shape of the query.
 *
 * On SQLite, when no transaction is open on the connection, the read runs at once on its own prepared statement
 * instead of queueing for Kysely's connection: with no transaction open there is nothing uncommitted to see, and
 * JavaScript runs the check and the read without anything in between. Inside a transaction (a `trx`, or while one
 * holds the connection) it goes through Kysely like any query.
 */
export function compiledOnce<P extends unknown[], R>(
  build: (db: Db, ...params: P) => Compilable<R>,
): (db: Db, ...params: P) => Promise<R[]> {
  const byAdapter = new Map<unknown, { compiled: CompiledQuery<R>; slots: (number | null)[] }>();
  const statements = new WeakMap<SQLite.Database, SQLite.Statement<unknown[], R>>();
  return async (db, ...params) => {
    const adapter = db.getExecutor().adapter.constructor;
    let entry = byAdapter.get(adapter);
    if (!entry) {
      const compiled = build(db, ...(params.map((_, i) => new Slot(i)) as P)).compile();
      if (compiled.query.kind !== 'SelectQueryNode') throw new Error('compiledOnce is for reads');
      const slots = compiled.parameters.map((p) => (p instanceof Slot ? p.index : null));
      entry = { compiled, slots };
      byAdapter.set(adapter, entry);
    }
    const { compiled, slots } = entry;
    const parameters = slots.map((slot, i) => (slot === null ? compiled.parameters[i] : params[slot]));
    const sqlite = handleOf(db)?.sqlite;
    if (sqlite && !sqlite.inTransaction) {
      let statement = statements.get(sqlite);
      if (!statement) {
        statement = sqlite.prepare<unknown[], R>(stablePlanSql(compiled.sql));
        statements.set(sqlite, statement);
      }
      return statement.all(...parameters);
    }
    const result = await db.executeQuery<R>({ ...compiled, parameters });
    return result.rows;
  };
}
