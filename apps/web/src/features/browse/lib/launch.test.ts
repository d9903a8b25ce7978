import { describe, expect, it } from 'vitest';
import { parseLaunchDate, upcomingLaunch } from './launch';

describe('launch date', () => {
  it('reads YYYY-MM-DD; the mobile version opens on the first of the next month', () => {
    expect(parseLaunchDate('2026-08-20')).toEqual({
      date: '2026-08-20',
      month: 8,
      day: 20,
      mobileMonth: 9,
      mobileDay: 1,
    });
    expect(parseLaunchDate('2026-12-01')?.mobileMonth).toBe(1);
    expect(parseLaunchDate(null)).toBeNull();
    expect(parseLaunchDate(undefined)).toBeNull();
    expect(parseLaunchDate('')).toBeNull();
    expect(parseLaunchDate('2026-02-30')).toBeNull();
    expect(parseLaunchDate('20.8.2026')).toBeNull();
  });

  it('is upcoming until the launch day begins in Seoul', () => {
    // 2026-08-19 23:30 in Seoul
    expect(upcomingLaunch('2026-08-20', new Date('2026-08-19T14:30:00Z'))).not.toBeNull();
    // 2026-08-20 00:30 in Seoul (still the 19th in UTC)
    expect(upcomingLaunch('2026-08-20', new Date('2026-08-19T15:30:00Z'))).toBeNull();
    expect(upcomingLaunch(null, new Date('2026-08-01T00:00:00Z'))).toBeNull();
  });
});
