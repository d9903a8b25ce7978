import { transcode } from 'node:buffer';

/**
 * A text's UTF-8 bytes, the same as `Buffer.from(text)`. A rendered page (about 50 KB, with Korean in it, so held as
 * two-byte text) is converted by node:buffer's `transcode` from the text's UTF-16 bytes in about half the time
 * `Buffer.from` takes (docs/decisions/0022-server-rendered-pages.md, tenth round). `transcode` refuses a lone
 * surrogate, which a user's text could carry: such a text goes to `Buffer.from`, which writes U+FFFD for it. Asking
 * first (`isWellFormed`) would cost most of what is saved.
 */
export function utf8Bytes(text: string): Buffer {
  try {
    return transcode(Buffer.from(text, 'utf16le'), 'utf16le', 'utf8');
  } catch (err) {
    if ((err as { code?: unknown }).code !== 'U_INVALID_CHAR_FOUND') throw err;
    return Buffer.from(text);
  }
}
