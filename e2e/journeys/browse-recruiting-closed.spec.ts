import type { Page } from '@playwright/test';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';

interface Detail {
  recruitingId: number;
  recruitingTitle: string;
  startDate: string;
  endDate: string;
  applicationUrl: string;
}

const todayInSeoul = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', dateStyle: 'short' }).format(new Date());

/** The demo data's recruiting posts, one closed (ended before today) and one open, read through the API. */
async function posts(page: Page): Promise<{ closed: Detail; open: Detail }> {
  const list = (await (await page.request.get('/recruiting/list')).json()) as {
    recruitingList: { recruitingId: number }[];
  };
  const details = await Promise.all(
    list.recruitingList.map(
      async ({ recruitingId }) =>
        (await (await page.request.get(`/recruiting/detail/${recruitingId}`)).json()) as Detail,
    ),
  );
  const today = todayInSeoul();
  const closed = details.find((d) => d.endDate < today && d.applicationUrl);
  const open = details.find((d) => d.startDate <= today && today <= d.endDate && d.applicationUrl);
  expect(closed, 'a closed recruiting post with an application link').toBeTruthy();
  expect(open, 'an open recruiting post with an application link').toBeTruthy();
  return { closed: closed!, open: open! };
}

for (const [label, viewport] of [
  ['375', VIEWPORTS.mobile],
  ['1440', VIEWPORTS.desktop],
] as const) {
  test.describe(`a closed recruiting post at ${label} px`, () => {
    test.use({ viewport });

    test('shows 모집 마감 and no active 지원하기; an open post keeps it', async ({ page }) => {
      const { closed, open } = await posts(page);

      await page.goto(`/recruiting/${closed.recruitingId}`);
      await expect(page.getByRole('heading', { level: 1, name: closed.recruitingTitle })).toBeVisible();
      await expect(page.getByText('모집 마감', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: /지원하기/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /지원하기/ })).toHaveCount(0);
      await expect(page.locator(`a[href="${closed.applicationUrl}"]`)).toHaveCount(0);
      await expect(page.getByText('모집이 마감되어 지원할 수 없습니다')).toBeVisible();
      await screenshot(page, `recruiting-closed-${label}`);

      await page.goto(`/recruiting/${open.recruitingId}`);
      await expect(page.getByRole('heading', { level: 1, name: open.recruitingTitle })).toBeVisible();
      await expect(page.getByRole('link', { name: /지원하기/ })).toHaveAttribute('href', open.applicationUrl);
    });
  });
}
