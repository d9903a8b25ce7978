import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDeadline,
  formatMonthDayTime,
  formatRemaining,
  formatMonthDay,
  formatPeriod,
  formatPhone,
  formatTime,
  formatWeekday,
  formatNumber,
  formatWon,
  toSeoulLocalInput,
} from './format';

describe('format', () => {
  it('formats won with thousands separators', () => {
    expect(formatWon(15000)).toBe('15,000원');
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(1234567)).toBe('1,234,567원');
  });

  it('groups numbers as Intl does for ko-KR, whole or not', () => {
    const intl = new Intl.NumberFormat('ko-KR');
    for (const n of [
      0, 7, 999, 1000, -1000, 15000, 123456, -1234567, 9007199254740991, 1234.5, 0.12345, -0.5,
    ])
      expect(formatNumber(n), String(n)).toBe(intl.format(n));
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

  it('formats a pay-by time in Seoul on a 12-hour clock', () => {
    expect(formatDeadline('2026-11-23T05:30:00Z')).toBe('11월 23일 (월) 오후 2:30');
    expect(formatDeadline('2026-11-22T15:05:00Z')).toBe('11월 23일 (월) 오전 12:05');
    expect(formatDeadline('2026-11-23T03:00:00Z')).toBe('11월 23일 (월) 오후 12:00');
    expect(formatMonthDayTime('2026-11-22T05:03:00Z')).toBe('11월 22일 14:03');
    expect(toSeoulLocalInput(new Date('2026-11-22T15:03:00Z'))).toBe('2026-11-23T00:03');
  });

  it('formats a time left in whole minutes, rounded down', () => {
    const minute = 60_000;
    expect(formatRemaining(24 * 60 * minute - 1)).toBe('23시간 59분');
    expect(formatRemaining(3 * 60 * minute)).toBe('3시간');
    expect(formatRemaining(45 * minute + 59_000)).toBe('45분');
    expect(formatRemaining(30_000)).toBe('1분 미만');
    expect(formatRemaining(-5)).toBe('1분 미만');
    expect(formatRemaining((2 * 24 + 3) * 60 * minute + 20 * minute)).toBe('2일 3시간');
    expect(formatRemaining(7 * 24 * 60 * minute)).toBe('7일');
  });
});
