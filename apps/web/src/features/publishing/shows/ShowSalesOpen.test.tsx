import { SHOW_MESSAGES } from '@moa/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch';
import {
  D1,
  fillShowRequired,
  future,
  openCreateSaving,
  openEdit,
  requestOf,
  savedSchedule,
  savedShow,
  setUpShowTests,
  stubServer,
  submitAndReadAlert,
  t,
} from './test-support';

setUpShowTests();

/** 예매 오픈 시각 (docs/product.md#sales-opening): optional, a Seoul date-time before the last schedule. */
describe('show form: 예매 오픈 시각', { timeout: 60_000 }, () => {
  it('sends the chosen time, refuses one after the last schedule with the contract message on the field', async () => {
    const { user, router, created } = await openCreateSaving();
    await fillShowRequired(user);

    const opening = screen.getByLabelText(new RegExp(`^${t.salesOpenAt}`));
    expect(opening).toHaveAttribute('type', 'datetime-local');
    expect(opening).toHaveValue('');
    expect(opening).toHaveAccessibleDescription(t.salesOpenAtHint);

    // at the last schedule's start: too late
    fireEvent.change(opening, { target: { value: `${D1}T19:00` } });
    expect(await submitAndReadAlert(user)).toContain(SHOW_MESSAGES.salesOpenAfterLastSchedule);
    expect(opening).toHaveFocus();
    expect(opening).toHaveAccessibleDescription(
      expect.stringContaining(SHOW_MESSAGES.salesOpenAfterLastSchedule),
    );

    const chosen = `${future(20)}T20:00`;
    fireEvent.change(opening, { target: { value: chosen } });
    await user.click(screen.getByRole('button', { name: t.submitCreate }));
    await user.click(await screen.findByRole('button', { name: t.accountConfirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/show/42'));
    expect((await requestOf(created()!)).salesOpenAt).toBe(chosen);
  });

  it('edit: shows the saved time, and emptying the field clears it (null)', async () => {
    let saved: RecordedRequest | null = null;
    const opensAt = `${future(20)}T20:00`;
    stubServer((request) => {
      if (request.url.pathname === '/manager/show/update/7') {
        if (request.method === 'GET') {
          return jsonResponse(
            savedShow({ salesOpenAt: opensAt, scheduleDtoList: [savedSchedule({ id: 11 })] }),
          );
        }
        saved = request;
        return jsonResponse({ id: 7 });
      }
      return null;
    });
    const { user, router } = await openEdit(7);
    const opening = await screen.findByLabelText(new RegExp(`^${t.salesOpenAt}`));
    expect(opening).toHaveValue(opensAt);

    fireEvent.change(opening, { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: t.submitEdit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/show/7'));
    expect((await requestOf(saved!)).salesOpenAt).toBeNull();
  });
});
