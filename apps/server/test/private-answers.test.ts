import zlib from 'node:zlib';
import type { Access, EndpointDef } from '@moa/contract';
import { endpoints, pathFor } from '@moa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, signInAs } from './support.ts';

/** Answers that belong to one user are never stored by a browser or a shared cache; framing is refused twice over. */

describe.each(DB_KINDS)('private answers (%s)', (kind) => {
  let t: TestApp;
  const tokens: Partial<Record<Access, string>> = {};
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    tokens.signedIn = (await signInAs(t.app, 'student@example.ac.kr')).token;
    tokens.student = tokens.signedIn;
    tokens.club = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    tokens.admin = (await signInAs(t.app, 'admin@example.ac.kr')).token;
  });
  afterAll(async () => t?.close());

  const privateCalls = (Object.entries(endpoints) as [string, EndpointDef][]).filter(
    ([, ep]) => ep.access !== 'public',
  );

  it('marks every answer of every call behind sign-in no-store, errors included', async () => {
    expect(privateCalls.length).toBeGreaterThan(30);
    for (const [name, ep] of privateCalls) {
      const url = pathFor(
        ep.path,
        Object.fromEntries([...ep.path.matchAll(/:([A-Za-z]+)/g)].map(([, k]) => [k!, 1])),
      );
      const signedIn = await t.app.inject({
        method: ep.method,
        url,
        headers: bearer(tokens[ep.access]!),
        ...(ep.body ? { payload: {} } : {}),
      });
      expect(signedIn.headers['cache-control'], `${name} ${signedIn.statusCode}`).toBe('no-store');
      const anonymous = await t.app.inject({ method: ep.method, url });
      expect(anonymous.statusCode, name).toBe(401);
      expect(anonymous.headers['cache-control'], name).toBe('no-store');
    }
  });

  it('answers holders, profiles, the signed-in user and reservations with no-store', async () => {
    const schedule = await t.db
      .selectFrom('schedules')
      .innerJoin('shows', 'shows.id', 'schedules.show_id')
      .innerJoin('users', 'users.club_id', 'shows.club_id')
      .select('schedules.id')
      .where('users.email', '=', 'manager@example.ac.kr')
      .executeTakeFirstOrThrow();
    for (const [url, token] of [
      ['/api/auth/me', tokens.student],
      ['/mypage/student/profile', tokens.student],
      ['/mypage/student/reservation', tokens.student],
      ['/mypage/manager/profile', tokens.club],
      ['/mypage/manager/holder/list', tokens.club],
      [`/mypage/manager/holder/${schedule.id}`, tokens.club],
      ['/api/admin/managers', tokens.admin],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token!) });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers.etag, url).toBeUndefined();
    }
  });

  it('sends the holder lists as ASCII JSON: the names written as escapes, the same values, compressed after', async () => {
    const schedule = await t.db
      .selectFrom('schedules')
      .innerJoin('shows', 'shows.id', 'schedules.show_id')
      .innerJoin('users', 'users.club_id', 'shows.club_id')
      .innerJoin('reservations', 'reservations.schedule_id', 'schedules.id')
      .select(['schedules.id', 'shows.id as showId'])
      .where('users.email', '=', 'manager@example.ac.kr')
      .executeTakeFirstOrThrow();
    for (const url of [
      `/mypage/manager/holder/${schedule.id}`,
      `/mypage/manager/show/${schedule.showId}/holders`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(tokens.club!) });
      expect(res.statusCode, url).toBe(200);
      expect(res.payload, url).not.toMatch(/[^ -~]/);
      const names = (res.json() as { holderList: { name: string }[] }).holderList.map((h) => h.name);
      expect(
        names.some((name) => /[가-힣]/.test(name)),
        url,
      ).toBe(true);
      const br = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...bearer(tokens.club!), 'accept-encoding': 'br' },
      });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString(), url).toBe(res.payload);
    }
    // the other answers keep their UTF-8 as it is
    const me = await t.app.inject({
      method: 'GET',
      url: '/mypage/manager/profile',
      headers: bearer(tokens.club!),
    });
    expect(me.payload).toMatch(/[가-힣]/);
  });

  it('hands out session tokens with no-store', async () => {
    const nonce = 'no-store-nonce';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/google/session',
      payload: { credential: await t.app.idp.dev!.idToken('student@example.ac.kr', nonce), nonce },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const devToken = await t.app.inject({
      method: 'POST',
      url: '/dev-idp/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=authorization_code&code=x&client_id=moa-dev-client&client_secret=moa-dev-secret',
    });
    expect(devToken.headers['cache-control']).toBe('no-store');
  });

  it('keeps public answers revalidated, not private', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/club/list' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('refuses framing with X-Frame-Options DENY, as frame-ancestors does', async () => {
    for (const url of ['/club/list', '/api/auth/me', '/no/such/call']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
  });
});
