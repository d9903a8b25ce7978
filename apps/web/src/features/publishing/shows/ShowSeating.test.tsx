import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch';
import {
  fillShowRequired,
  openCreate,
  openEdit,
  requestOf,
  savedSchedule,
  savedShow,
  schedule,
  setUpShowTests,
  stubServer,
  t,
} from './test-support';

setUpShowTests();

const hallList = {
  hallList: [
    {
      hallId: 4,
      name: '소극장',
      stage: 'top',
      seatCount: 120,
      scheduleCount: 0,
      updatedAt: '2026-11-20T10:00:00.000Z',
    },
  ],
};

describe('show form: 좌석 방식', { timeout: 60_000 }, () => {
  it('sends a seated schedule with its hall and no seat count, then says to paint it', async () => {
    let created: RecordedRequest | null = null;
    stubServer((request) => {
      if (request.url.pathname === '/mypage/manager/halls') return jsonResponse(hallList);
      if (request.method === 'POST' && request.url.pathname === '/manager/show/create') {
        created = request;
        return jsonResponse({ id: 42 });
      }
      return null;
    });
    const { user, router } = await openCreate();
    await fillShowRequired(user);
    const row = schedule(1);
    await user.click(within(row).getByRole('radio', { name: t.seatingSeated }));
    expect(within(row).queryByLabelText(t.seats)).toBeNull();
    const hall = within(row).getByLabelText(t.hall);
    await waitFor(() => expect(hall).toBeEnabled());
    await user.selectOptions(hall, t.hallOption('소극장', '120'));
    await user.click(screen.getByRole('button', { name: t.submitCreate }));
    await user.click(await screen.findByRole('button', { name: t.accountConfirm }));
    const told = await screen.findByRole('alertdialog', { name: t.createdSeatedTitle });
    await user.click(within(told).getByRole('button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit/show/42'));
    const request = await requestOf(created!);
    const [sent] = request.scheduleDtoList as Record<string, unknown>[];
    // no seat count typed: the contract's default goes along, and the server counts the hall's seats instead
    expect(sent).toMatchObject({ hallId: 4 });
  });

  it('links a saved seated schedule to its painting screen and keeps a sold one in its hall', async () => {
    stubServer((request) => {
      if (request.url.pathname === '/mypage/manager/halls') return jsonResponse(hallList);
      if (request.url.pathname === '/manager/show/update/7')
        return jsonResponse(
          savedShow({
            scheduleDtoList: [savedSchedule({ id: 11, hallId: 4, applyPeople: 2, maxPeople: 96 })],
          }),
        );
      return null;
    });
    await openEdit(7);
    const row = await screen.findByRole('group', { name: t.schedule(1) });
    expect(await within(row).findByRole('link', { name: t.paintLabel(1) })).toHaveAttribute(
      'href',
      '/manager/schedule/11/seats',
    );
    expect(within(row).getByRole('radio', { name: t.seatingSeated })).toBeChecked();
    expect(within(row).getByRole('radio', { name: t.seatingFree })).toBeDisabled();
    expect(within(row).getByText(t.seatedSeatsSaved('96'))).toBeInTheDocument();
  });
});
