/** /manager/show/{showId}/refunds (docs/product.md#cancelling-and-refunds) against a stubbed server. */
import type { Refund, RefundList } from '@moa/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { serveManager, setUpManagerTests } from '../../../test/manager';
import { refundCsvBlob, refundCsvFileName } from './csv';

const r = manageKo.refunds;
const TITLE = '소리울 정기공연 〈울림〉';

function refund(refundId: number, name: string, overrides: Partial<Refund> = {}): Refund {
  return {
    refundId,
    reservationId: 40 + refundId,
    scheduleId: 7,
    order: 1,
    name,
    stdCode: `2026000${refundId}`,
    phoneNumber: `0100000000${refundId}`,
    ticketNumber: 2,
    amount: 20000,
    account: { bankName: '카카오뱅크', accountNumber: `33330100${refundId}`, holder: name },
    reason: 'cancel',
    requestedAt: '2026-05-02T03:00:00.000Z',
    approvedAt: '2026-05-03T01:00:00.000Z',
    approvedBy: 'manager@example.ac.kr',
    refundedAt: null,
    refundedBy: null,
    ...overrides,
  };
}

let refunds: Refund[] = [];

function listBody(): RefundList {
  const owed = refunds.filter((x) => !x.refundedAt);
  const done = refunds.filter((x) => x.refundedAt);
  const sum = (list: Refund[]) => list.reduce((n, x) => n + x.amount, 0);
  return {
    showId: 3,
    title: TITLE,
    refunds,
    summary: { owedCount: owed.length, owedAmount: sum(owed), doneCount: done.length, doneAmount: sum(done) },
  };
}

function serve() {
  return serveManager((request: RecordedRequest) => {
    if (request.url.pathname !== '/mypage/manager/show/3/refunds') return undefined;
    if (request.method === 'PUT') {
      const body = JSON.parse(String(request.body)) as { refundIds: number[]; refunded: boolean };
      for (const x of refunds.filter((each) => body.refundIds.includes(each.refundId))) {
        x.refundedAt = body.refunded ? '2026-05-04T05:00:00.000Z' : null;
        x.refundedBy = body.refunded ? 'manager@example.ac.kr' : null;
      }
      return jsonResponse({ success: true, count: body.refundIds.length });
    }
    return jsonResponse(listBody());
  });
}

setUpManagerTests();

beforeEach(() => {
  refunds = [
    refund(1, '최바다', { amount: 30000, ticketNumber: 3 }),
    refund(2, '정가람', { account: null, reason: 'delete', requestedAt: null, reservationId: null }),
    refund(3, '한여름', { refundedAt: '2026-05-03T05:00:00.000Z', refundedBy: 'manager@example.ac.kr' }),
  ];
});

const listOf = () => screen.getByRole('list', { name: r.listLabel(TITLE) });
const items = () =>
  within(listOf())
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));

async function open() {
  renderApp('/manager/show/3/refunds');
  await screen.findByRole('heading', { level: 1, name: TITLE });
  return userEvent.setup();
}

describe('the refund list', () => {
  it('shows the totals and the refunds owed first, with the account or a note to contact the student', async () => {
    serve();
    const user = await open();
    expect(screen.getByText(r.count(2, '50,000원'))).toBeInTheDocument();
    expect(screen.getByText(r.count(1, '20,000원'))).toBeInTheDocument();
    expect(items()).toEqual(['최바다', '정가람']);
    const paid = within(listOf()).getByRole('listitem', { name: '최바다' });
    expect(paid).toHaveTextContent('30,000원');
    expect(paid).toHaveTextContent('카카오뱅크');
    expect(paid).toHaveTextContent('333301001');
    expect(paid).toHaveTextContent('010-0000-0001');
    expect(paid).toHaveTextContent(r.requestedAt('05.02 12:00'));
    const deleted = within(listOf()).getByRole('listitem', { name: '정가람' });
    expect(deleted).toHaveTextContent(r.noAccount);
    expect(deleted).toHaveTextContent(r.reasons.delete);

    const filters = screen.getByRole('group', { name: r.filterLabel });
    await user.click(within(filters).getByRole('button', { name: `${r.done} 1` }));
    expect(items()).toEqual(['한여름']);
    expect(within(listOf()).getByRole('listitem', { name: '한여름' })).toHaveTextContent(
      r.refundedAt('05.03 14:00', 'manager@example.ac.kr'),
    );
  });

  it('marks the selected refunds sent, and back to owed', async () => {
    const requests = serve();
    const user = await open();
    await user.click(screen.getByRole('checkbox', { name: r.selectOne('최바다') }));
    await user.click(screen.getByRole('button', { name: r.markDone }));
    expect(await screen.findByText(r.markedDone(1))).toBeInTheDocument();
    const put = requests.filter((x) => x.method === 'PUT');
    expect(JSON.parse(String(put[0]?.body))).toEqual({ refundIds: [1], refunded: true });
    await waitFor(() => expect(items()).toEqual(['정가람']));
    expect(screen.getByText(r.count(2, '50,000원'))).toBeInTheDocument();

    const filters = screen.getByRole('group', { name: r.filterLabel });
    await user.click(within(filters).getByRole('button', { name: `${r.done} 2` }));
    await user.click(screen.getByRole('checkbox', { name: manageKo.managerArea.holders.selectAll }));
    await user.click(screen.getByRole('button', { name: r.markOwed }));
    expect(await screen.findByText(r.markedOwed(2))).toBeInTheDocument();
    expect(JSON.parse(String(requests.filter((x) => x.method === 'PUT')[1]?.body))).toEqual({
      refundIds: [1, 3],
      refunded: false,
    });
  });

  it('says so when nothing fitting is selected, and when there are no refunds', async () => {
    serve();
    const user = await open();
    await user.click(screen.getByRole('button', { name: r.markOwed }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(r.nothingSelected);
    await user.click(screen.getByRole('button', { name: ko.common.ok }));

    refunds = [];
    serve();
    renderApp('/manager/show/3/refunds');
    expect(await screen.findByText(r.empty)).toBeInTheDocument();
  });
});

describe('the refund CSV', () => {
  it('has the XLSX columns, times in Seoul, empty cells for what is not known, and a safe file name', async () => {
    const text = await refundCsvBlob(refunds.slice(0, 2)).text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(r.headers.join(','));
    expect(lines[1]).toBe(
      '1,1회차,최바다,20260001,01000000001,3,30000,카카오뱅크,333301001,최바다,취소 요청,2026-05-02 12:00:00,2026-05-03 10:00:00,',
    );
    expect(lines[2]).toBe('2,1회차,정가람,20260002,01000000002,2,20000,,,,예매자 삭제,,2026-05-03 10:00:00,');
    expect(refundCsvFileName('울림: 앙코르/2', new Date('2026-05-03T16:00:00Z'))).toBe(
      '울림_ 앙코르_2_2026-05-04_환불.csv',
    );
  });
});
