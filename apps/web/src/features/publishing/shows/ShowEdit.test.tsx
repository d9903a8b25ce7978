import { PAYMENT_MESSAGES, SHOW_MESSAGES } from '@moa/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { formsKo } from '../../../text/ko-forms';
import { manageKo } from '../../../text/ko-manage';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import {
  D1,
  D2,
  fillSchedule,
  openEdit,
  requestOf,
  savedSchedule,
  savedShow,
  schedule,
  setUpShowTests,
  stubServer,
  submitAndReadAlert,
  t,
} from './test-support';

setUpShowTests();

describe('show form: edit', { timeout: 60_000 }, () => {
  const firstSchedule = { id: 11, orderIndex: 1, date: D1, time: '19:30:00', cost: 10000, maxTicket: 2 };
  const show = savedShow({
    endDate: D2,
    manager: '김모아',
    managerPhoneNumber: '010-1234-5678',
    introductionLetter: '소개',
    paymentDeadlineHours: 48,
    scheduleDtoList: [
      savedSchedule({ ...firstSchedule, applyPeople: 3 }),
      savedSchedule({ id: 12, orderIndex: 2, date: D2, time: '14:00:00' }),
    ],
  });

  it('keeps sold seats safe, shows the name and the whole account read-only, omits them and the QR, and keeps schedule ids', async () => {
    let saved: RecordedRequest | null = null;
    stubServer((request) => {
      if (request.url.pathname === '/manager/show/update/7') {
        if (request.method === 'GET') return jsonResponse(show);
        saved = request;
        return jsonResponse({ id: 7 });
      }
      return null;
    });
    const { user, router } = await openEdit(7);
    const first = await screen.findByRole('group', { name: t.schedule(1) });

    expect(screen.getByLabelText(t.name)).toHaveAttribute('readonly');
    // bank, number and holder are all fixed, as the section says
    expect(screen.getByRole('region', { name: t.sections.payment })).toHaveTextContent(t.accountFixed);
    for (const [label, value] of [
      [t.bank, '카카오뱅크'],
      [t.accountNumber, '333301234'],
      [t.accountName, '김모아'],
    ]) {
      expect(screen.getByLabelText(label!)).toHaveAttribute('readonly');
      expect(screen.getByLabelText(label!)).toHaveValue(value);
    }
    expect(screen.queryByRole('combobox', { name: t.bank })).not.toBeInTheDocument();
    expect(within(first).getByText(t.sold(3))).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: t.deleteSchedule(1) })).toBeDisabled();
    expect(within(schedule(2)).getByRole('button', { name: t.deleteSchedule(2) })).toBeEnabled();
    expect(within(first).getByLabelText(/\(시\)/)).toHaveValue('19');

    const seats = within(first).getByLabelText(t.seats);
    await user.clear(seats);
    await user.type(seats, '2');
    expect(await submitAndReadAlert(user, t.submitEdit)).toContain(
      SHOW_MESSAGES.scheduleSeatsBelowSold(1, 3),
    );
    expect(seats).toHaveFocus();
    await user.type(seats, '0');

    // 입금 기한: the saved 48 hours; out of range is the contract's message, on the field
    const deadline = screen.getByLabelText(manageKo.holderMoney.deadline.label);
    expect(deadline).toHaveValue('48');
    await user.clear(deadline);
    await user.type(deadline, '200');
    expect(await submitAndReadAlert(user, t.submitEdit)).toContain(PAYMENT_MESSAGES.deadlineRange);
    expect(deadline).toHaveFocus();
    await user.clear(deadline);
    await user.type(deadline, '72');

    // delete the unsold schedule, add a new one
    await user.click(within(schedule(2)).getByRole('button', { name: t.deleteSchedule(2) }));
    await user.click(screen.getByRole('button', { name: t.addSchedule }));
    await fillSchedule(user, 2, { date: D2, hour: '18', minute: '00', cost: '9000' });

    // no account confirmation on edit: the account is not part of it
    await user.click(screen.getByRole('button', { name: t.submitEdit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/show/7'));
    const body = saved!.body as FormData;
    const request = await requestOf(saved!);
    expect(request.paymentDeadlineHours).toBe(72);
    expect(request).not.toHaveProperty('name');
    expect(request).not.toHaveProperty('accountNumber');
    expect(request).not.toHaveProperty('accountBankName');
    expect(request).not.toHaveProperty('accountName');
    expect(request.scheduleDtoList).toEqual([
      { ...firstSchedule, maxPeople: 20 },
      { orderIndex: 2, date: D2, time: '18:00:00', cost: 9000, maxTicket: 1, maxPeople: 100 },
    ]);
    expect(body.has('qr')).toBe(false);
    expect(body.has('poster')).toBe(false);
  });

  it('shows the server message when a save is refused', async () => {
    stubServer((request) => {
      if (request.url.pathname !== '/manager/show/update/7') return null;
      if (request.method === 'GET') return jsonResponse(show);
      return jsonResponse(
        {
          status: 409,
          code: 'SCHEDULE_HAS_RESERVATIONS',
          message: '1회차에 예매자가 있어 삭제할 수 없습니다.',
        },
        409,
      );
    });
    const user = userEvent.setup();
    renderApp('/edit/show/7');
    await waitFor(() => expect(getSession().isLoggedIn).toBe(true));
    await screen.findByRole('group', { name: t.schedule(1) });
    expect(await submitAndReadAlert(user, t.submitEdit)).toContain(
      formsKo.saveFailed('1회차에 예매자가 있어 삭제할 수 없습니다.'),
    );
  });

  it('load error 401: asks to sign in again', async () => {
    stubServer((request) =>
      request.url.pathname === '/manager/show/update/7'
        ? jsonResponse({ status: 401, code: 'UNAUTHORIZED', message: '로그인' }, 401)
        : null,
    );
    renderApp('/edit/show/7');
    expect(await screen.findByText(t.loadUnauthorized)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: formsKo.goToLogin })).toHaveAttribute('href', '/login');
  });

  it('another club’s show says there is no permission, an unknown one that it is not found, neither with a retry', async () => {
    for (const [status, code, title] of [
      [403, 'FORBIDDEN', t.loadForbidden],
      [404, 'NOT_FOUND', t.loadNotFound],
    ] as const) {
      stubServer((request) =>
        request.url.pathname === '/manager/show/update/7'
          ? jsonResponse({ status, code, message: '안 됨' }, status)
          : null,
      );
      const { unmount } = renderApp('/edit/show/7');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(title);
      expect(within(alert).queryByRole('button', { name: ko.common.retry })).not.toBeInTheDocument();
      expect(within(alert).getByRole('link', { name: formsKo.backToList })).toHaveAttribute(
        'href',
        '/manager/show',
      );
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('other load errors offer a retry (a refusal in the server’s own words)', async () => {
    let calls = 0;
    stubServer((request) => {
      if (request.url.pathname !== '/manager/show/update/7') return null;
      calls += 1;
      return calls === 1
        ? jsonResponse({ status: 429, code: 'RATE_LIMITED', message: '잠시 후 다시 시도해주세요.' }, 429)
        : jsonResponse(show);
    });
    const user = userEvent.setup();
    renderApp('/edit/show/7');
    expect(await screen.findByText('잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ko.common.retry }));
    expect(await screen.findByRole('group', { name: t.schedule(1) })).toBeInTheDocument();
  });
});
