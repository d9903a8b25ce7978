import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './ports.ts';

/**
 * The production install's files (docs/decisions/0020-production-install.md) say what the README says: the same
 * start command, environment and health check in the README, the Dockerfile, the compose file and the systemd unit,
 * and the server's own `npm start`. Docker is not run here; the Dockerfile's start command and health check are run
 * as they are, on the server's bundle.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

const readme = read('README.md');
const dockerfile = read('Dockerfile');
const compose = read('deploy/compose.yaml');
const caddyfile = read('deploy/Caddyfile');
const unit = read('deploy/moa.service');
const serverStart = (JSON.parse(read('apps/server/package.json')) as { scripts: Record<string, string> })
  .scripts.start!;

/** `npm start`'s own command: `env A=1 B=2 node <flags> dist/server.js` after the bundling. */
const started = /exec env ((?:\w+=\S+ )+)node ((?:--\S+ )*)dist\/server\.js$/.exec(serverStart);
const environment = started![1]!.trim().split(' ');
const flags = started![2]!.trim();
const START = `node ${flags} apps/server/dist/server.js`;
const HEALTH = 'node apps/server/healthcheck.mjs';

/** The JSON array of a Dockerfile instruction in exec form, joined as a shell line. */
function execForm(instruction: string, text: string): string {
  const line = text.split('\n').find((l) => l.startsWith(`${instruction} `));
  const array = /(\[.*\])\s*$/.exec(line ?? '')?.[1];
  return (JSON.parse(array ?? '[]') as string[]).join(' ');
}

/** The Dockerfile's last stage: what the image runs. */
const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
/** Its ENV instructions (continued lines joined) as NAME=value words. */
const imageEnv = finalStage
  .replaceAll('\\\n', ' ')
  .split('\n')
  .filter((l) => l.startsWith('ENV '))
  .flatMap((l) => l.slice(4).trim().split(/\s+/));

describe('one start command and one health check', () => {
  it("npm start's flags and environment are the README's production command", () => {
    expect(flags).toContain('--max-semi-space-size');
    expect(readme).toContain(`${environment.join(' ')} ${START}`);
    expect(readme).toContain(HEALTH);
    expect(readme).toContain('npm ci && npm run build && npm prune --omit=dev');
  });

  it('the Dockerfile builds in one stage, runs in another as a user other than root, with the same command', () => {
    // build, the proxy's (Caddy with the built web app), the app's
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(3);
    expect(dockerfile).toMatch(/^RUN npm ci\b/m);
    expect(dockerfile).toMatch(/^RUN npm run build && npm prune --omit=dev\b/m);
    expect(finalStage).not.toMatch(/npm (ci|install|run build)/);
    expect(finalStage).toMatch(/^USER node$/m);
    expect(execForm('CMD', finalStage)).toBe(START);
    expect(imageEnv).toEqual(expect.arrayContaining([...environment, 'NODE_ENV=production']));
    expect(execForm('HEALTHCHECK', finalStage)).toBe(HEALTH);
    expect(finalStage).toMatch(/^STOPSIGNAL SIGTERM$/m);
  });

  it('the compose file runs two instances of that image on PostgreSQL behind Caddy, with time to stop', () => {
    expect(compose).toMatch(/^ {2}app1: \*app$/m);
    expect(compose).toMatch(/^ {2}app2: \*app$/m);
    expect(compose).toMatch(/dockerfile: Dockerfile/);
    expect(compose).toMatch(/DATABASE_URL: postgres:\/\/.+@db:5432\//);
    expect(compose).toMatch(/^ {2}db:\n {4}image: postgres:/m);
    expect(compose).toMatch(/^ {2}caddy:\n(?: {4}#.*\n)* {4}build:\n(?: {6}.*\n)* {6}target: proxy\n/m);
    // The image's health check, not another.
    expect(compose).not.toMatch(/^ {2}healthcheck:/m);
    expect(Number(/stop_grace_period: (\d+)s/.exec(compose)?.[1])).toBeGreaterThanOrEqual(75);
    expect(caddyfile).toMatch(/reverse_proxy app1:8080 app2:8080/);
    // the build's files from Caddy's own copy of them, the rest (and a file it lacks) from the instances
    expect(dockerfile).toMatch(
      /^FROM caddy:2 AS proxy\nCOPY --from=build \/app\/apps\/web\/dist \/srv\/web$/m,
    );
    expect(caddyfile).toMatch(/@built \{\n\t\tpath \/assets\/\*\n\t\tfile \{\n\t\t\troot \/srv\/web\n/);
    expect(caddyfile).toMatch(/handle @built \{\n\t\troot \* \/srv\/web\n/);
    expect(caddyfile).toMatch(/precompressed br gzip/);
    expect(caddyfile).toMatch(/health_uri \/readyz\n/);
  });

  it('the compose stack comes back after a reboot, and its instances share nothing but the database', () => {
    // The apps (through x-app), PostgreSQL and Caddy: `on-failure` leaves a server that exited 0 on SIGTERM stopped.
    const policies = [...compose.matchAll(/^ +restart: (.+)$/gm)].map((m) => m[1]);
    expect(policies).toEqual(['unless-stopped', 'unless-stopped', 'unless-stopped']);
    expect(compose).toMatch(/^x-app: &app\n(?: .*\n)* {2}restart: unless-stopped$/m);
    // Images and the ticket key are in PostgreSQL: no volume for the instances (docs/decisions/0021).
    const app = compose.slice(compose.indexOf('x-app:'), compose.indexOf('\nservices:'));
    expect(app).not.toMatch(/^ {2}volumes:/m);
    expect(compose).not.toMatch(/^ {2}data:$/m);
  });

  it("backups land outside the container: the README mounts a host folder at the image's /app/backups", () => {
    expect(finalStage).toMatch(/^RUN mkdir -p .*\/app\/backups && chown node:node .*\/app\/backups$/m);
    expect(readme).toMatch(/docker run -d [^`\n]*-v \/\S+:\/app\/backups /);
    expect(readme).toMatch(/docker compose exec -T db pg_dump -U moa --format=custom moa > backups\//);
  });

  it('the systemd unit runs the same command, restarts on failure and waits long enough for a stop', () => {
    const values = (key: string) =>
      unit
        .split('\n')
        .filter((l) => l.startsWith(`${key}=`))
        .map((l) => l.slice(key.length + 1));
    expect(values('ExecStart')).toEqual([`/usr/bin/${START}`]);
    expect(values('Environment').join(' ').split(' ')).toEqual(
      expect.arrayContaining([...environment, 'NODE_ENV=production']),
    );
    expect(values('Restart')).toEqual(['on-failure']);
    expect(parseInt(values('TimeoutStopSec')[0]!, 10)).toBeGreaterThanOrEqual(75);
    expect(values('User')[0]).not.toBe('root');
  });
});

describe("the image's command lines, without Docker", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'moa-deploy-'));
    const bundled = spawnSync(process.execPath, ['apps/server/build.mjs'], { cwd: ROOT, encoding: 'utf8' });
    expect(bundled.stderr).toBe('');
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('CMD starts the bundle in production, HEALTHCHECK passes while it serves and fails once it stopped', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME };
    for (const word of imageEnv) {
      const [key, ...value] = word.split('=');
      env[key!] = value.join('=');
    }
    Object.assign(env, {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      ENV_FILE: path.join(dataDir, 'settings.env'),
    });
    await fs.writeFile(
      env.ENV_FILE!,
      'ALLOWED_EMAIL_DOMAINS=example.ac.kr\nGOOGLE_CLIENT_ID=client\nGOOGLE_CLIENT_SECRET=secret\n',
    );
    const [command, ...args] = execForm('CMD', finalStage).split(' ');
    const server = spawn(command === 'node' ? process.execPath : command!, args, { cwd: ROOT, env });
    let log = '';
    server.stdout.on('data', (d: Buffer) => (log += d.toString()));
    server.stderr.on('data', (d: Buffer) => (log += d.toString()));
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    try {
      await new Promise<void>((resolve, reject) => {
        server.stdout.on('data', () => log.includes('Server listening') && resolve());
        void exited.then(() => reject(new Error(`the server exited: ${log}`)));
      });
      const check = () => {
        const [c, ...a] = execForm('HEALTHCHECK', finalStage).split(' ');
        return spawnSync(c === 'node' ? process.execPath : c!, a, { cwd: ROOT, env, encoding: 'utf8' });
      };
      expect(check().status).toBe(0);
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
      const after = check();
      expect(after.status).toBe(1);
      expect(after.stderr).toContain(`http://127.0.0.1:${port}/healthz`);
    } finally {
      server.kill('SIGKILL');
    }
  });
});
