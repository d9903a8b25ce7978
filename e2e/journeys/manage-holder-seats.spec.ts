import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { DEMO, signInViaUi } from '../support/auth.ts';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';

/** The demo's seated show in 인문관 대강당 (apps/server/src/db/seed/seated.ts). */
const SHOW = '소리울 가을 콘서트 〈나란히〉';
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-box';

/** The journey's pictures, also where the brief's reviewer looks (SHOTS_DIR). */
async function shot(page: Page, name: string, target?: Locator) {
  await screenshot(page, name, { viewportOnly: true });
  fs.mkdirSync(SHOTS, { recursive: true });
  if (target) await target.screenshot({ path: path.join(SHOTS, `${name}.png`) });
  else await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

async function openSeatedHolders(page: Page) {
  await signInViaUi(page, DEMO.manager);
  await page.goto('/manager/mypage');
  await page.getByRole('link', { name: `${SHOW} 1회차 예매자 보기` }).click();
  await expect(page).toHaveURL(/\/manager\/holder\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: SHOW })).toBeVisible();
}

/**
 * The seats of the first holders shown ("1층 가열 5·6번") are there whole: neither cut with an ellipsis nor clipped
 * (in the table they wrap onto a second line under 매수; the cards show them on as many lines as they need).
 */
async function expectSeatsWhole(scope: Locator) {
  const labels = scope.getByText(/^(\S+층 )?\S+열 [\d·]+번/);
  await expect(labels.first()).toBeVisible();
  const count = Math.min(await labels.count(), 6);
  for (let i = 0; i < count; i++) {
    const label = labels.nth(i);
    const size = await label.evaluate((el) => ({
      text: el.textContent,
      cut: el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
      width: el.getBoundingClientRect().width,
    }));
    expect(size.cut, `${size.text} is cut (${size.width}px)`).toBe(false);
  }
}

/** Moves the first holder with 좌석 변경 out of one seat into the first free seat of `row` of 2층 (A석). */
async function moveFirstHolder(page: Page, row: string, size: string) {
  const action = page.getByRole('button', { name: /의 좌석 변경$/ }).first();
  const label = (await action.getAttribute('aria-label'))!;
  const name = label.replace(/의 좌석 변경$/, '');
  await action.click();
  const dialog = page.getByRole('dialog', { name: `${name}의 좌석 변경` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('grid', { name: '인문관 대강당 좌석 배치도' })).toBeVisible();
  await shot(page, `manage-holder-seats-open-${size}`);

  // take the first seat out, then add a free seat of the balcony from the lists
  const first = dialog.getByRole('button', { name: /빼기$/ }).first();
  const removed = ((await first.getAttribute('aria-label')) ?? '').replace(/ 빼기$/, '');
  await first.click();
  await dialog.getByRole('combobox', { name: '구역' }).selectOption('2층');
  await dialog.getByRole('combobox', { name: '열', exact: true }).selectOption(`${row}`);
  const seat = dialog.getByRole('combobox', { name: '좌석', exact: true });
  const value = await seat.locator('option:not([disabled])').first().getAttribute('value');
  await seat.selectOption(value!);
  await dialog.getByRole('button', { name: '추가' }).click();
  await expect(dialog.getByRole('button', { name: /빼기$/ })).not.toHaveCount(0);
  await shot(page, `manage-holder-seats-picked-${size}`);

  await dialog.getByRole('button', { name: '좌석 변경', exact: true }).click();
  const done = page.getByText(new RegExp(`^${name}의 좌석을 .+\\(으\\)로 바꿨습니다\\.$`));
  await expect(done).toBeVisible();
  await expect(dialog).toBeHidden();
  const doneText = await done.innerText();
  expect(doneText).toContain(`2층 ${row}열`);
  expect(doneText).not.toContain(removed);
  await shot(page, `manage-holder-seats-done-${size}`);
  return { name, value: value! };
}

test.describe('a manager moves a holder of the seated demo show to other seats at 1440px', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('좌석 변경 from the holder table', async ({ page }) => {
    await openSeatedHolders(page);
    await expect(page.getByRole('columnheader', { name: '좌석', exact: true })).toBeVisible();
    await expectSeatsWhole(page.getByRole('table'));
    await shot(page, 'manage-holder-seats-table-desktop');
    const { name } = await moveFirstHolder(page, 'C', 'desktop');
    // the row shows the new seats
    const row = page.getByRole('row', { name: new RegExp(name) }).first();
    await expect(row).toContainText('2층 C열');
  });
});

test.describe('a manager moves a holder of the seated demo show to other seats at 375px', () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test('좌석 변경 from the holder cards', async ({ page }) => {
    await openSeatedHolders(page);
    await shot(page, 'manage-holder-seats-cards-mobile');
    const cards = page.getByRole('list').filter({ has: page.getByRole('button', { name: /의 좌석 변경$/ }) });
    await expectSeatsWhole(cards);
    await cards.getByRole('listitem').first().scrollIntoViewIfNeeded();
    await shot(page, 'manage-holder-seats-card-seats-mobile');
    await moveFirstHolder(page, 'B', 'mobile');
  });
});
