import path from 'node:path';
import Database from 'better-sqlite3';
import { DEMO, sessionToken, signInViaApi } from '../support/auth.ts';
import { expect, test, VIEWPORTS } from '../support/fixtures.ts';
import { appeared, median as medianOf, settle, throttledPage, vitals } from '../support/phone-speed.ts';

/**
 * The holder table with 2,000 holders in Chromium (issue 11, point 8: "first screen of 2,000 holders in under
 * 1 s"): a copy of a demo show gets one schedule of 2,000 holders in mixed states, written straight into the e2e
 * server's SQLite file; the manager opens the schedule five times and the time from navigation to the first rows
 * painted is measured in the page (performance.now() after two animation frames), then the table is scrolled.
 *
 * Then the same list's first load on a slow phone (e2e/support/phone-speed.ts): LCP and CLS, the goals of the
 * public pages (docs/decisions/0018-signed-in-first-load.md).
 *
 * It adds a show, so it runs only when asked: HOLDERS_PERF=1 (and on its own port, as the other journeys expect the
 * demo data alone).
 */

const HOLDERS = Number(process.env.HOLDERS ?? 2000);
const RUNS = 5;

type Row = Record<string, unknown>;

function columnsOf(db: Database.Database, table: string): string[] {
  return (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[])
    .map((c) => c.name)
    .filter((name) => name !== 'id');
}

/** Inserts rows shaped like `template` (every column but id), with each row's own values on top. */
function insertLike(db: Database.Database, table: string, template: Row, rows: Row[]): number[] {
  const columns = columnsOf(db, table);
  const insert = db.prepare(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
  );
  return rows.map((row) =>
    Number(insert.run(...columns.map((c) => (c in row ? row[c] : template[c]))).lastInsertRowid),
  );
}

let seeded: number | undefined;

/** The schedule of seed(), made once for the file's journeys. */
function seededSchedule(): number {
  const port = process.env.E2E_PORT ?? '8181';
  seeded ??= seed(path.join(import.meta.dirname, '..', `.data-${port}`, 'app.db'));
  return seeded;
}

/** A schedule of HOLDERS holders in a copy of one of the demo manager's shows; answers its scheduleId. */
function seed(file: string): number {
  const db = new Database(file);
  db.pragma('busy_timeout = 10000');
  try {
    return db.transaction(() => {
      const manager = db.prepare('SELECT club_id FROM users WHERE email = ?').get(DEMO.manager) as Row;
      const show = db
        .prepare('SELECT * FROM shows WHERE club_id = ? ORDER BY id LIMIT 1')
        .get(manager.club_id) as Row;
      const schedule = db
        .prepare('SELECT * FROM schedules WHERE show_id = ? ORDER BY id LIMIT 1')
        .get(show.id) as Row;
      const student = db
        .prepare("SELECT * FROM users WHERE authority = 'ROLE_USER' ORDER BY id LIMIT 1")
        .get() as Row;
      const reservation = db.prepare('SELECT * FROM reservations ORDER BY id LIMIT 1').get() as Row;
      const at = new Date().toISOString();
      const [showId] = insertLike(db, 'shows', show, [
        { name: '2,000명 공연', created_at: at, updated_at: at },
      ]);
      const [scheduleId] = insertLike(db, 'schedules', schedule, [
        { show_id: showId, order_index: 1, max_people: HOLDERS * 4, apply_people: 0 },
      ]);
      const stamp = Date.now().toString(36);
      const users = insertLike(
        db,
        'users',
        student,
        Array.from({ length: HOLDERS }, (_, i) => ({
          sub: `perf-${stamp}-${i}`,
          email: `perf-${stamp}-${i}@example.ac.kr`,
          name: `학생${i}`,
          student_id: String(20200000 + i),
          phone: `010-${String(1000 + (i % 9000)).padStart(4, '0')}-${String(i).padStart(4, '0')}`,
          created_at: at,
          updated_at: at,
        })),
      );
      const base = Date.now() - 3 * 86_400_000;
      let seats = 0;
      insertLike(
        db,
        'reservations',
        reservation,
        users.map((userId, k) => {
          const tickets = 1 + (k % 4);
          // 40% paid, 10% expired, the rest unpaid (one in five of those with a transfer claim)
          const status = k % 10 < 4 ? 'paid' : k % 10 === 4 ? 'expired' : 'unpaid';
          if (status !== 'expired') seats += tickets;
          const created = new Date(base + k * 60_000).toISOString();
          const payBy = new Date(base + k * 60_000 + 5 * 86_400_000).toISOString();
          const claimed = status === 'unpaid' && k % 5 === 0;
          return {
            schedule_id: scheduleId,
            user_id: userId,
            ticket_count: tickets,
            unit_price: 10000,
            status,
            cancel_requested: k % 37 === 0 ? 1 : 0,
            deposit_name: `${20200000 + k}학생${k}`,
            pay_by: payBy,
            expires_at: payBy,
            transfer_claimed_at: claimed ? created : null,
            transfer_at: claimed ? created : null,
            transfer_amount: claimed ? tickets * 10000 : null,
            transfer_name: claimed ? `학생${k}` : null,
            payment_changed_at: status === 'paid' ? created : null,
            payment_changed_by: status === 'paid' ? DEMO.manager : null,
            status_changed_at: null,
            created_at: created,
            updated_at: created,
          };
        }),
      );
      db.prepare('UPDATE schedules SET apply_people = ? WHERE id = ?').run(seats, scheduleId);
      return scheduleId!;
    })();
  } finally {
    db.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

test.describe('2,000 holders', () => {
  test.skip(!process.env.HOLDERS_PERF, 'HOLDERS_PERF=1 runs the 2,000-holder measurement');
  test.use({ viewport: VIEWPORTS.desktop });

  test('the first rows of 2,000 holders are painted in under a second, and the table scrolls', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const scheduleId = seededSchedule();
    await signInViaApi(page, DEMO.manager, '/main');

    const painted: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(`/manager/holder/${scheduleId}`);
      await page.locator('tbody tr[aria-rowindex="2"]').waitFor();
      painted.push(
        await page.evaluate(
          () =>
            new Promise<number>((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
            ),
        ),
      );
    }
    await expect(page.getByRole('group', { name: '상태로 보기' })).toContainText(
      `전체 ${HOLDERS.toLocaleString('en-US')}`,
    );
    const rendered = await page.locator('tbody tr[aria-rowindex]').count();
    // where the time of the last load went: the scripts, who is signed in, the list's answer
    const timeline = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const end = (match: RegExp) =>
        Math.round(Math.max(0, ...entries.filter((e) => match.test(e.name)).map((e) => e.responseEnd)));
      const list = entries.find((e) => /\/mypage\/manager\/holder\/\d+$/.test(e.name));
      return {
        scriptsLoaded: end(/\.js$/),
        signedIn: end(/\/api\/auth\/me$/),
        listRequested: Math.round(list?.startTime ?? -1),
        listAnswered: Math.round(list?.responseEnd ?? -1),
      };
    });
    const answer = timeline.listAnswered - timeline.listRequested;

    // scroll the table from top to bottom, a screenful a frame, and time the frames
    const frames = await page.evaluate(async () => {
      const scroller = document.querySelector('tbody')!.closest('div')!;
      const gaps: number[] = [];
      let last = performance.now();
      while (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
        scroller.scrollTop += scroller.clientHeight;
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const now = performance.now();
        gaps.push(now - last);
        last = now;
      }
      gaps.sort((a, b) => a - b);
      return { count: gaps.length, p95: Math.round(gaps[Math.floor(gaps.length * 0.95)] ?? 0) };
    });
    await expect(page.getByRole('row', { name: new RegExp(`학생${HOLDERS - 1}`) })).toBeVisible();

    const result = {
      holders: HOLDERS,
      firstRowsPaintedMs: painted.map(Math.round),
      medianMs: Math.round(median(painted)),
      holderListAnswerMs: answer,
      lastLoad: timeline,
      rowsRendered: rendered,
      scrollFrames: frames,
    };
    console.log(`holder table: ${JSON.stringify(result)}`);
    test.info().annotations.push({ type: 'holder-table', description: JSON.stringify(result) });
    expect(rendered, 'only the rows in view are rendered').toBeLessThan(80);
    expect(result.medianMs, 'first rows painted (ms since navigation)').toBeLessThan(1000);
  });

  test('on a slow phone the list opens within 2.5 s and the page holds still while it loads', async ({
    browser,
    page,
  }) => {
    test.setTimeout(180_000);
    const scheduleId = seededSchedule();
    const token = await sessionToken(page.request, DEMO.manager);
    const runs: { lcpMs: number; lcpElement: string; cls: number }[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { context, page: phone } = await throttledPage(browser, test.info().project.use.baseURL!, token);
      await phone.goto(`/manager/holder/${scheduleId}`);
      // waited for from inside the page, as /mypage's journey does: a locator would run Playwright's selector engine
      // on the slowed main thread the load is measured on (docs/decisions/0018-signed-in-first-load.md)
      await appeared(phone, 'li[aria-label^="학생"]');
      await settle(phone);
      runs.push(await vitals(phone));
      await context.close();
    }
    const result = {
      runs,
      median: { lcpMs: medianOf(runs.map((r) => r.lcpMs)), cls: medianOf(runs.map((r) => r.cls)) },
    };
    console.log(`holder list on a slow phone: ${JSON.stringify(result)}`);
    test.info().annotations.push({ type: 'holder-list-phone', description: JSON.stringify(result) });
    expect(result.median.lcpMs, 'LCP of the holder list (ms)').toBeLessThanOrEqual(2500);
    expect(result.median.cls, 'CLS of the holder list').toBeLessThanOrEqual(0.02);
  });
});
