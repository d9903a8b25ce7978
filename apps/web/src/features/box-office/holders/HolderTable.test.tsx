import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import { jsonResponse } from '../../../test/fetch';
import { setUpManagerTests } from '../../../test/manager';
import { db, holder, openPage, rowCheckbox, serve, writes } from './test-support';

const t = manageKo.managerArea.holders;
const m = manageKo.holderMoney;

setUpManagerTests();

const claim = {
  transferredAt: '2026-05-01T11:00:00.000Z',
  amount: 20000,
  depositName: '20260003박소리',
  claimedAt: '2026-05-01T11:05:00.000Z',
};

beforeEach(() => {
  db.holders = [
    holder(1, '김모아'),
    holder(2, '이하늘', { cancelRequest: true }),
    holder(3, '박소리', { transferClaim: claim }),
    holder(4, '최바다', {
      status: 'paid',
      paymentChangedAt: '2026-05-01T12:00:00.000Z',
      paymentChangedBy: 'manager@example.ac.kr',
    }),
    holder(5, '정가람', { status: 'expired' }),
    holder(6, '한별', { scheduleId: 8 }),
  ];
});

const names = () => screen.getAllByRole('rowheader').map((th) => th.querySelector('span')?.textContent);
const summary = () => screen.getByRole('region', { name: m.summary.label });

describe('holder table', () => {
  it('shows the states, the claim, the pay-by time and who changed the payment; the money stays in view', async () => {
    serve();
    await openPage();
    expect(
      screen.getByRole('button', { name: m.toggleLabel('박소리', m.status.needsCheck) }),
    ).toHaveAccessibleDescription(
      `${m.claimTitle}${m.claimLine({ at: '2026.05.01 (금) 20:00', amount: '20,000원', name: '20260003박소리' })}`,
    );
    const expired = screen.getByRole('row', { name: /정가람/ });
    expect(within(expired).getByText(m.status.expired)).toBeInTheDocument();
    expect(within(expired).queryByRole('button', { name: /입금 상태/ })).toBeNull();
    expect(within(expired).getByText(m.expiredAt('05.02 19:30'))).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /김모아/ })).getByText(m.payBy('05.02 19:30')),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /최바다/ })).getByText(m.changedBy('manager@example.ac.kr')),
    ).toBeInTheDocument();
    // 4 live holders of schedule 7: 80,000 expected, 20,000 confirmed
    expect(summary()).toHaveTextContent('예상80,000원');
    expect(summary()).toHaveTextContent('확인20,000원');
    expect(summary()).toHaveTextContent('미입금60,000원');
    expect(summary()).toHaveTextContent(m.summary.paid('1', '4'));
  });

  it('searches once typing rests, and not in the middle of an IME composition', async () => {
    serve();
    await openPage();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const box = screen.getByRole('searchbox', { name: m.search.label });
      fireEvent.compositionStart(box);
      fireEvent.change(box, { target: { value: 'ㅎ' } });
      await act(() => vi.advanceTimersByTimeAsync(500));
      expect(names()).toHaveLength(5);
      fireEvent.change(box, { target: { value: '하늘' } });
      fireEvent.compositionEnd(box);
      await act(() => vi.advanceTimersByTimeAsync(500));
      expect(names()).toEqual(['이하늘']);
      expect(screen.getByText(m.shown('1', '5'))).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('filters by state with counts, and sorts by a header with aria-sort', async () => {
    serve();
    const { user } = await openPage();
    const filters = screen.getByRole('group', { name: m.filters.label });
    await user.click(within(filters).getByRole('button', { name: `${m.filters.needsCheck} 1` }));
    expect(names()).toEqual(['박소리']);
    // 취소 요청 is the worklist of requests (CancelRequests.test.tsx), a list instead of the table
    await user.click(within(filters).getByRole('button', { name: `${m.filters.cancelRequested} 1` }));
    expect(
      within(screen.getByRole('list', { name: /취소 요청 목록/ }))
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['이하늘']);
    await user.click(within(filters).getByRole('button', { name: `${m.filters.all} 5` }));

    const header = screen.getByRole('columnheader', { name: t.columns.name });
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['김모아', '박소리', '이하늘', '정가람', '최바다']);
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(names()[0]).toBe('최바다');
  });

  it('shift-click selects the range between two checkboxes, and a batch 입금 확인 updates the totals', async () => {
    const requests = serve();
    const { user } = await openPage();
    await user.click(rowCheckbox('김모아'));
    await user.keyboard('{Shift>}');
    await user.click(rowCheckbox('박소리'));
    await user.keyboard('{/Shift}');
    for (const name of ['김모아', '이하늘', '박소리']) expect(rowCheckbox(name)).toBeChecked();
    expect(rowCheckbox('최바다')).not.toBeChecked();
    expect(screen.getByText(t.selected(3))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: m.markPaid }));
    const ask = await screen.findByRole('alertdialog', { name: m.paidTitle });
    await user.click(within(ask).getByRole('button', { name: m.markPaid }));
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(JSON.parse(String(writes(requests)[0]!.body))).toEqual({
      reservationList: [1, 2, 3].map((reservationId) => ({ reservationId, isPaid: true })),
    });
    await waitFor(() => expect(summary()).toHaveTextContent('확인80,000원'));
    expect(summary()).toHaveTextContent('미입금0원');
  });

  it('restores expired holders after a confirmation; a 409 is told in the server’s words', async () => {
    let refuse = true;
    const requests = serve({
      restore: () =>
        refuse
          ? jsonResponse(
              { status: 409, code: 'SOLD_OUT', message: '남은 좌석이 없어 되살릴 수 없습니다.' },
              409,
            )
          : jsonResponse({ success: true, count: 1 }),
    });
    const { user } = await openPage();
    await user.click(rowCheckbox('김모아'));
    await user.click(screen.getByRole('button', { name: m.restore }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(m.restoreNone);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: ko.common.ok }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await user.click(rowCheckbox('정가람'));
    await user.click(screen.getByRole('button', { name: m.restore }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(m.restoreBody(1));
    await user.click(within(confirm).getByRole('button', { name: m.restoreConfirm }));
    expect(await screen.findByText('남은 좌석이 없어 되살릴 수 없습니다.')).toBeInTheDocument();
    const restore = writes(requests).find((r) => r.url.pathname === '/mypage/manager/holder/7/restore')!;
    expect(JSON.parse(String(restore.body))).toEqual({ reservationList: [{ reservationId: 5 }] });

    refuse = false;
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: ko.common.ok }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(rowCheckbox('정가람'));
    await user.click(screen.getByRole('button', { name: m.restore }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: m.restoreConfirm }),
    );
    expect(await screen.findByText(m.restoreDone(1))).toBeInTheDocument();
  });

  it('the all-schedules view lists every schedule with a 회차 column and filter, and exports the show’s XLSX', async () => {
    const requests = serve();
    const saved: Blob[] = [];
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      saved.push(blob as Blob);
      return 'blob:x';
    };
    URL.revokeObjectURL = () => {};
    const { user } = await openPage('/manager/holder/7?view=all');
    await waitFor(() => expect(names()).toHaveLength(6));
    expect(screen.getByRole('link', { name: m.view.all })).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('row', { name: /한별/ })).getByText('2회차')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(m.scheduleFilter), '8');
    expect(names()).toEqual(['한별']);
    expect(screen.queryByRole('button', { name: t.csv })).toBeNull();

    await user.click(screen.getByRole('button', { name: m.xlsx }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(requests.some((r) => r.url.pathname === '/mypage/manager/show/3/holders.xlsx')).toBe(true);

    // a batch across schedules goes to each schedule's own address
    await user.selectOptions(screen.getByLabelText(m.scheduleFilter), '');
    await user.click(rowCheckbox('김모아'));
    await user.click(rowCheckbox('한별'));
    await user.click(screen.getByRole('button', { name: m.markPaid }));
    const ask = await screen.findByRole('alertdialog', { name: m.paidTitle });
    await user.click(within(ask).getByRole('button', { name: m.markPaid }));
    await waitFor(() => expect(writes(requests)).toHaveLength(2));
    expect(writes(requests).map((r) => r.url.pathname)).toEqual([
      '/mypage/manager/holder/7',
      '/mypage/manager/holder/8',
    ]);
  });
});
