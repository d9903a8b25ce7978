import { describe, expect, it } from 'vitest';
import { asciiOnly } from '../ascii-only.mjs';

/** The bundles' ASCII rewrite (tools/ascii-only.mjs) must leave every program meaning what it meant. */
const run = (code: string): unknown => new Function(`return (${code});`)();

describe('asciiOnly', () => {
  it.each([
    ["'한글 공연'", '한글 공연'],
    ['`${1}매 남음`', '1매 남음'],
    ["/^[가-힣]+$/u.test('모아')", true],
    ["/^.$/u.test('😀')", true],
    ["'😀'.length", 2],
    ['(() => { const 좌석 = 3; return 좌석 + 1; })()', 4],
    // a character escaped by a backslash, and a backslash escaped before one
    ["'\\한'", '한'],
    ["'\\\\한'", '\\한'],
    ["'\\\\\\한'", '\\한'],
    ["'\\u2028'.length + '\u2028'.length", 2],
  ])('rewrites %s to ASCII with the same meaning', (code, value) => {
    const ascii = asciiOnly(code);
    expect(ascii).toMatch(/^[\x20-\x7e]*$/);
    expect(run(ascii)).toEqual(value);
    expect(run(ascii)).toEqual(run(code));
  });

  it('leaves ASCII as it is', () => {
    const code = "const a = 'plain' + `text ${1}` + /x\\/y/.source; // a comment \\ with a backslash";
    expect(asciiOnly(code)).toBe(code);
  });
});
