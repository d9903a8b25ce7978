import type { Page } from '@playwright/test';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';
import { DEMO, signInViaApi } from '../support/auth.ts';

interface Card {
  showId: number;
  scheduleId: number;
  order: number;
  title: string;
}

interface Schedule {
  scheduleId: number;
  order: number;
  date: string;
  time: string;
  cost: number;
  applyPeople: number;
  maxPeople: number;
  maxTickets: number;
}

const won = (n: number) => `${new Intl.NumberFormat('ko-KR').format(n)}원`;
const radioOf = (page: Page, order: number) =>
  page.getByRole('radio', { name: new RegExp(`^${order}회차 · `) });
const bookable = (s: Schedule) =>
  s.applyPeople < s.maxPeople &&
  s.maxTickets > 0 &&
  new Date(`${s.date}T${s.time.slice(0, 5)}:00+09:00`).getTime() > Date.now();

/** The demo student's reservations and the show of the first one, read through the API with their token. */
async function heldShow(page: Page, token: string) {
  const mine = await page.request.get('/mypage/student/reservation', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(mine.ok()).toBe(true);
  const cards = (await mine.json()) as Card[];
  const card = cards[cards.length - 1]!;
  const detail = await page.request.get(`/show/detail/${card.showId}`);
  const show = (await detail.json()) as { showName: string; scheduleList: Schedule[] };
  const held = new Set(cards.filter((c) => c.showId === card.showId).map((c) => c.scheduleId));
  // the schedule with the most seats left: reserving 2 there leaves the other journeys' schedules as they were
  const open = show.scheduleList
    .filter((s) => !held.has(s.scheduleId) && bookable(s) && s.maxPeople - s.applyPeople >= 2)
    .sort((a, b) => b.maxPeople - b.applyPeople - (a.maxPeople - a.applyPeople));
  expect(open.length, 'a schedule the student can still book').toBeGreaterThan(0);
  return { card, show, open: open[0]! };
}

/** Where the fixed bar is, if it is shown: its top edge in viewport pixels. */
async function barTop(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const button = Array.from(document.querySelectorAll('button')).find(
      (b) => b.textContent?.trim() === '예매하기',
    );
    let node: HTMLElement | null = button ?? null;
    while (node && getComputedStyle(node).position !== 'fixed') node = node.parentElement;
    return node ? node.getBoundingClientRect().top : null;
  });
}

test.describe('the show page for a student at 375 px', () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test('a schedule the student holds is marked 예매함 with the way to 마이페이지', async ({ page }) => {
    const token = await signInViaApi(page, DEMO.student);
    const { card, show } = await heldShow(page, token);

    await page.goto(`/show/${card.showId}`);
    await expect(page.getByRole('heading', { level: 1, name: show.showName })).toBeVisible();
    // the held schedule says so before anything is confirmed, and cannot be picked again
    const held = radioOf(page, card.order);
    await expect(held).toHaveAccessibleName(/예매함$/);
    await expect(held).toBeDisabled();
    await expect(page.getByText('이미 예매한 회차가 있습니다')).toBeVisible();
    await held.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screenshots/reserve-held-mobile.png' });
    await page.getByRole('link', { name: '마이페이지에서 보기' }).click();
    await expect(page).toHaveURL(/\/mypage$/);
  });

  test('once a schedule is chosen, the total and 예매하기 stay on screen in a bar that hides nothing', async ({
    page,
  }) => {
    const token = await signInViaApi(page, DEMO.student);
    const { card, show, open } = await heldShow(page, token);

    await page.goto(`/show/${card.showId}`);
    await expect(page.getByRole('heading', { level: 1, name: show.showName })).toBeVisible();
    // nothing chosen yet: no bar
    expect(await barTop(page)).toBeNull();

    await radioOf(page, open.order).check();
    const reserve = page.getByRole('button', { name: '예매하기' });
    // the reserve action is on screen without scrolling, at the bottom, with the total
    await expect(reserve).toBeInViewport();
    const top = await barTop(page);
    expect(top, 'a bar fixed to the bottom').not.toBeNull();
    expect(top!).toBeGreaterThan(812 - 120);
    await page.getByRole('button', { name: '한 장 더하기' }).click();
    const total = page.getByText('총 금액', { exact: true }).locator('..');
    await expect(total).toContainText(won(open.cost * 2));
    await expect(total).toContainText(`${open.order}회차 · 2매`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(reserve).toBeInViewport();
    await page.screenshot({ path: 'test-results/screenshots/reserve-bar-top-mobile.png' });

    // Tab through the whole page: no focused element is ever hidden under the bar
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    const hidden: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press('Tab');
      const state = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        let bar: HTMLElement | null = null;
        for (let n: HTMLElement | null = el; n; n = n.parentElement) {
          if (getComputedStyle(n).position === 'fixed') bar = n;
        }
        const button = Array.from(document.querySelectorAll('button')).find(
          (b) => b.textContent?.trim() === '예매하기',
        );
        let fixed: HTMLElement | null = button ?? null;
        while (fixed && getComputedStyle(fixed).position !== 'fixed') fixed = fixed.parentElement;
        const rect = el.getBoundingClientRect();
        return {
          name: `${el.tagName} ${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 30)}`,
          inBar: bar !== null,
          bottom: rect.bottom,
          barTop: fixed ? fixed.getBoundingClientRect().top : window.innerHeight,
        };
      });
      if (!state || state.inBar) continue;
      if (state.bottom > state.barTop) hidden.push(`${state.name}: ${state.bottom} > ${state.barTop}`);
    }
    expect(hidden, 'focused elements under the bar').toEqual([]);

    // the ticket count scrolled to just under the bar: Tab from 한 장 빼기 to 한 장 더하기 brings it above the bar
    const minus = page.getByRole('button', { name: '한 장 빼기' });
    const plus = page.getByRole('button', { name: '한 장 더하기' });
    await plus.evaluate((el) => {
      const rect = el.getBoundingClientRect();
      window.scrollBy(0, rect.top - (window.innerHeight - 40));
    });
    await minus.evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }));
    await page.keyboard.press('Tab');
    await expect(plus).toBeFocused();
    const plusBottom = await plus.evaluate((el) => el.getBoundingClientRect().bottom);
    expect(plusBottom, 'the focused 한 장 더하기 stays above the bar').toBeLessThanOrEqual(
      (await barTop(page))!,
    );

    // the last content of the page scrolls clear of the bar
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerBottom = await page
      .getByRole('contentinfo')
      .evaluate((el) => el.getBoundingClientRect().bottom);
    expect(footerBottom).toBeLessThanOrEqual((await barTop(page))! + 1);
    await page.screenshot({ path: 'test-results/screenshots/reserve-bar-bottom-mobile.png' });

    // reserving from the bar: confirm, success, and the schedule is held from then on
    await reserve.click();
    const confirm = page.getByRole('alertdialog', { name: '이대로 예매하시겠습니까?' });
    await expect(confirm).toContainText(`${open.order}회차`);
    await expect(confirm).toContainText(won(open.cost * 2));
    await confirm.getByRole('button', { name: '예매하기' }).click();
    const success = page.getByRole('dialog', { name: '예매가 완료되었습니다' });
    await success.getByRole('button', { name: '확인' }).click();
    await expect(success).toBeHidden();
    // reserved: the bar gives way to the inline 예매 완료
    await expect(page.getByRole('button', { name: '예매 완료' })).toBeVisible();
    expect(await barTop(page)).toBeNull();
    await screenshot(page, 'reserve-after-bar-mobile');
  });
});

test.describe('the show page for a student at 1440 px', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('a held schedule is marked 예매함 and the reservation area stays in the page', async ({ page }) => {
    const token = await signInViaApi(page, DEMO.student);
    const { card, show, open } = await heldShow(page, token);
    await page.goto(`/show/${card.showId}`);
    await expect(page.getByRole('heading', { level: 1, name: show.showName })).toBeVisible();
    await expect(radioOf(page, card.order)).toHaveAccessibleName(/예매함$/);
    await expect(radioOf(page, card.order)).toBeDisabled();
    await radioOf(page, open.order).check();
    expect(await barTop(page)).toBeNull();
    await expect(page.getByText('총 금액', { exact: true }).locator('..')).toContainText(won(open.cost));
    await screenshot(page, 'reserve-held-desktop');
    await page.getByRole('link', { name: '마이페이지에서 보기' }).click();
    await expect(page).toHaveURL(/\/mypage$/);
  });
});
