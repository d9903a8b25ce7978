import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMonthDay,
  formatPeriod,
  formatPhone,
  formatTime,
  formatWeekday,
  formatWon,
} from './format';

describe('format', () => {
  it('formats won with thousands separators', () => {
    expect(formatWon(15000)).toBe('15,000원');
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(1234567)).toBe('1,234,567원');
  });

  it('formats calendar dates with the Korean weekday', () => {
    expect(formatDate('2026-11-21')).toBe('2026.11.21 (토)');
    expect(formatDate('2026-11-22')).toBe('2026.11.22 (일)');
    expect(formatDate('2026-11-23', { weekday: false })).toBe('2026.11.23');
    expect(formatMonthDay('2026-11-21')).toBe('11월 21일 (토)');
    expect(formatWeekday('2026-03-02')).toBe('월');
  });

  it('reads timestamps in Asia/Seoul', () => {
    // 2026-11-20 15:30 UTC is 2026-11-21 00:30 in Seoul
    expect(formatDate('2026-11-20T15:30:00Z')).toBe('2026.11.21 (토)');
    expect(formatDateTime('2026-11-21T10:30:00Z')).toBe('2026.11.21 (토) 19:30');
  });

  it('formats times, periods and phones', () => {
    expect(formatTime('19:30:00')).toBe('19:30');
    expect(formatTime('9:05')).toBe('09:05');
    expect(formatPeriod('2026-11-21', '2026-11-22')).toBe('2026.11.21 (토) ~ 2026.11.22 (일)');
    expect(formatPeriod('2026-11-21', '2026-11-21')).toBe('2026.11.21 (토)');
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
  });

  it('returns an empty text for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
