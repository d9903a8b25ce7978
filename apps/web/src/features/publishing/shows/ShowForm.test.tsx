import { ACCEPTED_IMAGE_TYPES, VALIDATION } from '@moa/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import { manageKo } from '../../../text/ko-manage';
import {
  D1,
  D2,
  fillSchedule,
  fillShowRequired,
  fillShowStart,
  openCreate,
  openCreateSaving,
  png,
  requestOf,
  schedule,
  scheduleNames,
  setUpShowTests,
  stubServer,
  t,
} from './test-support';

setUpShowTests();

describe('show form: schedules', { timeout: 60_000 }, () => {
  it('adds at the end, deletes with renumbering, and keeps the ticket limit at 0 or more', async () => {
    stubServer();
    const { user } = await openCreate();

    expect(scheduleNames()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: t.addSchedule }));
    await user.click(screen.getByRole('button', { name: t.addSchedule }));
    expect(scheduleNames()).toHaveLength(3);
    // the new schedule is appended and focused on its date
    expect(within(schedule(3)).getByLabelText(t.scheduleDate)).toHaveFocus();

    // mark the 2nd and 3rd schedules so they can be recognised after the delete
    await user.type(within(schedule(2)).getByLabelText(t.cost), '2000');
    await user.type(within(schedule(3)).getByLabelText(t.cost), '3000');

    await user.click(screen.getByRole('button', { name: t.deleteSchedule(1) }));
    expect(scheduleNames()).toHaveLength(2);
    expect(within(schedule(1)).getByLabelText(t.cost)).toHaveValue('2,000');
    expect(within(schedule(2)).getByLabelText(t.cost)).toHaveValue('3,000');
    expect(screen.queryByRole('group', { name: t.schedule(3) })).not.toBeInTheDocument();

    // defaults of a new schedule: 1 ticket per purchase, 100 seats
    const row = schedule(1);
    const limit = within(row).getByLabelText(t.maxTicket);
    expect(limit).toHaveValue('1');
    expect(within(row).getByLabelText(t.seats)).toHaveValue('100');

    const minus = within(row).getByRole('button', { name: t.decrease(1) });
    await user.click(minus);
    expect(limit).toHaveValue('0');
    expect(minus).toBeDisabled();
    await user.click(minus);
    expect(limit).toHaveValue('0');
    // typing a minus sign is not a way below 0 either
    await user.clear(limit);
    await user.type(limit, '-3');
    expect(limit).toHaveValue('3');
    await user.click(within(row).getByRole('button', { name: t.increase(1) }));
    expect(limit).toHaveValue('4');
  });

  it('sends hour and minute as HH:MM:SS with both images and goes to the new show', async () => {
    const { user, router, created } = await openCreateSaving();

    await fillShowStart(user);
    await fillSchedule(user, 1, { date: D1, hour: '19', minute: '05', cost: '15000' });
    await user.click(screen.getByRole('button', { name: t.addSchedule }));
    await fillSchedule(user, 2, { date: D2, hour: '09', minute: '30', cost: '12000' });
    await user.selectOptions(screen.getByLabelText(t.bank), '카카오뱅크');
    await user.type(screen.getByLabelText(t.accountNumber), '3333-01-234');
    expect(screen.getByLabelText(t.accountNumber)).toHaveValue('333301234');
    await user.type(screen.getByLabelText(t.accountName), '김모아');
    await user.upload(screen.getByLabelText(t.qr), png('qr.png'));
    await user.click(screen.getByRole('radio', { name: t.yes }));
    const deadline = screen.getByLabelText(manageKo.holderMoney.deadline.label);
    expect(deadline).toHaveValue('24');
    expect(deadline).toHaveAccessibleDescription(manageKo.holderMoney.deadline.hint);

    // Before anything is sent, the transfer account as students will see it, to confirm.
    await user.click(screen.getByRole('button', { name: t.submitCreate }));
    let confirm = await screen.findByRole('alertdialog', { name: t.accountConfirmTitle });
    const shown = (term: string) =>
      within(confirm).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(shown(studentKo.transfer.bank)).toBe('카카오뱅크');
    expect(shown(studentKo.transfer.accountNumber)).toBe('333301234');
    expect(shown(studentKo.transfer.accountName)).toBe('김모아');
    expect(confirm).toHaveTextContent(t.accountConfirmBody);
    // 취소 goes back to the form without saving
    await user.click(within(confirm).getByRole('button', { name: ko.common.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(created()).toBeNull();

    await user.click(screen.getByRole('button', { name: t.submitCreate }));
    confirm = await screen.findByRole('alertdialog', { name: t.accountConfirmTitle });
    expect(within(confirm).getByRole('button', { name: t.accountConfirm })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: t.accountConfirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/show/42'));

    const body = created()!.body as FormData;
    const request = await requestOf(created()!);
    expect(request).toMatchObject({
      name: '여름밤 정기공연',
      location: '학생회관 대강당',
      runtime: 120,
      accountBankName: '카카오뱅크',
      accountNumber: '333301234',
      accountName: '김모아',
      earlyBird: true,
      // 입금 기한: the default, 24 hours
      paymentDeadlineHours: 24,
      scheduleDtoList: [
        { orderIndex: 1, date: D1, time: '19:05:00', cost: 15000, maxTicket: 1, maxPeople: 100 },
        { orderIndex: 2, date: D2, time: '09:30:00', cost: 12000, maxTicket: 1, maxPeople: 100 },
      ],
    });
    expect((body.get('poster') as File).name).toBe('poster.png');
    expect((body.get('qr') as File).name).toBe('qr.png');
  });
});

describe('show form: whole numbers', { timeout: 60_000 }, () => {
  it('refuses 1.5 hours as 입금 기한 with a message instead of saving 15', async () => {
    const { user, created } = await openCreateSaving();
    await fillShowRequired(user);
    const deadline = screen.getByLabelText(manageKo.holderMoney.deadline.label);
    await user.clear(deadline);
    await user.type(deadline, '1.5');
    expect(deadline).toHaveValue('1.5');
    await user.click(screen.getByRole('button', { name: t.submitCreate }));
    await waitFor(() => expect(deadline).toHaveAccessibleDescription(new RegExp(VALIDATION.integer)));
    expect(screen.queryByRole('alertdialog', { name: t.accountConfirmTitle })).not.toBeInTheDocument();
    expect(created()).toBeNull();
    // Separators are still dropped: 2,4 reads as 24.
    await user.clear(deadline);
    await user.type(deadline, '2,4');
    expect(deadline).toHaveValue('24');
  });
});

describe('show form: unsaved changes', { timeout: 60_000 }, () => {
  it('asks before a header link leaves a form with changes', async () => {
    stubServer();
    const { user, router } = await openCreate();
    // a clean form leaves at once
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: ko.header.tabs.clubs }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/clubs'));
    await router.navigate('/show/create');
    await user.type(await screen.findByLabelText(t.name), '여름밤');

    await user.click(
      within(screen.getByRole('banner')).getByRole('link', { name: ko.header.tabs.recruiting }),
    );
    expect(await screen.findByRole('alertdialog', { name: ko.navigationBlock.title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/show/create');
    await user.click(screen.getByRole('button', { name: ko.navigationBlock.stay }));
    expect(screen.getByLabelText(t.name)).toHaveValue('여름밤');
  });
});

describe('show form: images', { timeout: 60_000 }, () => {
  it('offers only the types the server accepts and tells an iPhone HEIC photo what to do', async () => {
    stubServer();
    const { user } = await openCreate();
    const poster = screen.getByLabelText(t.poster);
    expect(poster).toHaveAttribute('accept', ACCEPTED_IMAGE_TYPES.join(','));
    expect(poster.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp,image/gif');

    // The file dialog does not offer it …
    const heic = new File([new Uint8Array([0, 0, 0, 24])], 'IMG_0001.HEIC', { type: 'image/heic' });
    await user.upload(poster, heic);
    expect(screen.queryByText(/새 이미지/)).not.toBeInTheDocument();
    // … and when it is chosen anyway ("all files"), the message says what to do, not "images only".
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(poster, heic);
    expect(await screen.findByText(VALIDATION_HEIC)).toBeInTheDocument();
    expect(screen.queryByText('이미지 파일만 업로드할 수 있습니다.')).not.toBeInTheDocument();
    // an iPhone may also hand over a HEIC photo with no type at all
    await anyFile.upload(poster, new File([new Uint8Array([1])], 'IMG_0002.heic', { type: '' }));
    expect(screen.getByText(VALIDATION_HEIC)).toBeInTheDocument();
  });
});

const VALIDATION_HEIC = 'HEIC 사진은 올릴 수 없습니다. JPG나 PNG로 바꿔 올려주세요.';
