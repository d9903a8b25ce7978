import { describe, expect, it } from 'vitest';
import { seoulDateTime } from './formats.ts';
import { BANKS } from './limits.ts';
import { PAYMENT_MESSAGES } from './payment.ts';
import {
  formatSalesOpen,
  salesOpenInstant,
  salesOpenIssue,
  scheduleTimingIssues,
  SHOW_MESSAGES,
  showCreateRequest,
  showUpdateRequest,
  toSalesOpenAt,
} from './show.ts';

const NOW = new Date('2026-11-22T06:00:00Z'); // 15:00 in Seoul

describe('schedule timing', () => {
  it('reads the wall clock in Seoul', () => {
    expect(seoulDateTime(NOW)).toBe('2026-11-22T15:00:00');
    expect(seoulDateTime(new Date('2026-11-22T15:30:00Z'))).toBe('2026-11-23T00:30:00');
  });

  it('puts every schedule inside the show period, naming the schedule', () => {
    const period = { startDate: '2026-12-01', endDate: '2026-12-03' };
    const at = (date: string) => ({ date, time: '19:00:00', checkPast: true });
    expect(scheduleTimingIssues(period, [at('2026-12-01'), at('2026-12-04'), at('2026-12-03')], NOW)).toEqual(
      [{ index: 1, field: 'date', message: '2회차 날짜가 공연 기간(2026.12.01 ~ 2026.12.03) 밖입니다.' }],
    );
    expect(
      scheduleTimingIssues({ startDate: '2026-12-01', endDate: '2026-12-01' }, [at('2026-11-30')], NOW)[0]!
        .message,
    ).toBe('1회차 날짜가 공연 기간(2026.12.01) 밖입니다.');
  });

  it('refuses a new or changed schedule in the past, and leaves an unchanged past one alone', () => {
    const period = { startDate: '2026-11-01', endDate: '2026-11-30' };
    const issues = scheduleTimingIssues(
      period,
      [
        { date: '2026-11-21', time: '19:00:00', checkPast: true },
        { date: '2026-11-22', time: '14:00:00', checkPast: true },
        { date: '2026-11-22', time: '16:00:00', checkPast: true },
        { date: '2026-11-02', time: '19:00:00', checkPast: false },
      ],
      NOW,
    );
    expect(issues).toEqual([
      { index: 0, field: 'date', message: SHOW_MESSAGES.schedulePast(1) },
      { index: 1, field: 'time', message: SHOW_MESSAGES.schedulePast(2) },
    ]);
    expect(SHOW_MESSAGES.schedulePast(1)).toBe(
      '1회차는 이미 지난 일시입니다. 지금 이후의 날짜와 시간으로 정해주세요.',
    );
  });

  it('leaves malformed dates and an unknown period to their own checks', () => {
    expect(
      scheduleTimingIssues(
        { startDate: '', endDate: '' },
        [{ date: '2099-01-01', time: '', checkPast: true }],
        NOW,
      ),
    ).toEqual([]);
    expect(
      scheduleTimingIssues(
        { startDate: '2099-01-02', endDate: '2099-01-01' },
        [{ date: '2099-05-01', time: '10:00:00', checkPast: true }],
        NOW,
      ),
    ).toEqual([]);
  });
});

describe('the show request schemas', () => {
  const show = {
    name: '정기공연',
    location: '대강당',
    startDate: '2099-12-01',
    endDate: '2099-12-02',
    runtime: 90,
    accountNumber: '110123',
    accountName: '홍길동',
    accountBankName: BANKS[0],
    scheduleDtoList: [
      { orderIndex: 1, date: '2099-12-01', time: '19:00:00', cost: 1000 },
      { orderIndex: 2, date: '2099-12-05', time: '19:00:00', cost: 1000 },
    ],
  };

  it('create: every schedule within the period and not past, at the schedule field', () => {
    const r = showCreateRequest.safeParse(show);
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['scheduleDtoList.1.date', '2회차 날짜가 공연 기간(2099.12.01 ~ 2099.12.02) 밖입니다.'],
    ]);
    const past = showCreateRequest.safeParse({
      ...show,
      startDate: '2020-01-01',
      scheduleDtoList: [{ orderIndex: 1, date: '2020-01-02', time: '19:00:00', cost: 1000 }],
    });
    expect(past.error!.issues.map((i) => i.path.join('.'))).toEqual(['scheduleDtoList.0.date']);
  });

  it('update: an existing past schedule may stay, a new one may not be past; the account may be sent back as is', () => {
    const { name: _n, ...edit } = show;
    const base = {
      ...edit,
      startDate: '2020-01-01',
      scheduleDtoList: [{ id: 7, orderIndex: 1, date: '2020-01-02', time: '19:00:00', cost: 1000 }],
    };
    expect(showUpdateRequest.safeParse(base).success).toBe(true);
    const added = showUpdateRequest.safeParse({
      ...base,
      scheduleDtoList: [
        ...base.scheduleDtoList,
        { orderIndex: 2, date: '2020-01-03', time: '19:00:00', cost: 1000 },
      ],
    });
    expect(added.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['scheduleDtoList.1.date', SHOW_MESSAGES.schedulePast(2)],
    ]);
    const { accountNumber: _a, accountName: _h, accountBankName: _b, ...withoutAccount } = base;
    expect(showUpdateRequest.parse(withoutAccount)).not.toHaveProperty('accountBankName');
  });
});

describe('the payment deadline', () => {
  const show = {
    name: '정기공연',
    location: '대강당',
    startDate: '2099-12-01',
    endDate: '2099-12-01',
    runtime: 90,
    accountNumber: '110123',
    accountName: '홍길동',
    accountBankName: BANKS[0],
    scheduleDtoList: [{ orderIndex: 1, date: '2099-12-01', time: '19:00:00', cost: 1000 }],
  };
  const deadline = (v: unknown) => showCreateRequest.safeParse({ ...show, paymentDeadlineHours: v });

  it('is 1 to 168 whole hours, 24 when left out on create and unchanged when left out on update', () => {
    expect(showCreateRequest.parse(show).paymentDeadlineHours).toBe(24);
    expect(deadline(1).success).toBe(true);
    expect(deadline(168).success).toBe(true);
    for (const bad of [0, 169, 1.5, '24']) {
      expect(deadline(bad).error!.issues.map((i) => [i.path.join('.'), i.message])[0]![0]).toBe(
        'paymentDeadlineHours',
      );
    }
    expect(deadline(0).error!.issues[0]!.message).toBe(PAYMENT_MESSAGES.deadlineRange);
    const { name: _n, ...edit } = show;
    expect(showUpdateRequest.parse(edit).paymentDeadlineHours).toBeUndefined();
    expect(showUpdateRequest.parse({ ...edit, paymentDeadlineHours: 48 }).paymentDeadlineHours).toBe(48);
  });
});

describe('show request messages', () => {
  const base = {
    name: '여름밤',
    location: '대강당',
    startDate: '2099-12-01',
    endDate: '2099-12-02',
    runtime: 90,
    accountNumber: '110123',
    accountName: '홍길동',
    accountBankName: BANKS[0],
  };
  const schedule = { orderIndex: 1, date: '2099-12-01', time: '19:00:00', cost: 1000 };

  it('name the schedule of a schedule problem, and report the period problems while other fields have problems', () => {
    const r = showCreateRequest.safeParse({
      ...base,
      runtime: null,
      endDate: '2099-11-30',
      scheduleDtoList: [
        schedule,
        { orderIndex: 2, date: '', time: '', cost: null, maxPeople: 0 },
        { ...schedule, orderIndex: 3, date: '2099-12-05', cost: 0 },
      ],
    });
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['runtime', SHOW_MESSAGES.runtimeRequired],
      ['scheduleDtoList.1.date', '2회차의 날짜를 선택해주세요'],
      ['scheduleDtoList.1.time', '2회차의 시간을 선택해주세요'],
      ['scheduleDtoList.1.cost', '2회차의 가격을 입력해주세요'],
      ['scheduleDtoList.1.maxPeople', '2회차의 좌석 수를 입력해주세요'],
      ['scheduleDtoList.2.cost', '3회차의 가격은 0원보다 커야 합니다'],
      ['endDate', '종료일은 시작일보다 빠를 수 없습니다.'],
    ]);
  });
});

describe('sales opening (salesOpenAt)', () => {
  const show = {
    name: '정기공연',
    location: '대강당',
    startDate: '2099-12-01',
    endDate: '2099-12-02',
    runtime: 90,
    accountNumber: '110123',
    accountName: '홍길동',
    accountBankName: BANKS[0],
    scheduleDtoList: [
      { orderIndex: 1, date: '2099-12-01', time: '19:00:00', cost: 1000 },
      { orderIndex: 2, date: '2099-12-02', time: '14:30:00', cost: 1000 },
    ],
  };
  const { name: _n, ...edit } = show;
  const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('is a Seoul wall-clock minute that reads as its instant and says itself in Korean', () => {
    expect(salesOpenInstant('2026-12-01T20:00').toISOString()).toBe('2026-12-01T11:00:00.000Z');
    expect(toSalesOpenAt(new Date('2026-12-01T11:00:59Z'))).toBe('2026-12-01T20:00');
    expect(formatSalesOpen('2026-12-01T20:00')).toBe('12월 1일 (화) 오후 8:00');
    expect(formatSalesOpen('2026-11-30T00:05')).toBe('11월 30일 (월) 오전 12:05');
    expect(formatSalesOpen('2026-11-30T12:00')).toBe('11월 30일 (월) 오후 12:00');
    expect(SHOW_MESSAGES.salesNotOpen(formatSalesOpen('2026-12-01T20:00'))).toBe(
      '예매는 12월 1일 (화) 오후 8:00에 열립니다.',
    );
  });

  it('is optional: absent or null opens on publishing, and a valid value is kept', () => {
    expect(showCreateRequest.parse(show).salesOpenAt).toBeUndefined();
    expect(showCreateRequest.parse({ ...show, salesOpenAt: null }).salesOpenAt).toBeNull();
    expect(showCreateRequest.parse({ ...show, salesOpenAt: '2099-11-20T20:00' }).salesOpenAt).toBe(
      '2099-11-20T20:00',
    );
    expect(showUpdateRequest.parse(edit)).not.toHaveProperty('salesOpenAt');
    expect(showUpdateRequest.parse({ ...edit, salesOpenAt: null }).salesOpenAt).toBeNull();
  });

  it('refuses what is not a valid date-time, at its field', () => {
    for (const bad of [
      '',
      '2099-11-20',
      '2099-11-20 20:00',
      '2099-02-30T20:00',
      '2099-11-20T24:00',
      '2099-11-20T20:00:00Z',
      5,
      true,
    ]) {
      expect(issues(showCreateRequest.safeParse({ ...show, salesOpenAt: bad }))).toEqual([
        ['salesOpenAt', SHOW_MESSAGES.salesOpenInvalid],
      ]);
      expect(issues(showUpdateRequest.safeParse({ ...edit, salesOpenAt: bad }))).toEqual([
        ['salesOpenAt', SHOW_MESSAGES.salesOpenInvalid],
      ]);
    }
  });

  it('opens before the last schedule starts; on create it is not in the past', () => {
    expect(issues(showCreateRequest.safeParse({ ...show, salesOpenAt: '2099-12-02T14:30' }))).toEqual([
      ['salesOpenAt', SHOW_MESSAGES.salesOpenAfterLastSchedule],
    ]);
    // After the first schedule but before the last: allowed (the first one simply sells nothing).
    expect(showCreateRequest.safeParse({ ...show, salesOpenAt: '2099-12-02T14:29' }).success).toBe(true);
    expect(issues(showUpdateRequest.safeParse({ ...edit, salesOpenAt: '2099-12-03T00:00' }))).toEqual([
      ['salesOpenAt', SHOW_MESSAGES.salesOpenAfterLastSchedule],
    ]);
    expect(issues(showCreateRequest.safeParse({ ...show, salesOpenAt: '2020-01-01T00:00' }))).toEqual([
      ['salesOpenAt', SHOW_MESSAGES.salesOpenPast],
    ]);
    // An edit may keep a time that has passed: sales are simply open.
    expect(showUpdateRequest.safeParse({ ...edit, salesOpenAt: '2020-01-01T00:00' }).success).toBe(true);
  });

  it('judges the past by the Seoul minute: the current minute is not past', () => {
    const now = new Date('2026-11-22T06:00:30Z'); // 15:00:30 in Seoul
    const schedules = [{ date: '2026-12-01', time: '19:00:00' }];
    expect(salesOpenIssue('2026-11-22T15:00', schedules, now)).toBeUndefined();
    expect(salesOpenIssue('2026-11-22T14:59', schedules, now)).toBe('salesOpenPast');
    expect(salesOpenIssue('2026-11-22T14:59', schedules)).toBeUndefined();
    expect(salesOpenIssue('2026-12-01T19:00', schedules, now)).toBe('salesOpenAfterLastSchedule');
  });
});
