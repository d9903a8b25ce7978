import fs from 'node:fs/promises';
import path from 'node:path';
import { endpoints } from '@moa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';

const JSON_ACCEPT = { accept: 'application/json, text/plain, */*' };
const PAGE_ACCEPT = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/** One concrete address for every route of both spec route tables. */
const PAGE_ROUTES = [
  '/',
  '/main',
  '/login',
  '/loading',
  '/login/oauth2/code/google',
  '/add-info',
  '/logout',
  '/recruiting',
  '/recruiting/3',
  '/clubs',
  '/clubs/2',
  '/show/1',
  '/entertain/4',
  '/mypage',
  '/mypage/update',
  '/404',
  '/kakaolinktest',
  '/tosslinktest',
  '/manager/mypage',
  '/manager/show',
  '/manager/entertain',
  '/manager/recruiting',
  '/manager/mypage/update',
  '/manager/club/update',
  '/manager/holder/7',
  '/manager/club/1',
  '/recruiting/create',
  '/edit/recruiting/2',
  '/entertain/create',
  '/edit/entertain/2',
  '/show/create',
  '/edit/show/1',
  '/admin',
  '/no/such/page',
];

/** Addresses above the app answers with its 404 page: records an empty database does not have, and no page at all. */
const MISSING = new Set(['/recruiting/3', '/clubs/2', '/show/1', '/entertain/4', '/404', '/no/such/page']);

describe.each(DB_KINDS)('foundation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // A stand-in build of the web app: the server's job is to serve whatever the build holds.
    const dist = t.config.webDist;
    await fs.mkdir(path.join(dist, 'assets'), { recursive: true });
    await fs.writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><title>모아</title><div id="root"></div>',
    );
    await fs.writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    await t.app.close();
    t = { ...t, ...(await createTestApp(kind, { config: { webDist: dist } })) };
  });
  afterAll(async () => t?.close());

  it('answers GET /main as JSON to the API client and as the page to a browser', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/main', headers: JSON_ACCEPT });
    expect(api.statusCode).toBe(200);
    expect(api.json()).toEqual({ status: 'ok' });

    const page = await t.app.inject({ method: 'GET', url: '/main', headers: PAGE_ACCEPT });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
  });

  it.each(PAGE_ROUTES)('loads the page at %s on refresh', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: PAGE_ACCEPT });
    // the app's 404 page, with its status, for an address that is no page or names no record (the database is empty)
    expect(res.statusCode).toBe(MISSING.has(url) ? 404 : 200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with long cache headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API routes 404 with the error body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/call', headers: JSON_ACCEPT });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(typeof res.json().message).toBe('string');
  });

  it('answers a malformed id 404, not 400 or 500', async () => {
    for (const url of [
      '/show/detail/abc',
      '/club/detail/-1',
      '/recruiting/detail/1.5',
      '/entertain/detail/0',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: JSON_ACCEPT });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it('answers bad input 400 with fieldErrors, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/google/session',
      payload: { nonce: 5 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(Object.keys(body.fieldErrors)).toEqual(expect.arrayContaining(['credential', 'nonce']));

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/google/session',
      headers: { 'content-type': 'application/json' },
      payload: '{"credential": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('BAD_REQUEST');

    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/google/session',
      headers: { 'content-type': 'application/xml' },
      payload: '<credential/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('asks for sign-in before anything else on a protected call', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/show/detail/reservation', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('documents every call of both spec tables at /api/docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, unknown>> };
    const specCalls = Object.values(endpoints).filter((e) => 'spec' in e);
    expect(specCalls.length).toBeGreaterThanOrEqual(37);
    for (const ep of Object.values(endpoints)) {
      const oaPath = ep.path.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(doc.paths[oaPath]?.[ep.method.toLowerCase()], `${ep.method} ${oaPath}`).toBeDefined();
    }
    const page = await t.app.inject({ method: 'GET', url: '/api/docs', headers: PAGE_ACCEPT });
    expect([200, 302]).toContain(page.statusCode);
  });
});
