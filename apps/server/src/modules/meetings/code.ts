import { createHmac, timingSafeEqual } from 'node:crypto';
import { MEETING_LIMITS as L } from '@moa/contract';
import type { AppConfig } from '../../config.ts';
import { ticketKey } from '../checkin/index.ts';

/**
 * Attendance codes (docs/decisions/0028-meeting-attendance-codes.md): `{window}.{sig}`, where window is
 * floor(time / 15 s) and sig the first 128 bits of HMAC-SHA256(key, "moa-attend:1:{meetingId}:{window}") in
 * base64url. The key is derived from the ticket key (decision 0009), which instances on one PostgreSQL share through
 * the database (decision 0021), so a code one instance shows is accepted by another. The window is in the clear so a
 * code too old can be told apart from a forged one; only the key makes a signature the server accepts.
 */

export const WINDOW_MS = L.codeWindowSeconds * 1000;
const MAX_AGE_MS = L.codeMaxAgeSeconds * 1000;
const SIGNATURE_BYTES = 16;
const CODE_PATTERN = /^(\d{1,15})\.([A-Za-z0-9_-]{22})$/;

/** The meetings' own key: the ticket key under another label, so a ticket's signature never passes for a code. */
export function meetingKey(config: Pick<AppConfig, 'ticketSecret' | 'dataDir'>): Buffer {
  return createHmac('sha256', ticketKey(config)).update('moa-meeting-key:1').digest();
}

export const windowOf = (ms: number) => Math.floor(ms / WINDOW_MS);

function signature(key: Buffer, meetingId: number, window: number): Buffer {
  return createHmac('sha256', key)
    .update(`moa-attend:1:${meetingId}:${window}`)
    .digest()
    .subarray(0, SIGNATURE_BYTES);
}

export function meetingCode(key: Buffer, meetingId: number, window: number): string {
  return `${window}.${signature(key, meetingId, window).toString('base64url')}`;
}

/**
 * What a scanned code is worth at `nowMs`: 'ok', 'expired' (the server's, first shown more than 60 seconds ago),
 * or 'invalid' (not the server's for this meeting, or from a window that has not come; one window of leeway for
 * instances whose clocks differ a little).
 */
export function judgeCode(
  key: Buffer,
  meetingId: number,
  code: string,
  nowMs: number,
): 'ok' | 'expired' | 'invalid' {
  const match = CODE_PATTERN.exec(code);
  if (!match) return 'invalid';
  const window = Number(match[1]);
  // Compared as text: base64url's last character carries 4 spare bits, so two texts decode to the same bytes and only
  // the one the server writes is accepted.
  const given = Buffer.from(match[2]!, 'ascii');
  const made = Buffer.from(signature(key, meetingId, window).toString('base64url'), 'ascii');
  if (given.length !== made.length || !timingSafeEqual(given, made)) return 'invalid';
  const age = nowMs - window * WINDOW_MS;
  if (age < -WINDOW_MS) return 'invalid';
  return age > MAX_AGE_MS ? 'expired' : 'ok';
}
