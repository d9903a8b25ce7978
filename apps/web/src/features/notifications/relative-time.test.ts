import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

// 2026-11-21 15:00 in Seoul
const now = Date.parse('2026-11-21T06:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MIN = 60_000;

describe('formatRelativeTime', () => {
  it('says 방금 under a minute, and for a time a little ahead of the device', () => {
    expect(formatRelativeTime(ago(30_000), now)).toBe('방금');
    expect(formatRelativeTime(ago(-5_000), now)).toBe('방금');
  });

  it('counts minutes, then hours within the same Seoul day', () => {
    expect(formatRelativeTime(ago(5 * MIN), now)).toBe('5분 전');
    expect(formatRelativeTime(ago(59 * MIN), now)).toBe('59분 전');
    expect(formatRelativeTime(ago(3 * 60 * MIN + 10 * MIN), now)).toBe('3시간 전');
  });

  it('calls the previous Seoul day 어제, then counts days, then gives the date after a week', () => {
    // 23:30 the day before in Seoul is 어제, though only 15.5 hours ago
    expect(formatRelativeTime('2026-11-20T14:30:00Z', now)).toBe('어제');
    expect(formatRelativeTime('2026-11-18T01:00:00Z', now)).toBe('3일 전');
    expect(formatRelativeTime('2026-11-10T01:00:00Z', now)).toBe('2026.11.10');
  });

  it('gives nothing for an unreadable time', () => {
    expect(formatRelativeTime('not a time', now)).toBe('');
  });
});
