import { describe, expect, it } from 'vitest';
import { BANKS, LIMITS } from './limits.ts';
import { managerClubRequest, managerProfileRequest } from './manager.ts';
import { recruitingCreateRequest } from './recruiting.ts';
import {
  reservationRequest,
  scheduleDtoSchema,
  SHOW_MESSAGES,
  showCreateRequest,
  showUpdateRequest,
} from './show.ts';
import { studentProfileRequest } from './student.ts';
import {
  checkImageFile,
  digitsOnly,
  formatPhone,
  isEmptyStudentId,
  isHttpUrl,
  isValidDate,
  isValidPhone,
  isValidStudentId,
  sanitizeStudentId,
  studentIdOf,
  toScheduleTime,
} from './validators.ts';
import { pathFor } from './endpoints.ts';
import { VALIDATION } from './messages.ts';

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['010', '010'],
    ['0101', '010-1'],
    ['0101234', '010-1234'],
    ['01012345', '010-1234-5'],
    ['01012345678', '010-1234-5678'],
    ['010-1234-5678', '010-1234-5678'],
    ['010 1234 5678 999', '010-1234-5678'],
    ['abc010x1234y5678', '010-1234-5678'],
  ])('%s → %s', (input, out) => {
    expect(formatPhone(input)).toBe(out);
    expect(formatPhone(input).length).toBeLessThanOrEqual(LIMITS.phoneMaxLength);
  });

  it('checks the 3-4-4 shape', () => {
    expect(isValidPhone('010-1234-5678')).toBe(true);
    expect(isValidPhone('010-123-5678')).toBe(false);
    expect(isValidPhone('01012345678')).toBe(false);
  });
});

describe('student id', () => {
  it('keeps digits only, at most 8', () => {
    expect(sanitizeStudentId('2024-12a345')).toBe('20241234');
    expect(sanitizeStudentId('123456789')).toBe('12345678');
  });
  it('is exactly 8 digits', () => {
    expect(isValidStudentId('20241234')).toBe(true);
    expect(isValidStudentId('2024123')).toBe(false);
    expect(isValidStudentId('2024123a')).toBe(false);
  });
  it('treats 0, null and empty as missing', () => {
    for (const v of [0, '0', null, undefined, '']) expect(isEmptyStudentId(v)).toBe(true);
    expect(isEmptyStudentId('20241234')).toBe(false);
  });
});

describe('student id', () => {
  it('takes its length from LIMITS alone: pattern, typing filter, example ids and messages', () => {
    const n = LIMITS.studentIdLength;
    const id = studentIdOf(2024, 1234);
    expect(id).toHaveLength(n);
    expect(isValidStudentId(id)).toBe(true);
    expect(isValidStudentId(`${id}0`)).toBe(false);
    expect(isValidStudentId(id.slice(1))).toBe(false);
    expect(sanitizeStudentId(`${id}99-`)).toBe(id);
    expect(VALIDATION.studentIdLength).toContain(`${n}자리`);
    expect(VALIDATION.studentIdHint).toContain(`${n}자리`);
  });
});

describe('student profile request', () => {
  it('trims the name and accepts a complete profile', () => {
    expect(
      studentProfileRequest.parse({ name: '  김모아 ', studentId: '20241234', phoneNumber: '010-1234-5678' }),
    ).toEqual({
      name: '김모아',
      studentId: '20241234',
      phoneNumber: '010-1234-5678',
    });
  });
  /** The first message per field, as the server's fieldErrors and the forms show it. */
  const firstMessages = (issues: { path: PropertyKey[]; message: string }[]) =>
    Object.fromEntries([...issues].reverse().map((i) => [i.path[0], i.message]));

  it('answers the spec messages', () => {
    const r = studentProfileRequest.safeParse({ name: ' ', studentId: '', phoneNumber: '' });
    const messages = firstMessages(r.error!.issues);
    expect(messages).toEqual({
      name: '이름을 입력해주세요.',
      studentId: '학번을 입력해주세요.',
      phoneNumber: '전화번호를 입력해주세요.',
    });
    const r2 = studentProfileRequest.safeParse({
      name: '가'.repeat(21),
      studentId: '1234',
      phoneNumber: '010-12-34',
    });
    const m2 = firstMessages(r2.error!.issues);
    expect(m2).toEqual({
      name: '이름은 20자 이내로 입력해주세요.',
      studentId: '학번은 8자리여야 합니다.',
      phoneNumber: '전화번호 형식을 확인해주세요.',
    });
  });
});

describe('dates, times, links and images', () => {
  it('validates calendar dates', () => {
    expect(isValidDate('2026-02-28')).toBe(true);
    expect(isValidDate('2026-02-30')).toBe(false);
    expect(isValidDate('2026-2-3')).toBe(false);
  });
  it('sends schedule times as HH:MM:SS', () => {
    expect(toScheduleTime(9, 5)).toBe('09:05:00');
    expect(toScheduleTime('23', '59')).toBe('23:59:00');
  });
  it('accepts only http and https links', () => {
    expect(isHttpUrl('https://www.instagram.com/x')).toBe(true);
    expect(isHttpUrl('http://example.ac.kr')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('ftp://x')).toBe(false);
    expect(isHttpUrl('not a url')).toBe(false);
  });
  it('checks a picked image by type and size', () => {
    expect(checkImageFile({ type: 'image/png', size: LIMITS.imageMaxBytes })).toEqual({ ok: true });
    expect(checkImageFile({ type: 'image/png', size: 5_242_881 })).toEqual({
      ok: false,
      message: '파일 크기는 5MB 이하여야 합니다.',
    });
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toEqual({
      ok: false,
      message: '이미지 파일만 업로드할 수 있습니다.',
    });
    expect(LIMITS.imageMaxBytes).toBe(5_242_880);
  });
  it('keeps digits', () => {
    expect(digitsOnly('110-123-456')).toBe('110123456');
  });
});

describe('request schemas', () => {
  it('reservation: at least one ticket, whole numbers', () => {
    expect(reservationRequest.safeParse({ scheduleId: 1, wishToPurchaseTickets: 2 }).success).toBe(true);
    expect(reservationRequest.safeParse({ scheduleId: 1, wishToPurchaseTickets: 0 }).success).toBe(false);
    expect(reservationRequest.safeParse({ scheduleId: 1, wishToPurchaseTickets: 1.5 }).success).toBe(false);
    expect(reservationRequest.safeParse({ scheduleId: '1', wishToPurchaseTickets: 1 }).success).toBe(false);
  });

  it('schedule: defaults, never a negative ticket limit, price above 0', () => {
    const s = scheduleDtoSchema.parse({ orderIndex: 1, date: '2026-12-01', time: '19:00:00', cost: 1000 });
    expect(s).toMatchObject({ maxTicket: 1, maxPeople: 100 });
    expect(
      scheduleDtoSchema.safeParse({ orderIndex: 1, date: '2026-12-01', time: '19:00:00', cost: 0 }).success,
    ).toBe(false);
    expect(
      scheduleDtoSchema.safeParse({ orderIndex: 1, date: '2026-12-01', time: '24:00:00', cost: 1 }).success,
    ).toBe(false);
    expect(
      scheduleDtoSchema.safeParse({
        orderIndex: 1,
        date: '2026-12-01',
        time: '19:00:00',
        cost: 1,
        maxTicket: -1,
      }).success,
    ).toBe(false);
    expect(
      scheduleDtoSchema.safeParse({
        orderIndex: 1,
        date: '2026-12-01',
        time: '19:00:00',
        cost: 1,
        maxTicket: 0,
      }).success,
    ).toBe(true);
  });

  const show = {
    name: '정기공연',
    location: '대강당',
    startDate: '2099-12-01',
    endDate: '2099-12-02',
    runtime: 90,
    accountNumber: '110123',
    accountName: '홍길동',
    accountBankName: BANKS[0],
    scheduleDtoList: [{ orderIndex: 1, date: '2099-12-01', time: '19:00:00', cost: 1000 }],
  };
  it('show: caps of 30/100/300, digits-only account, banks of the list, edit without name and account', () => {
    expect(showCreateRequest.safeParse(show).success).toBe(true);
    const bad = showCreateRequest.safeParse({
      ...show,
      name: '가'.repeat(31),
      introductionLetter: '가'.repeat(101),
      noticeLetter: '가'.repeat(301),
      accountNumber: '110-123',
      accountBankName: '한국은행',
    });
    expect(bad.error!.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'accountBankName',
      'accountNumber',
      'introductionLetter',
      'name',
      'noticeLetter',
    ]);
    expect(bad.error!.issues.find((i) => i.path[0] === 'name')!.message).toBe(SHOW_MESSAGES.nameTooLong);
    expect(SHOW_MESSAGES.nameTooLong).toBe('공연 이름은 30자를 초과할 수 없습니다');
    const { name: _n, accountNumber: _a, ...edit } = show;
    const parsed = showUpdateRequest.parse({ ...edit, name: 'ignored', accountNumber: '999' });
    expect(parsed).not.toHaveProperty('name');
    // kept so the server can refuse a changed account
    expect(parsed.accountNumber).toBe('999');
    expect(showCreateRequest.safeParse({ ...show, endDate: '2099-11-30' }).success).toBe(false);
  });

  it('recruiting: required after trimming, http(s) application link', () => {
    const r = recruitingCreateRequest.safeParse({
      name: ' ',
      category: 'regular',
      startDate: '2026-12-01',
      endDate: '2026-12-02',
      applicationUrl: 'javascript:x',
    });
    const paths = r.error!.issues.map((i) => i.path[0]);
    for (const f of [
      'name',
      'mandatorySemesters',
      'meetingTime',
      'content',
      'eligibility',
      'notice',
      'manager',
      'managerPhoneNumber',
      'applicationUrl',
      'introductionLetter',
    ]) {
      expect(paths).toContain(f);
    }
  });

  it('manager profile and club', () => {
    expect(
      managerProfileRequest
        .safeParse({ name: '', phoneNumber: '01012345678' })
        .error!.issues.map((i) => i.message),
    ).toEqual(['담당자 이름을 입력해주세요.', '전화번호 형식은 010-1234-5678입니다.']);
    expect(managerClubRequest.parse({ mandatorySemesters: '2' }).mandatorySemesters).toBe(2);
    expect(managerClubRequest.parse({ mandatorySemesters: '' }).mandatorySemesters).toBeNull();
    expect(managerClubRequest.safeParse({ mandatorySemesters: '두' }).success).toBe(false);
  });
});

describe('pathFor', () => {
  it('fills and encodes parameters', () => {
    expect(pathFor('/show/detail/:showId', { showId: 3 })).toBe('/show/detail/3');
    expect(pathFor('/api/admin/managers/:email', { email: 'a@b.kr' })).toBe('/api/admin/managers/a%40b.kr');
    expect(() => pathFor('/club/detail/:id')).toThrow();
  });
});
