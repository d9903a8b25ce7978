import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO, signInViaApi } from '../support/auth.ts';
import { checkinSchedule, markPaid, paidHolder } from '../support/checkin.ts';
import { cameraPhone, qrVideo } from '../support/fake-camera.ts';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';

/**
 * Pages that load again without network (docs/decisions/0013-service-worker.md), in Chromium with the service
 * worker: after one visit with network, a student reloads /mypage offline and still has the ticket's QR code and
 * details, marked as the device's copy; a door phone reloads the check-in screen offline, lets a holder in through
 * the camera (the QR reader's WebAssembly from the worker's cache) and one found by name, reloads again with the queue
 * kept, and syncs both once the network is back. Schedule 3 of 〈울림〉 (with seats left), so checkin-door.spec.ts keeps its counts.
 */

const SHOW = '소리울 정기공연 〈울림〉';
const ORDER = 3;

/**
 * Chromium says so in the console when a request finds no network; that is the point here, not a fault. A request
 * the service worker passes on fails as ERR_FAILED when the network goes away under it.
 */
const OFFLINE_NOISE = /ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|Failed to fetch/;

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !OFFLINE_NOISE.test(msg.text()) && !/status of 4\d\d/.test(msg.text())) {
      errors.push(msg.text());
    }
  });
  return errors;
}

/** Waits until the service worker controls the page (registered at sign-in, files kept, activated). */
async function controlled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), {
      message: 'the service worker controls the page',
      timeout: 30_000,
    })
    .toBe('activated');
}

/** The schedule ORDER of the show: its id. */
async function findScheduleId(page: Page): Promise<number> {
  const list = (await (await page.request.get('/attraction/list')).json()) as {
    entireList: { id: number; title: string; kind: string }[];
  };
  const showId = list.entireList.find((i) => i.title === SHOW && i.kind === 'show')!.id;
  const detail = (await (await page.request.get(`/show/detail/${showId}`)).json()) as {
    scheduleList: { scheduleId: number; order: number }[];
  };
  return detail.scheduleList.find((s) => s.order === ORDER)!.scheduleId;
}

test('a student reloads /mypage without network and still shows the ticket, marked as the copy on the phone', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: VIEWPORTS.mobile,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInViaApi(page, DEMO.student, '/mypage');
    const qr = page.getByRole('img', { name: `${SHOW} 입장 QR 코드` }).first();
    await expect(qr).toBeVisible();
    const code = await qr.getAttribute('data-ticket-code');
    expect(code).toMatch(/^MOA1-/);
    await controlled(page);

    // online, a page load still goes to the server (network first): the worker asks it for /mypage
    const asked: string[] = [];
    context.on('request', (request) => {
      if (request.serviceWorker()) asked.push(new URL(request.url()).pathname);
    });
    await page.reload();
    await expect(qr).toBeVisible();
    await expect.poll(() => asked).toContain('/mypage');

    await context.setOffline(true);
    await page.reload();
    const offline = page.getByRole('region', { name: '오프라인 사본' });
    await expect(offline).toBeVisible();
    await expect(offline).toContainText('네트워크에 연결되지 않아 이 기기에 저장해 둔 티켓을 보여드려요');
    const ticket = offline.getByRole('region', { name: '모바일 티켓' }).first();
    const kept = ticket.getByRole('img', { name: `${SHOW} 입장 QR 코드` });
    await expect(kept).toHaveAttribute('data-ticket-code', code!);
    await expect(ticket).toContainText('김모아');
    await expect(ticket).toContainText('회차');
    // a real QR code drawn in the page, as large as online
    expect((await kept.boundingBox())!.width).toBeGreaterThanOrEqual(200);
    await expect(page.getByRole('alertdialog', { name: '서버 연결 오류' })).toHaveCount(0);
    await screenshot(page, 'offline-mypage-375');
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, 'offline-mypage-1440');

    // back online: the page is itself again
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: /예매 내역/ })).toBeVisible({ timeout: 15_000 });
    await expect(offline).toHaveCount(0);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the door screen reloads without network, admits by camera and by name, and syncs when the network is back', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const scheduleId = await findScheduleId(page);
  const scanned = await paidHolder(page, scheduleId, '오프라인', 2);
  const found = await paidHolder(page, scheduleId, '지하홀', 1);
  const video = qrVideo(scanned.code, path.join(testInfo.outputPath(), 'ticket.y4m'));

  let browser: Browser | null = null;
  let context: BrowserContext | null = null;
  try {
    ({ browser, context } = await cameraPhone(video, testInfo.project.use.baseURL!, {
      serviceWorkers: 'allow',
    }));
    const door = await context.newPage();
    const errors = watchErrors(door);
    const token = await signInViaApi(door, DEMO.manager, `/manager/checkin/${scheduleId}`);
    await expect(door.getByRole('heading', { level: 1, name: SHOW })).toBeVisible();
    await expect(door.getByText('온라인', { exact: true })).toBeVisible();
    const counts = door.getByTestId('checkin-counts');
    const before = Number((await counts.innerText()).split(' / ')[0]);
    await controlled(door);

    // the network goes, and the page is loaded again: the list kept on the phone
    await context.setOffline(true);
    await door.reload();
    await expect(door.getByRole('heading', { level: 1, name: SHOW })).toBeVisible();
    await expect(door.getByText('오프라인', { exact: true })).toBeVisible();
    await expect(counts).toHaveText(new RegExp(`^${before} / `));
    await expect(door.getByRole('alertdialog', { name: '서버 연결 오류' })).toHaveCount(0);

    // the camera, with the QR reader the worker kept: 2 tickets, both come in
    await door.getByRole('button', { name: '카메라로 스캔' }).click();
    await door.getByRole('button', { name: '2명 모두' }).click({ timeout: 20_000 });
    const admitted = door.getByRole('alert').filter({ hasText: '입장하세요' });
    await expect(admitted).toContainText('오프라인으로 확인했어요');
    await expect(admitted).toContainText(scanned.name);
    await admitted.click();
    await door.getByRole('button', { name: '카메라 끄기' }).click();
    await expect(door.getByText('동기화 대기 1건')).toBeVisible();

    // a holder without their phone, found by student id
    await door.getByRole('searchbox', { name: /이름, 학번/ }).fill(found.studentId);
    await door.getByRole('button', { name: `${found.name} 입장` }).click();
    const byName = door.getByRole('alert').filter({ hasText: '입장하세요' });
    await expect(byName).toContainText('오프라인으로 확인했어요');
    await byName.click();
    await expect(door.getByText('동기화 대기 2건')).toBeVisible();
    await expect(counts).toHaveText(new RegExp(`^${before + 3} / `));

    // loaded again, still offline: the queue and the admissions are kept
    await door.reload();
    await expect(door.getByText('오프라인', { exact: true })).toBeVisible();
    await expect(door.getByText('동기화 대기 2건')).toBeVisible();
    await expect(counts).toHaveText(new RegExp(`^${before + 3} / `));
    await door.evaluate(() => window.scrollTo(0, 0));
    await screenshot(door, 'offline-checkin-375');

    // back online: the queue syncs by itself and the server has both
    await context.setOffline(false);
    await expect(door.getByText('모두 동기화됨')).toBeVisible({ timeout: 20_000 });
    await expect(door.getByText('온라인', { exact: true })).toBeVisible();
    const after = await checkinSchedule(door, token, scheduleId);
    expect(after.counts.admitted).toBe(before + 3);
    expect(after.holders.find((h) => h.reservationId === scanned.reservationId)?.admitted).toBe(2);
    expect(after.holders.find((h) => h.reservationId === found.reservationId)?.admitted).toBe(1);
    expect(after.conflicts).toEqual([]);
    await door.setViewportSize(VIEWPORTS.desktop);
    await screenshot(door, 'offline-checkin-1440');
    expect(errors).toEqual([]);
  } finally {
    await context?.close();
    await browser?.close();
  }
});

test('a group ticket paid after the phone read its list is still asked how many come in', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const scheduleId = await findScheduleId(page);
  const late = await paidHolder(page, scheduleId, '늦은입금', 3);
  const setPaid = (isPaid: boolean) => markPaid(page, scheduleId, late.reservationId, isPaid);
  // the phone reads the list while the transfer is still unconfirmed
  await setPaid(false);
  const video = qrVideo(late.code, path.join(testInfo.outputPath(), 'ticket.y4m'));

  let browser: Browser | null = null;
  try {
    const phone = await cameraPhone(video, testInfo.project.use.baseURL!);
    browser = phone.browser;
    const context = phone.context;
    const door = await context.newPage();
    const errors = watchErrors(door);
    const token = await signInViaApi(door, DEMO.manager, `/manager/checkin/${scheduleId}`);
    await expect(door.getByRole('heading', { level: 1, name: SHOW })).toBeVisible();
    const counts = door.getByTestId('checkin-counts');
    await expect(counts).toBeVisible();
    const before = Number((await counts.innerText()).split(' / ')[0]);

    // confirmed at the desk a moment later; the phone's list still says unpaid when the ticket is scanned
    await setPaid(true);
    await door.getByRole('button', { name: '카메라로 스캔' }).click();
    const picker = door.getByRole('dialog', { name: `${late.name} 님` });
    await expect(picker).toContainText('3매 중 남은 3매', { timeout: 20_000 });
    await picker.getByRole('button', { name: '2명', exact: true }).click();
    const admitted = door.getByRole('alert').filter({ hasText: '입장하세요' });
    await expect(admitted).toContainText(late.name);
    await expect(counts).toHaveText(new RegExp(`^${before + 2} / `));

    // read while the answer is on screen (the camera waits until it is closed)
    const after = await checkinSchedule(door, token, scheduleId);
    expect(after.holders.find((h) => h.reservationId === late.reservationId)?.admitted).toBe(2);
    expect(errors).toEqual([]);
  } finally {
    await browser?.close();
  }
});
