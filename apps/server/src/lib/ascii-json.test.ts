import { describe, expect, it } from 'vitest';
import { asciiJson } from './ascii-json.ts';

describe('asciiJson', () => {
  it('writes the same values in ASCII alone', () => {
    const value = {
      name: '학생0',
      depositName: '20200000김모아',
      note: 'tab\tquote" emoji 🎫 del \u007f',
      n: [1, null],
    };
    const text = asciiJson(JSON.stringify(value));
    expect(text).not.toMatch(/[^ -~]/);
    expect(JSON.parse(text)).toEqual(value);
    expect(text).toContain('\\ud559\\uc0dd0');
  });

  it('leaves ASCII text as it is', () => {
    const text = JSON.stringify({ a: 'plain', b: 1 });
    expect(asciiJson(text)).toBe(text);
  });
});
