import { describe, expect, it } from 'vitest';
import { safeHttpUrl, splitLinks } from './links';

describe('links from user-entered text', () => {
  it('keeps only http and https addresses', () => {
    expect(safeHttpUrl('https://www.instagram.com/soriul')).toBe('https://www.instagram.com/soriul');
    expect(safeHttpUrl(' http://example.ac.kr ')).toBe('http://example.ac.kr');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,hi')).toBeNull();
    expect(safeHttpUrl('www.example.com')).toBeNull();
    expect(safeHttpUrl('')).toBeNull();
  });

  it('splits text into runs and links, leaving sentence punctuation outside the link', () => {
    expect(splitLinks('신청은 https://forms.example.ac.kr/a?x=1. 감사합니다')).toEqual([
      { kind: 'text', text: '신청은 ' },
      { kind: 'link', text: 'https://forms.example.ac.kr/a?x=1', href: 'https://forms.example.ac.kr/a?x=1' },
      { kind: 'text', text: '. 감사합니다' },
    ]);
    expect(splitLinks('(http://a.example) javascript:alert(1)')).toEqual([
      { kind: 'text', text: '(' },
      { kind: 'link', text: 'http://a.example', href: 'http://a.example' },
      { kind: 'text', text: ') javascript:alert(1)' },
    ]);
    expect(splitLinks('링크 없음')).toEqual([{ kind: 'text', text: '링크 없음' }]);
  });
});
