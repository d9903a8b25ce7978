import type { Page } from '@playwright/test';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';
import { completeAddInfo, freshEmail, signIn } from '../support/auth.ts';
import { reserveOnShowPage } from '../support/shows.ts';

/**
 * What a student sees (docs/product.md#reservations-and-capacity, #payment-and-cancel-requests): the success dialog on
 * a small phone opens at its top; payment countdowns follow the server's clock however wrong the phone's is (the
 * browser's clock is set 7 minutes fast here, and the server's test clock moved); a screen whose code cannot load
 * while the server is unreachable gets the server-down modal; the header hides what scrolls under it.
 */

const ULLIM = '소리울 정기공연 〈울림〉';
const HOUR = 3_600_000;
/** The phone's clock runs this far ahead of the server's. */
const SKEW_MS = 7 * 60_000;
/** A small phone: 375×667 (iPhone SE). */
const SMALL_PHONE = { width: 375, height: 667 };

interface Schedule {
  scheduleId: number;
  order: number;
  date: string;
  time: string;
  applyPeople: number;
  maxPeople: number;
  maxTickets: number;
}

const startOf = (s: Schedule) => new Date(`${s.date}T${s.time.slice(0, 5)}:00+09:00`).getTime();

async function ullim(page: Page): Promise<{ showId: number; scheduleList: Schedule[] }> {
  const list = await page.request.get('/attraction/list');
  const { entireList } = (await list.json()) as { entireList: { id: number; title: string; kind: string }[] };
  const item = entireList.find((i) => i.title === ULLIM && i.kind === 'show');
  expect(item, `${ULLIM} in /attraction/list`).toBeTruthy();
  return (await (await page.request.get(`/show/detail/${item!.id}`)).json()) as {
    showId: number;
    scheduleList: Schedule[];
  };
}

/** The browser's Date runs SKEW_MS ahead from the first script on (a phone whose clock is wrong). */
async function skewBrowserClock(page: Page): Promise<void> {
  await page.addInitScript((skew: number) => {
    const RealDate = Date;
    const realNow = RealDate.now.bind(RealDate);
    class SkewedDate extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(realNow() + skew);
        else super(...(args as [string | number]));
      }
      static override now() {
        return realNow() + skew;
      }
    }
    globalThis.Date = SkewedDate as DateConstructor;
  }, SKEW_MS);
}

test.describe('what a student sees', () => {
  test('the success dialog opens at its top on a small phone; countdowns follow the server clock', async ({
    page,
    serverClock,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(SMALL_PHONE);
    await skewBrowserClock(page);
    await signIn(page, freshEmail('skew'));
    const studentId = `2025${String(Date.now()).slice(-4)}`;
    await completeAddInfo(page, { name: '시계가', studentId, phone: '01034567890' });
    // the phone's clock is really 7 minutes fast in the page
    const seen = await page.evaluate(() => Date.now());
    expect(seen - Date.now()).toBeGreaterThan(SKEW_MS - 60_000);

    const show = await ullim(page);
    const open = [...show.scheduleList]
      .sort((a, b) => a.order - b.order)
      .filter((s) => startOf(s) > Date.now() + 50 * HOUR && s.maxPeople > s.applyPeople && s.maxTickets >= 1);
    expect(open.length, 'two schedules more than two days ahead with a seat').toBeGreaterThanOrEqual(2);

    const success = await reserveOnShowPage(page, show.showId, ULLIM, open[0]!.order);
    // opened at its top: the title, the amount and the deadline are on screen
    expect.soft(await success.evaluate((el) => el.scrollTop)).toBe(0);
    await expect.soft(success.getByRole('heading', { name: '예매가 완료되었습니다' })).toBeInViewport();
    await expect.soft(success.getByText(/원을 입금해주세요/)).toBeInViewport();
    await expect.soft(success.getByText(/까지 입금해주세요/)).toBeInViewport();
    // a day to pay on the server's clock, not 7 minutes less by the phone's
    await expect(success).toContainText(/23시간 59분 남음|24시간 남음|1일 남음/);
    await expect(success).not.toContainText(/23시간 5[0-3]분 남음/);
    await screenshot(page, 'student-success-375x667', { viewportOnly: true });
    // Tab still reaches the dialog's controls, from its top
    await page.keyboard.press('Tab');
    await expect(success.locator(':focus')).toHaveCount(1);
    await success.getByRole('button', { name: '확인' }).click();

    // the server's clock two hours on: the card on /mypage counts from it
    await serverClock.advance(2 * HOUR);
    await page.goto('/mypage');
    const card = page.getByRole('article', { name: ULLIM }).first();
    await expect(card).toContainText(/21시간 5\d분 남음|22시간 남음/);
    await screenshot(page, 'student-mypage-countdown-375x667', { viewportOnly: true });

    await page.setViewportSize(VIEWPORTS.desktop);
    const second = await reserveOnShowPage(page, show.showId, ULLIM, open[1]!.order);
    await expect(second.getByRole('heading', { name: '예매가 완료되었습니다' })).toBeInViewport();
    await screenshot(page, 'student-success-1440', { viewportOnly: true });
  });

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    test(`a screen's code that cannot load with the server unreachable opens the server-down modal (${label})`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/main');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // the header is opaque: nothing that scrolls under it shows through
      const header = page.getByRole('banner');
      expect
        .soft(await header.evaluate((el) => getComputedStyle(el).backgroundColor))
        .toBe('rgb(255, 255, 255)');

      // the server goes away: no code, no answers
      await page.route('**/*', (route) => route.abort('connectionrefused'));
      await page.evaluate(() => {
        window.history.pushState({}, '', '/clubs');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      const down = page
        .getByRole('alertdialog', { name: '서버 연결 오류' })
        .or(page.getByRole('dialog', { name: '서버 연결 오류' }));
      await expect(down).toBeVisible();
      await expect(page.getByText('페이지를 표시할 수 없습니다')).toHaveCount(0);
      await screenshot(page, `student-chunk-server-down-${label}`, { viewportOnly: true });

      // back: the modal's retry reloads the page, which shows
      await page.unroute('**/*');
      await down.getByRole('button', { name: '다시 시도' }).click();
      await expect(page).toHaveURL(/\/clubs$/);
      await expect(down).toBeHidden();
      // the refused loads were logged by the browser: they are this journey's doing
      consoleErrors.splice(
        0,
        consoleErrors.length,
        ...consoleErrors.filter(
          (e) => !/Failed to load resource|dynamically imported module|ERR_CONNECTION_REFUSED/.test(e),
        ),
      );
    });
  }

  test("with the server up, a screen's code that cannot load is the page error (control)", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/main');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // only the code is refused: the server answers
    await page.route('**/assets/**', (route) => route.abort('connectionrefused'));
    await page.evaluate(() => {
      window.history.pushState({}, '', '/clubs');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByText('페이지를 표시할 수 없습니다')).toBeVisible();
    await expect(page.getByRole('dialog', { name: '서버 연결 오류' })).toHaveCount(0);
    await expect(page.getByRole('alertdialog', { name: '서버 연결 오류' })).toHaveCount(0);
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter(
        (e) => !/Failed to load resource|dynamically imported module|ERR_CONNECTION_REFUSED/.test(e),
      ),
    );
  });
});
