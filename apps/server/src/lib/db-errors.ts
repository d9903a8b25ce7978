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
