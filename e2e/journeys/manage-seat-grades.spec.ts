import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO, signInViaApi } from '../support/auth.ts';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';
import { seoulDay } from '../support/shows.ts';
import { makePng } from '../../test-support/png.ts';

const stamp = Date.now().toString(36).slice(-5);
/** Where the painting screen's pictures go, to be looked at. */
const SHOTS = '/tmp/shots-paint';

/** 18 seats: three rows of six, a wheelchair space and its companion seat at the end of the last. */
const HALL = ['무대', '가 | ○○○ _ ○○○', '나 | ○○○ _ ○○○', '다 | ○○○ _ ○WC'].join('\n');

async function shot(page: Page, name: string, viewportOnly = false) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: !viewportOnly });
  await screenshot(page, name, { viewportOnly });
}

test.describe('seat grades of a seated schedule', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('a manager sets a schedule in a hall, paints two grades and a block, and the map sells them', async ({
    page,
  }) => {
    const token = await signInViaApi(page, DEMO.manager, '/manager/mypage');
    const auth = { headers: { authorization: `Bearer ${token}` } };
    const hallName = `E2E 소극장 ${stamp}`;
    const hall = await page.request.post('/mypage/manager/halls', {
      ...auth,
      data: { name: hallName, text: HALL },
    });
    expect(hall.status(), await hall.text()).toBe(200);

    // the show form: one schedule, 좌석 지정 in that hall
    const title = `E2E 좌석 공연 ${stamp}`;
    await page.goto('/show/create');
    await expect(page.getByRole('heading', { level: 1, name: '공연 등록' })).toBeVisible();
    await page.getByLabel('포스터 이미지').setInputFiles({
      name: 'poster.png',
      mimeType: 'image/png',
      buffer: makePng(300, 400),
    });
    await page.getByLabel('공연 이름').fill(title);
    await page.getByLabel('공연 기간 시작일').fill(seoulDay(30));
    await page.getByLabel('공연 기간 종료일').fill(seoulDay(30));
    await page.getByLabel('장소', { exact: true }).fill('학생회관 소극장');
    await page.getByLabel('러닝타임').fill('90');
    const row = page.getByRole('group', { name: '1회차', exact: true });
    await row.getByLabel('날짜').fill(seoulDay(30));
    await row.getByLabel(/\(시\)/).selectOption('19');
    await row.getByLabel(/\(분\)/).selectOption('00');
    await row.getByLabel('가격').fill('10000');
    await expect(row.getByLabel('좌석 수')).toBeVisible();
    await row.getByRole('radio', { name: '좌석 지정' }).check();
    // a seated schedule has no seat count to type: the hall's painted seats are its count
    await expect(row.getByLabel('좌석 수')).toBeHidden();
    await row.getByLabel('공연장').selectOption({ label: `${hallName} (18석)` });
    await page.getByLabel('은행').selectOption('카카오뱅크');
    await page.getByLabel('계좌번호').fill('3333012345678');
    await page.getByLabel('예금주').fill('김모아');
    await page.getByLabel('송금 QR 이미지').setInputFiles({
      name: 'qr.png',
      mimeType: 'image/png',
      buffer: makePng(200, 200),
    });
    await page.getByRole('button', { name: '공연 등록하기' }).click();
    await page
      .getByRole('alertdialog', { name: '입금 계좌를 확인해주세요' })
      .getByRole('button', { name: '이 계좌로 등록하기' })
      .click();

    // created: the manager is told to paint, on the edit screen whose schedule links to its painting screen
    const told = page.getByRole('alertdialog', { name: '좌석 등급을 정해주세요' });
    await expect(told).toBeVisible();
    await told.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/edit\/show\/\d+$/);
    const showId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page.getByRole('link', { name: '1회차 좌석 등급 설정' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '좌석 등급 설정' })).toBeVisible();
    await expect(page).toHaveURL(/\/manager\/schedule\/\d+\/seats$/);
    const scheduleId = Number(new URL(page.url()).pathname.split('/')[3]);
    await expect(page.getByText(`${hallName} · 18석`)).toBeVisible();

    // R석 on row 가, S석 on 나열 1–6, 일반석 deleted (row 다 is not sold), 운영석 on 나열 1번
    await page.getByRole('button', { name: '등급 추가' }).click();
    await page.getByLabel('2번째 등급 가격').fill('20000');
    await page.getByRole('checkbox', { name: '가열', exact: true }).check();
    await page.getByRole('button', { name: '고른 1개 열 칠하기' }).click();
    await page.getByRole('button', { name: '등급 추가' }).click();
    await page.getByLabel('3번째 등급 가격').fill('15000');
    await page.getByLabel('열', { exact: true }).selectOption({ label: '나열 (1~6번)' });
    await page.getByLabel('시작 번호').fill('1');
    await page.getByLabel('끝 번호').fill('6');
    await page.getByRole('button', { name: '범위 칠하기' }).click();
    await page.getByRole('button', { name: '일반석 삭제' }).click();
    await page.getByRole('button', { name: '막은 좌석 추가' }).click();
    await expect(page.getByLabel('1번째 막은 좌석 이름')).toHaveValue('운영석');
    await page.getByRole('gridcell', { name: /^나열 1번, S석/ }).press('Enter');
    await expect(page.getByRole('gridcell', { name: /^나열 1번, S석 15,000원, 막기: 운영석/ })).toBeVisible();
    await expect(page.getByTestId('plan-for-sale')).toHaveText('11석');
    await shot(page, 'paint-1440');
    // a seat blocked without a grade (다열 1번) is hatched dark on its white seat, plainly not like 다열 2번
    await page.getByRole('gridcell', { name: /^다열 1번/ }).press('Enter');
    await expect(page.getByRole('gridcell', { name: /^다열 1번, .*막기: 운영석/ })).toBeVisible();
    await expect(page.getByTestId('plan-for-sale')).toHaveText('11석');
    const box = await page.getByRole('grid', { name: `${hallName} 좌석 배치` }).boundingBox();
    expect(box).not.toBeNull();
    await page.screenshot({ path: `${SHOTS}/paint-1440-blocked-ungraded.png`, clip: box! });
    await screenshot(page, 'paint-1440-blocked-ungraded', { viewportOnly: true });

    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect(page.getByText('좌석 등급을 저장했습니다. 학생 판매 좌석 11석.')).toBeVisible();

    // the students' map sells what was painted
    const map = await page.request.get(`/show/detail/${showId}/seats/${scheduleId}`, {
      headers: { accept: 'application/json' },
    });
    expect(map.status(), await map.text()).toBe(200);
    const body = (await map.json()) as {
      grades: { name: string; price: number }[];
      seats: { key: string; grade: number | null }[];
    };
    expect(body.grades.map((g) => [g.name, g.price])).toEqual([
      ['R석', 20000],
      ['S석', 15000],
    ]);
    const gradeOf = Object.fromEntries(body.seats.map((s) => [s.key, s.grade]));
    expect(gradeOf['가-1']).toBe(0);
    expect(gradeOf['가-6']).toBe(0);
    expect(gradeOf['나-2']).toBe(1);
    // blocked: not sold online; row 다: not painted
    expect(gradeOf['나-1']).toBeNull();
    expect(gradeOf['다-1']).toBeNull();

    // reopened, the screen shows the plan as saved; on a phone too
    await page.reload();
    await expect(page.getByTestId('plan-for-sale')).toHaveText('11석');
    await page.setViewportSize(VIEWPORTS.mobile);
    await expect(page.getByRole('heading', { level: 1, name: '좌석 등급 설정' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'paint-375');
    // what a phone shows at a time: the grades, the brush and the map, the tools
    for (const [heading, name] of [
      ['등급', 'paint-375-grades'],
      ['좌석 칠하기', 'paint-375-map'],
      ['열 단위로 칠하기', 'paint-375-tools'],
      ['판매 요약', 'paint-375-summary'],
    ] as const) {
      await page
        .getByText(heading, { exact: true })
        .first()
        .evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.evaluate(() => window.scrollBy(0, -70));
      await shot(page, name, true);
    }
  });
});
