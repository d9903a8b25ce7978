import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, testConfig } from '../src/config.ts';
import { createTestApp, DB_KINDS } from './harness.ts';

/** A forgotten NODE_ENV never opens an administrator's door: the development provider serves only loopback. */

const PUBLIC = 'https://moa.example.ac.kr';

describe('the development sign-in provider', () => {
  it('refuses to start on a public address with NODE_ENV unset or development, naming the way out', () => {
    for (const env of [
      { PUBLIC_URL: PUBLIC },
      { PUBLIC_URL: 'http://192.168.0.12:8080' },
      { PUBLIC_URL: 'http://moa.local:8080', NODE_ENV: 'development' },
    ]) {
      expect(() => loadConfig(env), env.PUBLIC_URL).toThrow(/Refusing to start.*\n.*DEV_SIGN_IN=1/s);
      expect(() => loadConfig(env)).toThrow(/NODE_ENV=production/);
    }
  });

  it('runs on a loopback address, or anywhere when DEV_SIGN_IN=1 says so', () => {
    for (const url of [
      'http://localhost:5173',
      'http://127.0.0.1:8181',
      'http://[::1]:8080',
      'http://app.localhost',
    ]) {
      expect(loadConfig({ PUBLIC_URL: url }).publicUrl).toBe(url);
    }
    expect(loadConfig({}).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: PUBLIC, DEV_SIGN_IN: '1' }).devSignIn).toBe(true);
    expect(() => loadConfig({ PUBLIC_URL: PUBLIC, DEV_SIGN_IN: 'yes' })).toThrow(/DEV_SIGN_IN/);
  });

  it('does not stand in the way of Google sign-in', () => {
    const google = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', PUBLIC_URL: PUBLIC };
    expect(loadConfig(google).publicUrl).toBe(PUBLIC);
    expect(
      loadConfig({ ...google, NODE_ENV: 'production', ALLOWED_EMAIL_DOMAINS: 'example.ac.kr' }).nodeEnv,
    ).toBe('production');
  });

  it('is refused for a built configuration as well', async () => {
    await expect(buildApp(testConfig({ publicUrl: PUBLIC }))).rejects.toThrow(/Refusing to start/);
  });
});

describe.each(DB_KINDS)('the start-up log (%s)', (kind) => {
  const capture = () => {
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    return { lines, stream };
  };

  it('warns whenever the development provider runs', async () => {
    const { lines, stream } = capture();
    const t = await createTestApp(kind, { config: { logLevel: 'warn' }, logStream: stream });
    await t.close();
    const warning = lines.find((l) => l.msg.includes('development sign-in provider is running'));
    expect(warning?.level).toBe(40);
  });

  it('says nothing of it when Google signs in', async () => {
    const { lines, stream } = capture();
    const t = await createTestApp(kind, {
      config: { logLevel: 'warn', googleClientId: 'id', googleClientSecret: 'secret', publicUrl: PUBLIC },
      logStream: stream,
    });
    expect(t.app.idp.dev).toBeNull();
    await t.close();
    expect(lines.filter((l) => l.msg.includes('development sign-in provider'))).toEqual([]);
  });
});
