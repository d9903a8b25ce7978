import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { DEMO, signInViaUi } from '../support/auth.ts';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';

const SHOW = '소리울 정기공연 〈울림〉';
// the spec's ten columns, then ours: 입장 (tickets let in at the door) and 좌석 (a seated schedule's seats)
const HEADERS = '번호,예매일시,이름,학번,전화번호,매수,금액,입금 상태,취소 요청,예매 번호,입장,좌석';

async function openMyPage(page: Page) {
  await signInViaUi(page, DEMO.manager);
  await page.goto('/manager/mypage');
  await expect(page.getByRole('heading', { level: 1, name: '동아리 마이페이지' })).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: '동아리 정보' });
  await expect(sidebar.getByText('소리울', { exact: true })).toBeVisible();
  return sidebar;
}

async function openFirstScheduleHolders(page: Page) {
  await page.getByRole('link', { name: `${SHOW} 1회차 예매자 보기` }).click();
  await expect(page).toHaveURL(/\/manager\/holder\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: SHOW })).toBeVisible();
}

/** The name in a holder row (its row header). */
async function nameOf(row: Locator): Promise<string> {
  return (await row.getByRole('rowheader').locator('span').first().innerText()).trim();
}

test.describe('manager holders at desktop (1440px)', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('marks two holders paid in batch, downloads the CSV and meets the nothing-selected alert', async ({
    page,
  }) => {
    const sidebar = await openMyPage(page);
    await expect(sidebar.getByRole('link', { name: '담당자 정보 수정' })).toHaveAttribute(
      'href',
      '/manager/mypage/update',
    );
    await expect(sidebar.getByRole('link', { name: '동아리 정보 수정' })).toHaveAttribute(
      'href',
      '/manager/club/update',
    );
    await expect(sidebar.getByRole('link', { name: '우리 동아리 페이지 보기' })).toHaveAttribute(
      'href',
      /\/manager\/club\/\d+$/,
    );
    const tabs = page.getByRole('navigation', { name: '관리 메뉴' });
    await expect(tabs.getByRole('link', { name: '예매자 관리' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: `${SHOW} 1회차 예매자 보기` })).toBeVisible();
    await screenshot(page, 'manage-mypage-desktop');

    await openFirstScheduleHolders(page);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: '예매일시' })).toBeVisible();

    // nothing selected: every batch action alerts
    await page.getByRole('button', { name: '입금 확인 처리' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('예매자를 선택해주세요');
    await screenshot(page, 'manage-holders-nothing-selected-desktop');
    await alert.getByRole('button', { name: '확인' }).click();
    await expect(alert).toBeHidden();

    // two unpaid holders, marked paid in one batch
    const unpaidRows = table
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: /입금 상태: 입금 미확인/ }) });
    expect(await unpaidRows.count()).toBeGreaterThanOrEqual(2);
    const names = [await nameOf(unpaidRows.nth(0)), await nameOf(unpaidRows.nth(1))];
    for (const name of names) {
      await page.getByRole('checkbox', { name: `${name} 선택` }).check();
    }
    await expect(page.getByText('2명 선택됨')).toBeVisible();
    await screenshot(page, 'manage-holders-selected-desktop');
    await page.getByRole('button', { name: '입금 확인 처리' }).click();
    // asked first: how many and how much
    const ask = page.getByRole('alertdialog', { name: '입금 확인으로 바꿀까요?' });
    await expect(ask).toContainText('2명의 예매');
    await screenshot(page, 'manage-holders-payment-confirm-desktop');
    await page.setViewportSize(VIEWPORTS.mobile);
    await screenshot(page, 'manage-holders-payment-confirm-mobile', { viewportOnly: true });
    await page.setViewportSize(VIEWPORTS.desktop);
    await ask.getByRole('button', { name: '입금 확인 처리' }).click();

    await expect(page.getByRole('status').getByText('2명을 예매 확정으로 바꿨습니다.')).toBeVisible();
    for (const name of names) {
      await expect(
        page.getByRole('button', { name: `${name} 입금 상태: 예매 확정. 눌러서 바꾸기` }),
      ).toHaveText('예매 확정');
      await expect(page.getByRole('checkbox', { name: `${name} 선택` })).not.toBeChecked();
    }
    await expect(page.getByRole('checkbox', { name: '전체 선택' })).not.toBeChecked();
    await expect(page.getByText('2명 선택됨')).toBeHidden();

    // the change is stored: a reload shows the same labels
    await page.reload();
    for (const name of names) {
      await expect(
        page.getByRole('button', { name: `${name} 입금 상태: 예매 확정. 눌러서 바꾸기` }),
      ).toBeVisible();
    }
    await screenshot(page, 'manage-holders-desktop');

    // CSV: BOM, the Korean header row, Korean names intact, the new statuses
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV 다운로드' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^소리울 정기공연 〈울림〉_1회차_\d{4}-\d{2}-\d{2}_예매자\.csv$/,
    );
    const file = await download.path();
    const bytes = fs.readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(HEADERS);
    expect(lines.at(-1)).toBe('');
    // every holder, not only the rows the table has drawn (it draws the rows in view): the 전체 count
    const all = page.getByRole('group', { name: '상태로 보기' }).getByRole('button', { name: /^전체/ });
    const holderCount = Number((await all.innerText()).replace(/\D/g, ''));
    expect(lines.length - 2).toBe(holderCount);
    for (const name of names) {
      const line = lines.find((l) => l.split(',')[2] === name);
      expect(line, `CSV row of ${name}`).toBeTruthy();
      expect(line!.split(',')[7]).toBe('예매 확정');
      expect(line!.split(',')[10]).toMatch(/^\d+$/);
    }
    expect(text).toMatch(/입금 미확인|예매 확정/);
  });

  test('the other tabs, the forms and the club view', async ({ page }) => {
    await openMyPage(page);
    const tabs = page.getByRole('navigation', { name: '관리 메뉴' });

    await tabs.getByRole('link', { name: '공연' }).click();
    await expect(page).toHaveURL(/\/manager\/show$/);
    await expect(page.getByRole('link', { name: `${SHOW} 수정` })).toHaveAttribute(
      'href',
      /\/edit\/show\/\d+$/,
    );
    // a show with holders cannot be deleted: the server's message is shown
    await page.getByRole('button', { name: `${SHOW} 삭제` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('공연을 삭제하시겠습니까?');
    await confirm.getByRole('button', { name: '삭제하기' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('예매자가 있는 공연은 삭제할 수 없습니다');
    await screenshot(page, 'manage-show-delete-refused-desktop');
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await screenshot(page, 'manage-shows-desktop');

    await tabs.getByRole('link', { name: '행사' }).click();
    await expect(page).toHaveURL(/\/manager\/entertain$/);
    await expect(
      page.getByRole('link', { name: /수정$/ }).first().or(page.getByText('등록된 행사가 없습니다')),
    ).toBeVisible();
    await screenshot(page, 'manage-entertains-desktop');

    await tabs.getByRole('link', { name: '모집' }).click();
    await expect(page).toHaveURL(/\/manager\/recruiting$/);
    await expect(
      page.getByRole('link', { name: /수정$/ }).first().or(page.getByText('등록된 모집 공고가 없습니다')),
    ).toBeVisible();
    await screenshot(page, 'manage-recruitings-desktop');

    // profile: the club name is read-only; the phone is formatted while typing; save → message on the my-page
    await page.goto('/manager/mypage/update');
    await expect(page.getByLabel('동아리 이름')).toBeDisabled();
    const phone = page.getByLabel('전화번호');
    await phone.fill('01098765432');
    await expect(phone).toHaveValue('010-9876-5432');
    await page.getByLabel('담당자 이름').fill('');
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('담당자 이름을 입력해주세요.')).toBeVisible();
    await screenshot(page, 'manage-profile-invalid-desktop');
    await page.getByLabel('담당자 이름').fill('박지훈');
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page).toHaveURL(/\/manager\/mypage$/);
    await expect(page.getByRole('status').getByText('프로필 정보가 수정되었습니다')).toBeVisible();
    await expect(page.getByRole('complementary', { name: '동아리 정보' })).toContainText('010-9876-5432');

    // club: numbers only for semesters, http(s) links only, the message and the redirect after 1.5 s
    await page.goto('/manager/club/update');
    const semesters = page.getByLabel('필수 활동 학기');
    await semesters.fill('');
    await semesters.pressSequentially('3학기');
    await expect(semesters).toHaveValue('3');
    await page.getByLabel('웹사이트').fill('javascript:alert(1)');
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('http:// 또는 https://로 시작하는 주소를 입력해주세요.')).toBeVisible();
    await screenshot(page, 'manage-club-update-desktop');
    await page.getByLabel('웹사이트').fill('https://soriul.example.ac.kr');
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page.getByRole('status').getByText(/동아리 정보가 수정되었습니다/)).toBeVisible();
    await expect(page).toHaveURL(/\/manager\/mypage$/, { timeout: 5_000 });

    // the club as the manager sees it
    await page.getByRole('link', { name: '우리 동아리 페이지 보기' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '소리울' })).toBeVisible();
    await expect(page.getByText('3학기')).toBeVisible();
    await expect(page.getByRole('link', { name: '동아리 정보 수정' })).toHaveAttribute(
      'href',
      '/manager/club/update',
    );
    await expect(page.getByRole('link', { name: /웹사이트/ })).toHaveAttribute(
      'href',
      'https://soriul.example.ac.kr',
    );
    await screenshot(page, 'manage-club-view-desktop');
  });
});

test.describe('manager holders at mobile (375px)', () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test('screens stack and the holders become cards', async ({ page }) => {
    await openMyPage(page);
    await screenshot(page, 'manage-mypage-mobile');
    await openFirstScheduleHolders(page);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('list', { name: `${SHOW} 1회차 예매자 목록` })).toBeVisible();
    await page.getByRole('button', { name: '삭제', exact: true }).click();
    await expect(page.getByRole('alertdialog')).toContainText('예매자를 선택해주세요');
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await screenshot(page, 'manage-holders-mobile');

    await page.goto('/manager/show');
    await expect(page.getByRole('link', { name: `${SHOW} 수정` })).toBeVisible();
    await screenshot(page, 'manage-shows-mobile');
    await page.goto('/manager/mypage/update');
    await expect(page.getByLabel('동아리 이름')).toBeDisabled();
    await screenshot(page, 'manage-profile-mobile');
    await page.goto('/manager/club/update');
    await expect(page.getByLabel('필수 활동 학기')).toBeVisible();
    await screenshot(page, 'manage-club-update-mobile');
    await page.goto('/manager/mypage');
    await page.getByRole('link', { name: '우리 동아리 페이지 보기' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '소리울' })).toBeVisible();
    await screenshot(page, 'manage-club-view-mobile');
  });
});
