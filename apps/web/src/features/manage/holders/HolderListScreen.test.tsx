import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '@moa/contract';
import { clearToken, closeSessionExpired } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { jsonResponse, sampleUser, stubFetch, type RecordedRequest } from '../../../test/fetch';
import { renderApp } from '../../../test/render';

const t = ko.managerArea.holders;

interface FakeHolder {
  reservationId: number;
  createdAt: string;
  name: string;
  stdCode: string;
  phoneNumber: string;
  ticketNumber: number;
  price: number;
  isPaid: boolean;
  cancelRequest: boolean;
}

let holders: FakeHolder[];

function holder(reservationId: number, name: string, overrides: Partial<FakeHolder> = {}): FakeHolder {
  return {
    reservationId,
    createdAt: '2026-05-01T10:30:00.000Z',
    name,
    stdCode: `2026000${reservationId}`,
    phoneNumber: `010-0000-000${reservationId}`,
    ticketNumber: 2,
    price: 20000,
    isPaid: false,
    cancelRequest: false,
    ...overrides,
  };
}

function holderListBody() {
  return {
    showId: 3,
    title: '소리울 정기공연 〈울림〉',
    order: 1,
    date: '2026-05-12',
    time: '19:00',
    holderList: holders,
    csv_json: holders.map((h, i) => ({ number: i + 1, ...h })),
  };
}

/** The server of the holder calls, at the network boundary, with its own state. */
function serve(overrides: { payment?: () => Response; list?: () => Response } = {}): RecordedRequest[] {
  return stubFetch(async (request) => {
    const path = request.url.pathname;
    if (path === '/api/auth/me') {
      return jsonResponse(sampleUser({ authority: 'ROLE_CLUB', clubId: 1, clubName: '소리울' }));
    }
    if (path === '/mypage/manager/holder/7') {
      if (request.method === 'GET') return overrides.list?.() ?? jsonResponse(holderListBody());
      const body = JSON.parse(String(request.body)) as {
        reservationList: { reservationId: number; isPaid?: boolean }[];
      };
      if (request.method === 'PUT') {
        if (overrides.payment) return overrides.payment();
        for (const change of body.reservationList) {
          const target = holders.find((h) => h.reservationId === change.reservationId);
          if (target) target.isPaid = change.isPaid ?? false;
        }
        return jsonResponse({ success: true, count: body.reservationList.length });
      }
      if (request.method === 'POST') {
        const ids = new Set(body.reservationList.map((r) => r.reservationId));
        holders = holders.filter((h) => !ids.has(h.reservationId));
        return jsonResponse({ success: true, count: ids.size });
      }
    }
    if (path === '/mypage/manager/holder/list') return jsonResponse({ reservationList: [] });
    return jsonResponse({ status: 404, code: 'NOT_FOUND', message: 'not found' }, 404);
  });
}

function writes(requests: RecordedRequest[]) {
  return requests.filter((r) => r.url.pathname === '/mypage/manager/holder/7' && r.method !== 'GET');
}

function rowCheckbox(name: string) {
  return screen.getByRole('checkbox', { name: t.selectOne(name) });
}

async function openPage() {
  renderApp('/manager/holder/7');
  await screen.findByRole('heading', { level: 1, name: '소리울 정기공연 〈울림〉' });
  return { user: userEvent.setup(), selectAll: screen.getByRole('checkbox', { name: t.selectAll }) };
}

beforeEach(() => {
  sessionStorage.setItem(SESSION_STORAGE_KEY, 'manager-token');
  holders = [
    holder(1, '김모아'),
    holder(2, '이하늘', { cancelRequest: true }),
    holder(3, '박소리', { isPaid: true }),
  ];
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
  closeSessionExpired();
  sessionStorage.clear();
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
    ).toEqual([t.selectAll, '예매일시', '이름', '학번', '전화번호', '매수', '금액', '입금 상태', '삭제']);
    const row = screen.getByRole('row', { name: /이하늘/ });
    expect(within(row).getByText(t.cancelRequest)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: t.toggleLabel('이하늘', t.unpaid) })).toHaveTextContent(
      t.unpaid,
    );
    expect(screen.getByRole('button', { name: t.toggleLabel('박소리', t.paid) })).toHaveTextContent(t.paid);
    // 2026-05-01T10:30Z is 19:30 in Seoul
    expect(within(row).getByText('2026.05.01 (금) 19:30')).toBeInTheDocument();
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

    for (const action of [t.markPaid, t.markUnpaid, t.deleteSelected]) {
      await user.click(screen.getByRole('button', { name: action }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent(t.nothingSelected);
      await user.click(within(dialog).getByRole('button', { name: ko.common.ok }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    }
    expect(writes(requests)).toHaveLength(0);
  });

  it('marks the selected holders paid in one call, then clears the selection', async () => {
    const requests = serve();
    const { user, selectAll } = await openPage();

    await user.click(rowCheckbox('김모아'));
    await user.click(rowCheckbox('이하늘'));
    await user.click(screen.getByRole('button', { name: t.markPaid }));

    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    const put = writes(requests)[0]!;
    expect(put.method).toBe('PUT');
    expect(JSON.parse(String(put.body))).toEqual({
      reservationList: [
        { reservationId: 1, isPaid: true },
        { reservationId: 2, isPaid: true },
      ],
    });
    expect(await screen.findByText(t.paidDone(2))).toBeInTheDocument();
    await waitFor(() => expect(rowCheckbox('김모아')).not.toBeChecked());
    expect(rowCheckbox('이하늘')).not.toBeChecked();
    expect(selectAll).not.toBeChecked();
    expect(screen.getByRole('button', { name: t.toggleLabel('김모아', t.paid) })).toHaveTextContent(t.paid);
    expect(screen.getByRole('button', { name: t.toggleLabel('이하늘', t.paid) })).toBeInTheDocument();
  });

  it('clears the selection after a failed batch too, and alerts to retry', async () => {
    serve({
      payment: () => jsonResponse({ status: 400, code: 'BAD_REQUEST', message: '처리하지 않았습니다.' }, 400),
    });
    const { user } = await openPage();

    await user.click(rowCheckbox('박소리'));
    await user.click(screen.getByRole('button', { name: t.markUnpaid }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(t.paymentFailed);
    expect(rowCheckbox('박소리')).not.toBeChecked();
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
    expect(JSON.parse(String(writes(requests)[0]!.body))).toEqual({
      reservationList: [{ reservationId: 1 }, { reservationId: 3 }],
    });
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: t.selectOne('김모아') })).toBeNull());
    expect(rowCheckbox('이하늘')).not.toBeChecked();
    expect(selectAll).not.toBeChecked();
  });

  it('the toggle changes one holder only and keeps the selection', async () => {
    const requests = serve();
    const { user } = await openPage();

    await user.click(rowCheckbox('박소리'));
    await user.click(screen.getByRole('button', { name: t.toggleLabel('김모아', t.unpaid) }));
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(JSON.parse(String(writes(requests)[0]!.body))).toEqual({
      reservationList: [{ reservationId: 1, isPaid: true }],
    });
    expect(await screen.findByRole('button', { name: t.toggleLabel('김모아', t.paid) })).toBeInTheDocument();
    expect(rowCheckbox('박소리')).toBeChecked();
  });

  it('a 401 on an action tells a manager the token expired, then opens the session-expired flow', async () => {
    serve({
      payment: () => jsonResponse({ status: 401, code: 'SESSION_EXPIRED', message: 'expired' }, 401),
    });
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: t.toggleLabel('김모아', t.unpaid) }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(ko.managerArea.errors.tokenExpired);
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
    await user.click(screen.getByRole('button', { name: t.markPaid }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(ko.managerArea.errors.insufficientRole('동아리 계정'));
  });

  it('CSV with no holders alerts instead of downloading', async () => {
    holders = [];
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
    const dialog = await screen.findByRole('alertdialog', { name: ko.managerArea.errors.authTitle });
    expect(dialog).toHaveTextContent(ko.managerArea.errors.tokenExpired);
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
