import type { Locator, Page } from '@playwright/test';
import { DEMO, signInViaApi } from '../support/auth.ts';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';
import { makePng } from '../../test-support/png.ts';

/** A portrait poster and a square QR image, as the file inputs take them. */
function makeImages() {
  return {
    poster: { name: 'poster.png', mimeType: 'image/png', buffer: makePng(300, 400) },
    qr: { name: 'qr.png', mimeType: 'image/png', buffer: makePng(200, 200, [255, 255, 255], [20, 20, 20]) },
  };
}

/** A calendar date `offset` days from today in Seoul, YYYY-MM-DD. */
function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);
}

const stamp = Date.now().toString(36).slice(-5);

async function fillSchedule(
  page: Page,
  n: number,
  values: { date: string; hour: string; minute: string; cost: string },
): Promise<Locator> {
  const row = page.getByRole('group', { name: `${n}회차`, exact: true });
  await row.getByLabel('날짜').fill(values.date);
  await row.getByLabel(/\(시\)/).selectOption(values.hour);
  await row.getByLabel(/\(분\)/).selectOption(values.minute);
  await row.getByLabel('가격').fill(values.cost);
  return row;
}

async function closeAlert(page: Page, text: string | RegExp): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('manager content forms at desktop (1440px)', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('creates a show with two schedules and both images, then edits it', async ({ page }) => {
    const images = makeImages();
    const name = `E2E 공연 ${stamp}`;
    await signInViaApi(page, DEMO.manager, '/show/create');
    await expect(page.getByRole('heading', { level: 1, name: '공연 등록' })).toBeVisible();

    // the spec's order: the first alert is about the title
    await page.getByRole('button', { name: '공연 등록하기' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await screenshot(page, 'manage-show-alert-desktop');
    await closeAlert(page, '공연 이름을 입력해주세요');
    await expect(page.getByLabel('공연 이름')).toBeFocused();
    await expect(page.getByLabel('공연 이름')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('포스터 이미지').setInputFiles(images.poster);
    await expect(page.getByRole('img', { name: '포스터 이미지 미리보기' })).toBeVisible();
    await page.getByLabel('공연 이름').fill(name);
    await page.getByLabel(/^공연 소개/).fill('여름밤을 채우는 밴드 공연입니다.');
    await page.getByRole('radio', { name: '예' }).check();
    await page.getByLabel('공연 기간 시작일').fill(day(30));
    await page.getByLabel('공연 기간 종료일').fill(day(31));
    await page.getByLabel('장소', { exact: true }).fill('학생회관 대강당');
    await page.getByLabel('러닝타임').fill('110');

    const first = await fillSchedule(page, 1, { date: day(30), hour: '19', minute: '30', cost: '15000' });
    await expect(first.getByLabel('가격')).toHaveValue('15,000');
    await first.getByRole('button', { name: '1회차 1인당 최대 매수 늘리기' }).click();
    await expect(first.getByRole('textbox', { name: '1인당 최대 매수' })).toHaveValue('2');
    await page.getByRole('button', { name: '회차 추가' }).click();
    const second = await fillSchedule(page, 2, { date: day(31), hour: '14', minute: '00', cost: '12000' });
    await second.getByLabel('좌석 수').fill('80');

    await page.getByLabel('은행').selectOption('카카오뱅크');
    await page.getByLabel('계좌번호').fill('3333-01-2345678');
    await expect(page.getByLabel('계좌번호')).toHaveValue('3333012345678');
    await page.getByLabel('예금주').fill('김모아');
    await page.getByLabel('송금 QR 이미지').setInputFiles(images.qr);
    await page.getByLabel(/^담당자 이름/).fill('박지훈');
    await page.getByLabel(/^담당자 연락처/).fill('010-2843-1957');
    await page.getByLabel(/^유의사항/).fill('공연 시작 10분 전부터 입장할 수 있습니다.');
    await screenshot(page, 'manage-show-create-desktop');

    // the transfer account, as students will see it, is confirmed before anything is sent
    await page.getByRole('button', { name: '공연 등록하기' }).click();
    const account = page.getByRole('alertdialog', { name: '입금 계좌를 확인해주세요' });
    await expect(account).toContainText('예매한 관객에게 이렇게 안내됩니다.');
    for (const [term, value] of [
      ['은행', '카카오뱅크'],
      ['계좌번호', '3333012345678'],
      ['예금주', '김모아'],
    ]) {
      await expect(account.locator('dt', { hasText: term }).locator('+ dd')).toHaveText(value!);
    }
    await expect(account.getByRole('button', { name: '이 계좌로 등록하기' })).toBeFocused();
    await screenshot(page, 'manage-show-account-confirm-desktop');
    await account.getByRole('button', { name: '이 계좌로 등록하기' }).click();
    await page.waitForURL(/\/show\/\d+$/);
    const showId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('main')).toContainText(name);
    await expect(page.getByRole('radio', { name: /2회차/ })).toBeVisible();

    // edit: change the intro and add a third schedule
    await page.goto(`/edit/show/${showId}`);
    await expect(page.getByRole('heading', { level: 1, name: '공연 수정' })).toBeVisible();
    await expect(page.getByLabel('공연 이름')).toHaveValue(name);
    await expect(page.getByLabel('공연 이름')).toHaveAttribute('readonly', '');
    // bank, number and holder are all fixed, as the page says
    await expect(page.getByRole('region', { name: '결제 정보' })).toContainText(
      '은행, 계좌번호, 예금주는 등록한 뒤 바꿀 수 없습니다',
    );
    for (const [label, value] of [
      ['은행', '카카오뱅크'],
      ['계좌번호', '3333012345678'],
      ['예금주', '김모아'],
    ]) {
      await expect(page.getByLabel(label!, { exact: true })).toHaveAttribute('readonly', '');
      await expect(page.getByLabel(label!, { exact: true })).toHaveValue(value!);
    }
    await expect(page.getByRole('img', { name: '송금 QR 이미지 미리보기' })).toBeVisible();
    await expect(page.getByRole('group', { name: '2회차', exact: true }).getByLabel('좌석 수')).toHaveValue(
      '80',
    );
    const intro = `앵콜 회차가 추가되었습니다 ${stamp}`;
    await page.getByLabel(/^공연 소개/).fill(intro);
    await page.getByRole('button', { name: '회차 추가' }).click();
    const third = await fillSchedule(page, 3, { date: day(32), hour: '18', minute: '00', cost: '10000' });
    // a schedule outside the show period is named in the alert and highlighted
    await page.getByRole('button', { name: '수정 내용 저장하기' }).click();
    await closeAlert(page, /3회차 날짜가 공연 기간\(.+\) 밖입니다\./);
    await expect(third.getByLabel('날짜')).toBeFocused();
    await expect(third).toContainText('3회차 날짜가 공연 기간');
    await screenshot(page, 'manage-show-edit-outside-period-desktop');
    await page.getByLabel('공연 기간 종료일').fill(day(32));
    await screenshot(page, 'manage-show-edit-desktop');

    await page.getByRole('button', { name: '수정 내용 저장하기' }).click();
    await page.waitForURL(new RegExp(`/show/${showId}$`));
    await expect(page.getByRole('main')).toContainText(intro);
    await expect(page.getByRole('radio', { name: /3회차/ })).toBeVisible();
  });

  test('creates an event and edits it', async ({ page }) => {
    const images = makeImages();
    const name = `E2E 행사 ${stamp}`;
    await signInViaApi(page, DEMO.manager, '/entertain/create');
    await expect(page.getByRole('heading', { level: 1, name: '행사 등록' })).toBeVisible();

    await page.getByLabel('행사 이름').fill(name);
    await page.getByRole('button', { name: '행사 등록하기' }).click();
    await closeAlert(page, '포스터 이미지를 등록해주세요');

    await page.getByLabel('포스터 이미지').setInputFiles(images.poster);
    await page.getByLabel('분류').selectOption({ label: '버스킹' });
    await page.getByLabel(/^행사 소개/).fill('점심시간 중앙광장 버스킹');
    await page.getByLabel('행사 기간 시작일').fill(day(20));
    await page.getByLabel('행사 기간 종료일').fill(day(20));
    await page.getByLabel('장소', { exact: true }).fill('중앙광장');
    await page.getByLabel(/^시간/).fill('12:00 ~ 13:00');
    await page.getByLabel(/^담당자 이름/).fill('박지훈');
    await page.getByLabel(/^담당자 전화번호/).fill('010-2843-1957');
    await page.getByLabel(/^기타 정보/).fill('우천 시 학생회관 로비에서 진행합니다.');
    await page.getByLabel(/^인스타그램/).fill('https://www.instagram.com/soriul_band');
    await screenshot(page, 'manage-entertain-create-desktop');

    await page.getByRole('button', { name: '행사 등록하기' }).click();
    await page.waitForURL(/\/entertain\/\d+$/);
    const entertainId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.goto(`/edit/entertain/${entertainId}`);
    await expect(page.getByRole('heading', { level: 1, name: '행사 수정' })).toBeVisible();
    await expect(page.getByLabel('행사 이름')).toHaveValue(name);
    await expect(page.getByLabel('분류').getByRole('option', { name: '공연' })).toHaveCount(1);
    await page.getByLabel('장소', { exact: true }).fill('학생회관 앞 잔디밭');
    await page.getByLabel(/^노션/).fill('https://www.notion.so/soriul');
    await screenshot(page, 'manage-entertain-edit-desktop');
    await page.getByRole('button', { name: '수정 내용 저장하기' }).click();
    await closeAlert(page, '행사 정보가 수정되었습니다');
    await page.waitForURL(new RegExp(`/entertain/${entertainId}$`));
    await expect(page.getByRole('main')).toContainText('학생회관 앞 잔디밭');

    // and takes it down again from the events tab
    await page.goto('/manager/entertain');
    await page.getByRole('button', { name: `${name} 삭제` }).click();
    const confirm = page.getByRole('alertdialog', { name: '행사를 삭제하시겠습니까?' });
    await confirm.getByRole('button', { name: '삭제하기' }).click();
    await expect(page.getByText(`‘${name}’ 행사를 삭제했습니다.`)).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
    expect((await page.request.get(`/entertain/detail/${entertainId}`)).status()).toBe(404);
  });

  test('recruiting: the empty form highlights fields; a post made through the confirm appears on /recruiting', async ({
    page,
  }) => {
    const images = makeImages();
    const title = `E2E 부원 모집 ${stamp}`;
    await signInViaApi(page, DEMO.manager, '/recruiting/create');
    await expect(page.getByRole('heading', { level: 1, name: '모집 공고 등록' })).toBeVisible();

    // empty submit: every required field highlighted, the first focused, no confirm dialog
    await page.getByRole('button', { name: '모집 공고 등록하기' }).click();
    const titleField = page.getByLabel('모집 제목');
    await expect(titleField).toBeFocused();
    for (const label of ['모집 제목', '모집 구분', '모임 시간', '활동 내용', '지원 링크', '동아리 소개']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(page.getByText('확인이 필요한 항목이 13개 있습니다.')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await screenshot(page, 'manage-recruiting-invalid-desktop');
    // editing clears that field's highlight
    await titleField.fill(title);
    await expect(titleField).not.toHaveAttribute('aria-invalid', 'true');

    // the help dialog
    await page.getByRole('button', { name: '작성 도움말' }).click();
    const help = page.getByRole('dialog', { name: '모집 공고 작성 도움말' });
    await expect(help).toContainText('필수 활동 학기');
    await screenshot(page, 'manage-recruiting-help-desktop');
    await help.getByRole('button', { name: '닫기' }).click();
    await expect(help).toBeHidden();

    await page.getByLabel('포스터 이미지').setInputFiles(images.poster);
    await page.getByLabel('모집 구분').selectOption({ label: '추가모집' });
    await page.getByLabel('모집 기간 시작일').fill(day(0));
    await page.getByLabel('모집 기간 종료일').fill(day(14));
    await page.getByLabel('필수 활동 학기').selectOption('2학기');
    await page.getByLabel('모임 시간').fill('매주 화·목 18:30');
    await page.getByLabel('활동 내용').fill('정기 합주와 버스킹 무대');
    await page.getByLabel('지원 자격').fill('재학생 누구나');
    await page.getByLabel('면접 안내').fill('서류 합격자에게 개별 연락합니다.');
    await page.getByLabel('담당자 이름').fill('박지훈');
    await page.getByLabel('담당자 연락처').fill('soriul@example.ac.kr');
    await page.getByLabel('지원 링크').fill('https://forms.example.ac.kr/soriul');
    await page.getByLabel(/^유튜브/).fill('https://www.youtube.com/@soriul_band');
    await page.getByLabel('동아리 소개').fill('음악을 좋아하는 마음 하나면 충분합니다.');
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
    await screenshot(page, 'manage-recruiting-create-desktop');

    await page.getByRole('button', { name: '모집 공고 등록하기' }).click();
    const confirm = page.getByRole('alertdialog', { name: '모집 공고를 등록하시겠습니까?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: '등록', exact: true }).click();
    await expect(page.getByRole('button', { name: '등록 중…' })).toBeVisible();
    await page.waitForURL(/\/recruiting\/\d+$/);
    const recruitingId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.goto('/recruiting');
    await expect(page.getByRole('main').getByText(title)).toBeVisible();

    // edit: the page stays and shows the saved data
    await page.goto(`/edit/recruiting/${recruitingId}`);
    await expect(page.getByLabel('모집 제목')).toHaveValue(title);
    await page.getByLabel('필수 활동 학기').fill('없음');
    await page.getByLabel(/^노션/).fill('https://www.notion.so/soriul');
    await screenshot(page, 'manage-recruiting-edit-desktop');
    await page.getByRole('button', { name: '수정 내용 저장하기' }).click();
    await page
      .getByRole('alertdialog', { name: '수정한 내용을 저장하시겠습니까?' })
      .getByRole('button', { name: '저장', exact: true })
      .click();
    await expect(page.getByText('모집 공고가 수정되었습니다.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/edit/recruiting/${recruitingId}$`));
    await expect(page.getByLabel('필수 활동 학기')).toHaveValue('없음');
  });
});

test.describe('manager content forms at mobile (375px)', () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test('every form fits the narrow screen', async ({ page }) => {
    const images = makeImages();
    const token = await signInViaApi(page, DEMO.manager, '/show/create');
    // leaving a half-filled form may ask before unloading: accept
    page.on('dialog', (dialog) => void dialog.accept());
    const auth = { headers: { Authorization: `Bearer ${token}` } };

    await expect(page.getByRole('heading', { level: 1, name: '공연 등록' })).toBeVisible();
    await page.getByLabel('포스터 이미지').setInputFiles(images.poster);
    await page.getByRole('button', { name: '회차 추가' }).click();
    await fillSchedule(page, 1, { date: day(30), hour: '19', minute: '30', cost: '15000' });
    await screenshot(page, 'manage-show-create-mobile');
    const noScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await noScroll();

    await page.goto('/entertain/create');
    await expect(page.getByRole('heading', { level: 1, name: '행사 등록' })).toBeVisible();
    await screenshot(page, 'manage-entertain-create-mobile');
    await noScroll();

    await page.goto('/recruiting/create');
    await expect(page.getByRole('heading', { level: 1, name: '모집 공고 등록' })).toBeVisible();
    await page.getByRole('button', { name: '모집 공고 등록하기' }).click();
    await expect(page.getByLabel('모집 제목')).toBeFocused();
    await screenshot(page, 'manage-recruiting-invalid-mobile');
    await noScroll();

    // the edit pages, on the manager's own seeded records
    // a seeded show whose first schedule already has holders
    const schedules = (await (await page.request.get('/mypage/manager/holder/list', auth)).json()) as {
      reservationList: { showId: number; order: number; applyPeople: number }[];
    };
    const sold = schedules.reservationList.find((s) => s.applyPeople > 0 && s.order === 1)!;
    await page.goto(`/edit/show/${sold.showId}`);
    await expect(page.getByRole('button', { name: '1회차 삭제' })).toBeDisabled();
    await expect(page.getByRole('group', { name: '1회차', exact: true })).toBeVisible();
    await screenshot(page, 'manage-show-edit-mobile');
    await noScroll();

    const entertains = (await (await page.request.get('/mypage/manager/entertain', auth)).json()) as {
      entertainList: { entertainId: number }[];
    };
    await page.goto(`/edit/entertain/${entertains.entertainList[0]!.entertainId}`);
    await expect(page.getByLabel('행사 이름')).not.toHaveValue('');
    await screenshot(page, 'manage-entertain-edit-mobile');
    await noScroll();

    const posts = (await (await page.request.get('/mypage/manager/recruiting', auth)).json()) as {
      recruitingList: { recruitingId: number }[];
    };
    await page.goto(`/edit/recruiting/${posts.recruitingList[0]!.recruitingId}`);
    await expect(page.getByLabel('모집 제목')).not.toHaveValue('');
    await screenshot(page, 'manage-recruiting-edit-mobile');
    await noScroll();
  });
});
