import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH } from './support/browser.ts';

/**
 * Journeys in real Chromium (Debian's headless build, support/browser.ts) against the real server with fresh demo data.
 *
 * Each worker has a server of its own: worker n (TEST_PARALLEL_INDEX, 0 … WORKERS-1) talks to port BASE_PORT + n,
 * whose data folder and test clock no other worker sees, so a journey that moves the clock or sells out a show
 * never disturbs one running beside it. Playwright loads this file again inside every worker, with
 * TEST_PARALLEL_INDEX set, which is how `use.baseURL` (and E2E_PORT) name that worker's own server; the runner,
 * which has no index, starts all the servers (servers.ts). `--workers=1` (or E2E_WORKERS=1) runs one server and one
 * worker, enough for a single journey. The default of 3 on two cores: with two workers the cores were idle about a third of
 * the time, each journey waiting on its server and its page (docs/decisions/0014-ci-time.md, eighth round); the
 * journeys run after Vitest, not beside it, where three workers had timed the camera journeys out.
 */
const BASE_PORT = Number(process.env.E2E_BASE_PORT ?? process.env.E2E_PORT ?? 8181);
process.env.E2E_BASE_PORT = String(BASE_PORT);
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 3));
const workerIndex = process.env.TEST_PARALLEL_INDEX;
const PORT = BASE_PORT + Number(workerIndex ?? 0);
// A journey that needs its server's data folder finds it by this port (start-server.mjs names the folder after it).
if (workerIndex !== undefined) process.env.E2E_PORT = String(PORT);

export default defineConfig({
  testDir: './journeys',
  outputDir: './test-results',
  // A file's journeys run in order, on one worker; files are shared out among the workers.
  fullyParallel: false,
  workers: WORKERS,
  // One retry under CI only: a journey that passes only on its retry is listed as flaky in the report and named in
  // the session's note; one that fails twice fails the run (docs/decisions/0014-ci-time.md, fourth round).
  retries: process.env.CI ? 1 : 0,
  // A stop for a journey that hangs, not a measure of speed: on a slower machine of this kind the longer journeys took
  // 40–60 s under the suite's three workers, and one at 60 s failed with every step right (decision 0014, tenth round).
  timeout: 120_000,
  // On a busy two-core machine a page can take twice its quiet time to settle; 10 s rather than Playwright's 5 s
  // default keeps a slow machine from failing a journey whose page is right (what is checked is unchanged).
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // Signed in, the app registers its service worker, which downloads every file of the build (some 250) into its
    // cache: in each journey's fresh context that was a third of the journeys' CPU (docs/decisions/0014-ci-time.md,
    // sixth round). The journeys about the worker allow it (checkin-offline, and the door's own contexts in
    // support/fake-camera.ts).
    serviceWorkers: 'block',
    // The app's reduced-motion styles (styles/tokens.css and the components' own): no skeleton shine, spinner,
    // banner fade or dialog animation, so Chromium draws a frame only when a page changes, and Playwright's waits
    // for an element to stand still end at once. Those frames were about half of the browser's and the compositor's
    // time in the journeys (docs/decisions/0014-ci-time.md, eighth round). The animated path keeps its own journeys
    // (browse-main for the banner, a11y-dialogs for the dialogs), and the phone measurements keep the default motion.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  globalSetup: './servers.ts',
});
