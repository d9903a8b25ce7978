import fs from 'node:fs';
import { chromium } from 'playwright-core';
import type { Db } from '../apps/server/src/db/database.ts';
import { seatInHall } from '../apps/server/src/modules/seating/index.ts';
import { insertSchedule } from '../apps/server/test/support.ts';
import { insertBlockHall } from './seat-arrivals.ts';

/**
 * The seat map in Chromium at 4× CPU slowdown (issue 28's bench line: a 1,000-seat map rendered in ≤ 150 ms, a
 * selection toggled in ≤ 16 ms). A 1,000-seat hall (25 rows of 40 in three blocks) on the show page of the real
 * server at a phone's width: the map is shown from its cached answer by switching 목록으로 선택 → 배치도에서 선택
 * (so what is timed is the rendering, not the network), and a seat toggled by Space on the focused seat. Each time
 * runs from the event to the DOM committed and laid out (a forced layout), in the page's own clock.
 */

const BLOCK = [10, 20, 10];
const LABELS = [...'ABCDEFGHIJKLMNOPQRSTUVWXY'];
const CHROMIUM = '/usr/bin/chromium';
const REPEATS = 7;

export interface SeatMapTimes {
  seats: number;
  renderMs: number[];
  toggleMs: number[];
}

async function seatedSchedule(db: Db, clubId: number, day: string) {
  const { hallId, count } = await insertBlockHall(db, clubId, LABELS, BLOCK);
  const schedule = await insertSchedule(db, {
    clubId,
    date: day,
    seats: count,
    maxTicket: 4,
    name: '벤치 좌석 공연',
  });
  await seatInHall(db, schedule.scheduleId, hallId, 10_000);
  return { ...schedule, seats: count };
}

// In-page scripts, as text: they run in the page, not here (and tsx's helpers would not exist there).
const untilScript = (done: string, target: string, options: string) => `
  if (!(${done})) {
    await new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!(${done})) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(${target}, ${options});
    });
  }`;

/** 배치도에서 선택 clicked with the map cached: until every seat is in the DOM, laid out. */
const renderScript = (count: number) => `(async () => {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === '배치도에서 선택');
  const t0 = performance.now();
  button.click();
  ${untilScript(`document.querySelectorAll('[role="gridcell"]').length >= ${count}`, 'document.body', '{ childList: true, subtree: true }')}
  document.body.getBoundingClientRect();
  return performance.now() - t0;
})()`;

/** Space on a focused seat: until it reads selected (or not), laid out. */
const TOGGLE_SCRIPT = `(async () => {
  const cell = document.querySelector('[role="gridcell"][data-index="520"]');
  cell.focus({ preventScroll: true });
  const before = cell.getAttribute('aria-selected');
  const t0 = performance.now();
  cell.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
  ${untilScript(`cell.getAttribute('aria-selected') !== before`, 'cell', '{ attributes: true }')}
  document.body.getBoundingClientRect();
  return performance.now() - t0;
})()`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export async function seatMapTimes(
  app: string,
  db: Db,
  opts: { clubId: number; day: string },
): Promise<SeatMapTimes | string> {
  if (!fs.existsSync(CHROMIUM)) return `not run: ${CHROMIUM} is missing`;
  const { showId, seats } = await seatedSchedule(db, opts.clubId, opts.day);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 }, locale: 'ko-KR' });
    await page.goto(`${app}/show/${showId}`);
    // the page arrives rendered by the server; a tap does nothing until the app has taken it over (decision 0022)
    // a locator's wait: a string predicate is evaluated in the page, which the page's CSP refuses (no unsafe-eval)
    await page.locator('#root[data-rendered]').waitFor({ state: 'detached' });
    await page.getByRole('radio', { name: /^1회차 · / }).check();
    await page.getByRole('grid').waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    const renderMs: number[] = [];
    for (let i = 0; i < REPEATS; i++) {
      await page.getByRole('button', { name: '목록으로 선택' }).click();
      await page.getByRole('grid').waitFor({ state: 'detached' });
      renderMs.push(await page.evaluate<number>(renderScript(seats)));
    }

    const toggleMs: number[] = [];
    for (let i = 0; i < REPEATS * 2; i++) {
      toggleMs.push(await page.evaluate<number>(TOGGLE_SCRIPT));
    }
    return { seats, renderMs, toggleMs };
  } finally {
    await browser.close();
  }
}

export const seatMapLine = (t: SeatMapTimes | string) =>
  typeof t === 'string'
    ? `seat map in Chromium: ${t}`
    : `seat map in Chromium at 4× CPU slowdown, ${t.seats} seats at 375 px: render median ${median(t.renderMs).toFixed(1)} ms ` +
      `(max ${Math.max(...t.renderMs).toFixed(1)}), toggle median ${median(t.toggleMs).toFixed(1)} ms (max ${Math.max(...t.toggleMs).toFixed(1)})`;
