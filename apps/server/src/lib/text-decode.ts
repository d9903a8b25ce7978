import { iconv } from './on-first-use.ts';

/**
 * Text files the world sends us (bank statements, seat lists saved by Excel) in whatever encoding they came in
 * (docs/decisions/0025-halls.md, apps/server/test/fixtures/banks/statements/README.md).
 */

export type Encoding = 'utf-8' | 'cp949' | 'utf-16le' | 'utf-16be';

/** Control characters other than tab, line feed, form feed and carriage return never occur in a text export. */
export function hasBinaryBytes(bytes: Buffer): boolean {
  for (const b of bytes) if (isControl(b)) return true;
  return false;
}

function isControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f;
}

function hasControlChars(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (isControl(text.charCodeAt(i))) return true;
  return false;
}

export type Decoded = { ok: true; text: string; encoding: Encoding } | { ok: false; binary: boolean };

/**
 * A byte-order mark decides; otherwise text that is valid UTF-8 is UTF-8, and anything else is read as CP949 (a
 * superset of EUC-KR, what Korean banks and Excel on Korean Windows write) and refused if that leaves characters it
 * could not map.
 */
export function decodeText(bytes: Buffer): Decoded {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return utf16(bytes, 'utf-16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return utf16(bytes, 'utf-16be');
  const bomless = bomlessUtf16(bytes);
  if (bomless) return utf16(bytes, bomless);
  if (hasBinaryBytes(bytes)) return { ok: false, binary: true };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    const text = iconv().decode(bytes, 'cp949');
    return text.includes('\ufffd') ? { ok: false, binary: false } : { ok: true, text, encoding: 'cp949' };
  }
}

/**
 * UTF-16 written without a byte-order mark: a statement's digits, commas and line breaks are ASCII, whose UTF-16
 * has a zero byte on one side of every pair (Hangul syllables almost never do on the high side), so zeros on one side
 * and almost none on the other tell it apart from any 8-bit text, which has no zero bytes at all.
 */
function bomlessUtf16(bytes: Buffer): 'utf-16le' | 'utf-16be' | null {
  const n = Math.min(bytes.length, 4096) & ~1;
  if (n < 16) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZeros += 1;
    if (bytes[i + 1] === 0) oddZeros += 1;
  }
  const pairs = n / 2;
  if (oddZeros >= pairs * 0.3 && evenZeros <= pairs * 0.02) return 'utf-16le';
  if (evenZeros >= pairs * 0.3 && oddZeros <= pairs * 0.02) return 'utf-16be';
  return null;
}

function utf16(bytes: Buffer, encoding: 'utf-16le' | 'utf-16be'): Decoded {
  try {
    const text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
    return hasControlChars(text) ? { ok: false, binary: true } : { ok: true, text, encoding };
  } catch {
    return { ok: false, binary: false };
  }
}
