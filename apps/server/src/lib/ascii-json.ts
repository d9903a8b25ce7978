/**
 * JSON text with every character outside ASCII written as a `\uXXXX` escape: the same values, in a body a browser
 * decodes on its ASCII path. Chromium decodes a fetched body of UTF-8 with Korean in it (names, deposit names) at
 * about half the speed of an ASCII one of the same size: for the list of 2,000 holders (1.5 MB) ~0.15 s more on a
 * phone slowed 4×, before the list can render (docs/decisions/0018-signed-in-first-load.md, sixth round).
 * Only for the few large answers named where it is used: it costs the server ~10 ms per MB.
 */
const HEX = Array.from(
  { length: 0x10000 - 0x7f },
  (_, i) => `\\u${(i + 0x7f).toString(16).padStart(4, '0')}`,
);

// JSON's own characters are ASCII, so a character outside it is always inside a string, where an escape is valid;
// a character outside the BMP is two UTF-16 code units, each escaped, as JSON writes it.
export function asciiJson(json: string): string {
  return json.replace(/[\u007f-\uffff]/g, (c) => HEX[c.charCodeAt(0) - 0x7f]!);
}
