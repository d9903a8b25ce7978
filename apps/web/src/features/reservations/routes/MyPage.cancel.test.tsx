/** /mypage's cancelling and refunds (docs/product.md#cancelling-and-refunds), against a stubbed server. */
import type { ReservationCard } from '@moa/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { closeSessionExpired } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch';
import { signedInStudentEachTest } from '../../../test/session';
import { card, openMyPage, serve } from './MyPage.fixtures';

signedInStudentEachTest(closeSessionExpired);

const c = studentKo.cancelling;
const ACCOUNT = { bankName: '카카오뱅크', accountNumber: '3333019876543', holder: '김모아' } as const;
const paid = (overrides: Partial<ReservationCard> = {}) => card({ paid: true, status: 'paid', ...overrides });
const bodyOf = (request: RecordedRequest | undefined) => JSON.parse(String(request?.body)) as unknown;
const article = () => screen.findByRole('article', { name: card().title });

describe('/mypage cancelling', () => {
  it('예매 취소 of an unpaid reservation asks first, then the card is 취소됨 with nothing left to do', async () => {
    const requests = serve({
      reservations: () => jsonResponse([card()]),
      cancelReservation: () => jsonResponse(card({ status: 'cancelled' })),
    });
    const { user } = await openMyPage();
    const item = await article();
    // an unpaid card is cancelled directly: no request to the club
    expect(
      within(item).queryByRole('button', { name: studentKo.myPage.cancelRequest }),
    ).not.toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: c.cancel }));
    const ask = screen.getByRole('alertdialog', { name: c.cancelTitle });
    expect(ask).toHaveTextContent(c.cancelBody(card().title, '2매'));
    await user.click(within(ask).getByRole('button', { name: c.cancelConfirm }));

    await waitFor(() => expect(item).toHaveTextContent(studentKo.myPage.cancelledNote));
    expect(requests.find((r) => r.method === 'DELETE')?.url.pathname).toBe('/mypage/student/reservation/31');
    expect(item).toHaveTextContent(studentKo.myPage.cancelled);
    for (const name of [studentKo.myPage.pay, studentKo.claim.open, c.cancel]) {
      expect(within(item).queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('a refused cancel is said in the modal in the server words; a lost session opens the session-expired modal', async () => {
    let answer = jsonResponse(
      { status: 409, code: 'SCHEDULE_STARTED', message: '이미 시작된 회차의 예매는 취소할 수 없습니다.' },
      409,
    );
    serve({ reservations: () => jsonResponse([card()]), cancelReservation: () => answer });
    const { user } = await openMyPage();
    await user.click(within(await article()).getByRole('button', { name: c.cancel }));
    const ask = screen.getByRole('alertdialog', { name: c.cancelTitle });
    await user.click(within(ask).getByRole('button', { name: c.cancelConfirm }));
    expect(await within(ask).findByRole('alert')).toHaveTextContent(
      '이미 시작된 회차의 예매는 취소할 수 없습니다.',
    );

    answer = jsonResponse({ status: 401, code: 'SESSION_EXPIRED', message: 'expired' }, 401);
    await user.click(within(ask).getByRole('button', { name: c.cancelConfirm }));
    expect(await screen.findByRole('alertdialog', { name: ko.session.expiredTitle })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: c.cancelTitle })).not.toBeInTheDocument();
  });

  it('취소 요청 of a paid reservation asks for the refund account, checks it on its fields and sends it', async () => {
    let current = paid();
    const requests = serve({
      reservations: () => jsonResponse([current]),
      cancel: () => {
        current = paid({
          cancelRequest: true,
          cancelRequestedAt: '2099-11-20T05:03:00.000Z',
          refundAccount: ACCOUNT,
        });
        return jsonResponse({ reservationId: 31, cancelRequest: true });
      },
    });
    const { user } = await openMyPage();
    const item = await article();
    // a paid card is never cancelled at once
    expect(within(item).queryByRole('button', { name: c.cancel })).not.toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: studentKo.myPage.cancelRequest }));
    const dialog = screen.getByRole('dialog', { name: c.requestTitle });
    expect(dialog).toHaveTextContent(c.requestLead('20,000원'));
    // the holder starts as the student's name; the bank and the number are asked for
    const holder = within(dialog).getByLabelText(c.holder);
    await waitFor(() => expect(holder).toHaveValue('김모아'));
    await user.clear(holder);
    await user.click(within(dialog).getByRole('button', { name: c.submit }));
    expect(await within(dialog).findByText('환불받을 은행을 선택해주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('환불받을 계좌번호를 입력해주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('예금주를 입력해주세요.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText(c.bank)).toHaveFocus());
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    // every Korean bank and the securities firms, in two groups; the spec's 12 banks first
    const banks = within(dialog).getByLabelText(c.bank);
    const group = (label: string) => within(within(banks).getByRole('group', { name: label }));
    expect(group(c.bankGroup).getAllByRole('option')[0]).toHaveTextContent('신한은행');
    expect(group(c.bankGroup).getByRole('option', { name: '케이뱅크' })).toBeInTheDocument();
    expect(group(c.securitiesGroup).getByRole('option', { name: '미래에셋증권' })).toBeInTheDocument();
    await user.selectOptions(banks, '카카오뱅크');
    // digits only: the hyphens never reach the field
    await user.type(within(dialog).getByLabelText(c.accountNumber), '3333-01-9876543');
    await user.type(holder, '김모아');
    await user.click(within(dialog).getByRole('button', { name: c.submit }));

    await waitFor(() => expect(item).toHaveTextContent(c.pendingTitle));
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.url.pathname).toBe('/mypage/student/reservation/31/cancel-request');
    expect(bodyOf(post)).toEqual({ refundAccount: ACCOUNT });
    expect(screen.queryByRole('dialog', { name: c.requestTitle })).not.toBeInTheDocument();
    expect(item).toHaveTextContent(studentKo.myPage.cancelRequested);
    expect(item).toHaveTextContent(c.account('카카오뱅크', '3333019876543', '김모아'));
    expect(item).toHaveTextContent(c.requestedAt('11월 20일 14:03'));
    expect(within(item).getByRole('button', { name: c.editAccount })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: studentKo.myPage.withdraw })).toBeInTheDocument();
  });

  it("puts the server's field errors on the account's fields", async () => {
    serve({
      reservations: () => jsonResponse([paid()]),
      cancel: () =>
        jsonResponse(
          {
            status: 400,
            code: 'VALIDATION_FAILED',
            message: '입력값을 확인해주세요.',
            fieldErrors: { 'refundAccount.accountNumber': '계좌번호는 숫자만 입력해주세요.' },
          },
          400,
        ),
    });
    const { user } = await openMyPage();
    await user.click(within(await article()).getByRole('button', { name: studentKo.myPage.cancelRequest }));
    const dialog = screen.getByRole('dialog', { name: c.requestTitle });
    await user.selectOptions(within(dialog).getByLabelText(c.bank), '신한은행');
    await user.type(within(dialog).getByLabelText(c.accountNumber), '110123456789');
    await user.click(within(dialog).getByRole('button', { name: c.submit }));
    const number = within(dialog).getByLabelText(c.accountNumber);
    await waitFor(() => expect(number).toHaveAccessibleDescription(/계좌번호는 숫자만 입력해주세요/));
    expect(number).toHaveAttribute('aria-invalid', 'true');
  });

  it('계좌 수정 opens the account as sent and sends the new one; 요청 철회 asks first', async () => {
    let current = paid({
      cancelRequest: true,
      cancelRequestedAt: '2099-11-20T05:03:00.000Z',
      refundAccount: ACCOUNT,
    });
    const requests = serve({
      reservations: () => jsonResponse([current]),
      cancel: (request) => {
        const on = request.method === 'POST';
        current = on
          ? paid({ ...current, refundAccount: { ...ACCOUNT, bankName: '토스뱅크' } })
          : paid({ cancelRequest: false });
        return jsonResponse({ reservationId: 31, cancelRequest: on });
      },
    });
    const { user } = await openMyPage();
    const item = await article();
    await user.click(within(item).getByRole('button', { name: c.editAccount }));
    const dialog = screen.getByRole('dialog', { name: c.editTitle });
    expect(within(dialog).getByLabelText(c.bank)).toHaveValue('카카오뱅크');
    expect(within(dialog).getByLabelText(c.accountNumber)).toHaveValue('3333019876543');
    await user.selectOptions(within(dialog).getByLabelText(c.bank), '토스뱅크');
    await user.click(within(dialog).getByRole('button', { name: ko.common.save }));
    await waitFor(() => expect(item).toHaveTextContent('토스뱅크 3333019876543'));
    expect(bodyOf(requests.find((r) => r.method === 'POST'))).toEqual({
      refundAccount: { ...ACCOUNT, bankName: '토스뱅크' },
    });

    await user.click(within(item).getByRole('button', { name: studentKo.myPage.withdraw }));
    const ask = screen.getByRole('alertdialog', { name: studentKo.myPage.withdrawTitle });
    await user.click(within(ask).getByRole('button', { name: studentKo.myPage.withdrawConfirm }));
    await waitFor(() => expect(item).not.toHaveTextContent(c.pendingTitle));
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect(within(item).getByRole('button', { name: studentKo.myPage.cancelRequest })).toBeInTheDocument();
  });

  it('an unpaid card with a pending request asks for no payment and can be withdrawn or cancelled', async () => {
    serve({ reservations: () => jsonResponse([card({ cancelRequest: true })]) });
    await openMyPage();
    const item = await article();
    expect(item).toHaveTextContent(studentKo.myPage.cancelRequested);
    expect(item).toHaveTextContent(studentKo.myPage.cancelPendingUnpaid);
    expect(item).not.toHaveTextContent(studentKo.myPage.unpaid);
    expect(item).not.toHaveTextContent('3333051234567');
    expect(within(item).queryByRole('button', { name: studentKo.myPage.pay })).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: studentKo.myPage.withdraw })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: c.cancel })).toBeInTheDocument();
  });

  it("a refused request shows the club's reason, and the student may ask again", async () => {
    serve({
      reservations: () =>
        jsonResponse([
          paid({
            cancelRejection: { reason: '공연 당일에는 취소할 수 없습니다.', at: '2099-11-21T01:00:00.000Z' },
          }),
        ]),
    });
    await openMyPage();
    const item = await article();
    const note = within(item).getByRole('note');
    expect(note).toHaveTextContent(c.rejectedTitle);
    expect(note).toHaveTextContent(c.rejectedReason('공연 당일에는 취소할 수 없습니다.'));
    expect(note).toHaveTextContent('11월 21일 10:00');
    expect(item).toHaveTextContent(studentKo.myPage.paid);
    expect(within(item).getByRole('button', { name: studentKo.myPage.cancelRequest })).toBeInTheDocument();
  });

  it('a cancelled paid reservation shows its refund: 환불 대기, then 환불 완료 with the date', async () => {
    let refundedAt: string | null = null;
    serve({
      reservations: () =>
        jsonResponse([paid({ status: 'cancelled', refund: { amount: 20000, refundedAt } })]),
    });
    const { user } = await openMyPage();
    const item = await article();
    expect(item).toHaveTextContent(`${c.refund} 20,000원`);
    expect(item).toHaveTextContent(c.refundOwed);
    expect(item).toHaveTextContent(c.refundOwedNote);
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();

    refundedAt = '2099-11-22T06:30:00.000Z';
    await user.click(screen.getAllByRole('button', { name: studentKo.myPage.refresh })[0]!);
    await waitFor(() => expect(item).toHaveTextContent(c.refundDone));
    expect(item).toHaveTextContent(c.refundDoneAt('11월 22일 15:30'));
    expect(item).not.toHaveTextContent(c.refundOwed);
  });

  it('no cancel action once the schedule has started, but a pending request can still be withdrawn', async () => {
    serve({
      reservations: () =>
        jsonResponse([
          card({ reservationId: 1, title: '지난 공연', date: '2020-01-01' }),
          paid({ reservationId: 2, title: '지난 확정', date: '2020-01-01' }),
          paid({
            reservationId: 3,
            title: '요청한 공연',
            date: '2020-01-01',
            cancelRequest: true,
            refundAccount: ACCOUNT,
          }),
        ]),
    });
    await openMyPage();
    for (const title of ['지난 공연', '지난 확정']) {
      const item = await screen.findByRole('article', { name: title });
      expect(within(item).queryByRole('button', { name: c.cancel })).not.toBeInTheDocument();
      expect(
        within(item).queryByRole('button', { name: studentKo.myPage.cancelRequest }),
      ).not.toBeInTheDocument();
    }
    const requested = screen.getByRole('article', { name: '요청한 공연' });
    expect(within(requested).getByRole('button', { name: studentKo.myPage.withdraw })).toBeInTheDocument();
  });
});
