import { SESSION_STORAGE_KEY } from '@moa/contract';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { VIEWPORTS } from './fixtures.ts';

/**
 * A phone's first load, measured in Chromium (docs/decisions/0018-signed-in-first-load.md): 375 px, the CPU slowed
 * 4× and the network held to 1.6 Mbps down, 750 Kbps up and 150 ms round trips through the DevTools protocol (the
 * conditions of Lighthouse's mobile preset, decision 0007, applied rather than simulated), in a fresh context each
 * time so nothing is cached. The page reports its own LCP and CLS (PerformanceObserver, buffered) and the
 * duration of each interaction (Event Timing).
 */

export const THROTTLE = { cpuRate: 4, latencyMs: 150, downKbps: 1600, upKbps: 750 } as const;

/** A fresh phone-sized context, signed in with `token` before the app's first script runs, and its page throttled. */
export async function throttledPage(
  browser: Browser,
  baseURL: string,
  token: string | null,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORTS.mobile,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // measured as most phones load it, with the skeleton's shine (the journeys' config asks for reduced motion)
    reducedMotion: 'no-preference',
  });
  if (token) {
    await context.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem(key!)) sessionStorage.setItem(key!, value!);
      },
      [SESSION_STORAGE_KEY, token],
    );
  }
  // what the page observes from its start: every LCP candidate, layout shift and interaction
  await context.addInitScript(() => {
    const seen: {
      lcp: number;
      lcpElement: string;
      shifts: { at: number; value: number }[];
      events: number[];
      appeared: (selector: string, timeoutMs: number) => Promise<true>;
    } = {
      lcp: 0,
      lcpElement: '',
      shifts: [],
      events: [],
      // resolves once an element matches; see appeared() below
      appeared: (selector, timeoutMs) =>
        new Promise((resolve, reject) => {
          if (document.querySelector(selector)) return resolve(true);
          const observer = new MutationObserver(() => {
            if (!document.querySelector(selector)) return;
            observer.disconnect();
            clearTimeout(timer);
            resolve(true);
          });
          observer.observe(document, { childList: true, subtree: true });
          const timer = setTimeout(() => {
            observer.disconnect();
            reject(new Error(`no ${selector} within ${timeoutMs} ms`));
          }, timeoutMs);
        }),
    };
    (window as unknown as { __speed: typeof seen }).__speed = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
        seen.lcp = entry.startTime;
        const el = entry.element;
        seen.lcpElement = el
          ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className)}` : ''}`
          : '';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) seen.shifts.push({ at: entry.startTime, value: entry.value });
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[])
        if (entry.interactionId) seen.events.push(entry.duration);
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpuRate });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLE.latencyMs,
    downloadThroughput: (THROTTLE.downKbps * 1000) / 8,
    uploadThroughput: (THROTTLE.upKbps * 1000) / 8,
  });
  return { context, page };
}

export interface Vitals {
  lcpMs: number;
  lcpElement: string;
  cls: number;
}

/**
 * LCP and CLS so far. CLS as web-vitals defines it: the largest schedule window of shifts (gaps under 1 s, at most
 * 5 s long). Read before the first click: a click ends LCP's observation.
 */
export async function vitals(page: Page): Promise<Vitals> {
  return page.evaluate(() => {
    const seen = (
      window as unknown as {
        __speed: { lcp: number; lcpElement: string; shifts: { at: number; value: number }[] };
      }
    ).__speed;
    let cls = 0;
    let windowValue = 0;
    let windowStart = -Infinity;
    let last = -Infinity;
    for (const shift of seen.shifts) {
      if (shift.at - last > 1000 || shift.at - windowStart > 5000) {
        windowStart = shift.at;
        windowValue = 0;
      }
      windowValue += shift.value;
      last = shift.at;
      cls = Math.max(cls, windowValue);
    }
    return { lcpMs: Math.round(seen.lcp), lcpElement: seen.lcpElement, cls: Math.round(cls * 1000) / 1000 };
  });
}

/** The longest interaction seen so far (Event Timing: from the input to the next paint after its handlers). */
export async function longestInteraction(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.round(Math.max(0, ...(window as unknown as { __speed: { events: number[] } }).__speed.events)),
  );
}

/**
 * Waits until an element matching `selector` is in the page, from inside it (a MutationObserver the init script set
 * up) and asked through the DevTools protocol. Not with a Playwright locator: its first use evaluates Playwright's
 * selector engine in the page, 50–120 ms of the 4×-slowed main thread in the middle of the load being measured
 * (docs/decisions/0018-signed-in-first-load.md, sixth round).
 */
export async function appeared(page: Page, selector: string, timeoutMs = 30_000): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { exceptionDetails } = await cdp.send('Runtime.evaluate', {
      expression: `window.__speed.appeared(${JSON.stringify(selector)}, ${timeoutMs})`,
      awaitPromise: true,
    });
    if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
  } finally {
    await cdp.detach();
  }
}

/** Waits until the page has loaded and been quiet on the network for 500 ms, then for two frames. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Runs `click` (a press on a control) and answers the time from the press (the pointerdown's timestamp) to the
 * frame after the first open <dialog> appeared: what the student waits before the dialog is on screen.
 */
export async function timeToDialog(page: Page, click: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __dialog?: Promise<number> };
    let pressed = 0;
    document.addEventListener('pointerdown', (e) => (pressed = e.timeStamp), { capture: true, once: true });
    w.__dialog = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('dialog[open]')) return;
        observer.disconnect();
        // the frame that shows it, then a task after that frame's paint
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now() - pressed);
          channel.port2.postMessage(null);
        });
      });
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['open'],
      });
    });
  });
  await click();
  return Math.round(await page.evaluate(() => (window as unknown as { __dialog: Promise<number> }).__dialog));
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
