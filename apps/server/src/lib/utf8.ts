import { transcode } from 'node:buffer';

/**
 * A text's UTF-8 bytes, the same as `Buffer.from(text)`. A rendered page (58 KB, with Korean in it, so held as
 * two-byte text) is encoded by ICU's converter (node:buffer's transcode) from the text's UTF-16 bytes in about half
 * the time V8's own encoder takes (docs/decisions/0022-server-rendered-pages.md, tenth round). ICU refuses a lone
 * surrogate, which a user's text could carry: such a text goes to `Buffer.from`, which writes U+FFFD for it.
 */
export function utf8Bytes(text: string): Buffer {
  try {
    return transcode(Buffer.from(text, 'utf16le'), 'utf16le', 'utf8');
  } catch {
    return Buffer.from(text);
  }
}
