import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Migration, MigrationProvider } from 'kysely';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { initial } from './migrations/001-initial.ts';
import { paymentStatus } from './migrations/002-payment-status.ts';
import { deposits } from './migrations/003-deposits.ts';
import { salesOpen } from './migrations/004-sales-open.ts';
import { cancelWaitlist } from './migrations/005-cancel-waitlist.ts';
import { notifications } from './migrations/008-notifications.ts';
import { checkin } from './migrations/006-checkin.ts';
import { applications } from './migrations/007-applications.ts';
import { mailRejections } from './migrations/009-mail-rejections.ts';
import { depositSettlement } from './migrations/011-deposit-settlement.ts';
import { unsubscribeTokens } from './migrations/012-unsubscribe-tokens.ts';
import { accountDeletion } from './migrations/014-account-deletion.ts';
import { paymentChanges } from './migrations/015-payment-changes.ts';
import { depositImportRows } from './migrations/016-deposit-import-rows.ts';
import { statementLayouts } from './migrations/017-statement-layouts.ts';
import { sharedState } from './migrations/018-shared-state.ts';
import { halls } from './migrations/019-halls.ts';
import { seatPlans } from './migrations/020-seat-plans.ts';
import { offerSeats } from './migrations/021-offer-seats.ts';
import { members } from './migrations/022-members.ts';
import { renewals } from './migrations/023-renewals.ts';
import { dues } from './migrations/024-dues.ts';
import { clubNameKey } from './migrations/025-club-name-key.ts';
import { depositDues } from './migrations/026-deposit-dues.ts';
import { handovers } from './migrations/027-handovers.ts';
import { schoolYear } from './migrations/028-school-year.ts';
import { meetings } from './migrations/029-meetings.ts';
import { activities } from './migrations/030-activities.ts';
import { unions } from './migrations/031-unions.ts';
import { ledger } from './migrations/032-ledger.ts';
import type { Database } from './schema.ts';
import { withSchemaIntrospection } from './schema-introspector.ts';
import { SAFETY_NET_PAGES, startCheckpointer } from './checkpointer.ts';
import { watchWrites, WriteWatch } from './write-watch.ts';
import { stablePlanSql } from './stable-plans.ts';
import { mallocTrim } from '../lib/malloc-trim.ts';
import { compareCodeUnits } from '../lib/compare.ts';

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  /** The PostgreSQL schema in use, when not the default. */
  schema?: string;
  /**
   * Hears of every committed write through `db` (db/write-watch.ts): the public read cache's invalidation. A
   * handle without one (a test wrapping a db of its own) runs with that cache off.
   */
  writes?: WriteWatch;
  /** PostgreSQL: a new connection outside the pool, for LISTEN (lib/invalidation.ts). */
  newClient?: () => pg.Client;
  /**
   * PostgreSQL: `listener` hears of each idle connection the database dropped (the app logs it). Until one listens,
   * the loss is written to standard error; the process goes on either way.
   */
  onConnectionLost?: (listener: (err: Error) => void) => void;
  /** SQLite: the connection under `db`, for the reservation writer's prepared statements (modules/reservations/writer.ts). */
  sqlite?: SQLite.Database;
  close(): Promise<void>;
}

const handles = new WeakMap<Db, DatabaseHandle>();

/** How long a new PostgreSQL connection may take before the request that needs it fails (503). */
const CONNECT_TIMEOUT_MS = 5_000;

/** Losses of pooled PostgreSQL connections, told to whoever listens (the app's log). */
class ConnectionLoss {
  #listeners: ((err: Error) => void)[] = [];

  listen(listener: (err: Error) => void): void {
    this.#listeners.push(listener);
  }

  report(err: Error): void {
    if (this.#listeners.length === 0) console.error('database connection lost:', err.message);
    for (const listener of this.#listeners) listener(err);
  }
}

/** The handle `db` was opened with by openDatabase, if it was. */
export function handleOf(db: Db): DatabaseHandle | undefined {
  return handles.get(db);
}

function registered(handle: DatabaseHandle): DatabaseHandle {
  handles.set(handle.db, handle);
  return handle;
}

// PostgreSQL answers COUNT(*) and BIGINT as strings; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

export interface OpenOptions {
  databaseUrl: string;
  dataDir: string;
  /** PostgreSQL schema to use (tests isolate each suite in its own schema). */
  pgSchema?: string;
  /** SQLite file name inside dataDir. */
  sqliteFile?: string;
}

export function openDatabase(opts: OpenOptions): DatabaseHandle {
  if (opts.databaseUrl) {
    const clientConfig = {
      connectionString: opts.databaseUrl,
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
    };
    // A connection that waits longer than this for PostgreSQL fails, so a request answers 503 instead of hanging.
    const pool = new pg.Pool({ ...clientConfig, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    const lost = new ConnectionLoss();
    // A connection PostgreSQL drops (a restart, a failover, an idle connection killed) emits 'error': on the pool
    // while idle, on the client while a request holds it. Without a listener Node ends the process, so both are
    // heard; the pool replaces a lost connection on next use (docs/architecture.md#server).
    pool.on('error', (err) => lost.report(err));
    pool.on('connect', (client) => client.on('error', () => {}));
    const writes = new WriteWatch();
    const db = new Kysely<Database>({ dialect: watchWrites(new PostgresDialect({ pool }), writes) });
    return registered({
      db,
      dialect: 'postgres',
      schema: opts.pgSchema,
      writes,
      newClient: () => new pg.Client(clientConfig),
      onConnectionLost: (listener) => lost.listen(listener),
      close: () => db.destroy(),
    });
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const file = path.join(opts.dataDir, opts.sqliteFile ?? 'app.db');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // checkpoints run in a worker thread, off the requests' path (checkpointer.ts)
  sqlite.pragma(`wal_autocheckpoint = ${SAFETY_NET_PAGES}`);
  const totalChanges = sqlite.prepare('SELECT total_changes()').pluck();
  const checkpointer = startCheckpointer(file, {
    changes: () => totalChanges.get() as number,
    // What the thread's isolate and malloc arena held is free once it has ended, but resident until malloc trims it:
    // a burst's release (lib/memory-release.ts) came seconds before (docs/decisions/0012-server-memory.md).
    onEnded: () => mallocTrim()?.(),
  });
  const writes = new WriteWatch();
  const db = new Kysely<Database>({
    dialect: watchWrites(new SqliteDialect({ database: withStatementCache(sqlite) }), writes),
  });
  const close = async () => {
    await checkpointer.stop();
    await db.destroy();
  };
  return registered({ db, dialect: 'sqlite', writes, sqlite, close });
}

const STATEMENT_CACHE = 500;

/**
 * better-sqlite3 prepares a statement for every query Kysely runs; preparing costs more than running most of ours.
 * Statements are kept by their SQL text (the most recently used STATEMENT_CACHE of them) and reused; one still
 * being iterated (a streamed query) is never handed out twice. Each is prepared with its parameters written so that
 * SQLite plans it once (stable-plans.ts).
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(text: string) {
      const cached = statements.get(text);
      if (cached && !cached.busy) {
        statements.delete(text);
        statements.set(text, cached);
        return cached;
      }
      const statement = sqlite.prepare(stablePlanSql(text));
      if (!cached) {
        statements.set(text, statement);
        if (statements.size > STATEMENT_CACHE) statements.delete(statements.keys().next().value!);
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}

/**
 * Hands back what SQLite's page cache holds (up to 16 MiB a connection, better-sqlite3's default): pages a burst read
 * stay cached until the cache is full, whatever the process does next. Called once a burst is over
 * (lib/memory-release.ts); the next reads take their pages from the file again. Nothing to do on PostgreSQL.
 */
export function shrinkMemory(db: Db): void {
  handleOf(db)?.sqlite?.pragma('shrink_memory');
}

function provider(dialect: DialectName): MigrationProvider {
  const migrations: Record<string, Migration> = {
    '001-initial': initial(dialect),
    '002-payment-status': paymentStatus(dialect),
    '003-deposits': deposits(dialect),
    '004-sales-open': salesOpen(),
    '005-cancel-waitlist': cancelWaitlist(dialect),
    '008-notifications': notifications(dialect),
    '006-checkin': checkin(dialect),
    '007-applications': applications(dialect),
    '009-mail-rejections': mailRejections(),
    '011-deposit-settlement': depositSettlement(),
    '012-unsubscribe-tokens': unsubscribeTokens(),
    '014-account-deletion': accountDeletion(),
    '015-payment-changes': paymentChanges(dialect),
    '016-deposit-import-rows': depositImportRows(),
    '017-statement-layouts': statementLayouts(),
    '018-shared-state': sharedState(dialect),
    '019-halls': halls(dialect),
    '020-seat-plans': seatPlans(),
    '021-offer-seats': offerSeats(dialect),
    '022-members': members(dialect),
    '023-renewals': renewals(dialect),
    '024-dues': dues(dialect),
    '025-club-name-key': clubNameKey(dialect),
    '026-deposit-dues': depositDues(),
    '027-handovers': handovers(dialect),
    '028-school-year': schoolYear(),
    '029-meetings': meetings(dialect),
    '030-activities': activities(dialect),
    '031-unions': unions(dialect),
    '032-ledger': ledger(dialect),
  };
  return { getMigrations: async () => migrations };
}

function migratorOf(handle: DatabaseHandle): Migrator {
  // Kysely looks for its own tables across all schemas; name ours so a sibling schema's tables don't count, and
  // look only at ours (schema-introspector.ts: a sibling schema dropped meanwhile would fail the listing).
  return new Migrator({
    db: handle.schema ? withSchemaIntrospection(handle.db, handle.schema) : handle.db,
    provider: provider(handle.dialect),
    // in place of Kysely's default, localeCompare, which would load ICU's collation at every start (lib/compare.ts)
    nameComparator: compareCodeUnits,
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  });
}

/** The migrations this server knows that the database has not applied (the readiness probe: none). */
export async function pendingMigrations(handle: DatabaseHandle): Promise<string[]> {
  const migrations = await migratorOf(handle).getMigrations();
  return migrations.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

export async function migrate(handle: DatabaseHandle): Promise<void> {
  const migrator = migratorOf(handle);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
}
