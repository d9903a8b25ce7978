import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { studentKo } from '../../../text/ko-student';
import { reservationFailure } from './failure';

const failure = (status: number, code = 'CONFLICT', message = '서버 메시지') =>
  new ApiError({ status, code: code as never, message, path: '/show/detail/reservation' });

describe('reservationFailure', () => {
  it('a lost sign-in says to log in first and goes to /login', () => {
    expect(reservationFailure(failure(401, 'SESSION_EXPIRED'))).toEqual({
      message: studentKo.reserve.loginFirst,
      login: true,
      profile: false,
    });
  });

  it("every refusal is the server's own message; an incomplete profile offers the way to complete it", () => {
    expect(reservationFailure(failure(409, 'SOLD_OUT', '매진된 회차입니다.'))).toEqual({
      message: '매진된 회차입니다.',
      login: false,
      profile: false,
    });
    expect(reservationFailure(failure(404, 'NOT_FOUND', '회차를 찾을 수 없습니다.')).message).toBe(
      '회차를 찾을 수 없습니다.',
    );
    expect(reservationFailure(failure(409, 'PROFILE_INCOMPLETE')).profile).toBe(true);
  });

  it('anything else adds a retry hint', () => {
    expect(reservationFailure(failure(500, 'INTERNAL', '서버 오류')).message).toBe(
      `서버 오류 ${studentKo.reserve.retryLater}`,
    );
    expect(reservationFailure(new TypeError('x')).message).toBe(studentKo.reserve.retryLater);
  });
});
