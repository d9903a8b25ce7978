/** What a file is, judged by its bytes (the name and the browser's type are not trusted), and its text. */
export { isZip, zipEntries, zipEntriesFit, type ZipEntry } from '../../../lib/zip.ts';

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
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

/** Banks' "Excel" downloads are often an HTML table or an XML spreadsheet with an .xls name. */
export function isMarkup(text: string): boolean {
  return /^[\s\ufeff]*<(?:!doctype|!--|html|head|body|table|meta|style|title|\?xml|workbook)/i.test(text);
}
