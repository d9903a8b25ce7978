import type { ReservationCard } from '@moa/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeSessionExpired } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch';
import { signedInStudentEachTest } from '../../../test/session';
import { card, openMyPage, serve } from './MyPage.fixtures';

signedInStudentEachTest(closeSessionExpired);

afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** "Now" in these tests: 2099-11-01 21:00 in Seoul. */
const NOW = new Date('2099-11-01T12:00:00.000Z').getTime();
const iso = (ms: number) => new Date(ms).toISOString();

const articleOf = (title: string) => screen.findByRole('article', { name: title });
const bodyOf = (request: RecordedRequest) => JSON.parse(String(request.body)) as Record<string, unknown>;

describe('/mypage: payment status, deadline and 입금했어요', () => {
  it('every status has its badge; expired and cancelled cards say so and ask for nothing', async () => {
    const claim = {
      transferredAt: '2099-11-01T05:03:00.000Z',
      amount: 20000,
      depositName: '20260001김모아',
      claimedAt: '2099-11-01T05:05:00.000Z',
    };
    serve({
      reservations: () =>
        jsonResponse([
          card({ reservationId: 1, title: '입금 미확인 공연' }),
          card({ reservationId: 2, title: '확인 중 공연', transferClaim: claim }),
          card({ reservationId: 3, title: '확정 공연', status: 'paid', paid: true }),
          card({ reservationId: 4, title: '만료 공연', status: 'expired' }),
          card({ reservationId: 5, title: '취소 공연', status: 'cancelled' }),
        ]),
    });
    await openMyPage();
    // the badge is the card's first text of its word (확인 중 is said again after the claim)
    const badge = (item: HTMLElement, word: string) =>
      expect(within(item).getAllByText(word, { exact: true })[0]).toHaveClass(/badge/);

    badge(await articleOf('입금 미확인 공연'), studentKo.myPage.unpaid);
    const claimed = await articleOf('확인 중 공연');
    badge(claimed, studentKo.myPage.claimed);
    expect(claimed).toHaveTextContent(
      '11월 1일 14:03에 20,000원, 20260001김모아 이름으로 보냈다고 알렸어요 · 확인 중',
    );
    expect(within(claimed).getByRole('button', { name: ko.common.edit })).toBeInTheDocument();
    expect(within(claimed).queryByRole('button', { name: studentKo.claim.open })).not.toBeInTheDocument();
    badge(await articleOf('확정 공연'), studentKo.myPage.paid);

    for (const [title, word, note] of [
      ['만료 공연', studentKo.myPage.expired, studentKo.myPage.expiredNote],
      ['취소 공연', studentKo.myPage.cancelled, studentKo.myPage.cancelledNote],
    ] as const) {
      const item = await articleOf(title);
      badge(item, word);
      expect(item).toHaveTextContent(note);
      expect(item).not.toHaveTextContent('3333051234567');
      for (const name of [
        studentKo.myPage.pay,
        studentKo.claim.open,
        studentKo.myPage.cancelRequest,
        studentKo.myPage.withdraw,
      ]) {
        expect(within(item).queryByRole('button', { name })).not.toBeInTheDocument();
      }
    }
    expect(await articleOf('만료 공연')).toHaveTextContent('입금 기한: 11월 2일 (월) 오후 7:00');
  });

  it('counts down in the last day, every minute, and turns urgent under 3 hours', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
    const due = NOW + 3 * HOUR + 30 * MINUTE + 20_000;
    serve({
      reservations: () =>
        jsonResponse([
          card({ reservationId: 1, title: '곧 마감', payBy: iso(due), expiresAt: iso(due) }),
          card({
            reservationId: 2,
            title: '넉넉함',
            payBy: iso(NOW + 30 * HOUR),
            expiresAt: iso(NOW + 30 * HOUR),
          }),
        ]),
    });
    await openMyPage();
    const soon = await articleOf('곧 마감');
    // 2099-11-02 00:30 in Seoul
    expect(soon).toHaveTextContent('11월 2일 (월) 오전 12:30까지');
    expect(soon).toHaveTextContent('3시간 30분 남음');
    expect(soon).not.toHaveTextContent(studentKo.deadline.urgent);
    // more than a day left: the pay-by time only
    const later = await articleOf('넉넉함');
    expect(later).toHaveTextContent('11월 3일 (화) 오전 3:00까지');
    expect(later).not.toHaveTextContent('남음');

    await act(() => vi.advanceTimersByTimeAsync(MINUTE));
    expect(soon).toHaveTextContent('3시간 29분 남음');
    // under three hours: said in words (마감 임박), not only in colour
    await act(() => vi.advanceTimersByTimeAsync(30 * MINUTE));
    expect(soon).toHaveTextContent(`${studentKo.deadline.urgent} · 2시간 59분 남음`);
    await act(() => vi.advanceTimersByTimeAsync(3 * HOUR));
    expect(soon).toHaveTextContent(studentKo.deadline.passed);
  });

  it('입금했어요 sends the time, amount and deposit name; the card shows them back with 수정', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
    let claimed: ReservationCard['transferClaim'] = null;
    const requests = serve({
      reservations: () => jsonResponse([card({ transferClaim: claimed })]),
      claim: (request) => {
        const body = bodyOf(request);
        claimed = {
          transferredAt: new Date(String(body.transferredAt)).toISOString(),
          amount: Number(body.amount),
          depositName: String(body.depositName),
          claimedAt: iso(NOW),
        };
        return jsonResponse(card({ transferClaim: claimed, expiresAt: '2099-11-03T10:00:00.000Z' }));
      },
    });
    await openMyPage();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const item = await articleOf(card().title);
    await user.click(within(item).getByRole('button', { name: studentKo.claim.open }));

    const dialog = screen.getByRole('dialog', { name: studentKo.claim.title });
    // first time: now (Seoul), the card's price and its deposit name
    const time = within(dialog).getByLabelText(studentKo.claim.transferredAt);
    expect(time).toHaveValue('2099-11-01T21:00');
    expect(within(dialog).getByLabelText(studentKo.claim.amount)).toHaveValue('20,000');
    expect(within(dialog).getByLabelText(studentKo.claim.depositName)).toHaveValue('20260001김모아');

    // a datetime-local control takes its value whole (typed characters are not a valid value on the way)
    fireEvent.change(time, { target: { value: '2099-11-01T14:03' } });
    await user.click(within(dialog).getByRole('button', { name: studentKo.claim.submit }));

    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    const sent = requests.find((r) => r.url.pathname === '/mypage/student/reservation/31/transfer-claim');
    expect(sent?.method).toBe('POST');
    expect(bodyOf(sent!)).toEqual({
      transferredAt: '2099-11-01T14:03:00+09:00',
      amount: 20000,
      depositName: '20260001김모아',
    });
    expect(item).toHaveTextContent(
      '11월 1일 14:03에 20,000원, 20260001김모아 이름으로 보냈다고 알렸어요 · 확인 중',
    );
    expect(item).toHaveTextContent(studentKo.claim.keptUntil('11월 3일 (화) 오후 7:00'));
    expect(within(item).getAllByText(studentKo.myPage.claimed, { exact: true })[0]).toHaveClass(/badge/);

    // 수정 opens the form again with what was said
    await user.click(within(item).getByRole('button', { name: ko.common.edit }));
    const edit = screen.getByRole('dialog', { name: studentKo.claim.editTitle });
    expect(within(edit).getByLabelText(studentKo.claim.transferredAt)).toHaveValue('2099-11-01T14:03');
    expect(within(edit).getByRole('button', { name: ko.common.save })).toBeInTheDocument();
  }, 15_000);

  it('checks the fields before sending, puts the server field errors on their fields and says a refusal', async () => {
    let answer = jsonResponse(
      {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: '입력값을 확인해주세요.',
        fieldErrors: { depositName: '입금자명을 입력해주세요.' },
      },
      400,
    );
    const requests = serve({ reservations: () => jsonResponse([card()]), claim: () => answer });
    const { user } = await openMyPage();
    const item = await articleOf(card().title);
    await user.click(within(item).getByRole('button', { name: studentKo.myPage.pay }));
    const payment = screen.getByRole('dialog', { name: studentKo.transfer.payTitle });
    await user.click(within(payment).getByRole('button', { name: studentKo.claim.open }));
    const dialog = screen.getByRole('dialog', { name: studentKo.claim.title });

    // the contract's rule, before any request: the field says it and takes the focus
    const amount = within(dialog).getByLabelText(studentKo.claim.amount);
    await user.clear(amount);
    await user.click(within(dialog).getByRole('button', { name: studentKo.claim.submit }));
    expect(await within(dialog).findByText('보낸 금액을 입력해주세요.')).toBeInTheDocument();
    await waitFor(() => expect(amount).toHaveFocus());
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    const claims = () => requests.filter((r) => r.url.pathname.endsWith('/transfer-claim'));
    expect(claims()).toHaveLength(0);

    // the server's field error lands on its field
    await user.type(amount, '20000');
    await user.click(within(dialog).getByRole('button', { name: studentKo.claim.submit }));
    const name = within(dialog).getByLabelText(studentKo.claim.depositName);
    expect(await within(dialog).findByText('입금자명을 입력해주세요.')).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(claims()).toHaveLength(1);

    // a refusal (the reservation expired meanwhile) is said in the dialog, in the server's words
    answer = jsonResponse(
      {
        status: 409,
        code: 'RESERVATION_STATE',
        message: '입금 미확인 상태인 예매만 입금 완료를 알릴 수 있습니다.',
      },
      409,
    );
    await user.click(within(dialog).getByRole('button', { name: studentKo.claim.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '입금 미확인 상태인 예매만 입금 완료를 알릴 수 있습니다.',
    );
    // closing goes back to the payment modal's 입금했어요
    await user.click(within(dialog).getByRole('button', { name: ko.common.cancel }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: studentKo.claim.title })).not.toBeInTheDocument(),
    );
  });
});
