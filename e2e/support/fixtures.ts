import fs from 'node:fs';
import path from 'node:path';
import { expect, test as base, type Browser, type Page } from '@playwright/test';

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const;

const SHOTS = path.join(import.meta.dirname, '..', 'test-results', 'screenshots');

/**
 * Saves a screenshot to e2e/test-results/screenshots/<name>.png, to be looked at: the full page, or with
 * `{ viewportOnly: true }` what the window shows. A full-page capture resizes the window for a moment (Chromium
 * sometimes reports 1×1 in between), which closes what a change to the phone layout closes, such as the bell's panel.
 */
export async function screenshot(page: Page, name: string, { viewportOnly = false } = {}): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: !viewportOnly });
}

/**
 * The server's test clock (TEST_CLOCK=1): `advance(ms)` moves it and runs the expiry at once. After the test it is
 * moved back by as much, so the journeys after it find the demo data's deadlines still ahead.
 */
export interface ServerClock {
  advance(ms: number): Promise<{ now: string; expired: number }>;
}

const following = new WeakSet<Page>();

/**
 * A public page arrives rendered by the server and is taken over by the app a moment later; a tap before that does
 * nothing yet. Makes every load of `page` wait for it (#root loses data-rendered; pages rendered in the browser have
 * none), so a journey acts on the app, as a user a moment later would (docs/decisions/0022-server-rendered-pages.md).
 */
export function followTakeOver(page: Page): void {
  // the journey's own page may come from a context that already does this for each of its pages (`browser` below)
  if (following.has(page)) return;
  following.add(page);
  const takenOver = () => page.waitForFunction(() => !document.querySelector('#root[data-rendered]'));
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const res = await goto(...args);
    await takenOver();
    return res;
  };
  page.reload = async (...args) => {
    const res = await reload(...args);
    await takenOver();
    return res;
  };
}

/** The console errors and uncaught errors of `page`, as they happen. */
export function consoleErrorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    // A 4xx answer the app handles (401 signed out, 404 unknown id) is logged by Chromium; it is not a fault.
    if (msg.type() === 'error' && !/status of 4\d\d/.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** Every journey fails on a console error or an uncaught page error: a fault the user never sees still fails. */
export const test = base.extend<{ consoleErrors: string[]; serverClock: ServerClock }, { browser: Browser }>({
  page: async ({ page }, use) => {
    followTakeOver(page);
    await use(page);
  },
  // The pages of the contexts a journey opens itself (a second student, the manager beside them) wait the same way,
  // unless they run no JavaScript (no app ever takes their page over).
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled !== false) context.on('page', followTakeOver);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  serverClock: async ({ request }, use) => {
    let moved = 0;
    const post = async (ms: number) => {
      const res = await request.post('/api/test/clock', { data: { advanceMs: ms } });
      expect(res.ok(), 'POST /api/test/clock').toBe(true);
      return (await res.json()) as { now: string; expired: number };
    };
    await use({
      advance: async (ms) => {
        moved += ms;
        return post(ms);
      },
    });
    if (moved !== 0) await post(-moved);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors = consoleErrorsOf(page);
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
