import fs from 'node:fs';
import * as XLSX from '@e965/xlsx';
import type { Page } from '@playwright/test';
import { ROSTER_COLUMNS } from '@moa/contract';
import { DEMO, freshEmail, signInViaUi } from '../support/auth.ts';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';

/** The manager's /manager/members (docs/product.md#members) on the demo data, which starts with no term. */

async function openMembers(page: Page) {
  await signInViaUi(page, DEMO.manager);
  await page.goto('/manager/mypage');
  const sidebar = page.getByRole('complementary', { name: '동아리 정보' });
  await sidebar.getByRole('link', { name: '회원 관리' }).click();
  await expect(page).toHaveURL(/\/manager\/members/);
  await expect(page.getByRole('heading', { level: 1, name: '회원 관리' })).toBeVisible();
}

/** The demo club's first term: created from the empty state when the club has none yet. */
async function ensureTerm(page: Page) {
  const none = page.getByText('아직 학기가 없습니다');
  const picker = page.getByLabel('학기 선택');
  await expect(none.or(picker)).toBeVisible();
  if (await picker.isVisible()) return;
  await screenshot(page, `manage-members-no-term-${page.viewportSize()!.width}`);
  await page.getByRole('button', { name: '새 학기 만들기' }).click();
  const dialog = page.getByRole('dialog', { name: '새 학기 만들기' });
  // the form starts from the default term today falls in
  await expect(dialog.getByLabel('학기 이름')).toHaveValue(/^\d{4}-[12]학기$/);
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '학기를 만들었습니다' })).toBeVisible();
  await expect(picker).toBeVisible();
}

async function checkXlsx(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'XLSX 다운로드' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = XLSX.read(fs.readFileSync(await download.path()), { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 });
  expect(rows[0]).toEqual([...ROSTER_COLUMNS]);
  expect(ROSTER_COLUMNS).toEqual(['이름', '학번', '학과', '학년', '연락처', '휴학 여부', '직책']);
  return rows;
}

test.describe('manager members at 375px', () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test('creates the first term, adds the demo student by keyboard alone, sets dues and records a partial payment', async ({
    page,
  }) => {
    await openMembers(page);
    await ensureTerm(page);

    // the add-member flow with the keyboard alone: Tab to 회원 추가, Enter, type the e-mail, Enter
    const add = page.getByRole('button', { name: '회원 추가', exact: true }).first();
    await expect(add).toBeVisible();
    await page.locator('body').focus();
    for (let i = 0; i < 40 && !(await add.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(add).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '학교 이메일로 회원 추가' });
    await expect(dialog).toBeVisible();
    const email = dialog.getByLabel('학교 이메일');
    if (!(await email.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
    await expect(email).toBeFocused();
    await page.keyboard.type(DEMO.student);
    await screenshot(page, 'manage-members-add-375', { viewportOnly: true });
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: '명단에 추가했습니다' })).toBeVisible();

    // an e-mail that never signed in becomes an invitation, and the screen says so
    const invitee = freshEmail('invitee');
    await page.getByRole('button', { name: '회원 추가', exact: true }).click();
    await dialog.getByLabel('학교 이메일').fill(invitee);
    await dialog.getByRole('button', { name: '추가', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: '초대로 추가했습니다' })).toBeVisible();

    // cards at 375 px, no table
    const cards = page.getByRole('list', { name: /회원 명단$/ });
    await expect(cards.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('table')).toHaveCount(0);
    const kim = cards.getByRole('listitem').filter({ hasText: '김모아' });
    await expect(kim).toContainText('활동');

    // back to 가입 대기, so that the dues charge 김모아
    await kim.getByRole('button', { name: '김모아 상태·직책 바꾸기' }).click();
    const edit = page.getByRole('dialog', { name: '김모아 상태·직책' });
    await edit.getByLabel('상태', { exact: true }).selectOption('pending');
    await edit.getByRole('button', { name: '저장' }).click();
    await expect(edit).toBeHidden();
    await expect(kim).toContainText('가입 대기');

    // the term's dues: every pending member is charged
    await page.getByRole('button', { name: '회비 설정' }).click();
    const dues = page.getByRole('dialog', { name: /^\d{4}-[12]학기 회비$/ });
    await dues.getByLabel('금액 (원)').fill('0');
    await dues.getByRole('button', { name: '저장' }).click();
    await expect(dues.getByText('회비는 1원에서')).toBeVisible();
    await dues.getByLabel('금액 (원)').fill('20000');
    const payBy = await dues.getByLabel('납부 기한').getAttribute('max');
    await dues.getByLabel('납부 기한').fill(payBy!);
    await dues.getByLabel('은행').selectOption('신한은행');
    await dues.getByLabel('계좌번호').fill('110123456789');
    await dues.getByLabel('예금주').fill('소리울');
    await dues.getByRole('button', { name: '저장' }).click();
    await expect(dues).toBeHidden();
    await expect(kim).toContainText('미납');
    const totals = page.getByRole('region', { name: '회원 현황' });
    await expect(totals).toContainText('회비 예정');

    // a partial payment of 김모아's charge
    await kim.getByRole('button', { name: '김모아 회비 처리' }).click();
    const charge = page.getByRole('dialog', { name: '김모아 회비 처리' });
    await charge.getByRole('radio', { name: '일부 납부' }).check();
    await charge.getByLabel('받은 금액 (원)').fill('5000');
    await charge.getByRole('button', { name: '저장' }).click();
    await expect(charge).toBeHidden();
    await expect(kim).toContainText('5,000원 / 20,000원');
    await expect(totals.getByRole('definition').nth(1)).toHaveText('5,000원');
    await screenshot(page, 'manage-members-375');

    // both members at once, to 활동: 김모아 changes (가입 대기), the invitation is 활동 already
    await page.getByRole('checkbox', { name: '전체 선택' }).check();
    await expect(page.getByText('2명 선택됨')).toBeVisible();
    await page.getByRole('button', { name: '상태 한 번에 바꾸기' }).click();
    const batch = page.getByRole('dialog', { name: '선택한 2명의 상태 바꾸기' });
    await batch.getByLabel('바꿀 상태').selectOption('active');
    await screenshot(page, 'manage-members-batch-375', { viewportOnly: true });
    await batch.getByRole('button', { name: '바꾸기', exact: true }).click();
    await expect(batch).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: '1명의 상태를 바꿨습니다. 1명은 이미 그 상태였습니다.' }),
    ).toBeVisible();
    await expect(kim).toContainText('활동');

    await checkXlsx(page);

    // the narrowest phone the product serves: the cards and the toolbar still fit, nothing scrolls sideways
    await page.setViewportSize({ width: 320, height: 700 });
    await expect(kim).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await screenshot(page, 'manage-members-320', { viewportOnly: true });
  });
});

test.describe('manager members at 1440px', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('the table, a refused add, a status change with a reason, the status filter and the exports', async ({
    page,
  }) => {
    await openMembers(page);
    await ensureTerm(page);

    // 김모아 on the roster (added here when this journey runs alone)
    const table = page.getByRole('table', { name: /회원 명단$/ });
    const addOnce = async () => {
      await page.getByRole('button', { name: '회원 추가', exact: true }).first().click();
      const dialog = page.getByRole('dialog', { name: '학교 이메일로 회원 추가' });
      await dialog.getByLabel('학교 이메일').fill(DEMO.student);
      await dialog.getByRole('button', { name: '추가', exact: true }).click();
      return dialog;
    };
    await expect(table.or(page.getByText('이 학기에 회원이 없습니다'))).toBeVisible();
    if (!(await table.isVisible()) || (await table.getByText('김모아').count()) === 0) {
      const dialog = await addOnce();
      await expect(dialog).toBeHidden();
    }
    await expect(table.getByRole('columnheader')).toHaveText([
      '선택',
      '이름',
      '학번',
      '학과',
      '연락처',
      '직책',
      '상태',
      '회비',
      '관리',
    ]);

    // the same student again: the server's words, in the dialog, nothing added
    const again = await addOnce();
    await expect(again.getByText('이미 이 학기 명단에 있는 학생입니다.')).toBeVisible();
    await screenshot(page, 'manage-members-already-1440', { viewportOnly: true });
    await again.getByRole('button', { name: '취소' }).click();
    await expect(again).toBeHidden();

    // 김모아 goes on leave, with a reason
    await table.getByRole('button', { name: '김모아 상태·직책 바꾸기' }).click();
    const edit = page.getByRole('dialog', { name: '김모아 상태·직책' });
    await edit.getByLabel('상태', { exact: true }).selectOption('leave');
    await edit.getByLabel('사유').fill('군 휴학');
    await edit.getByRole('button', { name: '저장' }).click();
    await expect(edit).toBeHidden();
    const row = table.getByRole('row').filter({ hasText: '김모아' });
    await expect(row).toContainText('휴학');

    // the 휴학 chip keeps only 김모아
    await page.getByRole('group', { name: '상태' }).getByRole('button', { name: /^휴학/ }).click();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(row).toBeVisible();
    await screenshot(page, 'manage-members-1440');
    await page.getByRole('group', { name: '상태' }).getByRole('button', { name: /^전체/ }).click();

    const rows = await checkXlsx(page);
    const kim = rows.find((r) => r[0] === '김모아');
    expect(kim?.[5]).toBeTruthy();

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV 다운로드' }).click(),
    ]);
    const text = new TextDecoder('utf-8', { ignoreBOM: false }).decode(fs.readFileSync(await csv.path()));
    expect(text.split(/\r?\n/)[0]).toBe(ROSTER_COLUMNS.join(','));

    // a roster file: a bad row is named in Korean and nothing is added; a good file adds and skips who is there
    await page.getByRole('button', { name: '명단 파일 올리기' }).click();
    const upload = page.getByRole('dialog', { name: '명단 파일 올리기' });
    const file = upload.getByLabel('명단 파일');
    const rosterCsv = (text: string) => ({
      name: 'roster.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\ufeff${text}`),
    });
    await file.setInputFiles(rosterCsv('이름,학번,학과\n박소리,12,경영학과\n'));
    await upload.getByRole('button', { name: '올리기' }).click();
    const refused = upload.getByRole('alert');
    await expect(refused).toContainText('읽을 수 없는 줄이 1개 있어 아무것도 추가하지 않았습니다.');
    await expect(refused).toContainText('2번째 줄: 학번은');
    await screenshot(page, 'manage-members-import-error-1440', { viewportOnly: true });
    await file.setInputFiles(rosterCsv('이름,학번,학과\n김모아,20231234,\n박소리,20269999,경영학과\n'));
    await upload.getByRole('button', { name: '올리기' }).click();
    await expect(upload.getByRole('status')).toContainText('이미 명단에 있는 1명은 건너뛰었습니다.');
    await upload.getByRole('button', { name: '닫기' }).click();
    await expect(table.getByText('박소리')).toBeVisible();

    // back to 활동, so that the renewal asks 김모아
    await row.getByRole('button', { name: '김모아 상태·직책 바꾸기' }).click();
    await edit.getByLabel('상태', { exact: true }).selectOption('active');
    await edit.getByRole('button', { name: '저장' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('활동');

    // the next term, started from this one: its roster says who of this term's active members has not answered
    const current = await page.getByLabel('학기 선택').inputValue();
    await page.getByRole('button', { name: '다음 학기 시작' }).click();
    const renew = page.getByRole('dialog', { name: '다음 학기 시작' });
    await expect(renew.getByLabel('학기 이름')).toHaveValue(/^\d{4}-[12]학기$/);
    await renew.getByRole('button', { name: '새 학기 시작' }).click();
    await expect(renew).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: '명에게 물었습니다' })).toBeVisible();
    await expect(page.getByLabel('학기 선택')).not.toHaveValue(current);
    const summary = page.getByRole('region', { name: /회원의 활동 계속 여부$/ });
    await expect(summary).toContainText('1명에게 물음');
    await summary.getByText('아직 답하지 않은 회원 1명').click();
    await expect(summary).toContainText('김모아 (');
    await screenshot(page, 'manage-members-renewal-1440');

    // the address keeps the chosen term, and the server answers it with the page on a reload
    const renewed = await page.getByLabel('학기 선택').inputValue();
    await expect(page).toHaveURL(new RegExp(`/manager/members\\?term=${renewed}$`));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '회원 관리' })).toBeVisible();
    await expect(page.getByLabel('학기 선택')).toHaveValue(renewed);
  });
});
