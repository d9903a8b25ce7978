import { ACCEPTED_IMAGE_TYPES, SESSION_STORAGE_KEY, SHOW_MESSAGES } from '@moa/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, getSession } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { jsonResponse, sampleUser, stubFetch, type RecordedRequest } from '../../../test/fetch';
import { renderApp } from '../../../test/render';

const t = ko.contentForms.show;

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });

/** A date `days` from today in Seoul, YYYY-MM-DD. */
const future = (days: number) =>
  new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const D1 = future(30);
const D2 = future(31);
const D3 = future(32);

// Pages load lazily; under a full parallel run the first render can take more than a second.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  // jsdom has no object URLs; the picker's preview needs one.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
  sessionStorage.setItem(SESSION_STORAGE_KEY, 'club-token');
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
  sessionStorage.clear();
});

const manager = sampleUser({ authority: 'ROLE_CLUB', clubId: 1, clubName: '소리울' });

function stubServer(extra: (request: RecordedRequest) => Response | null = () => null) {
  return stubFetch((request) => {
    if (request.url.pathname === '/api/auth/me') return jsonResponse(manager);
    return extra(request) ?? jsonResponse({ status: 404, code: 'NOT_FOUND', message: '없음' }, 404);
  });
}

async function openCreate() {
  const user = userEvent.setup();
  const utils = renderApp('/show/create');
  await screen.findByRole('heading', { name: ko.pages.showCreate, level: 1 });
  await waitFor(() => expect(getSession().isLoggedIn).toBe(true));
  return { user, ...utils };
}

const session = (n: number) => screen.getByRole('group', { name: t.session(n) });
const sessionNames = () => screen.queryAllByRole('group', { name: /^\d+회차$/ });

async function submitAndReadAlert(user: UserEvent, label: string = t.submitCreate) {
  await user.click(screen.getByRole('button', { name: label }));
  const dialog = await screen.findByRole('alertdialog');
  const text = dialog.textContent ?? '';
  await user.click(within(dialog).getByRole('button', { name: ko.common.ok }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  return text;
}

async function fillSession(
  user: UserEvent,
  n: number,
  values: { date: string; hour: string; minute: string; cost: string },
) {
  const row = session(n);
  await user.type(within(row).getByLabelText(t.sessionDate), values.date);
  await user.selectOptions(within(row).getByLabelText(new RegExp(`\\(${t.hour}\\)`)), values.hour);
  await user.selectOptions(within(row).getByLabelText(new RegExp(`\\(${t.minute}\\)`)), values.minute);
  await user.type(within(row).getByLabelText(t.cost), values.cost);
}

describe('show form: sessions', { timeout: 60_000 }, () => {
  it('adds at the end, deletes with renumbering, and keeps the ticket limit at 0 or more', async () => {
    stubServer();
    const { user } = await openCreate();

    expect(sessionNames()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: t.addSession }));
    await user.click(screen.getByRole('button', { name: t.addSession }));
    expect(sessionNames()).toHaveLength(3);
    // the new session is appended and focused on its date
    expect(within(session(3)).getByLabelText(t.sessionDate)).toHaveFocus();

    // mark the 2nd and 3rd sessions so they can be recognised after the delete
    await user.type(within(session(2)).getByLabelText(t.cost), '2000');
    await user.type(within(session(3)).getByLabelText(t.cost), '3000');

    await user.click(screen.getByRole('button', { name: t.deleteSession(1) }));
    expect(sessionNames()).toHaveLength(2);
    expect(within(session(1)).getByLabelText(t.cost)).toHaveValue('2,000');
    expect(within(session(2)).getByLabelText(t.cost)).toHaveValue('3,000');
    expect(screen.queryByRole('group', { name: t.session(3) })).not.toBeInTheDocument();

    // defaults of a new session: 1 ticket per purchase, 100 seats
    const row = session(1);
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
    let created: RecordedRequest | null = null;
    stubServer((request) => {
      if (request.method === 'POST' && request.url.pathname === '/manager/show/create') {
        created = request;
        return jsonResponse({ id: 42 });
      }
      return null;
    });
    const { user, router } = await openCreate();

    await user.upload(screen.getByLabelText(t.poster), png('poster.png'));
    await user.type(screen.getByLabelText(t.name), '여름밤 정기공연');
    await user.type(screen.getByLabelText(`${t.period} ${ko.contentForms.dateFrom}`), D1);
    await user.type(screen.getByLabelText(`${t.period} ${ko.contentForms.dateTo}`), D2);
    await user.type(screen.getByLabelText(t.location), '학생회관 대강당');
    await user.type(screen.getByLabelText(t.runtime), '120');
    await fillSession(user, 1, { date: D1, hour: '19', minute: '05', cost: '15000' });
    await user.click(screen.getByRole('button', { name: t.addSession }));
    await fillSession(user, 2, { date: D2, hour: '09', minute: '30', cost: '12000' });
    await user.selectOptions(screen.getByLabelText(t.bank), '카카오뱅크');
    await user.type(screen.getByLabelText(t.accountNumber), '3333-01-234');
    expect(screen.getByLabelText(t.accountNumber)).toHaveValue('333301234');
    await user.type(screen.getByLabelText(t.accountName), '김모아');
    await user.upload(screen.getByLabelText(t.qr), png('qr.png'));
    await user.click(screen.getByRole('radio', { name: t.yes }));

    // Before anything is sent, the transfer account as students will see it, to confirm.
    await user.click(screen.getByRole('button', { name: t.submitCreate }));
    let confirm = await screen.findByRole('alertdialog', { name: t.accountConfirmTitle });
    const shown = (term: string) =>
      within(confirm).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(shown(ko.transfer.bank)).toBe('카카오뱅크');
    expect(shown(ko.transfer.accountNumber)).toBe('333301234');
    expect(shown(ko.transfer.accountName)).toBe('김모아');
    expect(confirm).toHaveTextContent(t.accountConfirmBody);
    // 취소 goes back to the form without saving
    await user.click(within(confirm).getByRole('button', { name: ko.common.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(created).toBeNull();

    await user.click(screen.getByRole('button', { name: t.submitCreate }));
    confirm = await screen.findByRole('alertdialog', { name: t.accountConfirmTitle });
    expect(within(confirm).getByRole('button', { name: t.accountConfirm })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: t.accountConfirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/show/42'));

    const body = created!.body as FormData;
    const request = JSON.parse(await (body.get('request') as Blob).text()) as Record<string, unknown>;
    expect(request).toMatchObject({
      name: '여름밤 정기공연',
      location: '학생회관 대강당',
      runtime: 120,
      accountBankName: '카카오뱅크',
      accountNumber: '333301234',
      accountName: '김모아',
      earlyBird: true,
      scheduleDtoList: [
        { orderIndex: 1, date: D1, time: '19:05:00', cost: 15000, maxTicket: 1, maxPeople: 100 },
        { orderIndex: 2, date: D2, time: '09:30:00', cost: 12000, maxTicket: 1, maxPeople: 100 },
      ],
    });
    expect((body.get('poster') as File).name).toBe('poster.png');
    expect((body.get('qr') as File).name).toBe('qr.png');
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

describe('show form: validation order', { timeout: 60_000 }, () => {
  it('alerts title, poster, QR, place, runtime, then each session date, time and price, naming the session', async () => {
    const requests = stubServer();
    const { user } = await openCreate();
    const E = SHOW_MESSAGES;

    expect(await submitAndReadAlert(user)).toContain(E.nameRequired);
    expect(screen.getByLabelText(t.name)).toHaveFocus();
    expect(screen.getByLabelText(t.name)).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText(t.name), '가'.repeat(31));
    expect(await submitAndReadAlert(user)).toContain(E.nameTooLong);
    expect(E.nameTooLong).toBe('공연 이름은 30자를 초과할 수 없습니다');
    await user.clear(screen.getByLabelText(t.name));
    await user.type(screen.getByLabelText(t.name), '여름밤');
    // editing a field clears its highlight
    expect(screen.getByLabelText(t.name)).not.toHaveAttribute('aria-invalid');

    expect(await submitAndReadAlert(user)).toContain(E.posterRequired);
    await user.upload(screen.getByLabelText(t.poster), png('poster.png'));
    expect(await submitAndReadAlert(user)).toContain(E.qrRequired);
    await user.upload(screen.getByLabelText(t.qr), png('qr.png'));
    expect(await submitAndReadAlert(user)).toContain(E.locationRequired);
    expect(screen.getByLabelText(t.location)).toHaveFocus();
    await user.type(screen.getByLabelText(t.location), '대강당');
    expect(await submitAndReadAlert(user)).toContain(E.runtimeRequired);
    await user.type(screen.getByLabelText(t.runtime), '0');
    expect(await submitAndReadAlert(user)).toContain(E.runtimeRequired);
    await user.type(screen.getByLabelText(t.runtime), '90');

    await user.click(screen.getByRole('button', { name: t.addSession }));
    await fillSession(user, 1, { date: D1, hour: '19', minute: '00', cost: '10000' });
    expect(await submitAndReadAlert(user)).toContain(E.sessionDate(2));
    expect(within(session(2)).getByLabelText(t.sessionDate)).toHaveFocus();
    await user.type(within(session(2)).getByLabelText(t.sessionDate), D2);
    expect(await submitAndReadAlert(user)).toContain(E.sessionTime(2));
    await user.selectOptions(within(session(2)).getByLabelText(/\(시\)/), '14');
    expect(await submitAndReadAlert(user)).toContain(E.sessionTime(2));
    await user.selectOptions(within(session(2)).getByLabelText(/\(분\)/), '00');
    expect(await submitAndReadAlert(user)).toContain(E.sessionCost(2));
    expect(within(session(2)).getByLabelText(t.cost)).toHaveFocus();
    await user.type(within(session(2)).getByLabelText(t.cost), '0');
    expect(await submitAndReadAlert(user)).toContain(E.sessionCostPositive(2));

    // nothing was sent while the form was invalid
    expect(requests.filter((r) => r.url.pathname.startsWith('/manager/'))).toHaveLength(0);
  });
});

describe('show form: edit', { timeout: 60_000 }, () => {
  const show = {
    id: 7,
    name: '여름밤 정기공연',
    location: '대강당',
    startDate: D1,
    endDate: D2,
    runtime: 100,
    manager: '김모아',
    managerPhoneNumber: '010-1234-5678',
    maxPeople: 100,
    accountNumber: '333301234',
    accountName: '김모아',
    accountBankName: '카카오뱅크',
    introductionLetter: '소개',
    noticeLetter: '',
    earlyBird: false,
    photo: '/files/poster.webp',
    qr: '/files/qr.webp',
    scheduleDtoList: [
      {
        id: 11,
        orderIndex: 1,
        date: D1,
        time: '19:30:00',
        cost: 10000,
        maxTicket: 2,
        maxPeople: 50,
        applyPeople: 3,
      },
      {
        id: 12,
        orderIndex: 2,
        date: D2,
        time: '14:00:00',
        cost: 10000,
        maxTicket: 2,
        maxPeople: 50,
        applyPeople: 0,
      },
    ],
  };

  it('keeps sold seats safe, shows the name and the whole account read-only, omits them and the QR, and keeps session ids', async () => {
    let saved: RecordedRequest | null = null;
    stubServer((request) => {
      if (request.url.pathname === '/manager/show/update/7') {
        if (request.method === 'GET') return jsonResponse(show);
        saved = request;
        return jsonResponse({ id: 7 });
      }
      return null;
    });
    const user = userEvent.setup();
    const { router } = renderApp('/edit/show/7');
    await waitFor(() => expect(getSession().isLoggedIn).toBe(true));
    const first = await screen.findByRole('group', { name: t.session(1) });

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
    expect(within(first).getByRole('button', { name: t.deleteSession(1) })).toBeDisabled();
    expect(within(session(2)).getByRole('button', { name: t.deleteSession(2) })).toBeEnabled();
    expect(within(first).getByLabelText(/\(시\)/)).toHaveValue('19');

    const seats = within(first).getByLabelText(t.seats);
    await user.clear(seats);
    await user.type(seats, '2');
    expect(await submitAndReadAlert(user, t.submitEdit)).toContain(SHOW_MESSAGES.sessionSeatsBelowSold(1, 3));
    expect(seats).toHaveFocus();
    await user.type(seats, '0');

    // delete the unsold session, add a new one
    await user.click(within(session(2)).getByRole('button', { name: t.deleteSession(2) }));
    await user.click(screen.getByRole('button', { name: t.addSession }));
    await fillSession(user, 2, { date: D2, hour: '18', minute: '00', cost: '9000' });

    // no account confirmation on edit: the account is not part of it
    await user.click(screen.getByRole('button', { name: t.submitEdit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/show/7'));
    const body = saved!.body as FormData;
    const request = JSON.parse(await (body.get('request') as Blob).text()) as Record<string, unknown>;
    expect(request).not.toHaveProperty('name');
    expect(request).not.toHaveProperty('accountNumber');
    expect(request).not.toHaveProperty('accountBankName');
    expect(request).not.toHaveProperty('accountName');
    expect(request.scheduleDtoList).toEqual([
      {
        id: 11,
        orderIndex: 1,
        date: D1,
        time: '19:30:00',
        cost: 10000,
        maxTicket: 2,
        maxPeople: 20,
      },
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
    await screen.findByRole('group', { name: t.session(1) });
    expect(await submitAndReadAlert(user, t.submitEdit)).toContain(
      ko.contentForms.saveFailed('1회차에 예매자가 있어 삭제할 수 없습니다.'),
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
    expect(screen.getByRole('link', { name: ko.contentForms.goToLogin })).toHaveAttribute('href', '/login');
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
      expect(within(alert).getByRole('link', { name: ko.contentForms.backToList })).toHaveAttribute(
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
    expect(await screen.findByRole('group', { name: t.session(1) })).toBeInTheDocument();
  });
});

describe('show form: session dates', { timeout: 60_000 }, () => {
  async function fillBasics(user: UserEvent) {
    await user.upload(screen.getByLabelText(t.poster), png('poster.png'));
    await user.type(screen.getByLabelText(t.name), '여름밤 정기공연');
    await user.type(screen.getByLabelText(t.location), '대강당');
    await user.type(screen.getByLabelText(t.runtime), '90');
    await user.selectOptions(screen.getByLabelText(t.bank), '카카오뱅크');
    await user.type(screen.getByLabelText(t.accountNumber), '333301234');
    await user.type(screen.getByLabelText(t.accountName), '김모아');
    await user.upload(screen.getByLabelText(t.qr), png('qr.png'));
  }

  it('keeps each session within the show period and out of the past, naming the session', async () => {
    const requests = stubServer();
    const { user } = await openCreate();
    await fillBasics(user);
    await user.type(screen.getByLabelText(`${t.period} ${ko.contentForms.dateFrom}`), D1);
    await user.type(screen.getByLabelText(`${t.period} ${ko.contentForms.dateTo}`), D2);
    await fillSession(user, 1, { date: D1, hour: '19', minute: '00', cost: '10000' });
    await user.click(screen.getByRole('button', { name: t.addSession }));
    await fillSession(user, 2, { date: D3, hour: '19', minute: '00', cost: '10000' });

    const outside = SHOW_MESSAGES.sessionOutsidePeriod(2, D1, D2);
    expect(outside).toMatch(/^2회차 날짜가 공연 기간\(.+\) 밖입니다\.$/);
    expect(await submitAndReadAlert(user)).toContain(outside);
    const date2 = within(session(2)).getByLabelText(t.sessionDate);
    expect(date2).toHaveFocus();
    expect(date2).toHaveAttribute('aria-invalid', 'true');
    expect(within(session(2)).getByText(outside)).toBeInTheDocument();

    // a period that starts in the past lets a past session through the period check, not the past check
    const from = screen.getByLabelText(`${t.period} ${ko.contentForms.dateFrom}`);
    await user.clear(from);
    await user.type(from, future(-5));
    await user.clear(date2);
    await user.type(date2, future(-1));
    expect(await submitAndReadAlert(user)).toContain(SHOW_MESSAGES.sessionPast(2));
    expect(date2).toHaveFocus();

    expect(requests.filter((r) => r.url.pathname.startsWith('/manager/'))).toHaveLength(0);
  });

  it('saves a show whose sessions are already past, unless a session is moved into the past', async () => {
    const past = {
      id: 9,
      name: '지난 공연',
      location: '대강당',
      startDate: future(-10),
      endDate: future(-9),
      runtime: 90,
      manager: '',
      managerPhoneNumber: '',
      maxPeople: 50,
      accountNumber: '333301234',
      accountName: '김모아',
      accountBankName: '카카오뱅크',
      introductionLetter: '',
      noticeLetter: '',
      earlyBird: false,
      photo: '/files/poster.webp',
      qr: '/files/qr.webp',
      scheduleDtoList: [
        {
          id: 21,
          orderIndex: 1,
          date: future(-10),
          time: '19:00:00',
          cost: 10000,
          maxTicket: 2,
          maxPeople: 50,
          applyPeople: 40,
        },
        {
          id: 22,
          orderIndex: 2,
          date: future(-9),
          time: '19:00:00',
          cost: 10000,
          maxTicket: 2,
          maxPeople: 50,
          applyPeople: 0,
        },
      ],
    };
    const saves: RecordedRequest[] = [];
    stubServer((request) => {
      if (request.url.pathname !== '/manager/show/update/9') return null;
      if (request.method === 'GET') return jsonResponse(past);
      saves.push(request);
      return jsonResponse({ id: 9 });
    });
    const user = userEvent.setup();
    const { router } = renderApp('/edit/show/9');
    await waitFor(() => expect(getSession().isLoggedIn).toBe(true));
    await screen.findByRole('group', { name: t.session(1) });

    // moving session 2 to another past hour is refused, at its time
    await user.selectOptions(within(session(2)).getByLabelText(/\(시\)/), '18');
    expect(await submitAndReadAlert(user, t.submitEdit)).toContain(SHOW_MESSAGES.sessionPast(2));
    expect(saves).toHaveLength(0);

    // back as it was, the notice can be changed and saved
    await user.selectOptions(within(session(2)).getByLabelText(/\(시\)/), '19');
    await user.type(screen.getByLabelText(new RegExp(`^${t.notice}`)), '후기는 인스타그램에서!');
    await user.click(screen.getByRole('button', { name: t.submitEdit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/show/9'));
    expect(saves).toHaveLength(1);
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
