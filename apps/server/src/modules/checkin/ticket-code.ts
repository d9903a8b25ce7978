import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config.ts';

/**
 * E-ticket codes (docs/decisions/0009-ticket-codes-and-offline-check-in.md): `MOA1-{reservationId}-{scheduleId}-{sig}`,
 * where sig is the first 128 bits of HMAC-SHA256(key, "moa-ticket:1:{reservationId}:{scheduleId}") in upper-case hex.
 * Digits, capitals and "-" only, so the QR code uses its compact alphanumeric mode. The ids are in the clear (the door
 * can tell another schedule's ticket offline); only the server's key makes a code the door accepts.
 */

const PREFIX = 'MOA1';
const SIGNATURE_BYTES = 16;
const CODE_PATTERN = /^MOA1-([1-9]\d{0,9})-([1-9]\d{0,9})-([0-9A-F]{32})$/;
export const SECRET_FILE = 'ticket-secret';

const secrets = new Map<string, Buffer>();

/**
 * The signing key: TICKET_SECRET (on PostgreSQL, when it is not set, the key kept in the database stands in for it:
 * shared-key.ts), or a random one made once and kept in DATA_DIR (created with O_EXCL, so two processes starting
 * together keep the same one).
 */
export function ticketKey(config: Pick<AppConfig, 'ticketSecret' | 'dataDir'>): Buffer {
  if (config.ticketSecret) return Buffer.from(config.ticketSecret, 'utf8');
  const cached = secrets.get(config.dataDir);
  if (cached) return cached;
  const file = path.join(config.dataDir, SECRET_FILE);
  let secret: Buffer;
  try {
    secret = fs.readFileSync(file);
  } catch {
    fs.mkdirSync(config.dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    secret = fs.readFileSync(file);
  }
  if (secret.length < 32) throw new Error(`${file} holds no usable ticket key (fewer than 32 bytes)`);
  secrets.set(config.dataDir, secret);
  return secret;
}

function signature(key: Buffer, reservationId: number, scheduleId: number): Buffer {
  return createHmac('sha256', key)
    .update(`moa-ticket:1:${reservationId}:${scheduleId}`)
    .digest()
    .subarray(0, SIGNATURE_BYTES);
}

export function ticketCode(key: Buffer, reservationId: number, scheduleId: number): string {
  const sig = signature(key, reservationId, scheduleId).toString('hex').toUpperCase();
  return `${PREFIX}-${reservationId}-${scheduleId}-${sig}`;
}

/** The ids a code names, when its signature is the server's; null for anything else. */
export function readTicketCode(
  key: Buffer,
  code: string,
): { reservationId: number; scheduleId: number } | null {
  const match = CODE_PATTERN.exec(code.trim().toUpperCase());
  if (!match) return null;
  const reservationId = Number(match[1]);
  const scheduleId = Number(match[2]);
  const given = Buffer.from(match[3]!, 'hex');
  return timingSafeEqual(given, signature(key, reservationId, scheduleId))
    ? { reservationId, scheduleId }
    : null;
}

/** What a door device keeps to recognise a ticket offline: the SHA-256 of its code (hex). */
export function codeHash(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}
