import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../test/fetch';
import { apiUrl, call } from './api-client';

/** src/early.ts asks for a public page's data before the app has loaded; the client takes that answer once. */
afterEach(() => {
  delete window.__moaEarly;
  vi.unstubAllGlobals();
});

describe('answers asked for early (src/early.ts)', () => {
  it('takes the early answer instead of asking again, once', async () => {
    const url = apiUrl('/club/list');
    window.__moaEarly = {
      [url]: { at: Date.now(), response: Promise.resolve(jsonResponse({ clubList: [] })) },
    };
    const requests = stubFetch(() => jsonResponse({ clubList: [] }));

    await expect(call('clubList')).resolves.toEqual({ clubList: [] });
    expect(requests).toHaveLength(0);

    await call('clubList');
    expect(requests).toHaveLength(1);
  });

  it('asks again when the early request failed or is stale, and still checks the answer', async () => {
    const url = apiUrl('/club/list');
    window.__moaEarly = { [url]: { at: Date.now(), response: Promise.reject(new TypeError('offline')) } };
    const requests = stubFetch(() => jsonResponse({ clubList: [] }));
    await call('clubList');
    expect(requests).toHaveLength(1);

    window.__moaEarly = {
      [url]: { at: Date.now() - 60_000, response: Promise.resolve(jsonResponse({ clubList: [] })) },
    };
    await call('clubList');
    expect(requests).toHaveLength(2);

    window.__moaEarly = { [url]: { at: Date.now(), response: Promise.resolve(jsonResponse({ wrong: 1 })) } };
    await expect(call('clubList')).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('never gives an early answer to another call', async () => {
    const url = apiUrl('/club/list');
    window.__moaEarly = {
      [url]: { at: Date.now(), response: Promise.resolve(jsonResponse({ clubList: [] })) },
    };
    const requests = stubFetch(() => jsonResponse({ success: true }));
    await call('authLogout');
    expect(requests).toHaveLength(1);
    expect(window.__moaEarly[url]).toBeDefined();
  });
});
