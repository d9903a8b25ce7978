import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  const wide = viewport.width > 1280;

  test.describe(`browsing shows and events at ${label} (${viewport.width}px)`, () => {
    // with the banner's fade and the cards' motion, as most people see it (the other journeys run reduced)
    test.use({ viewport, reducedMotion: 'no-preference' });

    test('/main → a category tab → a show card → its schedules, with the sold-out one disabled', async ({
      page,
    }) => {
      await page.goto('/main');
      const banner = page.getByRole('region', { name: '추천 공연' });
      await expect(banner).toBeVisible();
      const main = banner.getByRole('link', { name: /자세히 보기/ });
      await expect(main).toHaveCount(1);
      await expect(main).toHaveAttribute('href', /^\/show\/\d+$/);
      if (wide) {
        // a main item plus 4 thumbnails; hovering a thumbnail shows it as the main item
        const thumbnails = banner.getByRole('list', { name: '다른 추천 공연' }).getByRole('link');
        await expect(thumbnails).toHaveCount(4);
        const second = thumbnails.nth(1);
        const title = (await second.locator('span span').first().textContent()) ?? '';
        await second.hover();
        await expect(banner.getByRole('link', { name: /자세히 보기/ })).toContainText(title);
      } else {
        await expect(banner.getByRole('group', { name: '배너 선택' }).getByRole('button')).toHaveCount(5);
      }

      const tabs = page.getByRole('tablist', { name: '공연·행사 분류' });
      await expect(tabs.getByRole('tab')).toHaveText(['전체', '공연', '체험', '버스킹', '먹거리', '예배']);
      await expect(tabs.getByRole('tab', { name: '전체' })).toHaveAttribute('aria-selected', 'true');
      await screenshot(page, `browse-main-${label}`);

      await tabs.getByRole('tab', { name: '공연' }).click();
      await expect(page).toHaveURL(/\/main\?category=performance$/);
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('link').first()).toBeVisible();
      // the 공연 tab lists the performance category; each card opens its page by kind (an event edited into the
      // performance category stays an event)
      const { entireList } = (await (await page.request.get('/attraction/list')).json()) as {
        entireList: { id: number; category: string; kind: 'show' | 'entertain' }[];
      };
      const expected = entireList
        .filter((item) => item.category === 'performance')
        .map((item) => `/${item.kind}/${item.id}`);
      // The address changes before the router's render commits, so the list is read until it settles rather than
      // once (a single read after the URL check saw the 전체 list on a busy machine).
      await expect(tabs.getByRole('tab', { name: '공연' })).toHaveAttribute('aria-selected', 'true');
      await expect
        .poll(async () =>
          (
            await panel.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
          ).toSorted(),
        )
        .toEqual(expected.toSorted());
      await expect(panel.getByRole('link', { name: /소리울 캠퍼스 버스킹 데이/ })).toHaveCount(0);
      await screenshot(page, `browse-main-performance-${label}`);

      await panel.getByRole('link', { name: /극단 한울 정기공연 〈햄릿〉/ }).click();
      await expect(page).toHaveURL(/\/show\/\d+$/);
      await expect(
        page.getByRole('heading', { level: 1, name: '극단 한울 정기공연 〈햄릿〉' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: '뒤로 가기' })).toBeVisible();
      await expect(page.getByText('110분', { exact: true })).toBeVisible();
      const schedules = page.getByRole('radio');
      expect(await schedules.count()).toBeGreaterThan(0);
      const soldOut = page.getByRole('radio', { name: /1회차 · .*매진/ });
      await expect(soldOut).toBeDisabled();
      await expect(page.getByText('매진').first()).toBeVisible();
      await screenshot(page, `browse-show-sold-out-${label}`);

      // back returns to the list with the same tab
      await page.getByRole('button', { name: '뒤로 가기' }).click();
      await expect(page).toHaveURL(/\/main\?category=performance$/);
      await expect(page.getByRole('tab', { name: '공연' })).toHaveAttribute('aria-selected', 'true');
    });

    test('a show with free seats: picking a schedule, the ticket count and the total (cost × count)', async ({
      page,
    }) => {
      await page.goto('/main?category=performance');
      await page
        .getByRole('tabpanel')
        .getByRole('link', { name: /소리울 정기공연 〈울림〉/ })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: '소리울 정기공연 〈울림〉' })).toBeVisible();

      const total = page.getByText('총 금액').locator('..');
      await expect(total).toContainText('0원');

      await page.getByRole('radio', { name: /^1회차/ }).check();
      await expect(total).toContainText('10,000원');
      await page.getByRole('button', { name: '한 장 더하기' }).click();
      await expect(page.getByRole('group', { name: '매수' })).toContainText('2매');
      await expect(total).toContainText('20,000원');

      // another schedule: the count resets to 1
      await page.getByRole('radio', { name: /^2회차/ }).check();
      await expect(page.getByRole('group', { name: '매수' })).toContainText('1매');
      await expect(total).toContainText('10,000원');
      await screenshot(page, `browse-show-schedules-${label}`);
    });
  });
}
