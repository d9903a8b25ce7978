/** What a file is, judged by its bytes (the name and the browser's type are not trusted), and its text. */
import { inflateRawSync } from 'node:zlib';

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** An OOXML file saved with a password is an OLE2 container holding this stream (name in UTF-16LE). */
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');

export function isOle2(bytes: Buffer): boolean {
  return bytes.subarray(0, OLE2.length).equals(OLE2);
}

export function isEncryptedOoxml(bytes: Buffer): boolean {
  return bytes.includes(ENCRYPTED_PACKAGE);
}

/** Word, PowerPoint and 한글 (HWP) files are OLE2 containers too; their streams name them. */
const OTHER_OLE2_STREAMS = ['WordDocument', 'PowerPoint Document', 'HwpSummaryInformation'].map((name) =>
  Buffer.from(name, 'utf16le'),
);

export function isOtherOle2Document(bytes: Buffer): boolean {
  return OTHER_OLE2_STREAMS.some((name) => bytes.includes(name));
}

export function startsWithBom(bytes: Buffer): boolean {
  return (
    (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) ||
    (bytes[0] === 0xff && bytes[1] === 0xfe) ||
    (bytes[0] === 0xfe && bytes[1] === 0xff)
  );
}

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

/** Banks' "Excel" downloads are often an HTML table or an XML spreadsheet with an .xls name. */
export function isMarkup(text: string): boolean {
  return /^[\s\ufeff]*<(?:!doctype|!--|html|head|body|table|meta|style|title|\?xml|workbook)/i.test(text);
}
