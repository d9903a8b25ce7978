import { act, screen, waitFor, within } from '@testing-library/react';
import { LIMITS, PAYMENT_MESSAGES } from '@moa/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manageKo } from '../../../text/ko-manage';
import { jsonResponse } from '../../../test/fetch';
import { setUpManagerTests } from '../../../test/manager';
import { db, holder, openPage, rowCheckbox, serve, writes } from './test-support';

const t = manageKo.managerArea.holders;
const m = manageKo.holderMoney;
const none = { changed: 0, deleted: 0, noSeats: 0 };

setUpManagerTests();

beforeEach(() => {
  db.holders = [holder(1, '김모아'), holder(2, '이하늘'), holder(3, '박소리', { status: 'paid' })];
});
afterEach(() => vi.useRealTimers());

/** Selects the holders and runs 입금 확인 처리 through its confirmation. */
async function markPaid(user: Awaited<ReturnType<typeof openPage>>['user'], names: string[]) {
  for (const name of names) await user.click(rowCheckbox(name));
  await user.click(screen.getByRole('button', { name: m.markPaid }));
  const ask = await screen.findByRole('alertdialog', { name: m.paidTitle });
  await user.click(within(ask).getByRole('button', { name: m.markPaid }));
  await screen.findByText(`${t.paidDone(names.length)} ${m.undoWindow}`);
}

describe('되돌리기 after a batch payment change', () => {
  it('undoes the change from the banner, says how many went back and gives focus to what happened', async () => {
    const requests = serve();
    const { user } = await openPage();
    await markPaid(user, ['김모아', '이하늘']);
    expect(screen.getByRole('button', { name: m.toggleLabel('김모아', m.status.paid) })).toBeInTheDocument();

    const undo = screen.getByRole('button', { name: m.undoLabel });
    expect(undo).toHaveTextContent(m.undo);
    // keyboard: the banner's button is reached with Tab and pressed with Enter
    undo.focus();
    await user.keyboard('{Enter}');

    const banner = await screen.findByText(m.undoDone(2, none));
    await waitFor(() => expect(banner.closest('[data-status-banner]')).toHaveFocus());
    expect(screen.queryByRole('button', { name: m.undoLabel })).toBeNull();
    const sent = writes(requests).at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.url.pathname).toBe('/mypage/manager/holder/7/payment/' + String(db.changes.size) + '/undo');
    // the list is fetched again and shows the holders as they were
    expect(
      await screen.findByRole('button', { name: m.toggleLabel('김모아', m.status.unpaid) }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: m.toggleLabel('이하늘', m.status.unpaid) }),
    ).toBeInTheDocument();
  });

  it('says how many were skipped and why', async () => {
    serve({
      undo: () =>
        jsonResponse({ restored: 1, skipped: 2, skippedReasons: { changed: 1, deleted: 1, noSeats: 0 } }),
    });
    const { user } = await openPage();
    await markPaid(user, ['김모아', '이하늘']);
    await user.click(screen.getByRole('button', { name: m.undoLabel }));
    const said = await screen.findByText(m.undoDone(1, { changed: 1, deleted: 1, noSeats: 0 }));
    expect(said.textContent).toContain('1명을 바꾸기 전 상태로 되돌렸습니다.');
    expect(said.textContent).toContain('그 사이 상태가 바뀐 1명');
    expect(said.textContent).toContain('삭제된 1명');
  });

  it('tells a refused undo in the server words and offers it no more', async () => {
    serve({
      undo: () =>
        jsonResponse({ status: 409, code: 'UNDO_EXPIRED', message: PAYMENT_MESSAGES.undoExpired }, 409),
    });
    const { user } = await openPage();
    await markPaid(user, ['김모아']);
    await user.click(screen.getByRole('button', { name: m.undoLabel }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(PAYMENT_MESSAGES.undoExpired);
    expect(screen.queryByRole('button', { name: m.undoLabel })).toBeNull();
  });

  it('offers it only while the window lasts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve();
    const { user } = await openPage();
    await markPaid(user, ['김모아']);
    expect(screen.getByRole('button', { name: m.undoLabel })).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(LIMITS.paymentUndoMinutes * 60_000));
    expect(screen.queryByRole('button', { name: m.undoLabel })).toBeNull();
  });
});
