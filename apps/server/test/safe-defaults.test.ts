import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, readEnvFile, testConfig } from '../src/config.ts';
import { DEV_CLIENT_ID } from '../src/modules/auth/dev-idp.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';

/**
 * Safe defaults for an operator: the development sign-in answers only this machine, .env is read, the HTTPS-only
 * headers go out only over HTTPS, and TEST_CLOCK never runs on an address others can reach.
 */

/** This machine's first address that is not loopback (`hostname -I`), if it has one. */
function lanAddress(): string | null {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const a of list ?? []) if (!a.internal && a.family === 'IPv4') return a.address;
  }
  return null;
}

const LAN_PORT = 8312;

describe.each(DB_KINDS)('the development sign-in (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { port: LAN_PORT, publicUrl: `http://localhost:${LAN_PORT}` } });
  });
  afterAll(async () => t?.close());

  const authorizeForm = (t: TestApp) =>
    new URLSearchParams({
      client_id: DEV_CLIENT_ID,
      redirect_uri: `${t.config.publicUrl}/loading`,
      response_type: 'id_token',
      state: 's',
      nonce: 'n',
      email: 'admin@example.ac.kr',
    }).toString();

  it('gives no token to a client on the network, even when the server listens on every address', async () => {
    const lan = lanAddress();
    await t.app.listen({ host: '0.0.0.0', port: LAN_PORT });
    const post = (host: string) =>
      fetch(`http://${host}:${LAN_PORT}/dev-idp/authorize`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: authorizeForm(t),
      });
    const here = await post('127.0.0.1');
    expect(here.status).toBe(302);
    expect(here.headers.get('location')).toContain('id_token=');
    if (lan) {
      // A real connection from this machine's LAN address: the server sees a non-loopback client.
      const away = await post(lan);
      expect(away.status).toBe(403);
      expect(away.headers.get('location')).toBeNull();
      expect(await away.text()).toContain('서버가 실행 중인 컴퓨터에서만');
      const page = await fetch(`http://${lan}:${LAN_PORT}/dev-idp/authorize?${authorizeForm(t)}`);
      expect(page.status).toBe(403);
    }
    // The same through the app's own request injection, for a machine without a LAN address.
    const injected = await t.app.inject({
      method: 'POST',
      url: '/dev-idp/authorize',
      remoteAddress: '192.168.0.23',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: authorizeForm(t),
    });
    expect(injected.statusCode).toBe(403);
    expect(injected.headers.location).toBeUndefined();
  });
});

describe.each(DB_KINDS)('the development sign-in behind a trusted proxy (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { trustProxy: ['127.0.0.1'] } });
  });
  afterAll(async () => t?.close());

  it('refuses a network client the proxy names, and serves one on the proxy machine', async () => {
    const form = new URLSearchParams({
      client_id: DEV_CLIENT_ID,
      redirect_uri: `${t.config.publicUrl}/loading`,
      response_type: 'id_token',
      nonce: 'n',
      email: 'admin@example.ac.kr',
    }).toString();
    const via = (forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/dev-idp/authorize',
        remoteAddress: '127.0.0.1',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
        payload: form,
      });
    expect((await via('10.1.2.3')).statusCode).toBe(403);
    expect((await via('127.0.0.1')).statusCode).toBe(302);
  });
});

describe('DEV_SIGN_IN=1', () => {
  it('opens the development sign-in to the network on purpose', async () => {
    const app = await buildApp(testConfig({ publicUrl: 'http://192.168.0.10:8080', devSignIn: true }));
    try {
      const res = await app.inject({
        method: 'GET',
        url: `/dev-idp/authorize?${new URLSearchParams({
          client_id: DEV_CLIENT_ID,
          redirect_uri: 'http://192.168.0.10:8080/loading',
          response_type: 'id_token',
        })}`,
        remoteAddress: '192.168.0.23',
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('the settings file', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'moa-env-'));
  });
  afterAll(async () => fs.rm(dir, { recursive: true, force: true }));

  it('is read into the environment, which wins over it', async () => {
    const file = path.join(dir, 'settings.env');
    await fs.writeFile(
      file,
      'LAUNCH_DATE=2031-02-03\nKAKAO_JS_KEY=from-file\n# a comment\nMAIL_FROM="모아 <a@b.kr>"\n',
    );
    const env: NodeJS.ProcessEnv = { ENV_FILE: file, KAKAO_JS_KEY: 'from-env' };
    expect(readEnvFile(env)).toBe(file);
    const config = loadConfig(env);
    expect(config.launchDate).toBe('2031-02-03');
    expect(config.kakaoJsKey).toBe('from-env');
    expect(config.mailFrom).toBe('모아 <a@b.kr>');
  });

  it('refuses a named file that is not there', () => {
    expect(() => readEnvFile({ ENV_FILE: path.join(dir, 'missing.env') })).toThrow(/ENV_FILE/);
  });

  it('starts from a copy of .env.example as it is', async () => {
    const file = path.join(dir, '.env');
    await fs.copyFile(path.resolve(import.meta.dirname, '../../../.env.example'), file);
    const env: NodeJS.ProcessEnv = { ENV_FILE: file };
    readEnvFile(env);
    const config = loadConfig(env);
    expect(config.nodeEnv).toBe('development');
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.googleClientId).toBeNull();
  });
});

describe.each([
  ['https', 'https://moa.example.ac.kr', true],
  ['plain HTTP on a LAN address', 'http://192.168.0.10:8080', false],
  ['plain HTTP on loopback', 'http://localhost:8080', false],
] as const)('the HTTPS-only headers over %s', (_label, publicUrl, https) => {
  it(https ? 'are sent' : 'are not sent, so the page is not left blank', async () => {
    const app = await buildApp(
      testConfig({
        publicUrl,
        googleClientId: 'id',
        googleClientSecret: 'secret',
        webDist: path.join(os.tmpdir(), 'moa-no-web'),
      }),
    );
    try {
      for (const url of ['/main', '/attraction/list', '/api/config']) {
        const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
        expect(res.statusCode, url).toBe(200);
        const csp = String(res.headers['content-security-policy']);
        expect(csp).toContain("default-src 'self'");
        expect(csp.includes('upgrade-insecure-requests'), url).toBe(https);
        expect(res.headers['strict-transport-security'], url).toBe(
          https ? 'max-age=31536000; includeSubDomains' : undefined,
        );
      }
    } finally {
      await app.close();
    }
  });
});

describe('TEST_CLOCK', () => {
  it('is refused on an address others can reach, with NODE_ENV unset or development', async () => {
    for (const env of [
      { TEST_CLOCK: '1', PUBLIC_URL: 'http://192.168.0.10:8080', DEV_SIGN_IN: '1' },
      { TEST_CLOCK: '1', PUBLIC_URL: 'https://staging.example.ac.kr', GOOGLE_CLIENT_ID: 'id' },
      {
        TEST_CLOCK: '1',
        PUBLIC_URL: 'https://staging.example.ac.kr',
        NODE_ENV: 'development',
        DEV_SIGN_IN: '1',
      },
    ]) {
      expect(() => loadConfig(env), env.PUBLIC_URL).toThrow(/Refusing to start: TEST_CLOCK=1/);
    }
    await expect(
      buildApp(testConfig({ testClock: true, publicUrl: 'https://staging.example.ac.kr', devSignIn: true })),
    ).rejects.toThrow(/TEST_CLOCK/);
  });

  it('runs on a loopback address, and never in production', () => {
    for (const url of ['http://localhost:8080', 'http://127.0.0.1:8181', 'http://[::1]:8080']) {
      expect(loadConfig({ TEST_CLOCK: '1', PUBLIC_URL: url }).testClock).toBe(true);
    }
    expect(() =>
      loadConfig({
        TEST_CLOCK: '1',
        NODE_ENV: 'production',
        ALLOWED_EMAIL_DOMAINS: 'example.ac.kr',
        PUBLIC_URL: 'http://localhost:8080',
      }),
    ).toThrow(/TEST_CLOCK cannot be set in production/);
  });
});
