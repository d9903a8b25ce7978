import { describe, expect, it } from 'vitest';
import { etagOf } from './etag.ts';

describe('etagOf', () => {
  // SHA-1 of the UTF-8 bytes, base64url, weak: the values Python's hashlib gives for the same bytes
  it.each([
    ['abc', 'qZk-NkcGgWq6PiVxeFDCbJzQ2J0'],
    ['극단 한울', 'usimJ1Rz39uz_mEWlaNMtDtqiwI'],
    // a lone surrogate is hashed as U+FFFD, as its UTF-8 bytes (Buffer.from) carry it
    ['a\ud800b', 'w2k66mFsiGyTdG3qs9QpIcog8E4'],
  ])('of %j is the same for the text and for its bytes', (text, digest) => {
    expect(etagOf(text)).toBe(`W/"${digest}"`);
    expect(etagOf(Buffer.from(text))).toBe(`W/"${digest}"`);
  });
});
