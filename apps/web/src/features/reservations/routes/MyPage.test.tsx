import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { closeSessionExpired } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import { jsonResponse } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { signedInStudentEachTest } from '../../../test/session';
import { card, openMyPage, PROFILE, serve } from './MyPage.fixtures';

signedInStudentEachTest(closeSessionExpired);

describe('/mypage', () => {
  it('shows the login e-mail, the profile with an edit link and the empty reservation list', async () => {
    serve();
    await openMyPage();
    expect(await screen.findByText(PROFILE.email, {}, { timeout: 3000 })).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: studentKo.myPage.profileTitle });
    // the e-mail is the schedule's; the profile is its own request, which may still be on its way
    expect(await within(profile).findByText('김모아', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(profile).toHaveTextContent('20260001');
    expect(profile).toHaveTextContent('010-1234-5678');
    expect(within(profile).getByRole('link', { name: studentKo.myPage.editProfile })).toHaveAttribute(
      'href',
      '/mypage/update',
    );
    expect(await screen.findByText(studentKo.myPage.empty)).toBeInTheDocument();
  });

  it('an unpaid reservation shows 입금 미확인, its pay-by time, the transfer information and 결제하기', async () => {
    serve({ reservations: () => jsonResponse([card()]) });
    await openMyPage();
    const item = await screen.findByRole('article', { name: card().title });
    expect(item).toHaveTextContent(studentKo.myPage.unpaid);
    expect(item).not.toHaveTextContent(studentKo.myPage.paid);
    expect(item).toHaveTextContent('1회차 · 2099.11.28 (토) 19:00');
    expect(item).toHaveTextContent('학생회관 대강당');
    expect(item).toHaveTextContent('2매 · 20,000원');
    // the pay-by time in Seoul; over a day ahead, no countdown yet
    expect(item).toHaveTextContent('입금 기한11월 2일 (월) 오후 7:00까지');
    expect(item).not.toHaveTextContent('남음');
    // the transfer information: bank, account, holder, amount and deposit name
    for (const value of ['카카오뱅크', '3333051234567', '박지훈', '20260001김모아']) {
      expect(item).toHaveTextContent(value);
    }
    expect(within(item).getByRole('button', { name: studentKo.myPage.showTransfer })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(item).getByRole('button', { name: studentKo.myPage.pay })).toBeInTheDocument();
  });

  it("the first card's poster loads at once and first, the others when scrolled near (the phone's LCP)", async () => {
    const second = card({ reservationId: 32, title: '두 번째 공연', poster: '/files/second.webp' });
    serve({ reservations: () => jsonResponse([card(), second]) });
    await openMyPage();
    // the posters sit in a link hidden from assistive technology (the title's link names the show): found by alt
    const poster = async (title: string) =>
      (await screen.findByRole('article', { name: title })).querySelector(
        `img[alt="${studentKo.myPage.posterAlt(title)}"]`,
      );
    const first = await poster(card().title);
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    const later = await poster(second.title);
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).not.toHaveAttribute('fetchpriority');
  });

  it('a paid reservation shows 예매 확정 and no transfer information', async () => {
    serve({ reservations: () => jsonResponse([card({ paid: true, status: 'paid' })]) });
    await openMyPage();
    const item = await screen.findByRole('article', { name: card().title });
    expect(item).toHaveTextContent(studentKo.myPage.paid);
    expect(item).not.toHaveTextContent(studentKo.myPage.unpaid);
    expect(item).not.toHaveTextContent('3333051234567');
    expect(item).not.toHaveTextContent('20260001김모아');
    expect(within(item).queryByRole('button', { name: studentKo.myPage.pay })).not.toBeInTheDocument();
    expect(
      within(item).queryByRole('button', { name: studentKo.myPage.showTransfer }),
    ).not.toBeInTheDocument();
  });

  it('the payment modal shows the QR and account and copies the account number', async () => {
    serve({ reservations: () => jsonResponse([card()]) });
    const { user } = await openMyPage();
    const item = await screen.findByRole('article', { name: card().title });
    await user.click(within(item).getByRole('button', { name: studentKo.myPage.pay }));
    const modal = screen.getByRole('dialog', { name: studentKo.transfer.payTitle });
    expect(modal).toHaveTextContent(studentKo.transfer.payLead('20,000원'));
    expect(modal).toHaveTextContent('11월 2일 (월) 오후 7:00까지 입금해주세요');
    expect(modal).toHaveTextContent(/\d+일( \d+시간)? 남음/);
    expect(within(modal).getByRole('button', { name: studentKo.claim.open })).toBeInTheDocument();
    expect(within(modal).getByRole('img', { name: studentKo.transfer.qrAlt })).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: studentKo.transfer.copyAccount }));
    expect(await within(modal).findByText(studentKo.transfer.copied)).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('3333051234567');

    // without a configured key the messenger button copies the transfer text
    await user.click(within(modal).getByRole('button', { name: studentKo.transfer.kakao }));
    expect(await within(modal).findByText(studentKo.transfer.kakaoCopied)).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toContain('입금자명: 20260001김모아');
  });

  it('a failed copy says so', async () => {
    serve({ reservations: () => jsonResponse([card()]) });
    const { user } = await openMyPage();
    const item = await screen.findByRole('article', { name: card().title });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(within(item).getByRole('button', { name: studentKo.transfer.copyAccount }));
    expect(await within(item).findByText(studentKo.transfer.copyFailed)).toBeInTheDocument();
  });

  it('each load failure has its own message and retry', async () => {
    let fail = true;
    const requests = serve({
      profile: () =>
        fail ? jsonResponse({ status: 404, code: 'NOT_FOUND', message: 'x' }, 404) : jsonResponse(PROFILE),
      reservations: () =>
        fail ? jsonResponse({ status: 409, code: 'CONFLICT', message: 'x' }, 409) : jsonResponse([card()]),
    });
    const { user } = await openMyPage();
    expect(await screen.findByText(studentKo.myPage.userLoadFailed)).toBeInTheDocument();
    expect(await screen.findByText(studentKo.myPage.reservationsLoadFailed)).toBeInTheDocument();

    fail = false;
    const retries = screen.getAllByRole('button', { name: ko.common.retry });
    expect(retries).toHaveLength(2);
    for (const retry of retries) await user.click(retry);
    expect(await screen.findByRole('article', { name: card().title })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(studentKo.myPage.userLoadFailed)).not.toBeInTheDocument());
    expect(requests.filter((r) => r.url.pathname === '/mypage/student/reservation').length).toBeGreaterThan(
      1,
    );
  });

  it('an expired session (401) opens the session-expired modal', async () => {
    serve({ profile: () => jsonResponse({ status: 401, code: 'SESSION_EXPIRED', message: 'expired' }, 401) });
    await openMyPage();
    expect(await screen.findByRole('alertdialog', { name: ko.session.expiredTitle })).toBeInTheDocument();
  });

  it('새로고침 fetches the reservations again', async () => {
    const requests = serve();
    const { user } = await openMyPage();
    await screen.findByText(studentKo.myPage.empty);
    const section = screen.getByRole('region', { name: /예매 내역/ });
    await user.click(within(section).getByRole('button', { name: studentKo.myPage.refresh }));
    await waitFor(() =>
      expect(requests.filter((r) => r.url.pathname === '/mypage/student/reservation')).toHaveLength(2),
    );
  });

  it('logout asks first, then goes to /logout', async () => {
    serve();
    const { user, router } = await openMyPage();
    await user.click(screen.getByRole('button', { name: studentKo.myPage.logout }));
    const ask = screen.getByRole('alertdialog', { name: studentKo.myPage.logoutTitle });
    await user.click(within(ask).getByRole('button', { name: studentKo.myPage.logout }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/mypage'));
  });

  it('signed out goes to /login', async () => {
    sessionStorage.clear();
    serve();
    const { router } = renderApp('/mypage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
