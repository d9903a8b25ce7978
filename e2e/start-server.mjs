// Starts the real server for the journeys on a fresh data directory, so the demo data is seeded anew.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
// One data directory per port, so journeys run on different ports never share a database.
const dataDir = path.join(here, `.data-${process.env.E2E_PORT ?? '8181'}`);
fs.rmSync(dataDir, { recursive: true, force: true });

const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(here, '..', 'apps', 'server'),
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: process.env.E2E_PORT ?? '8181',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '8181'}`,
    LOG_LEVEL: 'warn',
    // POST /api/test/clock moves the server's clock (reserve-payment-deadline.spec.ts); never in production
    TEST_CLOCK: '1',
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill('SIGTERM'));
child.on('exit', (code) => process.exit(code ?? 0));
