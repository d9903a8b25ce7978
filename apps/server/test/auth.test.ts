import { base64url, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CLIENT_ID } from '../src/modules/auth/dev-idp.ts';
import { hashToken, resolveSession } from '../src/modules/auth/sessions.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, signInAs, whileRefusing } from './support.ts';

describe.each(DB_KINDS)('sign-in and sessions (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(async () => t?.close());

  const post = (credential: string, nonce: string) =>
    t.app.inject({ method: 'POST', url: '/api/oauth/google/session', payload: { credential, nonce } });
  const idp = () => t.app.idp.dev!;
  const now = () => Math.floor(Date.now() / 1000);
  /** A session's last_used_at, as the database holds it and as a test sets it. */
  const lastUsedOf = async (token: string) =>
    (
      await t.db
        .selectFrom('sessions')
        .select('last_used_at')
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirstOrThrow()
    ).last_used_at;
  const setLastUsed = (token: string, at: string) =>
    t.db
      .updateTable('sessions')
      .set({ last_used_at: at })
      .where('token_hash', '=', hashToken(token))
      .execute();

  it('answers the sign-in configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      clientId: DEV_CLIENT_ID,
      authorizationEndpoint: `${t.config.publicUrl}/dev-idp/authorize`,
      development: true,
    });
  });

  it('signs in a new student with a verified token; first stays true until the profile is saved', async () => {
    const first = await signInAs(t.app, 'new.student@example.ac.kr');
    expect(first.first).toBe(true);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(first.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: 'new.student@example.ac.kr',
      authority: 'ROLE_USER',
      profileComplete: false,
    });

    const bad = await t.app.inject({
      method: 'PUT',
      url: '/mypage/student/profile',
      headers: bearer(first.token),
      payload: { name: '  ', studentId: '1234', phoneNumber: '0101234' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      name: '이름을 입력해주세요.',
      studentId: '학번은 8자리여야 합니다.',
      phoneNumber: '전화번호 형식을 확인해주세요.',
    });

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/mypage/student/profile',
      headers: bearer(first.token),
      payload: { name: ' 이새봄 ', studentId: '20241234', phoneNumber: '010-2222-3333' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      name: '이새봄',
      studentId: '20241234',
      phoneNumber: '010-2222-3333',
      email: 'new.student@example.ac.kr',
      department: null,
      schoolYear: null,
    });
    const again = await signInAs(t.app, 'new.student@example.ac.kr');
    expect(again.first).toBe(false);
    expect(again.token).not.toBe(first.token);
  });

  it('signs in the demo student, managers and administrator with their roles', async () => {
    const student = await signInAs(t.app, 'student@example.ac.kr');
    expect(student.first).toBe(false);
    const manager = await signInAs(t.app, 'manager@example.ac.kr');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(manager.token) });
    expect(me.json()).toMatchObject({ authority: 'ROLE_CLUB', clubName: expect.any(String) });
    expect(me.json().clubId).toBeGreaterThan(0);
    const admin = await signInAs(t.app, 'admin@example.ac.kr');
    const adminMe = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(admin.token) });
    expect(adminMe.json().authority).toBe('ROLE_ADMIN');
  });

  describe('refuses every forged or unfit token', () => {
    const email = 'forger@example.ac.kr';

    it('wrong audience', async () => {
      const res = await post(await idp().idToken(email, 'n1', { aud: 'someone-else' }), 'n1');
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('TOKEN_INVALID');
    });

    it('wrong issuer', async () => {
      const res = await post(await idp().idToken(email, 'n2', { iss: 'https://evil.example.com' }), 'n2');
      expect(res.json().code).toBe('TOKEN_INVALID');
    });

    it('alg none', async () => {
      const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
      const body = base64url.encode(
        JSON.stringify({
          iss: idp().issuer,
          aud: DEV_CLIENT_ID,
          sub: 'x',
          email,
          email_verified: true,
          nonce: 'n3',
          iat: now(),
          exp: now() + 300,
        }),
      );
      const res = await post(`${header}.${body}.`, 'n3');
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('TOKEN_INVALID');
    });

    it('HS256 signed with the public key', async () => {
      const jwk = idp().jwks().keys[0]!;
      const secret = new TextEncoder().encode(JSON.stringify(jwk));
      const token = await new SignJWT({ email, email_verified: true, nonce: 'n4' })
        .setProtectedHeader({ alg: 'HS256', kid: jwk.kid })
        .setIssuer(idp().issuer)
        .setAudience(DEV_CLIENT_ID)
        .setSubject('x')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(secret);
      const res = await post(token, 'n4');
      expect(res.json().code).toBe('TOKEN_INVALID');
    });

    it('bad signature', async () => {
      const token = await idp().idToken(email, 'n5');
      const [h, p, s] = token.split('.');
      const flipped = `${s!.slice(0, 10)}${s![10] === 'A' ? 'B' : 'A'}${s!.slice(11)}`;
      const res = await post(`${h}.${p}.${flipped}`, 'n5');
      expect(res.json().code).toBe('TOKEN_INVALID');
      // A payload changed under a valid signature fails too.
      const other = base64url.encode(
        JSON.stringify({
          ...JSON.parse(new TextDecoder().decode(base64url.decode(p!))),
          email: 'admin@example.ac.kr',
        }),
      );
      expect((await post(`${h}.${other}.${s}`, 'n5')).json().code).toBe('TOKEN_INVALID');
    });

    it('unknown kid', async () => {
      const token = await idp().sign(
        {
          iss: idp().issuer,
          aud: DEV_CLIENT_ID,
          sub: 'x',
          email,
          email_verified: true,
          nonce: 'n6',
          iat: now(),
          exp: now() + 300,
        },
        'not-our-kid',
      );
      expect((await post(token, 'n6')).json().code).toBe('TOKEN_INVALID');
    });

    it('expired', async () => {
      const token = await idp().idToken(email, 'n7', { iat: now() - 7200, exp: now() - 3600 });
      const res = await post(token, 'n7');
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('TOKEN_EXPIRED');
    });

    it('issued in the future or too long ago', async () => {
      expect(
        (await post(await idp().idToken(email, 'n8', { iat: now() + 3600, exp: now() + 7200 }), 'n8'))
          .statusCode,
      ).toBe(401);
      expect(
        (await post(await idp().idToken(email, 'n9', { iat: now() - 3600, exp: now() + 3600 }), 'n9'))
          .statusCode,
      ).toBe(401);
    });

    it('missing nonce, or another nonce than the one sent', async () => {
      expect((await post(await idp().idToken(email, undefined), 'n10')).json().code).toBe('NONCE_MISMATCH');
      expect((await post(await idp().idToken(email, 'n11'), 'other')).json().code).toBe('NONCE_MISMATCH');
    });

    it('replayed token', async () => {
      const token = await idp().idToken('replay@example.ac.kr', 'n12');
      expect((await post(token, 'n12')).statusCode).toBe(200);
      const again = await post(token, 'n12');
      expect(again.statusCode).toBe(401);
      expect(again.json().code).toBe('NONCE_REPLAYED');
    });

    it('unverified e-mail', async () => {
      const res = await post(await idp().idToken(email, 'n13', { email_verified: false }), 'n13');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
    });

    it('several audiences, or another authorized party, unless the party is our client', async () => {
      const both = [DEV_CLIENT_ID, 'another-client'];
      const noAzp = await post(await idp().idToken(email, 'n15', { aud: both }), 'n15');
      expect(noAzp.statusCode).toBe(401);
      expect(noAzp.json().code).toBe('TOKEN_INVALID');
      const otherAzp = await post(
        await idp().idToken(email, 'n16', { aud: both, azp: 'another-client' }),
        'n16',
      );
      expect(otherAzp.json().code).toBe('TOKEN_INVALID');
      const presentedByOther = await post(
        await idp().idToken(email, 'n17', { azp: 'another-client' }),
        'n17',
      );
      expect(presentedByOther.json().code).toBe('TOKEN_INVALID');
      const ours = await post(
        await idp().idToken('audiences@example.ac.kr', 'n18', { aud: both, azp: DEV_CLIENT_ID }),
        'n18',
      );
      expect(ours.statusCode).toBe(200);
    });

    it('foreign domain', async () => {
      const res = await post(await idp().idToken('someone@gmail.com', 'n14'), 'n14');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('DOMAIN_NOT_ALLOWED');
      expect(res.json().message).toContain('학교');
    });
  });

  it('revokes the session at logout', async () => {
    const { token } = await signInAs(t.app, 'student@example.ac.kr');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode,
    ).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('SESSION_EXPIRED');
  });

  it('expires idle and old sessions', async () => {
    const idle = await signInAs(t.app, 'student@example.ac.kr');
    const old = await signInAs(t.app, 'student@example.ac.kr');
    await setLastUsed(idle.token, new Date(Date.now() - 13 * 3600 * 1000).toISOString());
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(old.token))
      .execute();
    for (const token of [idle.token, old.token]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('SESSION_EXPIRED');
    }
  });

  it("does not look up a public call's token: its session is neither read nor touched", async () => {
    const { token } = await signInAs(t.app, 'student@example.ac.kr');
    const lastUsed = () => lastUsedOf(token);
    // Due its touch: any lookup of the token writes a new last_used_at.
    const long = new Date(Date.now() - 3600 * 1000).toISOString();
    await setLastUsed(token, long);
    for (const url of ['/api/time', '/attraction/list', '/main']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...bearer(token), accept: 'application/json' },
      });
      expect(res.statusCode, url).toBe(200);
    }
    // Neither touched nor read: a lookup would have left the session in the instance's cache.
    const { sessionCacheOf } = await import('../src/modules/auth/session-cache.ts');
    const cached = () => sessionCacheOf(t.db)?.get(hashToken(token), Date.now());
    expect(await lastUsed()).toBe(long);
    expect(cached()).toBeUndefined();
    // The control: a call behind sign-in looks the token up, and the touch and the cached session show.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(Date.parse(await lastUsed())).toBeGreaterThan(Date.parse(long));
    expect(cached()).toBeDefined();
  });

  it('writes a cached session’s touch again after one that failed', async () => {
    const { token } = await signInAs(t.app, 'student@example.ac.kr');
    const lastUsed = () => lastUsedOf(token);
    const t0 = Date.now();
    const at = (ms: number) => new Date(t0 + ms);
    // Cached a second before its touch is due (every minute), then asked for two seconds on.
    await setLastUsed(token, at(-59_000).toISOString());
    expect((await resolveSession(t.db, token, at(0))).user).not.toBeNull();
    await whileRefusing(t.db, { table: 'sessions', event: 'UPDATE' }, () =>
      expect(resolveSession(t.db, token, at(2_000))).rejects.toThrow(/refused by the test/),
    );
    expect(await lastUsed()).toBe(at(-59_000).toISOString());
    // The next request finds the touch still due and writes it.
    expect((await resolveSession(t.db, token, at(2_500))).user).not.toBeNull();
    expect(await lastUsed()).toBe(at(2_500).toISOString());
  });

  it('stores only a hash of the session token', async () => {
    const { token } = await signInAs(t.app, 'student@example.ac.kr');
    const rows = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  const codeFor = async (email: string, nonce: string) => {
    const authorize = await t.app.inject({
      method: 'POST',
      url: '/dev-idp/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: DEV_CLIENT_ID,
        redirect_uri: `${t.config.publicUrl}/login/oauth2/code/google`,
        response_type: 'code',
        state: 's2',
        nonce,
        email,
      }).toString(),
    });
    return new URL(authorize.headers.location as string).searchParams.get('code')!;
  };
  const exchange = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/oauth/google/token', payload });

  it('requires the nonce in the code flow and checks it against the exchanged token', async () => {
    const missing = await exchange({ code: await codeFor('student@example.ac.kr', 'cn1'), state: 's2' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toHaveProperty('nonce');
    const other = await exchange({
      code: await codeFor('student@example.ac.kr', 'cn2'),
      state: 's2',
      nonce: 'not-cn2',
    });
    expect(other.statusCode).toBe(401);
    expect(other.json().code).toBe('NONCE_MISMATCH');
    // A token issued without any nonce is refused as well.
    const none = await exchange({
      code: await codeFor('student@example.ac.kr', ''),
      state: 's2',
      nonce: 'x',
    });
    expect(none.json().code).toBe('NONCE_MISMATCH');
  });

  it('answers a bogus or reused authorization code 400, not 502', async () => {
    const bogus = await exchange({ code: 'not-a-code', state: 's2', nonce: 'cn3' });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json()).toMatchObject({ status: 400, code: 'AUTH_CODE_INVALID' });
    const code = await codeFor('student@example.ac.kr', 'cn4');
    expect((await exchange({ code, state: 's2', nonce: 'cn4' })).statusCode).toBe(200);
    const reused = await exchange({ code, state: 's2', nonce: 'cn4' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('AUTH_CODE_INVALID');
  });

  it('does the code flow through the development provider', async () => {
    const redirect = `${t.config.publicUrl}/login/oauth2/code/google`;
    const authorize = await t.app.inject({
      method: 'POST',
      url: '/dev-idp/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: DEV_CLIENT_ID,
        redirect_uri: redirect,
        response_type: 'code',
        scope: 'openid email profile',
        state: 's1',
        nonce: 'code-nonce',
        email: 'student@example.ac.kr',
      }).toString(),
    });
    expect(authorize.statusCode).toBe(302);
    const location = new URL(authorize.headers.location as string);
    expect(location.origin + location.pathname).toBe(redirect);
    expect(location.searchParams.get('state')).toBe('s1');
    const code = location.searchParams.get('code')!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/google/token',
      payload: { code, state: 's1', nonce: 'code-nonce' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().first).toBe(false);
  });

  it('answers the id-token flow in the redirect hash, and refuses strangers', async () => {
    const params = {
      client_id: DEV_CLIENT_ID,
      redirect_uri: `${t.config.publicUrl}/loading`,
      response_type: 'id_token',
      scope: 'openid email profile',
      state: 'st',
      nonce: 'hash-nonce',
      prompt: 'consent',
    };
    const page = await t.app.inject({
      method: 'GET',
      url: `/dev-idp/authorize?${new URLSearchParams(params)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('student@example.ac.kr');
    const res = await t.app.inject({
      method: 'POST',
      url: '/dev-idp/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...params, email: 'student@example.ac.kr' }).toString(),
    });
    expect(res.statusCode).toBe(302);
    const hash = new URLSearchParams(new URL(res.headers.location as string).hash.slice(1));
    expect(hash.get('state')).toBe('st');
    expect((await post(hash.get('id_token')!, 'hash-nonce')).statusCode).toBe(200);

    const unknownClient = await t.app.inject({
      method: 'GET',
      url: `/dev-idp/authorize?${new URLSearchParams({ ...params, client_id: 'nope' })}`,
    });
    expect(unknownClient.statusCode).toBe(400);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/dev-idp/authorize?${new URLSearchParams({ ...params, redirect_uri: 'https://evil.example.com/loading' })}`,
    });
    expect(foreign.statusCode).toBe(400);
  });
});

describe('configuration', () => {
  it('refuses to start with the development provider in production', async () => {
    const { buildApp } = await import('../src/app.ts');
    const { testConfig } = await import('../src/config.ts');
    await expect(buildApp(testConfig({ nodeEnv: 'production' }))).rejects.toThrow(/GOOGLE_CLIENT_ID/);
  });

  it('validates the environment once', async () => {
    const { loadConfig } = await import('../src/config.ts');
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ALLOWED_EMAIL_DOMAINS/);
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.allowedEmailDomains).toEqual(['example.ac.kr']);
    expect(c.databaseUrl).toBe('');
  });
});
