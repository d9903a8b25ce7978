/** What the show form's tests share: a signed-in manager, a stubbed server, dates, and the form's controls. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { getSession } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { formsKo } from '../../../text/ko-forms';
import { jsonResponse, sampleUser, stubFetch, type RecordedRequest } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { setUpManagerTests } from '../../../test/manager';

export const t = formsKo.show;

export const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });

/** A date `days` from today in Seoul, YYYY-MM-DD. */
export const future = (days: number) =>
  new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
export const D1 = future(30);
export const D2 = future(31);
export const D3 = future(32);

/** Registers the tests' setup: a stored manager token, object URLs for the picker's preview, roomy waits. */
export function setUpShowTests() {
  setUpManagerTests('club-token', () => {
    // jsdom has no object URLs; the picker's preview needs one.
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => {};
  });
}

const manager = sampleUser({ authority: 'ROLE_CLUB', clubId: 1, clubName: '소리울' });

export function stubServer(extra: (request: RecordedRequest) => Response | null = () => null) {
  return stubFetch((request) => {
    if (request.url.pathname === '/api/auth/me') return jsonResponse(manager);
    return extra(request) ?? jsonResponse({ status: 404, code: 'NOT_FOUND', message: '없음' }, 404);
  });
}

export async function openCreate() {
  const user = userEvent.setup();
  const utils = renderApp('/show/create');
  await screen.findByRole('heading', { name: ko.pages.showCreate, level: 1 });
  await waitFor(() => expect(getSession().isLoggedIn).toBe(true));
  return { user, ...utils };
}

export const schedule = (n: number) => screen.getByRole('group', { name: t.schedule(n) });
export const scheduleNames = () => screen.queryAllByRole('group', { name: /^\d+회차$/ });

export async function submitAndReadAlert(user: UserEvent, label: string = t.submitCreate) {
  await user.click(screen.getByRole('button', { name: label }));
  const dialog = await screen.findByRole('alertdialog');
  const text = dialog.textContent ?? '';
  await user.click(within(dialog).getByRole('button', { name: ko.common.ok }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  return text;
}

export async function fillSchedule(
  user: UserEvent,
  n: number,
  values: { date: string; hour: string; minute: string; cost: string },
) {
  const row = schedule(n);
  await user.type(within(row).getByLabelText(t.scheduleDate), values.date);
  await user.selectOptions(within(row).getByLabelText(new RegExp(`\\(${t.hour}\\)`)), values.hour);
  await user.selectOptions(within(row).getByLabelText(new RegExp(`\\(${t.minute}\\)`)), values.minute);
  await user.type(within(row).getByLabelText(t.cost), values.cost);
}

/** The show request a form sent (the JSON part of its FormData). */
export const requestOf = async (request: RecordedRequest) =>
  JSON.parse(await ((request.body as FormData).get('request') as Blob).text()) as Record<string, unknown>;

/** Answers the create call with show 42 and opens the create form; `created()` is the call once sent. */
export async function openCreateSaving() {
  let created: RecordedRequest | null = null;
  stubServer((request) => {
    if (request.method === 'POST' && request.url.pathname === '/manager/show/create') {
      created = request;
      return jsonResponse({ id: 42 });
    }
    return null;
  });
  return { ...(await openCreate()), created: () => created };
}

/** Opens /edit/show/{id} as the signed-in manager. */
export async function openEdit(id: number) {
  const user = userEvent.setup();
  const utils = renderApp(`/edit/show/${id}`);
  await waitFor(() => expect(getSession().isLoggedIn).toBe(true));
  return { user, ...utils };
}

/** A schedule as the edit call answers it. */
export const savedSchedule = (fields: Record<string, unknown>) => ({
  orderIndex: 1,
  date: D1,
  time: '19:30:00',
  cost: 10000,
  maxTicket: 2,
  maxPeople: 50,
  applyPeople: 0,
  ...fields,
});

/** A show as the edit call answers it: 여름밤 정기공연 at 대강당 on D1, 카카오뱅크 333301234 김모아. */
export const savedShow = (fields: Record<string, unknown>) => ({
  id: 7,
  name: '여름밤 정기공연',
  location: '대강당',
  startDate: D1,
  endDate: D1,
  runtime: 100,
  manager: '',
  managerPhoneNumber: '',
  maxPeople: 100,
  accountNumber: '333301234',
  accountName: '김모아',
  accountBankName: '카카오뱅크',
  introductionLetter: '',
  noticeLetter: '',
  paymentDeadlineHours: 24,
  waitlistEnabled: true,
  waitlistOfferMinutes: 30,
  earlyBird: false,
  photo: '/files/poster.webp',
  qr: '/files/qr.webp',
  ...fields,
});

/** Fills the create form's first part: poster, 여름밤 정기공연, D1 to D2, 학생회관 대강당, 120 minutes. */
export async function fillShowStart(user: UserEvent) {
  await user.upload(screen.getByLabelText(t.poster), png('poster.png'));
  await user.type(screen.getByLabelText(t.name), '여름밤 정기공연');
  await user.type(screen.getByLabelText(`${t.period} ${formsKo.dateFrom}`), D1);
  await user.type(screen.getByLabelText(`${t.period} ${formsKo.dateTo}`), D2);
  await user.type(screen.getByLabelText(t.location), '학생회관 대강당');
  await user.type(screen.getByLabelText(t.runtime), '120');
}

/**
 * Fills every required field of the create form (fillShowStart, one schedule on D1 at 19:00 for 15,000원, the
 * 카카오뱅크 333301234 김모아 account and its QR image), so a test changes only what it is about.
 */
export async function fillShowRequired(user: UserEvent) {
  await fillShowStart(user);
  await fillSchedule(user, 1, { date: D1, hour: '19', minute: '00', cost: '15000' });
  await user.selectOptions(screen.getByLabelText(t.bank), '카카오뱅크');
  await user.type(screen.getByLabelText(t.accountNumber), '333301234');
  await user.type(screen.getByLabelText(t.accountName), '김모아');
  await user.upload(screen.getByLabelText(t.qr), png('qr.png'));
}

/**
 * Opens /edit/show/7 as saved with one schedule (11) and `fields`, answering the save with { id: 7 }; `saved()` is the
 * save's request once sent.
 */
export async function openEditSaving(fields: Record<string, unknown> = {}) {
  let saved: RecordedRequest | null = null;
  stubServer((request) => {
    if (request.url.pathname !== '/manager/show/update/7') return null;
    if (request.method === 'GET') {
      return jsonResponse(savedShow({ scheduleDtoList: [savedSchedule({ id: 11 })], ...fields }));
    }
    saved = request;
    return jsonResponse({ id: 7 });
  });
  return { ...(await openEdit(7)), saved: () => saved };
}
