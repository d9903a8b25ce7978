import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER } from '@moa/contract';
import { jsonResponse, sampleUser, stubFetch } from '../test/fetch';
import {
  ApiError,
  buildFormData,
  call,
  checkServerReachable,
  isAuthPath,
  subscribeServerDown,
} from './api-client';
import { clearToken, getToken, setToken } from './token';

function expireCookie(name: string) {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

beforeEach(() => {
  clearToken();
});

afterEach(() => {
  vi.unstubAllGlobals();
  expireCookie(XSRF_COOKIE);
  clearToken();
});

describe('request headers', () => {
  it('sends the stored token as a Bearer header, asks for JSON and includes cookies', async () => {
    setToken('token-123');
    const requests = stubFetch(() => jsonResponse({ clubList: [] }));

    await call('clubList');

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.url.pathname).toBe('/club/list');
    expect(request!.url.origin).toBe(window.location.origin);
    expect(request!.headers.get('Authorization')).toBe('Bearer token-123');
    expect(request!.headers.get('Accept')).toBe('application/json');
    expect(request!.credentials).toBe('include');
  });

  it('sends no Authorization header without a token', async () => {
    const requests = stubFetch(() => jsonResponse({ clubList: [] }));
    await call('clubList');
    expect(requests[0]!.headers.has('Authorization')).toBe(false);
  });

  it('copies the XSRF-TOKEN cookie into the X-XSRF-TOKEN header', async () => {
    document.cookie = `${XSRF_COOKIE}=${encodeURIComponent('abc=123')}; path=/`;
    const requests = stubFetch(() => jsonResponse({ success: true }));

    await call('authLogout');

    expect(requests[0]!.headers.get(XSRF_HEADER)).toBe('abc=123');
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const requests = stubFetch(() => jsonResponse({ success: true }));
    const body = { name: 'Kim', studentId: '20260000', phoneNumber: '010-1234-5678' };
    // the answer does not matter here (it fails the response schema)
    await call('studentProfileUpdate', { body }).catch(() => undefined);
    expect(requests[0]!.method).toBe('PUT');
    expect(requests[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]!.body).toBe(JSON.stringify(body));
  });
});

describe('typed calls', () => {
  it('fills path parameters and parses the answer with the response schema', async () => {
    const requests = stubFetch(() =>
      jsonResponse({
        clubList: [{ clubId: 7, id: 7, clubName: 'Band', poster: '', category: 'performance' }],
      }),
    );
    const result = await call('clubList');
    expect(requests[0]!.method).toBe('GET');
    expect(result.clubList).toHaveLength(1);

    const detail = stubFetch(() => jsonResponse({ success: true }));
    await call('showDelete', { params: { id: 42 } });
    expect(detail[0]!.method).toBe('DELETE');
    expect(detail[0]!.url.pathname).toBe('/mypage/manager/show/42');
  });

  it('throws INVALID_RESPONSE when the answer does not match the contract', async () => {
    stubFetch(() => jsonResponse({ unexpected: true }));
    await expect(call('clubList')).rejects.toMatchObject({ code: 'INVALID_RESPONSE', path: '/club/list' });
  });

  it('builds multipart bodies with a JSON request part and file parts', async () => {
    const form = buildFormData(
      { content: 'hello' },
      { image: new Blob(['x'], { type: 'image/png' }), none: null },
    );
    const part = form.get('request');
    expect(part).toBeInstanceOf(Blob);
    expect((part as Blob).type).toBe('application/json');
    expect(JSON.parse(await (part as Blob).text())).toEqual({ content: 'hello' });
    expect(form.get('image')).toBeInstanceOf(Blob);
    expect(form.has('none')).toBe(false);

    const requests = stubFetch(() => jsonResponse({ id: 1 }));
    await call('recruitingCreate', {
      body: { request: { recruitingTitle: 'x' } as never, files: { poster: new Blob(['p']) } },
    });
    expect(requests[0]!.body).toBeInstanceOf(FormData);
    expect(requests[0]!.headers.has('Content-Type')).toBe(false);
  });
});

describe('errors', () => {
  it('parses the error body into ApiError', async () => {
    stubFetch(() =>
      jsonResponse(
        { status: 400, code: 'VALIDATION_FAILED', message: 'bad input', fieldErrors: { name: 'required' } },
        400,
      ),
    );
    const error = await call('studentProfileUpdate', { body: {} as never }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'bad input',
      fieldErrors: { name: 'required' },
      path: '/mypage/student/profile',
    });
  });

  it('maps a status without an error body to a code', async () => {
    stubFetch(() => new Response('not json', { status: 404 }));
    await expect(call('showDetail', { params: { showId: 9 } })).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      fieldErrors: {},
    });
  });

  it('clears the token on a 401 of /api/auth/me', async () => {
    setToken('expired');
    stubFetch(() => jsonResponse({ status: 401, code: 'SESSION_EXPIRED', message: 'expired' }, 401));

    await expect(call('authMe')).rejects.toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
    expect(getToken()).toBeNull();
  });

  it('keeps the token on a 401 or 403 of another path', async () => {
    setToken('still-here');
    stubFetch(() => jsonResponse({ status: 401, code: 'UNAUTHORIZED', message: 'no' }, 401));
    await expect(call('studentProfile')).rejects.toMatchObject({ status: 401 });
    stubFetch(() => jsonResponse({ status: 403, code: 'FORBIDDEN', message: 'no' }, 403));
    await expect(call('holderSchedules')).rejects.toMatchObject({ status: 403 });
    expect(getToken()).toBe('still-here');
  });

  it('knows the auth paths, whose 401 or 403 ends the session', () => {
    expect(isAuthPath('/api/auth/me')).toBe(true);
    expect(isAuthPath('/api/oauth/google/session')).toBe(true);
    expect(isAuthPath('/api/oauth/google/token?x=1')).toBe(true);
    expect(isAuthPath('/login/oauth2/code/google')).toBe(true);
    expect(isAuthPath('/mypage/student/profile')).toBe(false);
    expect(isAuthPath('/club/list?next=/login')).toBe(false);
  });
});

describe('down server', () => {
  it('turns a network error into ApiError status 0 and reports the down server', async () => {
    const listener = vi.fn();
    const unsubscribe = subscribeServerDown(listener);
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });

    const error = await call('attractionList').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', path: '/attraction/list' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(error);
    unsubscribe();
  });

  it('reports a status of 500 or more, not a 4xx', async () => {
    const listener = vi.fn();
    const unsubscribe = subscribeServerDown(listener);
    stubFetch(() => jsonResponse({ status: 503, code: 'INTERNAL', message: 'down' }, 503));
    await expect(call('clubList')).rejects.toMatchObject({ status: 503 });
    stubFetch(() => jsonResponse({ status: 404, code: 'NOT_FOUND', message: 'none' }, 404));
    await expect(call('clubDetail', { params: { id: 1 } })).rejects.toMatchObject({ status: 404 });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('times out a call with timeoutMs as status 0 TIMEOUT', async () => {
    stubFetch(
      ({ signal }) =>
        new Promise<Response>((_, reject) => {
          signal?.addEventListener('abort', () => reject(signal.reason as Error));
        }),
    );
    await expect(call('health', { timeoutMs: 20, reportServerDown: false })).rejects.toMatchObject({
      status: 0,
      code: 'TIMEOUT',
    });
  });

  it('does not report a request the caller aborted', async () => {
    const listener = vi.fn();
    const unsubscribe = subscribeServerDown(listener);
    const controller = new AbortController();
    stubFetch(
      ({ signal }) =>
        new Promise<Response>((_, reject) => {
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = call('clubList', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ status: 0, code: 'ABORTED' });
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('retry check: GET /main as JSON; a 401 counts as reachable; nothing is reported', async () => {
    const listener = vi.fn();
    const unsubscribe = subscribeServerDown(listener);
    const requests = stubFetch(() => jsonResponse({ status: 401, code: 'UNAUTHORIZED', message: 'no' }, 401));
    await expect(checkServerReachable()).resolves.toBe(true);
    expect(requests[0]!.url.pathname).toBe('/main');
    expect(requests[0]!.headers.get('Accept')).toBe('application/json');
    expect(requests[0]!.signal).toBeTruthy();

    stubFetch(() => jsonResponse({ status: 'ok' }));
    await expect(checkServerReachable()).resolves.toBe(true);
    stubFetch(() => new Response('', { status: 502 }));
    await expect(checkServerReachable()).resolves.toBe(false);
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(checkServerReachable()).resolves.toBe(false);
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });
});

describe('sample data', () => {
  it('the sample user matches the contract', async () => {
    stubFetch(() => jsonResponse(sampleUser()));
    await expect(call('authMe')).resolves.toMatchObject({ authority: 'ROLE_USER' });
  });
});
