import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';
import { axeViolations, horizontalOverflow, lowContrastText } from '../support/a11y.ts';
import { DEMO, signInViaApi } from '../support/auth.ts';

const AXE_RULES = [
  'label',
  'button-name',
  'list',
  'listitem',
  'heading-order',
  'aria-allowed-attr',
  'aria-valid-attr-value',
];

/** Waits for the page's animations (a dialog opening) to end, so a screenshot shows what stays. */
const settled = (page: Page) =>
  page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));

/**
 * 학생회 규정 (docs/product.md#student-union-rules): the administrator opens the page from the console, adds a union
 * with its rules and a club, edits its rules and clubs, adds a second union that takes one of its clubs, and deletes it.
 */
test.describe("the administrator's student-union rules", () => {
  test('creates a union with rules and a club, edits it, moves a club to another union and deletes that one (1440px)', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(VIEWPORTS.desktop);
    await signInViaApi(page, DEMO.admin, '/admin');
    await expect(page.getByRole('list', { name: '동아리 목록' })).toBeVisible();
    await screenshot(page, 'admin-console-desktop', { viewportOnly: true });
    await page
      .getByRole('navigation', { name: '다른 관리 화면' })
      .getByRole('link', { name: /학생회 규정/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/unions$/);
    await expect(page.getByRole('heading', { level: 1, name: '학생회 규정' })).toBeVisible();

    const suffix = String(Date.now() % 100000);
    const name = `총동아리연합회 ${suffix}`;

    // an empty form says what is missing
    await page.getByRole('button', { name: '학생회 추가' }).click();
    const dialog = page.getByRole('dialog', { name: '학생회 추가' });
    await dialog.getByRole('button', { name: '추가하기' }).click();
    await expect(dialog.getByText('학생회 이름을 입력해주세요.')).toBeVisible();
    await expect(dialog.getByText('규정을 하나 이상 입력해주세요.')).toBeVisible();

    // a rule out of range is refused on its field
    await dialog.getByLabel('학생회 이름').fill(name);
    await dialog.getByLabel(/^학교·캠퍼스/).fill('서울캠퍼스');
    await dialog.getByLabel(/^한 학과 비율 최대/).fill('120');
    await dialog.getByRole('button', { name: '추가하기' }).click();
    await expect(dialog.getByText('한 학과 비율은 1%에서 100% 사이의 정수로 입력해주세요.')).toBeVisible();

    await dialog.getByLabel(/^회원 수 최소/).fill('20');
    await dialog.getByLabel(/^학과 수 최소/).fill('3');
    await dialog.getByLabel(/^한 학과 비율 최대/).fill('50');
    await dialog.getByRole('checkbox', { name: /소리울/ }).check();
    await expect(dialog.getByText('1개 선택')).toBeVisible();
    await settled(page);
    await screenshot(page, 'admin-unions-dialog-desktop', { viewportOnly: true });
    expect(await lowContrastText(page)).toEqual([]);
    expect(await axeViolations(page, AXE_RULES)).toEqual([]);
    await dialog.getByRole('button', { name: '추가하기' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `${name}을(를) 추가했습니다.` })).toBeVisible();

    const list = page.getByRole('list', { name: '학생회 규정' });
    const card = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(card.getByText('서울캠퍼스')).toBeVisible();
    for (const rule of ['회원 20명 이상', '학과 3개 이상', '한 학과 50% 이하']) {
      await expect(card.getByText(rule, { exact: true })).toBeVisible();
    }
    await expect(card.getByText('소리울')).toBeVisible();

    // edit: a rule dropped, one added, a second club
    await card.getByRole('button', { name: `${name} 수정` }).click();
    const edit = page.getByRole('dialog', { name: '학생회 규정 수정' });
    await expect(edit.getByLabel('학생회 이름')).toHaveValue(name);
    await expect(edit.getByLabel(/^회원 수 최소/)).toHaveValue('20');
    await edit.getByLabel(/^학과 수 최소/).fill('');
    await edit.getByLabel(/^학기 활동 최소/).fill('4');
    await edit.getByRole('checkbox', { name: /극단 한울/ }).check();
    await edit.getByRole('button', { name: '저장하기' }).click();
    await expect(edit).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: `${name}의 규정을 저장했습니다.` }),
    ).toBeVisible();
    await expect(card.getByText('학기 활동 4회 이상', { exact: true })).toBeVisible();
    await expect(card.getByText('학과 3개 이상', { exact: true })).toBeHidden();
    await expect(card.getByText('소리울, 극단 한울')).toBeVisible();
    await screenshot(page, 'admin-unions-list-desktop');
    expect(await lowContrastText(page)).toEqual([]);
    expect(await axeViolations(page, AXE_RULES)).toEqual([]);

    // a second union takes 극단 한울: the checklist says where it is now
    const other = `중앙동아리연합회 ${suffix}`;
    await page.getByRole('button', { name: '학생회 추가' }).click();
    const second = page.getByRole('dialog', { name: '학생회 추가' });
    await second.getByLabel('학생회 이름').fill(other);
    await second.getByLabel(/^학교·캠퍼스/).fill('글로벌캠퍼스');
    await second.getByLabel(/^회원 수 최소/).fill('15');
    const hanul = second.getByRole('checkbox', { name: /극단 한울/ });
    await expect(second.locator('label').filter({ hasText: '극단 한울' })).toContainText(
      `지금 서울캠퍼스 ${name} 소속`,
    );
    await hanul.check();
    await second.getByRole('button', { name: '추가하기' }).click();
    await expect(second).toBeHidden();
    const otherCard = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: other }) });
    await expect(otherCard.getByText('극단 한울')).toBeVisible();
    await expect(card.getByText('소리울', { exact: true })).toBeVisible();
    await expect(card.getByText(/극단 한울/)).toBeHidden();

    // delete the second one, after a confirmation
    await otherCard.getByRole('button', { name: `${other} 삭제` }).click();
    const confirm = page.getByRole('alertdialog', { name: '학생회를 삭제할까요?' });
    await expect(confirm).toContainText('소속 동아리 1개는 어느 학생회에도 속하지 않게 됩니다.');
    await confirm.getByRole('button', { name: '삭제하기' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `${other}을(를) 삭제했습니다.` })).toBeVisible();
    await expect(list.getByRole('heading', { name: other })).toHaveCount(0);

    // the audit log names the writes
    await page.goto('/admin?tab=audit');
    await expect(page.getByRole('list', { name: '활동 기록' }).locator(':scope > li').first()).toContainText(
      '학생회 규정 삭제',
    );
  });

  test('reads well on a phone (375px)', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await signInViaApi(page, DEMO.admin, '/admin');
    await expect(page.getByRole('heading', { level: 1, name: '관리자 콘솔' })).toBeVisible();
    await expect(page.getByRole('list', { name: '동아리 목록' })).toBeVisible();
    await screenshot(page, 'admin-console-phone', { viewportOnly: true });
    await page.getByRole('link', { name: /학생회 규정/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '학생회 규정' })).toBeVisible();
    // the address is a page of its own: a reload lands on it again
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '학생회 규정' })).toBeVisible();
    await expect(page.getByRole('list', { name: '학생회 규정' }).getByRole('listitem').first()).toBeVisible();
    await screenshot(page, 'admin-unions-list-phone');
    expect((await horizontalOverflow(page)).culprits).toEqual([]);
    await page.getByRole('button', { name: '학생회 추가' }).click();
    const dialog = page.getByRole('dialog', { name: '학생회 추가' });
    await expect(dialog.getByLabel('학생회 이름')).toBeVisible();
    await settled(page);
    await screenshot(page, 'admin-unions-dialog-phone', { viewportOnly: true });
    await dialog.getByRole('checkbox', { name: /소리울/ }).scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-unions-dialog-clubs-phone', { viewportOnly: true });
    expect((await horizontalOverflow(page)).culprits).toEqual([]);
    expect(await axeViolations(page, AXE_RULES)).toEqual([]);
    await dialog.getByRole('button', { name: '취소' }).click();
    await expect(dialog).toBeHidden();
  });
});
