import { WAITLIST, WAITLIST_MESSAGES } from '@moa/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studentKo } from '../../../text/ko-student';
import {
  fillShowRequired,
  openCreateSaving,
  openEditSaving,
  requestOf,
  setUpShowTests,
  submitAndReadAlert,
  t,
} from './test-support';

setUpShowTests();

const w = studentKo.waitlist.form;
const minutesField = () => screen.getByLabelText(new RegExp(`^${w.offerMinutes}`));

/** The show form's 예매 대기 settings (docs/product.md#waiting-list): on by default, the offer's minutes 10–1,440. */
describe('show form: 예매 대기', { timeout: 60_000 }, () => {
  it('create: on with 30 minutes by default; minutes out of range are refused on the field', async () => {
    const { user, router, created } = await openCreateSaving();
    await fillShowRequired(user);

    expect(screen.getByRole('switch', { name: w.enabled })).toBeChecked();
    const minutes = minutesField();
    expect(minutes).toHaveValue(String(WAITLIST.defaultOfferMinutes));
    expect(minutes).toBeEnabled();

    await user.clear(minutes);
    await user.type(minutes, '5');
    expect(await submitAndReadAlert(user)).toContain(WAITLIST_MESSAGES.offerMinutesRange);
    expect(minutes).toHaveFocus();
    expect(minutes).toHaveAccessibleDescription(expect.stringContaining(WAITLIST_MESSAGES.offerMinutesRange));

    await user.clear(minutes);
    await user.type(minutes, '45');
    await user.click(screen.getByRole('button', { name: t.submitCreate }));
    await user.click(await screen.findByRole('button', { name: t.accountConfirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/show/42'));
    expect(await requestOf(created()!)).toMatchObject({ waitlistEnabled: true, waitlistOfferMinutes: 45 });
  });

  it('edit: shows the saved settings and sends them; off, the minutes are neither asked nor sent', async () => {
    const { user, router, saved } = await openEditSaving({
      waitlistEnabled: false,
      waitlistOfferMinutes: 60,
    });
    const toggle = await screen.findByRole('switch', { name: w.enabled });
    expect(toggle).not.toBeChecked();
    expect(minutesField()).toHaveValue('60');
    expect(minutesField()).toBeDisabled();
    expect(minutesField()).toHaveAccessibleDescription(w.offerMinutesOff);

    await user.click(toggle);
    expect(minutesField()).toBeEnabled();
    await user.clear(minutesField());
    await user.type(minutesField(), '90');
    await user.click(screen.getByRole('button', { name: t.submitEdit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/show/7'));
    expect(await requestOf(saved()!)).toMatchObject({ waitlistEnabled: true, waitlistOfferMinutes: 90 });
  });

  it('edit: turning it off sends waitlistEnabled false and leaves the minutes as saved', async () => {
    const { user, router, saved } = await openEditSaving();
    const toggle = await screen.findByRole('switch', { name: w.enabled });
    // an unreadable value in a field that is then turned off stops nothing
    await user.clear(minutesField());
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: t.submitEdit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/show/7'));
    const request = await requestOf(saved()!);
    expect(request.waitlistEnabled).toBe(false);
    expect(request).not.toHaveProperty('waitlistOfferMinutes');
  });
});
