import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';
import { ERROR_STATUS, errorBodySchema } from './errors.ts';

describe('the contract table', () => {
  it('holds every call of both spec tables with their exact paths', () => {
    const calls = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    for (const call of [
      'GET /api/auth/me',
      'POST /api/auth/logout',
      'POST /api/oauth/google/session',
      'POST /api/oauth/google/token',
      'GET /attraction/list',
      'GET /show/detail/:showId',
      'POST /show/detail/reservation',
      'GET /entertain/detail/:id',
      'GET /club/list',
      'GET /club/detail/:id',
      'GET /recruiting/list',
      'GET /recruiting/detail/:recruitingId',
      'GET /main',
      'GET /mypage/student/profile',
      'PUT /mypage/student/profile',
      'GET /mypage/student/reservation',
      'GET /mypage/manager/profile',
      'PUT /mypage/manager/profile',
      'GET /mypage/manager/club',
      'PUT /mypage/manager/club',
      'GET /mypage/manager/holder/list',
      'GET /mypage/manager/holder/:scheduleId',
      'PUT /mypage/manager/holder/:scheduleId',
      'POST /mypage/manager/holder/:scheduleId',
      'DELETE /mypage/manager/show/:id',
      'GET /mypage/manager/show',
      'GET /mypage/manager/entertain',
      'GET /mypage/manager/recruiting',
      'POST /manager/recruiting/create',
      'GET /manager/recruiting/update/:recruitingId',
      'PUT /manager/recruiting/update/:recruitingId',
      'POST /manager/entertain/create',
      'GET /manager/entertain/update/:id',
      'PUT /manager/entertain/update/:id',
      'POST /manager/show/create',
      'GET /manager/show/update/:id',
      'PUT /manager/show/update/:id',
    ]) {
      expect(calls).toContain(call);
    }
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('names the multipart parts of the spec', () => {
    expect(Object.keys(endpoints.showCreate.multipart.files)).toEqual(['poster', 'qr']);
    expect(Object.keys(endpoints.showUpdate.multipart.files)).toEqual(['poster']);
    expect(Object.keys(endpoints.managerClubUpdate.multipart.files)).toEqual(['image']);
    expect(endpoints.entertainCreate.multipart.files.poster.required).toBe(true);
    expect(endpoints.recruitingCreate.multipart.files.poster.required).toBe(false);
  });

  it('has one error body with stable codes', () => {
    expect(
      errorBodySchema.parse({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'x',
        fieldErrors: { a: 'b' },
      }),
    ).toBeTruthy();
    expect(errorBodySchema.safeParse({ status: 400, code: 'SOMETHING', message: 'x' }).success).toBe(false);
    expect(ERROR_STATUS.SOLD_OUT).toBe(409);
    expect(ERROR_STATUS.DOMAIN_NOT_ALLOWED).toBe(403);
  });
});
