import fs from 'node:fs';
import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const;

const SHOTS = path.join(import.meta.dirname, '..', 'test-results', 'screenshots');

/** Saves a full-page screenshot to e2e/test-results/screenshots/<name>.png, to be looked at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** Every journey fails on a console error or an uncaught page error: a fault the user never sees still fails. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        // A 4xx answer the app handles (401 signed out, 404 unknown id) is logged by Chromium; it is not a fault.
        if (msg.type() === 'error' && !/status of 4\d\d/.test(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
