import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config.ts';
import type { Db, DialectName } from '../../db/database.ts';
import { findSecret, insertSecretIfAbsent } from './secret-repository.ts';
import { SECRET_FILE } from './ticket-code.ts';

const NAME = 'ticket-key';

/**
 * The ticket key several instances share (docs/decisions/0021-several-instances.md). TICKET_SECRET wins whenever it
 * is set. Otherwise, on PostgreSQL, the key is kept in the database (`app_secrets`), so a ticket one instance issued
 * is admitted at a door served by another: the first instance to start stores it, by an insert that keeps the first
 * row when two start together, and every instance reads the stored one. An install that already has a key in
 * DATA_DIR (made before migration 018) stores that one, so the tickets already issued stay valid. On SQLite (one
 * process) the key stays in DATA_DIR as before (ticket-code.ts): null here.
 */
export async function sharedTicketSecret(
  db: Db,
  dialect: DialectName,
  config: Pick<AppConfig, 'ticketSecret' | 'dataDir'>,
  now: Date,
): Promise<string | null> {
  if (config.ticketSecret || dialect !== 'postgres') return config.ticketSecret;
  const stored = await findSecret(db, NAME);
  if (stored) return stored;
  await insertSecretIfAbsent(
    db,
    NAME,
    keyFromDataDir(config.dataDir) ?? randomBytes(32).toString('base64url'),
    now,
  );
  const value = await findSecret(db, NAME);
  if (!value) throw new Error('the ticket key could not be stored in the database');
  return value;
}

/** The key an earlier version kept in DATA_DIR, when there is one that reads back as the same text. */
function keyFromDataDir(dataDir: string): string | null {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(path.join(dataDir, SECRET_FILE));
  } catch {
    return null;
  }
  const text = bytes.toString('utf8');
  return bytes.length >= 32 && Buffer.from(text, 'utf8').equals(bytes) ? text : null;
}
