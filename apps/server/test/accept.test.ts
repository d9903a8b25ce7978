import { describe, expect, it } from 'vitest';
import { preferredType } from '../src/lib/accept.ts';

const OFFERED = ['text/html', 'application/json'] as const;

describe('which of HTML and JSON an Accept header prefers', () => {
  it.each([
    // link readers of messengers and social sites
    ['*/*', 'text/html'],
    [undefined, 'text/html'],
    ['', 'text/html'],
    // a browser navigation (Chromium's header)
    [
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8',
      'text/html',
    ],
    // the web app's client and the usual API clients
    ['application/json', 'application/json'],
    ['application/json, text/plain, */*', 'application/json'],
    ['text/html;q=0.5, application/json', 'application/json'],
    ['application/*', 'application/json'],
    // refusals and other types
    ['text/html;q=0, */*', 'application/json'],
    ['image/*', null],
    ['image/webp,*/*;q=0', null],
  ])('%s → %s', (header, expected) => {
    expect(preferredType(header, OFFERED)).toBe(expected);
  });
});
