import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  OperationNode,
  QueryResult,
  RootOperationNode,
  TransactionSettings,
} from 'kysely';

/**
 * Tells its listeners after every committed write through one database handle, whoever made it (a request, the
 * expiry timer, the seed, a test writing rows directly). The public read cache (plugins/public-cache.ts) is
 * invalidated from here, so no write path has to remember to do it (docs/decisions/0005-public-read-cache.md).
 */
export class WriteWatch {
  readonly #listeners = new Set<() => void>();

  /** Listeners run synchronously on the write's path: they must be cheap and must not throw. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  committed(): void {
    for (const listener of this.#listeners) {
      try {
        listener();
      } catch {
        // A listener's failure must never fail a write that has already committed.
      }
    }
  }
}

/**
 * Tables no public answer reads: writes to them (a session touched on every signed-in request, the audit trail,
 * sign-in nonces, the shared rate counts, the ticket key, an image's bytes, which are served under a name that never
 * changes) do not invalidate the public read cache. Any other write does.
 */
const NOT_CONTENT = new Set([
  'sessions',
  'used_nonces',
  'audit_log',
  'rate_counters',
  'app_secrets',
  'stored_files',
]);

function tableName(node: OperationNode | undefined): string | null {
  if (!node) return null;
  if (node.kind === 'TableNode') {
    return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  }
  if (node.kind === 'AliasNode') return tableName((node as unknown as { node: OperationNode }).node);
  return null;
}

/** Whether a statement may change what a public answer shows; anything not understood counts as a change. */
export function changesContent(query: RootOperationNode, sqlText: string): boolean {
  switch (query.kind) {
    case 'SelectQueryNode':
      return false;
    case 'RawNode':
      // Raw SQL is read only when it is a plain SELECT; anything else (a CTE, DDL, …) is taken as a write.
      return !/^\s*select\b/i.test(sqlText);
    case 'InsertQueryNode':
      return !NOT_CONTENT.has(tableName(query.into) ?? '');
    case 'UpdateQueryNode':
      return !NOT_CONTENT.has(tableName(query.table) ?? '');
    case 'DeleteQueryNode': {
      const names = query.from.froms.map(tableName);
      return !names.every((n) => n !== null && NOT_CONTENT.has(n));
    }
    default:
      return true;
  }
}

const DML = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode']);

/**
 * Whether a write changed rows: by the count the driver gives, or for one with RETURNING that SQLite runs as a read
 * (no count), by the rows it returned. Anything else (DDL, raw SQL) counts as a change.
 */
function changedRows(query: RootOperationNode, result: QueryResult<unknown>): boolean {
  if (result.numAffectedRows !== undefined) return result.numAffectedRows > 0n || result.rows.length > 0;
  return DML.has(query.kind) ? result.rows.length > 0 : true;
}

/** A connection that remembers whether its open transaction wrote, and tells the watch after autocommit writes. */
class WatchedConnection implements DatabaseConnection {
  inTransaction = false;
  wrote = false;
  constructor(
    readonly inner: DatabaseConnection,
    private readonly watch: WriteWatch,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const writes = changesContent(compiled.query, compiled.sql);
    const result = await this.inner.executeQuery<R>(compiled);
    // A write that changed no row changes no answer: the expiry job's conditional updates that find nothing due,
    // every 30 s in every instance, would otherwise throw the public cache and the early path's snapshots away.
    if (writes && changedRows(compiled.query, result)) {
      if (this.inTransaction) this.wrote = true;
      else this.watch.committed();
    }
    return result;
  }

  async *streamQuery<R>(compiled: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    const writes = changesContent(compiled.query, compiled.sql);
    if (writes && this.inTransaction) this.wrote = true;
    yield* this.inner.streamQuery<R>(compiled, chunkSize);
    if (writes && !this.inTransaction) this.watch.committed();
  }
}

class WatchedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly watch: WriteWatch,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new WatchedConnection(await this.inner.acquireConnection(), this.watch);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const c = connection as WatchedConnection;
    await this.inner.beginTransaction(c.inner, settings);
    c.inTransaction = true;
    c.wrote = false;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as WatchedConnection;
    await this.inner.commitTransaction(c.inner);
    const wrote = c.wrote;
    c.inTransaction = false;
    c.wrote = false;
    // Only after the commit: a read that starts from here on sees the new rows.
    if (wrote) this.watch.committed();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as WatchedConnection;
    c.inTransaction = false;
    c.wrote = false;
    try {
      await this.inner.rollbackTransaction(c.inner);
    } catch (err) {
      // SQLite rolls a transaction back by itself after some errors (a full disk, an I/O error, no memory); the
      // ROLLBACK that follows then fails, and its error would hide the one that matters (a full disk would read as
      // a 500: test/storage-failure.test.ts).
      if (!/no transaction is active/.test((err as Error | null)?.message ?? '')) throw err;
    }
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((connection as WatchedConnection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

function withSavepoints(driver: WatchedDriver, inner: Driver): Driver {
  // Savepoints stay inside the transaction: its commit is what tells the watch.
  const unwrap = (c: DatabaseConnection) => (c as WatchedConnection).inner;
  return Object.assign(driver, {
    ...(inner.savepoint
      ? { savepoint: (c: DatabaseConnection, n: string, q: never) => inner.savepoint!(unwrap(c), n, q) }
      : {}),
    ...(inner.rollbackToSavepoint
      ? {
          rollbackToSavepoint: (c: DatabaseConnection, n: string, q: never) =>
            inner.rollbackToSavepoint!(unwrap(c), n, q),
        }
      : {}),
    ...(inner.releaseSavepoint
      ? {
          releaseSavepoint: (c: DatabaseConnection, n: string, q: never) =>
            inner.releaseSavepoint!(unwrap(c), n, q),
        }
      : {}),
  });
}

/** The same dialect, its driver wrapped so that `watch` hears of every committed write. */
export function watchWrites(dialect: Dialect, watch: WriteWatch): Dialect {
  return {
    createDriver: () => {
      const inner = dialect.createDriver();
      return withSavepoints(new WatchedDriver(inner, watch), inner);
    },
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
