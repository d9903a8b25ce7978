import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { describeError } from './api-errors';
import { ko } from '../text/ko';

const failure = (status: number, message = '서버 메시지') =>
  new ApiError({ status, code: 'BAD_REQUEST', message, path: '/x' });

describe('describeError', () => {
  it('sends a 401 to sign in, a 403 away, a 404 to not-found, with the default words', () => {
    expect(describeError(failure(401))).toMatchObject({
      reaction: 'signIn',
      message: ko.apiErrors.unauthorized,
    });
    expect(describeError(failure(403))).toMatchObject({
      reaction: 'forbidden',
      message: ko.apiErrors.forbidden,
    });
    expect(describeError(failure(404))).toMatchObject({
      reaction: 'notFound',
      message: ko.apiErrors.notFound,
    });
  });

  it("shows the server's own message for a refused request", () => {
    expect(describeError(failure(409, '예매한 사람이 있는 회차는 삭제할 수 없습니다.'))).toEqual({
      reaction: 'refused',
      status: 409,
      message: '예매한 사람이 있는 회차는 삭제할 수 없습니다.',
    });
    // a screen whose words replace the server's (a load failure) says so
    expect(describeError(failure(409), { refused: '목록을 불러오지 못했습니다' }).message).toBe(
      '목록을 불러오지 못했습니다',
    );
  });

  it('offers a retry for anything else, in the screen’s own words when it has them', () => {
    expect(describeError(failure(500), { failed: '공연을 불러오지 못했습니다.' })).toMatchObject({
      reaction: 'retry',
      message: '공연을 불러오지 못했습니다.',
    });
    expect(describeError(new TypeError('x'))).toMatchObject({ reaction: 'retry', status: 0 });
    expect(describeError(failure(403), { forbidden: '이 공연을 수정할 권한이 없습니다.' }).message).toBe(
      '이 공연을 수정할 권한이 없습니다.',
    );
  });
});
