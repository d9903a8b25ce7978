import { inflateRawSync } from 'node:zlib';

/**
 * A ZIP's entries read from its central directory before anything inflates it, so a small upload that unpacks to far
 * more (an XLSX bomb) is refused first: bank statements (modules/deposits) and roster files (modules/members).
 */

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export function isZip(bytes: Buffer): boolean {
  return bytes.subarray(0, ZIP.length).equals(ZIP);
}

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  /** What the central directory declares; the inflated size is checked against it (zipEntriesFit). */
  size: number;
  /** Where the entry's local header starts. */
  offset: number;
}

/** The entries a ZIP's central directory lists, or null when it cannot be read (ZIP64 included). */
export function zipEntries(bytes: Buffer): ZipEntry[] | null {
  const EOCD = 0x06054b50;
  const CDH = 0x02014b50;
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= from; i -= 1) {
    if (bytes.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  let offset = bytes.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== CDH) return null;
    const size = bytes.readUInt32LE(offset + 24);
    const compressedSize = bytes.readUInt32LE(offset + 20);
    if (size === 0xffffffff || compressedSize === 0xffffffff) return null;
    const nameLength = bytes.readUInt16LE(offset + 28);
    entries.push({
      name: bytes.toString('utf8', offset + 46, offset + 46 + nameLength),
      method: bytes.readUInt16LE(offset + 10),
      compressedSize,
      size,
      offset: bytes.readUInt32LE(offset + 42),
    });
    offset += 46 + nameLength + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
  }
  return entries;
}

/**
 * Whether every entry inflates to no more than its declared size: a ZIP may declare small sizes and hold far more, so
 * each entry is inflated with its declared size as the limit (zlib stops there) before exceljs inflates it unbounded.
 */
export function zipEntriesFit(bytes: Buffer, entries: readonly ZipEntry[]): boolean {
  for (const e of entries) {
    const LFH = 0x04034b50;
    if (e.offset + 30 > bytes.length || bytes.readUInt32LE(e.offset) !== LFH) return false;
    const start = e.offset + 30 + bytes.readUInt16LE(e.offset + 26) + bytes.readUInt16LE(e.offset + 28);
    const data = bytes.subarray(start, start + e.compressedSize);
    if (e.method === 0) {
      if (data.length > e.size) return false;
      continue;
    }
    if (e.method !== 8) return false;
    try {
      // One byte more than declared: reaching it means the entry holds more than it says.
      const out = inflateRawSync(data, { maxOutputLength: e.size + 1 });
      if (out.length > e.size) return false;
    } catch {
      return false;
    }
  }
  return true;
}
