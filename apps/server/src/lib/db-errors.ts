/** True for a unique-constraint violation on either database (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint failed/.test(e?.message ?? '')
  );
}

/**
 * True for a foreign key that points at a row no longer there (PostgreSQL 23503, SQLite SQLITE_CONSTRAINT_FOREIGNKEY):
 * the row was deleted by a transaction that committed after this one read it.
 */
export function isForeignKeyViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/**
 * True when PostgreSQL aborted the transaction for the sake of a concurrent one: a deadlock (40P01) or a
 * serialization failure (40001). PostgreSQL rolled that transaction back whole, so it can be sent again as it was.
 */
export function isConcurrencyAbort(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/**
 * True when the database has no room for a write: PostgreSQL's disk_full (53100) or SQLite's SQLITE_FULL (the disk,
 * or its max_page_count). The transaction wrote nothing.
 */
export function isStorageFull(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '53100' || code === 'SQLITE_FULL';
}

/** Node's codes for a database server that cannot be reached or dropped the connection. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * True when the database is away rather than the request wrong: PostgreSQL cannot be reached, refused the
 * connection while starting or stopping (57P03, 57P01 admin shutdown, 57P02, 53300 too many connections), dropped it
 * (SQLSTATE class 08), or node-postgres found the connection dead or timed out connecting. Nothing was committed, so
 * the request can be sent again once the database is back.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  if (
    UNREACHABLE.has(code) ||
    /^08[0-9A-Z]{3}$/.test(code) ||
    ['57P01', '57P02', '57P03', '53300'].includes(code)
  ) {
    return true;
  }
  const message = typeof e?.message === 'string' ? e.message : '';
  return (
    /^Connection terminated/.test(message) ||
    message === 'timeout exceeded when trying to connect' ||
    /not queryable|Client was closed/.test(message)
  );
}
