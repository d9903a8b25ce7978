import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO, freshEmail, signInViaApi } from '../support/auth.ts';
import { checkinSchedule, paidHolder } from '../support/checkin.ts';
import { cameraPhone, qrVideo } from '../support/fake-camera.ts';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';
import { createShowViaApi, seoulDay } from '../support/shows.ts';

/**
 * The door by camera and by keyboard (docs/product.md#door-check-in): a holder of 4 lets 3 in, and the same ticket
 * still in front of the camera after 다음 스캔 lets no one more in without a tap; the question and the answer keep
 * focus inside them (modal), focus comes back to a control when an answer clears itself, the search tells how many
 * it found, and taking a 입장 도우미 away asks first.
 */

/** Presses Tab `times` times; answers the elements focused outside `inside` (the page under a modal). */
async function tabOutside(page: Page, inside: Locator, times: number): Promise<string[]> {
  const escaped: string[] = [];
  for (let i = 0; i < times; i++) {
    await page.keyboard.press('Tab');
    const where = await inside.evaluate((root) => {
      const active = document.activeElement;
      if (!active || active === document.body || root.contains(active)) return null;
      return `${active.tagName.toLowerCase()} ${active.textContent?.trim().slice(0, 30) ?? ''}`;
    });
    if (where) escaped.push(where);
  }
  return escaped;
}

const activeLabel = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement;
    return a === document.body || !a
      ? 'body'
      : (a.getAttribute('aria-label') ?? a.textContent?.trim() ?? a.tagName);
  });

test('a re-read of the ticket just answered admits no one more without a tap; the door works by keyboard', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const title = `입장 공연 ${Date.now() % 100000}`;
  const token = await signInViaApi(page, DEMO.manager, '/manager/mypage');
  const showId = await createShowViaApi(page, token, {
    name: title,
    scheduleDtoList: [
      { orderIndex: 1, date: seoulDay(20), time: '19:00:00', cost: 8000, maxTicket: 4, maxPeople: 20 },
    ],
  });
  const detail = (await (await page.request.get(`/show/detail/${showId}`)).json()) as {
    scheduleList: { scheduleId: number }[];
  };
  const scheduleId = detail.scheduleList[0]!.scheduleId;
  const group = await paidHolder(page, scheduleId, '한넷', 4);
  const single = await paidHolder(page, scheduleId, '문하나', 1);

  const video = qrVideo(group.code, path.join(testInfo.outputPath(), 'group.y4m'));
  let browser: Browser | null = null;
  try {
    const phone = await cameraPhone(video, testInfo.project.use.baseURL!);
    browser = phone.browser;
    const door = await phone.context.newPage();
    const errors: string[] = [];
    door.on('pageerror', (err) => errors.push(err.message));
    const doorToken = await signInViaApi(door, DEMO.manager, `/manager/checkin/${scheduleId}`);
    await expect(door.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const admitted = async () =>
      (await checkinSchedule(door, doorToken, scheduleId)).holders.find(
        (h) => h.reservationId === group.reservationId,
      )!.admitted;

    // 4 tickets: the door asks how many; the question keeps focus inside it
    await door.getByRole('button', { name: '카메라로 스캔' }).click();
    const picker = door.getByRole('dialog', { name: '한넷 님' });
    await expect(picker).toContainText('4매 중 남은 4매', { timeout: 20_000 });
    await expect(picker.getByRole('button', { name: '4명 모두' })).toBeFocused();
    expect(await tabOutside(door, picker, 8), 'Tab stays in the question').toEqual([]);
    await screenshot(door, 'door-picker-375', { viewportOnly: true });
    await picker.getByRole('button', { name: '3명', exact: true }).click();

    // 3 let in; the answer keeps focus inside it too
    const answer = door.getByRole('dialog').filter({ hasText: '입장하세요' });
    await expect(answer).toContainText('3명 입장 (누적 3 / 4매)');
    expect(await tabOutside(door, answer, 4), 'Tab stays in the answer').toEqual([]);
    await answer.getByRole('button', { name: /다음 스캔/ }).click();
    await expect(answer).toHaveCount(0);
    expect(await admitted()).toBe(3);

    // the same ticket, still in front of the camera, is read again: asked, never let in by itself
    const again = door.getByRole('dialog', { name: '한넷 님' });
    await expect(again).toContainText('4매 중 남은 1매', { timeout: 20_000 });
    expect(await admitted(), 'nothing more let in without a tap').toBe(3);
    await screenshot(door, 'door-reread-375', { viewportOnly: true });
    // Escape: asked again while the ticket stays in view, and still nothing let in
    await door.keyboard.press('Escape');
    await expect(again).toBeVisible({ timeout: 20_000 });
    expect(await admitted()).toBe(3);
    // a tap lets the 4th in
    await again.getByRole('button', { name: '1명 모두' }).click();
    await expect(answer).toContainText('1명 입장 (누적 4 / 4매)');
    await answer.getByRole('button', { name: /다음 스캔/ }).click();
    await expect(door.getByRole('dialog').filter({ hasText: '이미 사용된 티켓' })).toBeVisible({
      timeout: 20_000,
    });
    expect(await admitted()).toBe(4);
    await door.getByRole('dialog').filter({ hasText: '이미 사용된 티켓' }).getByRole('button').click();
    await door.getByRole('button', { name: '카메라 끄기' }).click();

    // by name: the search tells how many it found; after 입장하세요 clears itself, focus is on a control again
    const search = door.getByRole('searchbox', { name: /이름, 학번/ });
    await search.fill(single.studentId);
    await expect(door.getByRole('status').filter({ hasText: '예매자 1명을 찾았어요' })).toBeAttached();
    await search.fill('없는사람이름');
    await expect(door.getByRole('status').filter({ hasText: '찾는 예매자가 없습니다' })).toBeAttached();
    await search.fill(single.studentId);
    await door.getByRole('button', { name: '문하나 입장' }).focus();
    await door.keyboard.press('Enter');
    await expect(answer).toContainText('문하나');
    await expect(answer).toHaveCount(0, { timeout: 10_000 });
    await expect.poll(() => activeLabel(door)).not.toBe('body');
    await expect(search).toBeFocused();
    await door.setViewportSize(VIEWPORTS.desktop);
    await screenshot(door, 'door-search-1440');
    expect(errors).toEqual([]);
  } finally {
    await browser?.close();
  }

  // taking a 입장 도우미 away asks first; focus stays in the section afterwards
  const helper = freshEmail('helper');
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto(`/manager/show/${showId}/dashboard`);
  const staff = page.getByRole('region', { name: '입장 도우미' });
  await staff.getByLabel('도우미 이메일').fill(helper);
  await staff.getByRole('button', { name: '추가' }).click();
  await expect(staff.getByText(helper)).toBeVisible();
  await staff.getByRole('button', { name: `${helper} 입장 도우미 삭제` }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: '입장 도우미를 삭제할까요?' });
  await expect(confirm).toBeVisible();
  await screenshot(page, 'door-staff-confirm-375', { viewportOnly: true });
  await page.keyboard.press('Enter'); // focus starts on 취소, the safe choice
  await expect(confirm).toHaveCount(0);
  await expect(staff.getByText(helper)).toBeVisible();
  await staff.getByRole('button', { name: `${helper} 입장 도우미 삭제` }).click();
  await confirm.getByRole('button', { name: '삭제' }).click();
  await expect(staff.getByText('아직 입장 도우미가 없습니다')).toBeVisible();
  await expect(staff.getByRole('heading', { name: '입장 도우미' })).toBeFocused();
});
