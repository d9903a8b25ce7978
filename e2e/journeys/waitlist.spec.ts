import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { DEMO, freshEmail, signInViaApi } from '../support/auth.ts';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';
import { createShowViaApi, seoulDay } from '../support/shows.ts';

/**
 * The waiting list of a sold-out schedule (docs/product.md#waiting-list), across four students and the club's manager:
 * A takes the schedule's last two seats; B (on a phone) joins its waiting list from the show page and is first in
 * line, C second; A cancels the unpaid reservation and the two seats are offered to B and C in join order; D, joining
 * while the offers hold the seats, is third. B sees the offer counting down on /mypage and claims it — an unpaid
 * reservation with the usual payment details. The manager sees the list with each status. Then the server's clock
 * passes C's offer (TEST_CLOCK=1, the serverClock fixture, moved back afterwards): C's offer lapses and its seat is
 * offered to D.
 */

const MINUTE = 60_000;
const SHOTS = path.join(import.meta.dirname, '..', 'test-results', 'screenshots');

interface Student {
  page: Page;
  token: string;
  name: string;
}

/** A new student with a complete profile, signed in on a browser of their own, on `landing`. */
async function newStudent(browser: Browser, name: string, viewport: { width: number; height: number }) {
  const page = await (await browser.newContext({ viewport })).newPage();
  const token = await signInViaApi(page, freshEmail('waitlist'));
  const studentId = String(20_000_000 + Math.floor(Math.random() * 9_999_999));
  const res = await page.request.put('/mypage/student/profile', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, studentId, phoneNumber: '010-2468-1357' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { page, token, name } satisfies Student;
}

/** POST as the student; answers the JSON body after checking the status. */
async function post(student: Student, url: string, data: unknown): Promise<Record<string, unknown>> {
  const res = await student.page.request.post(url, {
    headers: { authorization: `Bearer ${student.token}` },
    data,
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

/** The viewport as it is (a bar fixed to the bottom stays where the eye sees it). */
async function viewShot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** Full-page screenshots at 375 px and 1440 px, the page left at `back`. */
async function bothWidths(page: Page, name: string, back: keyof typeof VIEWPORTS): Promise<void> {
  await page.setViewportSize(VIEWPORTS.mobile);
  await screenshot(page, `${name}-mobile`);
  await page.setViewportSize(VIEWPORTS.desktop);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(VIEWPORTS[back]);
}

const waitlistSection = (page: Page) => page.getByRole('region', { name: /^예매 대기/ });

test.describe('the waiting list of a sold-out schedule', () => {
  test('join on the show page, an offer when seats come back, claimed on /mypage; an unclaimed offer lapses to the next', async ({
    browser,
    serverClock,
  }) => {
    test.setTimeout(180_000);
    const title = `대기 공연 ${Date.now() % 100000}`;

    // the club publishes a show with one schedule of two seats, up to two a person (waiting list on by default)
    const manager = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();
    const managerToken = await signInViaApi(manager, DEMO.manager, '/manager/mypage');
    const showId = await createShowViaApi(manager, managerToken, {
      name: title,
      scheduleDtoList: [
        { orderIndex: 1, date: seoulDay(30), time: '19:00:00', cost: 8000, maxTicket: 2, maxPeople: 2 },
      ],
    });
    const detail = await manager.request.get(`/show/detail/${showId}`);
    const show = (await detail.json()) as {
      waitlistEnabled: boolean;
      scheduleList: { scheduleId: number }[];
    };
    expect(show.waitlistEnabled).toBe(true);
    const scheduleId = show.scheduleList[0]!.scheduleId;

    // A takes the last two seats
    const a = await newStudent(browser, '한예매', VIEWPORTS.desktop);
    await post(a, '/show/detail/reservation', { scheduleId, wishToPurchaseTickets: 2 });

    // B, on a phone: the sold-out schedule can be chosen to wait for; the request rides the bottom bar
    const b = await newStudent(browser, '문대기', VIEWPORTS.mobile);
    await b.page.goto(`/show/${showId}`);
    await expect(b.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await b.page.getByRole('radio', { name: /^1회차 · .*대기 가능.*매진$/ }).check();
    await expect(b.page.getByText('매진된 회차입니다. 예매 대기를 신청하면')).toBeVisible();
    const join = b.page.getByRole('button', { name: '예매 대기 신청' });
    await expect(join).toBeInViewport();
    await viewShot(b.page, 'waitlist-show-join-mobile');
    await join.click();
    const joined = b.page.getByRole('status').filter({ hasText: '예매 대기를 신청했습니다' });
    await expect(joined).toContainText('대기 1번째');
    // focus on the answer that replaced the button, not fallen to the page
    await expect(joined).toBeFocused();
    await expect(joined.getByRole('link', { name: '마이페이지에서 보기' })).toHaveAttribute(
      'href',
      '/mypage',
    );
    await bothWidths(b.page, 'waitlist-show-joined', 'mobile');

    // coming back, B's place is known: no second request
    await b.page.reload();
    await b.page.getByRole('radio', { name: /^1회차 · .*대기 중/ }).check();
    await expect(
      b.page.getByRole('status').filter({ hasText: '이 회차의 예매 대기를 신청했습니다' }),
    ).toContainText('대기 1번째');
    await expect(b.page.getByRole('button', { name: '예매 대기 신청' })).toHaveCount(0);

    // C is second in line
    const c = await newStudent(browser, '고제안', VIEWPORTS.desktop);
    expect((await post(c, '/show/detail/waitlist', { scheduleId, wishToPurchaseTickets: 1 })).position).toBe(
      2,
    );

    // A cancels the unpaid reservation on /mypage: the two seats go to B and C, in join order
    await a.page.goto('/mypage');
    const aCard = a.page.getByRole('region', { name: /^예매 내역/ }).getByRole('article', { name: title });
    await aCard.getByRole('button', { name: '예매 취소' }).click();
    await a.page
      .getByRole('alertdialog', { name: '예매를 취소하시겠습니까?' })
      .getByRole('button', { name: '예매 취소하기' })
      .click();
    await expect(aCard).toContainText('취소됨');
    await expect(aCard).toBeFocused();

    // the offers hold the seats: the schedule is still full, and D is third in line
    const d = await newStudent(browser, '남다음', VIEWPORTS.desktop);
    expect((await post(d, '/show/detail/waitlist', { scheduleId, wishToPurchaseTickets: 1 })).position).toBe(
      3,
    );

    // B's /mypage: the offer stands out, counting down, and is claimed
    await b.page.goto('/mypage');
    const offer = waitlistSection(b.page).getByRole('article', { name: title });
    await expect(offer).toContainText('좌석 제안');
    await expect(offer).toContainText('1매가 제안되었습니다');
    const countdown = offer.getByText(/^\d+분 \d{1,2}초 남음$/);
    await expect(countdown).toHaveText(/^(29|30)분 \d{1,2}초 남음$/);
    const shown = await countdown.textContent();
    await expect(countdown).not.toHaveText(shown!, { timeout: 5_000 });
    await bothWidths(b.page, 'waitlist-mypage-offer', 'mobile');
    await offer.getByRole('button', { name: '좌석 확정하기' }).click();
    const success = b.page.getByRole('dialog', { name: '예매가 완료되었습니다' });
    await expect(success).toContainText('아래 계좌로 8,000원을 입금해주세요.');
    await expect(success).toContainText(/까지 입금해주세요/);
    await success.getByRole('button', { name: '확인' }).click();
    const bCard = b.page.getByRole('region', { name: /^예매 내역/ }).getByRole('article', { name: title });
    await expect(bCard).toContainText('입금 미확인');
    await expect(bCard).toContainText('1매');
    // the offer's button is gone with the offer: focus on the reservation it became
    await expect(bCard).toBeFocused();
    await expect(waitlistSection(b.page)).toHaveCount(0);

    // the manager: the schedule card says two wait, and the list has every status
    await manager.goto('/manager/mypage');
    await manager.getByRole('link', { name: `${title} 1회차 예매 대기 2명` }).click();
    await expect(manager).toHaveURL(new RegExp(`/manager/holder/${scheduleId}/waitlist$`));
    await expect(manager.getByRole('heading', { level: 1, name: '예매 대기 명단' })).toBeVisible();
    const row = (name: string) => manager.getByRole('row').filter({ hasText: name });
    await expect(row('문대기')).toContainText('확정');
    await expect(row('고제안')).toContainText(
      /제안 중\d+월 \d+일 \([일월화수목금토]\) 오[전후] \d+:\d{2}까지/,
    );
    await expect(row('남다음')).toContainText('대기');
    await expect(manager.getByRole('status')).toHaveText('대기 1명 · 제안 중 1명');
    await bothWidths(manager, 'waitlist-manager', 'desktop');

    // C lets the offer run out: it lapses and its seat is offered to D
    await serverClock.advance(31 * MINUTE);
    await c.page.goto('/mypage');
    const lapsed = waitlistSection(c.page).getByRole('article', { name: title });
    await expect(lapsed).toContainText('제안 만료');
    await expect(lapsed).toContainText('제안 시간이 지나 좌석이 다음 순서로 넘어갔습니다.');
    await expect(lapsed.getByRole('button')).toHaveCount(0);
    await d.page.goto('/mypage');
    await expect(waitlistSection(d.page).getByRole('article', { name: title })).toContainText('좌석 제안');
    await manager.reload();
    await expect(row('고제안')).toContainText('만료');
    await expect(row('남다음')).toContainText('제안 중');

    // the settings in the show's edit form: on, with the default 30 minutes
    await manager.goto(`/edit/show/${showId}`);
    const settings = manager.getByRole('region', { name: '예매 대기' });
    await expect(settings.getByRole('switch', { name: '예매 대기 받기' })).toBeChecked();
    await expect(settings.getByLabel(/^제안 유지 시간/)).toHaveValue('30');
    for (const [width, name] of [
      ['desktop', 'waitlist-form-desktop'],
      ['mobile', 'waitlist-form-mobile'],
    ] as const) {
      await manager.setViewportSize(VIEWPORTS[width]);
      await settings.scrollIntoViewIfNeeded();
      await settings.screenshot({ path: path.join(SHOTS, `${name}.png`) });
    }
  });
});
