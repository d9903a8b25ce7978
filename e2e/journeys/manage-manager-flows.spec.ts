import type { Page } from '@playwright/test';
import { DEMO, signInViaApi } from '../support/auth.ts';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';

/**
 * The manager's own screens as a club officer uses them: what is saved is said where the officer is looking, counts
 * say what they count, the first wrong field gets the focus, another club's show is plainly off limits, an iPhone
 * photo gets a way out, and a show that has already happened can still be corrected.
 */

/** A calendar date `offset` days from today in Seoul, YYYY-MM-DD. */
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);

const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** The shows of a manager, by the manager's own list. */
async function showsOf(page: Page, token: string) {
  const res = await page.request.get('/mypage/manager/show', auth(token));
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { performanceList: { showId: number; title: string; date: string }[] })
    .performanceList;
}

for (const [label, viewport] of [
  ['mobile', VIEWPORTS.mobile],
  ['desktop', VIEWPORTS.desktop],
] as const) {
  test.describe(`manager flows (${viewport.width}px)`, () => {
    test.use({ viewport });

    test('the club-info saved message shows by the save button, then on the my-page', async ({ page }) => {
      await signInViaApi(page, DEMO.manager, '/manager/club/update');
      const content = page.getByLabel('동아리 소개');
      await expect(content).toBeVisible();
      await content.fill(`함께 노래하는 동아리입니다. (${label} ${Date.now() % 10000})`);
      const save = page.getByRole('button', { name: '저장', exact: true });
      await save.scrollIntoViewIfNeeded();
      await save.click();

      const saved = page.getByRole('status').filter({ hasText: '동아리 정보가 수정되었습니다' });
      await expect(saved).toBeVisible();
      // in view together with the button just pressed
      await expect(saved).toBeInViewport();
      await expect(save).toBeInViewport();
      await screenshot(page, `manage-club-saved-${label}`);

      await page.waitForURL(/\/manager\/mypage$/);
      const carried = page.getByRole('status').filter({ hasText: '동아리 정보가 수정되었습니다' });
      await expect(carried).toBeVisible();
      await expect(carried).toBeInViewport();
      await screenshot(page, `manage-club-saved-mypage-${label}`);
    });

    test('schedule cards count tickets against seats', async ({ page }) => {
      await signInViaApi(page, DEMO.manager, '/manager/mypage');
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: /예매자 보기/ }) });
      await expect(card.first()).toBeVisible();
      const counts = await card.allInnerTexts();
      expect(counts.length).toBeGreaterThan(0);
      for (const text of counts) {
        expect(text).toMatch(/예매 \d+매 \/ \d+석/);
        expect(text).not.toMatch(/\d+명/);
      }
      await screenshot(page, `manage-schedule-cards-${label}`);
    });

    test('the profile form focuses the first invalid field', async ({ page }) => {
      await signInViaApi(page, DEMO.manager, '/manager/mypage/update');
      const name = page.getByLabel('담당자 이름');
      const phone = page.getByLabel('전화번호', { exact: true });
      await expect(name).not.toHaveValue('');
      await name.fill('');
      await phone.fill('');
      await page.getByRole('button', { name: '저장', exact: true }).click();
      await expect(name).toBeFocused();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await screenshot(page, `manage-profile-invalid-${label}`);
      await name.fill('박지훈');
      await page.getByRole('button', { name: '저장', exact: true }).click();
      await expect(phone).toBeFocused();
    });

    test("another club's show edit page says there is no permission, with no retry", async ({
      page,
      browser,
    }) => {
      const other = await (await browser.newContext({ viewport })).newPage();
      const otherToken = await signInViaApi(other, DEMO.manager2, '/manager/show');
      const [foreign] = await showsOf(other, otherToken);
      expect(foreign).toBeDefined();
      await other.context().close();

      await signInViaApi(page, DEMO.manager, `/edit/show/${foreign!.showId}`);
      const alert = page.getByRole('alert').filter({ hasText: '이 공연을 수정할 권한이 없습니다' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('다른 동아리의 공연은 수정할 수 없습니다.');
      await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
      await expect(alert.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/manager/show');
      await screenshot(page, `manage-show-edit-forbidden-${label}`);
    });

    test('the image picker offers only the accepted types and names an iPhone HEIC photo', async ({
      page,
    }) => {
      await signInViaApi(page, DEMO.manager, '/show/create');
      const poster = page.getByLabel('포스터 이미지');
      await expect(poster).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
      // chosen anyway ("all files"): the message says what to do
      await poster.setInputFiles({
        name: 'IMG_0001.HEIC',
        mimeType: 'image/heic',
        buffer: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheicmif1heic')]),
      });
      const message = page.getByText('HEIC 사진은 올릴 수 없습니다. JPG나 PNG로 바꿔 올려주세요.');
      await expect(message).toBeVisible();
      await expect(page.getByText('이미지 파일만 업로드할 수 있습니다.')).toHaveCount(0);
      await message.scrollIntoViewIfNeeded();
      await screenshot(page, `manage-image-heic-${label}`);
    });
  });
}

test.describe('a show that has already happened (1440px)', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('can still be corrected; only a new schedule in the past is refused, by name', async ({ page }) => {
    const token = await signInViaApi(page, DEMO.manager, '/manager/show');
    const past = (await showsOf(page, token)).find((s) => s.date.slice(-10) < day(0));
    expect(past, 'a seeded past show').toBeDefined();
    await page.goto(`/edit/show/${past!.showId}`);
    await expect(page.getByRole('heading', { level: 1, name: '공연 수정' })).toBeVisible();
    // the form, not its loading skeleton, before counting its schedules
    await expect(page.getByRole('group', { name: '1회차', exact: true })).toBeVisible();
    const schedules = page.getByRole('group', { name: /^\d+회차$/ });
    const count = await schedules.count();
    expect(count).toBeGreaterThan(0);
    const notice = `지난 공연 후기는 인스타그램에서 볼 수 있습니다. ${Date.now() % 10000}`;
    await page.getByLabel(/^유의사항/).fill(notice);

    // a new schedule on a past day inside the period is refused and named
    const start = await page.getByLabel('공연 기간 시작일').inputValue();
    await page.getByRole('button', { name: '회차 추가' }).click();
    const added = page.getByRole('group', { name: `${count + 1}회차`, exact: true });
    await added.getByLabel('날짜').fill(start);
    await added.getByLabel(/\(시\)/).selectOption('19');
    await added.getByLabel(/\(분\)/).selectOption('00');
    await added.getByLabel('가격').fill('5000');
    await page.getByRole('button', { name: '수정 내용 저장하기' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText(`${count + 1}회차는 이미 지난 일시입니다.`);
    await screenshot(page, 'manage-show-past-schedule-desktop');
    await alert.getByRole('button', { name: '확인' }).click();
    await expect(added.getByLabel('날짜')).toBeFocused();
    await added.getByRole('button', { name: `${count + 1}회차 삭제` }).click();

    // the schedules as they were: saved
    await page.getByRole('button', { name: '수정 내용 저장하기' }).click();
    await page.waitForURL(new RegExp(`/show/${past!.showId}$`));
    await expect(page.getByRole('main')).toContainText(notice);
  });
});
