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
    ["'café ½'", 'café ½'],
    ['(() => { const año = 1; return año; })()', 1],
    ['(() => { const 좌석 = 3; return 좌석 + 1; })()', 4],
    // a character escaped by a backslash, and a backslash escaped before one
    ["'\\한'", '한'],
    ["'\\\\한'", '\\한'],
    ["'\\\\\\한'", '\\한'],
    // what a String.raw template holds is the escape, which a RegExp made from it reads as the character
    ["new RegExp(String.raw`^입금\\s*(\\d+)원$`).exec('입금 5000원')[1]", '5000'],
  ])('rewrites %s to ASCII with the same meaning', (code, value) => {
    const ascii = asciiOnly(code);
    expect(ascii).toMatch(/^[\x20-\x7e]*$/);
    expect(run(ascii)).toEqual(value);
    expect(run(ascii)).toEqual(run(code));
  });

  it('escapes Latin-1 too, and other whitespace in strings, and leaves line terminators as they are', () => {
    // a line terminator ends a comment, and after a backslash continues a string
    for (const code of ['1 //x\u2028+ 1', "'a\\\u2028b'", "'é\u00a0'.length", "'가\u3000나'", "'café'"]) {
      const ascii = asciiOnly(code);
      expect(run(ascii)).toEqual(run(code));
    }
    expect(asciiOnly('1 //x\u2028+ 1')).toBe('1 //x\u2028+ 1');
    // Node reads a module's file to two bytes a character when any character is beyond ASCII: Latin-1 as well
    expect(asciiOnly("'é'")).toBe("'\\u00e9'");
    expect(asciiOnly("'\ufeff'")).toBe("'\\ufeff'");
  });

  it('leaves ASCII as it is', () => {
    const code = "const a = 'plain' + `text ${1}` + /x\\/y/.source; // a comment \\ with a backslash";
    expect(asciiOnly(code)).toBe(code);
  });
});
