import { describe, expect, it } from 'vitest';
import { utf8Bytes } from './utf8.ts';

describe('utf8Bytes', () => {
  it.each([
    ['', 'empty'],
    ['<p class="a">hello</p>', 'ASCII'],
    ['café · naïve', 'Latin-1'],
    ['극단 한울 정기공연 〈햄릿〉 — 모아', 'Korean'],
    ['🎭 공연 😀', 'outside the BMP (surrogate pairs)'],
    ['a\ud800b', 'a lone high surrogate'],
    ['a\udc00b', 'a lone low surrogate'],
    ['끝\ud83d', 'a high surrogate at the end'],
    ['\udfff시작', 'a low surrogate at the start'],
  ])('gives what Buffer.from gives: %j (%s)', (text) => {
    expect(utf8Bytes(text).equals(Buffer.from(text))).toBe(true);
  });

  it('gives what Buffer.from gives for a page-sized mix of every kind of character', () => {
    let text = '';
    for (let i = 0; i < 60_000; i++) {
      const pick = i % 7;
      text += String.fromCharCode(
        pick < 3
          ? 32 + (i % 95)
          : pick < 5
            ? 0xac00 + (i % 11_172)
            : pick === 5
              ? 0xe9
              : 0xd800 + (i % 0x800),
      );
    }
    expect(utf8Bytes(text).equals(Buffer.from(text))).toBe(true);
    // every seventh character is a lone surrogate (none stands next to another): without them, transcode's own path
    const wellFormed = text.replace(/[\ud800-\udfff]/g, '\ufffd');
    expect(utf8Bytes(wellFormed).equals(Buffer.from(wellFormed))).toBe(true);
  });
});
