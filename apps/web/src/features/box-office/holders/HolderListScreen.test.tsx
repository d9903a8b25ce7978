import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import { jsonResponse } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { setUpManagerTests } from '../../../test/manager';
import { db, holder, openPage, rowCheckbox, serve, writes } from './test-support';

const t = manageKo.managerArea.holders;
const m = manageKo.holderMoney;

setUpManagerTests();

beforeEach(() => {
  db.holders = [
    holder(1, '김모아'),
    holder(2, '이하늘', { cancelRequest: true }),
    holder(3, '박소리', { status: 'paid' }),
  ];
});

describe('holder list selection', () => {
  it('shows the holders with their status labels, the cancel-request label and a labelled table', async () => {
    serve();
    await openPage();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      t.selectAll,
      '예매일시',
      '이름',
      '학번',
      '전화번호',
      '입금자명',
      '매수',
      '입장',
      '금액',
      '상태',
      '입금 기한·변경',
      '삭제',
    ]);
    const row = screen.getByRole('row', { name: /이하늘/ });
    expect(within(row).getByText(t.cancelRequest)).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: m.toggleLabel('이하늘', m.status.unpaid) }),
    ).toHaveTextContent(m.status.unpaid);
    expect(screen.getByRole('button', { name: m.toggleLabel('박소리', m.status.paid) })).toHaveTextContent(
      m.status.paid,
    );
    // 2026-05-01T10:30Z is 19:30 in Seoul
    expect(within(row).getByTitle('2026.05.01 (금) 19:30')).toHaveTextContent('05.01 19:30');
  });

  it('select-all selects every holder, then clears them; a partial selection is indeterminate', async () => {
    serve();
    const { user, selectAll } = await openPage();

    await user.click(selectAll);
    for (const name of ['김모아', '이하늘', '박소리']) expect(rowCheckbox(name)).toBeChecked();
    expect(screen.getByText(t.selected(3))).toBeInTheDocument();

    await user.click(rowCheckbox('이하늘'));
    expect(selectAll).not.toBeChecked();
    expect((selectAll as HTMLInputElement).indeterminate).toBe(true);

    await user.click(rowCheckbox('이하늘'));
    expect(selectAll).toBeChecked();
    await user.click(selectAll);
    for (const name of ['김모아', '이하늘', '박소리']) expect(rowCheckbox(name)).not.toBeChecked();
  });

  it('a batch with nothing selected alerts and sends nothing', async () => {
    const requests = serve();
    const { user } = await openPage();

    for (const action of [m.markPaid, m.markUnpaid, m.restore, t.deleteSelected]) {
      await user.click(screen.getByRole('button', { name: action }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent(t.nothingSelected);
      await user.click(within(dialog).getByRole('button', { name: ko.common.ok }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    }
    expect(writes(requests)).toHaveLength(0);
  });

  it('marks the selected holders paid in one call after saying how many and how much, then clears the selection', async () => {
    const requests = serve();
    const { user, selectAll } = await openPage();

    await user.click(rowCheckbox('김모아'));
    await user.click(rowCheckbox('이하늘'));
    await user.click(screen.getByRole('button', { name: m.markPaid }));
    const ask = await screen.findByRole('alertdialog', { name: m.paidTitle });
    expect(ask).toHaveTextContent(m.paidBody(2, '40,000원'));
    expect(writes(requests)).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: m.markPaid }));

    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    const put = writes(requests)[0]!;
    expect(put.method).toBe('PUT');
    expect(JSON.parse(String(put.body))).toEqual({
      reservationList: [
        { reservationId: 1, isPaid: true },
        { reservationId: 2, isPaid: true },
      ],
    });
    expect(await screen.findByText(`${t.paidDone(2)} ${m.undoWindow}`)).toBeInTheDocument();
    await waitFor(() => expect(rowCheckbox('김모아')).not.toBeChecked());
    expect(rowCheckbox('이하늘')).not.toBeChecked();
    expect(selectAll).not.toBeChecked();
    expect(screen.getByRole('button', { name: m.toggleLabel('김모아', m.status.paid) })).toHaveTextContent(
      m.status.paid,
    );
    expect(screen.getByRole('button', { name: m.toggleLabel('이하늘', m.status.paid) })).toBeInTheDocument();
  });

  it('clears the selection after a failed batch too, and alerts to retry', async () => {
    serve({
      payment: () => jsonResponse({ status: 400, code: 'BAD_REQUEST', message: '처리하지 않았습니다.' }, 400),
    });
    const { user } = await openPage();

    await user.click(rowCheckbox('박소리'));
    await user.click(screen.getByRole('button', { name: m.markUnpaid }));
    const ask = await screen.findByRole('alertdialog', { name: m.unpaidTitle });
    expect(ask).toHaveTextContent(m.unpaidBody(1, '20,000원'));
    await user.click(within(ask).getByRole('button', { name: m.markUnpaid }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: m.unpaidTitle })).toBeNull());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(t.paymentFailed);
    expect(rowCheckbox('박소리')).not.toBeChecked();
  });

  it('asks nothing and changes nothing when taking back the payment of holders who have not paid', async () => {
    const requests = serve();
    const { user } = await openPage();
    await user.click(rowCheckbox('김모아'));
    await user.click(screen.getByRole('button', { name: m.markUnpaid }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(m.unpaidNone);
    expect(writes(requests)).toHaveLength(0);
  });

  it('deletes the selected holders after the confirmation, then clears the selection', async () => {
    const requests = serve();
    const { user, selectAll } = await openPage();

    await user.click(rowCheckbox('김모아'));
    await user.click(rowCheckbox('박소리'));
    await user.click(screen.getByRole('button', { name: t.deleteSelected }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(t.deleteBody(2));
    expect(writes(requests)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: t.deleteConfirm }));

    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(writes(requests)[0]!.method).toBe('POST');
    // 박소리 paid: the refund is owed unless the manager says otherwise (CancelRequests.test.tsx)
    expect(JSON.parse(String(writes(requests)[0]!.body))).toEqual({
      reservationList: [{ reservationId: 1 }, { reservationId: 3 }],
      refund: true,
    });
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: t.selectOne('김모아') })).toBeNull());
    expect(rowCheckbox('이하늘')).not.toBeChecked();
    expect(selectAll).not.toBeChecked();
  });

  it('the toggle changes one holder only and keeps the selection', async () => {
    const requests = serve();
    const { user } = await openPage();

    await user.click(rowCheckbox('박소리'));
    await user.click(screen.getByRole('button', { name: m.toggleLabel('김모아', m.status.unpaid) }));
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(JSON.parse(String(writes(requests)[0]!.body))).toEqual({
      reservationList: [{ reservationId: 1, isPaid: true }],
    });
    expect(
      await screen.findByRole('button', { name: m.toggleLabel('김모아', m.status.paid) }),
    ).toBeInTheDocument();
    expect(rowCheckbox('박소리')).toBeChecked();
  });

  it('a 401 on an action tells a manager the token expired, then opens the session-expired flow', async () => {
    serve({
      payment: () => jsonResponse({ status: 401, code: 'SESSION_EXPIRED', message: 'expired' }, 401),
    });
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: m.toggleLabel('김모아', m.status.unpaid) }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(manageKo.managerArea.errors.tokenExpired);
    await user.click(within(dialog).getByRole('button', { name: ko.common.ok }));
    const expired = await screen.findByRole('alertdialog', { name: ko.session.expiredTitle });
    expect(expired).toBeInTheDocument();
  });

  it('a 403 on an action names the current role', async () => {
    serve({
      payment: () => jsonResponse({ status: 403, code: 'FORBIDDEN', message: 'no' }, 403),
    });
    const { user } = await openPage();
    await user.click(rowCheckbox('김모아'));
    await user.click(screen.getByRole('button', { name: m.markPaid }));
    const ask = await screen.findByRole('alertdialog', { name: m.paidTitle });
    await user.click(within(ask).getByRole('button', { name: m.markPaid }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: m.paidTitle })).toBeNull());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(manageKo.managerArea.errors.insufficientRole('동아리 계정'));
  });

  it('CSV with no holders alerts instead of downloading', async () => {
    db.holders = [];
    serve();
    const { user } = await openPage();
    expect(screen.getByText(t.empty)).toBeInTheDocument();
    const csv = screen.getByRole('button', { name: t.csv });
    expect(csv).toHaveAttribute('aria-disabled', 'true');
    await user.click(csv);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(t.noHoldersForCsv);
  });

  it('a load that meets an expired token alerts it once, then opens the session-expired flow', async () => {
    serve({ list: () => jsonResponse({ status: 401, code: 'SESSION_EXPIRED', message: 'expired' }, 401) });
    renderApp('/manager/holder/7');
    const user = userEvent.setup();
    const dialog = await screen.findByRole('alertdialog', { name: manageKo.managerArea.errors.authTitle });
    expect(dialog).toHaveTextContent(manageKo.managerArea.errors.tokenExpired);
    await user.click(within(dialog).getByRole('button', { name: ko.common.ok }));
    expect(await screen.findByRole('alertdialog', { name: ko.session.expiredTitle })).toBeInTheDocument();
  });

  it.each([
    [404, t.notFound, false],
    [409, t.loadFailed, true],
  ])('a %i load says "%s"; retry: %s (else the way back)', async (status, words, retry) => {
    serve({ list: () => jsonResponse({ status, code: 'X', message: 'server words' }, status) });
    renderApp('/manager/holder/7');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(words);
    expect(within(alert).queryByRole('button', { name: ko.common.retry }) !== null).toBe(retry);
    if (!retry)
      expect(within(alert).getByRole('link', { name: t.back })).toHaveAttribute('href', '/manager/mypage');
  });
});
