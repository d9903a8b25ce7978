/** The 취소 요청 worklist and the refund asked when deleting paid holders (docs/product.md#cancelling-and-refunds). */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch';
import { setUpManagerTests } from '../../../test/manager';
import { db, holder, openPage, rowCheckbox, serve, writes } from './test-support';

const c = manageKo.cancelRequests;
const t = manageKo.managerArea.holders;
const WORKLIST = '/manager/holder/7?filter=cancelRequested';
const REQUESTED_AT = '2026-05-02T03:00:00.000Z'; // 12:00 in Seoul
const ACCOUNT = { bankName: '토스뱅크', accountNumber: '100012345678', holder: '최바다' } as const;

setUpManagerTests();

beforeEach(() => {
  db.holders = [
    holder(1, '김모아'),
    holder(2, '이하늘', { cancelRequest: true, cancelRequestedAt: REQUESTED_AT }),
    holder(3, '박소리', { status: 'paid' }),
    holder(4, '최바다', {
      status: 'paid',
      ticketNumber: 3,
      price: 30000,
      cancelRequest: true,
      cancelRequestedAt: REQUESTED_AT,
      refundAccount: ACCOUNT,
    }),
  ];
});

const bodyOf = (request: RecordedRequest | undefined) => JSON.parse(String(request?.body)) as unknown;
const worklist = () => screen.getByRole('list', { name: c.worklistLabel('소리울 정기공연 〈울림〉') });

describe('the cancel-request worklist', () => {
  it('lists only the requests, with when they were sent and the refund account, and answers them in batch', async () => {
    serve();
    await openPage(WORKLIST);
    const items = within(worklist()).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual(['이하늘', '최바다']);
    const paid = within(worklist()).getByRole('listitem', { name: '최바다' });
    expect(paid).toHaveTextContent(ko.bankAccount('토스뱅크', '100012345678', '최바다'));
    expect(paid).toHaveTextContent('2026.05.02 (토) 12:00');
    expect(paid).toHaveTextContent('30,000원');
    expect(within(worklist()).getByRole('listitem', { name: '이하늘' })).toHaveTextContent(c.noAccount);
    // the worklist's batch answers requests; the payment actions are not offered here
    expect(screen.getByRole('button', { name: c.approve })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: c.reject })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: manageKo.holderMoney.markPaid })).not.toBeInTheDocument();
  });

  it('취소 승인 says the seats return and the refund recorded, then sends the ids and empties the list', async () => {
    const requests = serve();
    const { user, selectAll } = await openPage(WORKLIST);
    await user.click(selectAll);
    await user.click(screen.getByRole('button', { name: c.approve }));
    const confirm = await screen.findByRole('alertdialog', { name: c.approveTitle });
    expect(confirm).toHaveTextContent(c.approveBody(2, 5));
    expect(confirm).toHaveTextContent(c.approveRefund(1, '30,000원'));
    await user.click(within(confirm).getByRole('button', { name: c.approveConfirm }));

    expect(await screen.findByText(c.approved(2))).toBeInTheDocument();
    const sent = writes(requests);
    expect(sent.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'POST /mypage/manager/holder/7/cancel',
    ]);
    expect(bodyOf(sent[0])).toEqual({ reservationIds: [2, 4], approve: true });
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: /취소 요청 목록/ })).not.toBeInTheDocument(),
    );
  });

  it('취소 거절 needs a reason, checked on its field, and sends it', async () => {
    const requests = serve();
    const { user } = await openPage(WORKLIST);
    await user.click(rowCheckbox('최바다'));
    await user.click(screen.getByRole('button', { name: c.reject }));
    const dialog = await screen.findByRole('dialog', { name: c.rejectTitle });
    expect(dialog).toHaveTextContent(c.rejectLead(1));
    await user.click(within(dialog).getByRole('button', { name: c.rejectConfirm }));
    expect(await within(dialog).findByText('거절 사유를 입력해주세요.')).toBeInTheDocument();
    const reason = within(dialog).getByLabelText(c.reason);
    await waitFor(() => expect(reason).toHaveFocus());
    expect(writes(requests)).toHaveLength(0);

    await user.type(reason, '공연 당일에는 취소할 수 없습니다.');
    await user.click(within(dialog).getByRole('button', { name: c.rejectConfirm }));
    expect(await screen.findByText(c.rejected(1))).toBeInTheDocument();
    expect(bodyOf(writes(requests)[0])).toEqual({
      reservationIds: [4],
      approve: false,
      reason: '공연 당일에는 취소할 수 없습니다.',
    });
    expect(screen.queryByRole('dialog', { name: c.rejectTitle })).not.toBeInTheDocument();
  });

  it("a refused answer is said in the server's words; nothing selected says so", async () => {
    serve({
      cancel: () =>
        jsonResponse(
          {
            status: 409,
            code: 'RESERVATION_STATE',
            message: '취소 요청이 없는 예매가 포함되어 있어 처리하지 않았습니다.',
          },
          409,
        ),
    });
    const { user } = await openPage(WORKLIST);
    await user.click(screen.getByRole('button', { name: c.approve }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(c.notRequested);
    await user.click(screen.getByRole('button', { name: ko.common.ok }));

    await user.click(rowCheckbox('이하늘'));
    await user.click(screen.getByRole('button', { name: c.approve }));
    const confirm = await screen.findByRole('alertdialog', { name: c.approveTitle });
    expect(confirm).not.toHaveTextContent(c.approveRefund(1, '30,000원'));
    await user.click(within(confirm).getByRole('button', { name: c.approveConfirm }));
    expect(
      await screen.findByText('취소 요청이 없는 예매가 포함되어 있어 처리하지 않았습니다.'),
    ).toBeInTheDocument();
  });
});

describe('deleting paid holders', () => {
  it('asks whether they are owed a refund (yes by default) and sends the answer', async () => {
    const requests = serve();
    const { user } = await openPage();
    await user.click(rowCheckbox('김모아'));
    await user.click(rowCheckbox('박소리'));
    await user.click(screen.getByRole('button', { name: t.deleteSelected }));
    let confirm = await screen.findByRole('alertdialog', { name: t.deleteTitle });
    const owed = within(confirm).getByRole('checkbox', { name: c.deleteRefund(1, '20,000원') });
    expect(owed).toBeChecked();
    await user.click(within(confirm).getByRole('button', { name: t.deleteConfirm }));
    await screen.findByText(t.deletedDone(2));
    expect(bodyOf(writes(requests)[0])).toEqual({
      reservationList: [{ reservationId: 1 }, { reservationId: 3 }],
      refund: true,
    });

    // one paid holder deleted without a refund
    await user.click(screen.getByRole('button', { name: t.deleteOne('최바다') }));
    confirm = await screen.findByRole('alertdialog', { name: t.deleteTitle });
    await user.click(within(confirm).getByRole('checkbox', { name: c.deleteRefund(1, '30,000원') }));
    await user.click(within(confirm).getByRole('button', { name: t.deleteConfirm }));
    await screen.findByText(t.deletedDone(1));
    expect(bodyOf(writes(requests)[1])).toEqual({ reservationList: [{ reservationId: 4 }], refund: false });

    // nobody paid: nothing to ask
    await user.click(screen.getByRole('button', { name: t.deleteOne('이하늘') }));
    confirm = await screen.findByRole('alertdialog', { name: t.deleteTitle });
    expect(within(confirm).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
