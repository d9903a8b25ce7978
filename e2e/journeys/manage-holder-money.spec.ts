import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { DEMO, freshEmail, signInViaApi } from '../support/auth.ts';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';

/**
 * The manager's money screens (issue 11, points 3, 4, 7–10): the holder table's search, state filters, sort, range
 * selection and batch 입금 확인 with the totals following; every schedule together; the XLSX exports; restoring a
 * reservation whose deadline passed (the server's clock moved by POST /api/test/clock, and back afterwards); the
 * show dashboard at 375 px; one pass through the table by keyboard alone; and a batch 입금 취소 undone with the
 * banner's 되돌리기.
 */

const SHOW = '소리울 정기공연 〈울림〉';
const HOUR = 3_600_000;

async function openHolders(page: Page, order = 1): Promise<void> {
  await page.goto('/manager/mypage');
  await page.getByRole('link', { name: `${SHOW} ${order}회차 예매자 보기` }).click();
  await expect(page).toHaveURL(/\/manager\/holder\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: SHOW })).toBeVisible();
}

const summary = (page: Page) => page.getByRole('region', { name: '입금 합계' });
const won = async (bar: Locator, label: string) =>
  Number(
    (await bar.getByText(label, { exact: true }).locator('xpath=following-sibling::dd').innerText()).replace(
      /\D/g,
      '',
    ),
  );
const names = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('rowheader')
    .evaluateAll((cells) => cells.map((c) => c.querySelector('span')?.textContent ?? ''));

async function expectXlsx(page: Page, button: Locator, name: RegExp): Promise<void> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(name);
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.subarray(0, 2).toString('latin1'), 'a zip file (XLSX)').toBe('PK');
}

test.describe('manager money screens at desktop (1440px)', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('search, filter, sort, range-select, mark paid with the totals following; all schedules; XLSX', async ({
    page,
  }) => {
    await signInViaApi(page, DEMO.manager, '/manager/mypage');
    await openHolders(page);
    const table = page.getByRole('table');
    const bar = summary(page);
    await expect(bar).toBeVisible();
    const confirmedBefore = await won(bar, '확인');
    const outstandingBefore = await won(bar, '미입금');
    await screenshot(page, 'money-holders-desktop');

    // search: a name finds its holder once typing rests. The table renders only the rows in view (and some more), so
    // after earlier journeys on this server it may hold fewer rows than holders: the count is the 전체 chip's.
    const all = await names(page);
    expect(all.length).toBeGreaterThanOrEqual(3);
    const filters = page.getByRole('group', { name: '상태로 보기' });
    const holderCount = Number(
      (await filters.getByRole('button', { name: /^전체/ }).innerText()).replace(/\D/g, ''),
    );
    expect(holderCount).toBeGreaterThanOrEqual(all.length);
    const search = page.getByRole('searchbox', { name: '예매자 검색' });
    await search.fill(all[1]!);
    await expect.poll(() => names(page)).toEqual([all[1]]);
    await expect(page.getByText(`${holderCount}명 중 1명 표시`)).toBeVisible();
    await search.fill('');
    await expect.poll(async () => (await names(page)).length).toBe(all.length);

    // sort by 이름, both ways
    const nameHeader = table.getByRole('columnheader', { name: '이름' });
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await names(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'ko')));
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    const descending = await names(page);
    expect(descending).toEqual([...descending].sort((a, b) => b.localeCompare(a, 'ko')));
    if (holderCount === all.length) expect(descending).toEqual([...ascending].reverse());
    else expect(descending[0]!.localeCompare(ascending[0]!, 'ko')).toBeGreaterThan(0);

    // filter 입금 미확인, then a shift-click range over three of them
    await filters.getByRole('button', { name: /^입금 미확인/ }).click();
    const unpaid = await names(page);
    expect(unpaid.length).toBeGreaterThanOrEqual(3);
    for (const name of unpaid) {
      await expect(
        table.getByRole('button', { name: new RegExp(`^${name} 입금 상태: (입금 미확인|확인 필요)`) }),
      ).toBeVisible();
    }
    await page.getByRole('checkbox', { name: `${unpaid[0]} 선택` }).click();
    await page.getByRole('checkbox', { name: `${unpaid[2]} 선택` }).click({ modifiers: ['Shift'] });
    for (const name of unpaid.slice(0, 3)) {
      await expect(page.getByRole('checkbox', { name: `${name} 선택` })).toBeChecked();
    }
    await expect(page.getByText('3명 선택됨')).toBeVisible();
    await screenshot(page, 'money-holders-range-desktop');
    await page.getByRole('button', { name: '입금 확인 처리' }).click();
    await page
      .getByRole('alertdialog', { name: '입금 확인으로 바꿀까요?' })
      .getByRole('button', { name: '입금 확인 처리' })
      .click();
    await expect(page.getByRole('status').getByText('3명을 예매 확정으로 바꿨습니다.')).toBeVisible();
    await expect.poll(() => won(bar, '확인')).toBeGreaterThan(confirmedBefore);
    const confirmedAfter = await won(bar, '확인');
    expect(await won(bar, '미입금')).toBe(outstandingBefore - (confirmedAfter - confirmedBefore));
    await filters.getByRole('button', { name: /^전체/ }).click();

    // the schedule's XLSX
    await expectXlsx(
      page,
      page.getByRole('button', { name: '엑셀 다운로드' }),
      /^소리울 정기공연 〈울림〉_1회차_\d{4}-\d{2}-\d{2}_예매자\.xlsx$/,
    );

    // every schedule together: a 회차 column and filter, the show's totals and XLSX
    await page.getByRole('navigation', { name: '보기' }).getByRole('link', { name: '전체 회차' }).click();
    await expect(page).toHaveURL(/\?view=all$/);
    await expect(table.getByRole('columnheader', { name: '회차' })).toBeVisible();
    await expect(summary(page)).toContainText('공연 전체');
    const schedules = page.getByLabel('회차', { exact: true });
    await schedules.selectOption({ label: '2회차' });
    await expect.poll(async () => table.getByRole('cell', { name: '1회차', exact: true }).count()).toBe(0);
    await schedules.selectOption({ label: '모든 회차' });
    await screenshot(page, 'money-holders-all-desktop');
    await expectXlsx(page, page.getByRole('button', { name: '엑셀 다운로드' }), /_전체회차_예매자\.xlsx$/);

    // the dashboard from the holder page
    await page.getByRole('link', { name: `${SHOW} 판매 현황` }).click();
    await expect(page).toHaveURL(/\/manager\/show\/\d+\/dashboard$/);
    await expect(page.getByRole('table', { name: '회차별 판매 좌석과 금액' })).toBeVisible();
    await screenshot(page, 'money-dashboard-desktop');
  });

  test('an expired reservation comes back with 되살리기', async ({ page, serverClock }) => {
    test.setTimeout(120_000);
    // a new student reserves one ticket of 울림 1회차 and never pays
    const token = await signInViaApi(page, freshEmail('expire'), '/main');
    const auth = { Authorization: `Bearer ${token}` };
    const studentId = `2025${String(Date.now()).slice(-4)}`;
    const profile = await page.request.put('/mypage/student/profile', {
      headers: auth,
      data: { name: '만료생', phoneNumber: '010-2222-3333', studentId },
    });
    expect(profile.ok(), 'PUT /mypage/student/profile').toBe(true);
    const list = (await (await page.request.get('/attraction/list')).json()) as {
      entireList: { id: number; title: string; kind: string }[];
    };
    const showId = list.entireList.find((i) => i.title === SHOW && i.kind === 'show')!.id;
    const detail = (await (await page.request.get(`/show/detail/${showId}`)).json()) as {
      scheduleList: { scheduleId: number; order: number }[];
    };
    const first = detail.scheduleList.find((s) => s.order === 1)!;
    const reserved = await page.request.post('/show/detail/reservation', {
      headers: auth,
      data: { scheduleId: first.scheduleId, wishToPurchaseTickets: 1 },
    });
    expect(reserved.ok(), 'POST /show/detail/reservation').toBe(true);

    // a day and a minute later it has expired (the manager signs in after, on the moved clock)
    await serverClock.advance(24 * HOUR + 60_000);
    await page.evaluate(() => sessionStorage.clear());
    await signInViaApi(page, DEMO.manager, `/manager/holder/${first.scheduleId}`);
    await expect(page.getByRole('heading', { level: 1, name: SHOW })).toBeVisible();
    await page
      .getByRole('group', { name: '상태로 보기' })
      .getByRole('button', { name: /^기한 만료/ })
      .click();
    const row = page.getByRole('row', { name: /만료생/ });
    await expect(row.getByText('기한 만료', { exact: true })).toBeVisible();
    await screenshot(page, 'money-holders-expired-desktop');

    await page.getByRole('checkbox', { name: '만료생 선택' }).check();
    await page.getByRole('button', { name: '되살리기' }).click();
    const confirm = page.getByRole('alertdialog', { name: '예매를 되살릴까요?' });
    await expect(confirm).toContainText('1명의 예매를 되살려요');
    await confirm.getByRole('button', { name: '되살리기' }).click();
    await expect(page.getByRole('status').getByText('1명의 예매를 되살렸습니다.')).toBeVisible();
    await page
      .getByRole('group', { name: '상태로 보기' })
      .getByRole('button', { name: /^입금 미확인/ })
      .click();
    await expect(
      page.getByRole('button', { name: '만료생 입금 상태: 입금 미확인. 눌러서 바꾸기' }),
    ).toBeVisible();
  });

  test('a batch 입금 취소 is undone from the banner with 되돌리기, by keyboard', async ({ page }) => {
    await signInViaApi(page, DEMO.manager, '/manager/mypage');
    await openHolders(page, 2);
    const filters = page.getByRole('group', { name: '상태로 보기' });
    await filters.getByRole('button', { name: /^예매 확정/ }).click();
    const paid = await names(page);
    expect(paid.length).toBeGreaterThanOrEqual(1);
    const who = paid[0]!;
    await page.getByRole('checkbox', { name: `${who} 선택` }).click();
    await page.getByRole('button', { name: '입금 취소 처리' }).click();
    await page
      .getByRole('alertdialog', { name: '입금 확인을 취소할까요?' })
      .getByRole('button', { name: '입금 취소 처리' })
      .click();
    const banner = page.locator('[data-status-banner]');
    await expect(banner).toContainText('1명을 입금 미확인으로 바꿨습니다. 10분 안에 되돌릴 수 있어요.');
    const undo = banner.getByRole('button', { name: '방금 바꾼 입금 상태 되돌리기' });
    await expect(undo).toBeVisible();
    await screenshot(page, 'money-undo-offer-desktop', { viewportOnly: true });
    await page.setViewportSize(VIEWPORTS.mobile);
    await expect(undo).toBeVisible();
    await screenshot(page, 'money-undo-offer-mobile', { viewportOnly: true });
    await page.setViewportSize(VIEWPORTS.desktop);

    await undo.focus();
    await page.keyboard.press('Enter');
    await expect(banner).toContainText('1명을 바꾸기 전 상태로 되돌렸습니다.');
    await expect(banner).toBeFocused();
    await expect(undo).toBeHidden();
    // back among the paid, with the list fetched again
    await expect(
      page.getByRole('table').getByRole('button', { name: new RegExp(`^${who} 입금 상태: 예매 확정`) }),
    ).toBeVisible();
    await screenshot(page, 'money-undo-done-desktop', { viewportOnly: true });
  });

  test('the table by keyboard alone: select, a range with Shift+Space, a batch action', async ({ page }) => {
    await signInViaApi(page, DEMO.manager, '/manager/mypage');
    await openHolders(page, 2);
    const all = await names(page);
    expect(all.length).toBeGreaterThanOrEqual(3);
    // from the search box, Tab reaches the first row's checkbox after the chips and the toolbar
    await page.getByRole('searchbox', { name: '예매자 검색' }).focus();
    const first = page.getByRole('checkbox', { name: `${all[0]} 선택` });
    for (let i = 0; i < 40 && !(await first.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(first).toBeFocused();
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    // to the third row's checkbox (each row: checkbox, sort-free cells, toggle, delete)
    const third = page.getByRole('checkbox', { name: `${all[2]} 선택` });
    for (let i = 0; i < 20 && !(await third.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(third).toBeFocused();
    await page.keyboard.press('Shift+Space');
    for (const name of all.slice(0, 3)) {
      await expect(page.getByRole('checkbox', { name: `${name} 선택` })).toBeChecked();
    }
    await expect(page.getByText('3명 선택됨')).toBeVisible();
    // back to the toolbar and 삭제 by keyboard: the confirmation opens on 취소, Escape closes it
    await page.getByRole('button', { name: '삭제', exact: true }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: '예매자를 삭제하시겠습니까?' });
    await expect(confirm).toContainText('3명');
    await expect(confirm.getByRole('button', { name: '취소' })).toBeFocused();
    await screenshot(page, 'money-holders-keyboard-desktop');
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('button', { name: '삭제', exact: true })).toBeFocused();
  });
});

test.describe('manager money screens at mobile (375px)', () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test('the dashboard reads at 375 px; the holders are cards with the totals in view', async ({ page }) => {
    await signInViaApi(page, DEMO.manager, '/manager/show');
    await page.getByRole('link', { name: `${SHOW} 판매 현황` }).click();
    await expect(page).toHaveURL(/\/manager\/show\/\d+\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: SHOW })).toBeVisible();
    await expect(page.getByRole('list', { name: '회차별 판매 좌석과 금액' })).toBeVisible();
    await expect(page.getByRole('img', { name: /티켓 .*매 판매$/ })).toBeVisible();
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways, 'no sideways scroll at 375 px').toBeLessThanOrEqual(0);
    await page.getByText('표로 보기').click();
    await expect(page.getByRole('table', { name: '날짜별 예매와 티켓' })).toBeVisible();
    await screenshot(page, 'money-dashboard-mobile');

    await page.getByRole('link', { name: '1회차 예매자 보기' }).click();
    await expect(page.getByRole('list', { name: `${SHOW} 1회차 예매자 목록` })).toBeVisible();
    await expect(summary(page)).toBeInViewport();
    await screenshot(page, 'money-holders-mobile');
    await page.getByRole('navigation', { name: '보기' }).getByRole('link', { name: '전체 회차' }).click();
    await expect(page.getByRole('list', { name: `${SHOW} 전체 회차 예매자 목록` })).toBeVisible();
    await screenshot(page, 'money-holders-all-mobile');
  });
});
