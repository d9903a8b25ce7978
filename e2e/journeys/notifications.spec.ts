import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO, sessionToken, signInViaApi } from '../support/auth.ts';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';
import { createShowViaApi, seoulDay } from '../support/shows.ts';
import { makePng } from '../../test-support/png.ts';

/**
 * Notifications (docs/product.md#notifications): a student follows a club on its page, the club's manager publishes an
 * event through the form (desktop) or a show (phone), and the student's bell counts it; opening it marks it read and
 * lands on the new page.
 */

const CLUB = '소리울'; // the demo manager's club
const stamp = Date.now().toString(36).slice(-5);

const day = seoulDay;

/** The bell on wide screens (a button that opens the panel). */
const bellOf = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^알림/ });
const unreadOf = async (bell: Locator) => {
  const label = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/(\d+)개/.exec(label)?.[1] ?? 0);
};

/** The student opens the club's page from /clubs and follows it (or finds it followed already). */
async function followClub(page: Page): Promise<void> {
  await page.goto('/clubs');
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(CLUB) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: CLUB })).toBeVisible();
  const follow = page.getByRole('button', { name: `${CLUB} 팔로우` });
  const following = page.getByRole('button', { name: `${CLUB} 팔로잉` });
  // the button waits for the list of followed clubs before it says which
  await expect(follow.or(following)).toBeEnabled();
  if (await follow.isVisible()) await follow.click();
  await expect(following).toBeVisible();
}

/** The club's manager, in a browser of their own, publishes an event through the form; answers its path. */
async function publishEvent(browser: Browser, name: string): Promise<string> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: VIEWPORTS.desktop,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const page = await context.newPage();
  try {
    await signInViaApi(page, DEMO.manager, '/entertain/create');
    await expect(page.getByRole('heading', { level: 1, name: '행사 등록' })).toBeVisible();
    await page.getByLabel('행사 이름').fill(name);
    await page
      .getByLabel('포스터 이미지')
      .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: makePng(300, 400) });
    await page.getByLabel('분류').selectOption({ label: '버스킹' });
    await page.getByLabel(/^행사 소개/).fill('점심시간 중앙광장 버스킹');
    await page.getByLabel('행사 기간 시작일').fill(day(10));
    await page.getByLabel('행사 기간 종료일').fill(day(10));
    await page.getByLabel('장소', { exact: true }).fill('중앙광장');
    await page.getByLabel(/^시간/).fill('12:00 ~ 13:00');
    await page.getByLabel(/^담당자 이름/).fill('박지훈');
    await page.getByLabel(/^담당자 전화번호/).fill('010-2843-1957');
    await page.getByRole('button', { name: '행사 등록하기' }).click();
    await page.waitForURL(/\/entertain\/\d+$/);
    return new URL(page.url()).pathname;
  } finally {
    await context.close();
  }
}

/** The club's manager publishes a show (its form is driven in manage-content.spec.ts); answers its path. */
async function publishShow(browser: Browser, name: string): Promise<string> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  try {
    const token = await sessionToken(page.request, DEMO.manager);
    const date = day(15);
    const id = await createShowViaApi(page, token, {
      name,
      scheduleDtoList: [{ orderIndex: 1, date, time: '19:00:00', cost: 8000, maxTicket: 4, maxPeople: 80 }],
    });
    return `/show/${id}`;
  } finally {
    await context.close();
  }
}

test.describe('notifications at desktop (1440px)', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('follow, a new event, the bell counts it; by keyboard alone the list opens it', async ({
    page,
    browser,
  }) => {
    // the page's clock is the test's: a minute of polling passes without waiting for it
    await page.clock.install();
    await signInViaApi(page, DEMO.student, '/main');
    await followClub(page);
    await page.getByRole('button', { name: `${CLUB} 팔로잉` }).hover();
    await screenshot(page, 'notifications-follow-club-desktop');

    const bell = bellOf(page);
    await expect(bell).toBeVisible();
    const before = await unreadOf(bell);

    const name = `알림 행사 ${stamp}`;
    const path = await publishEvent(browser, name);

    // the bell asks again every minute while the tab is open
    await page.clock.fastForward('01:05');
    await expect(bell).toHaveAttribute('aria-label', `알림 ${before + 1}, 읽지 않은 알림 ${before + 1}개`);
    await expect(bell).toContainText(String(before + 1));
    await page.getByRole('banner').screenshot({ path: test.info().outputPath('header.png') });
    await screenshot(page, 'notifications-header-badge-desktop');

    // keyboard alone, from the top of a fresh load: Tab to the bell, Enter opens the panel with focus on its
    // heading, Tab to the newest item
    await page.reload();
    await expect(bell).toHaveAttribute('aria-label', `알림 ${before + 1}, 읽지 않은 알림 ${before + 1}개`);
    for (let i = 0; i < 10 && !(await bell.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(bell).toBeFocused();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: '알림' });
    await expect(panel.getByRole('heading', { name: '알림' })).toBeFocused();
    const item = panel.getByRole('link', { name: new RegExp(name) });
    await expect(item).toContainText(`${CLUB}의 새 행사`);
    // the page's clock ran a minute ahead of the server's
    await expect(item).toContainText(/방금|1분 전/);
    await expect(item).toHaveAccessibleName(/^읽지 않음/);
    await panel.screenshot({ path: test.info().outputPath('panel.png') });
    await screenshot(page, 'notifications-panel-desktop', { viewportOnly: true });
    await expect(panel).toBeVisible();

    // Escape closes it and gives focus back to the bell
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('heading', { name: '알림' })).toBeFocused();

    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(item).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(bell).toHaveAttribute(
      'aria-label',
      before === 0 ? '알림' : `알림 ${before}, 읽지 않은 알림 ${before}개`,
    );
    // the event's page has the button too, already 팔로잉
    await expect(page.getByRole('button', { name: `${CLUB} 팔로잉` })).toBeVisible();
    await screenshot(page, 'notifications-landed-desktop');

    // and /main lists the club among those followed
    await page.goto('/main');
    const row = page.getByRole('region', { name: /팔로우한 동아리/ });
    await expect(row.getByRole('link', { name: CLUB })).toBeVisible();
    await row.screenshot({ path: test.info().outputPath('followed-row.png') });

    // the mail choices on /mypage
    await page.goto('/mypage');
    const mail = page.getByRole('region', { name: '알림 메일' });
    await expect(mail.getByRole('switch', { name: '입금 기한 알림' })).toBeChecked();
    await mail.getByRole('switch', { name: '입금 기한 알림' }).click();
    await expect(mail.getByText('메일 설정을 저장했습니다.')).toBeVisible();
    await page.reload();
    await expect(mail.getByRole('switch', { name: '입금 기한 알림' })).not.toBeChecked();
    await mail.scrollIntoViewIfNeeded();
    await mail.screenshot({ path: test.info().outputPath('mail.png') });
    await screenshot(page, 'notifications-mypage-mail-desktop');
    await mail.getByRole('switch', { name: '입금 기한 알림' }).click();
    await expect(mail.getByText('메일 설정을 저장했습니다.')).toBeVisible();
  });
});

test.describe('notifications at mobile (375px)', () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test('a new show: the bell is a link to /notifications; the side menu counts too; the item opens the show', async ({
    page,
    browser,
  }) => {
    await signInViaApi(page, DEMO.student, '/main');
    await followClub(page);
    await screenshot(page, 'notifications-follow-club-mobile');

    const name = `모바일 알림 공연 ${stamp}`;
    const path = await publishShow(browser, name);

    await page.goto('/main');
    const bell = page.getByRole('banner').getByRole('link', { name: /^알림 \d+, 읽지 않은 알림 \d+개$/ });
    await expect(bell).toBeVisible();
    await page.getByRole('banner').screenshot({ path: test.info().outputPath('header.png') });
    await screenshot(page, 'notifications-header-badge-mobile');

    await page.getByRole('banner').getByRole('button', { name: '메뉴 열기' }).click();
    const menu = page.getByRole('navigation', { name: '전체 메뉴' });
    await expect(menu.getByRole('link', { name: /^알림 \d+, 읽지 않은 알림 \d+개$/ })).toBeVisible();
    await screenshot(page, 'notifications-side-menu-mobile');
    await page.getByRole('button', { name: '메뉴 닫기' }).click();

    await bell.click();
    await page.waitForURL(/\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: '알림' })).toBeVisible();
    const item = page.getByRole('main').getByRole('link', { name: new RegExp(name) });
    await expect(item).toBeVisible();
    await expect(item).toContainText(`${CLUB}의 새 공연`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'notifications-list-mobile');
    await page.getByRole('main').screenshot({ path: test.info().outputPath('list.png') });

    await item.click();
    await page.waitForURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.goto('/mypage');
    const mail = page.getByRole('region', { name: '알림 메일' });
    // one switch a notification kind the student may get (the members' 동아리 회원 활동 made it 13)
    await expect(mail.getByRole('switch')).toHaveCount(13);
    await expect(mail.getByRole('switch', { name: '동아리 회원 활동 (모임·공결·계속 여부)' })).toBeChecked();
    await mail.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'notifications-mypage-mail-mobile');
  });
});
