import { SESSION_STORAGE_KEY, type Me } from '@moa/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { readOfflineCopy, saveOfflineCopy } from '../../../lib/offline-copy';
import { clearToken, closeSessionExpired, setToken } from '../../../lib/session';
import { jsonResponse, sampleUser } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { ticketsOf, type TicketCard } from '../lib/ticket-copy';
import { card, openMyPage, serve } from './MyPage.fixtures';

/**
 * /mypage without network (docs/decisions/0013-service-worker.md): a load with network keeps the tickets (and only
 * what a ticket shows) in the tab's offline copy; a load without network signs in from the kept user and shows the
 * kept tickets, marked as the device's copy, without the server-down modal; back online, the page is itself again.
 * A reload is a fresh render of the app over the same sessionStorage.
 */

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
  closeSessionExpired();
  sessionStorage.clear();
});

const CODE = 'MOA1-31-11-0123456789ABCDEF0123456789ABCDEF';
const paid = card({ status: 'paid', paid: true, ticket: { code: CODE, holder: '김모아', admitted: 0 } });

/** Every call fails as fetch does without network, until `network.up`. */
function serveOffline(network: { up: boolean }) {
  const online = serve({ reservations: () => jsonResponse([paid]) });
  const stubbed = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!network.up) throw new TypeError('Failed to fetch');
    return stubbed(input, init);
  });
  return online;
}

describe('/mypage without network', { timeout: 15_000 }, () => {
  it('keeps the tickets of each list it shows, and nothing else of the cards', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, 'student-token');
    serve({
      reservations: () =>
        jsonResponse([
          paid,
          card({ reservationId: 32, status: 'unpaid' }),
          card({ reservationId: 33, status: 'cancelled' }),
        ]),
    });
    await openMyPage();
    await screen.findByRole('region', { name: '모바일 티켓' });
    const tickets = readOfflineCopy<TicketCard[]>('tickets');
    expect(tickets?.value).toEqual([
      {
        reservationId: 31,
        title: paid.title,
        order: 1,
        date: '2099-11-28',
        weekday: '토',
        time: '19:00',
        location: paid.location,
        ticketCount: 2,
        seats: [],
        ticket: { code: CODE, holder: '김모아', admitted: 0 },
      },
    ]);
    // the transfer account, deposit name and phone numbers stay with the server
    const kept = JSON.stringify(Object.entries(sessionStorage));
    for (const text of ['3333051234567', '20260001김모아', '010-1234-5678', '010-2843-1957']) {
      expect(kept).not.toContain(text);
    }
    expect(readOfflineCopy<Me>('user')?.value).toMatchObject({
      email: 'student@example.ac.kr',
      phoneNumber: null,
    });
  });

  it('loaded without network: the kept tickets, marked as this device’s copy; back online: the page again', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, 'student-token');
    const savedAt = new Date('2099-11-28T08:30:00.000Z');
    saveOfflineCopy<Me>('user', { ...sampleUser(), phoneNumber: null, studentId: null } as Me, savedAt);
    saveOfflineCopy<TicketCard[]>('tickets', ticketsOf([paid]), savedAt);
    const network = { up: false };
    serveOffline(network);
    await openMyPage();

    const offline = await screen.findByRole('region', { name: '오프라인 사본' });
    expect(offline).toHaveTextContent(`${formatDateTime(savedAt)}에 불러온 내용이에요`);
    const ticket = within(offline).getByRole('region', { name: '모바일 티켓' });
    expect(within(ticket).getByRole('img', { name: `${paid.title} 입장 QR 코드` })).toHaveAttribute(
      'data-ticket-code',
      CODE,
    );
    for (const text of [paid.title, '1회차', '2099.11.28 (토) 19:00', paid.location, '김모아', '2매']) {
      expect(ticket).toHaveTextContent(text);
    }
    // the page's other parts wait for the network; no server-down modal over the ticket
    expect(screen.queryByRole('heading', { name: /예매 내역/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: '서버 연결 오류' })).not.toBeInTheDocument();

    network.up = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: /예매 내역/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: '오프라인 사본' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('region', { name: '모바일 티켓' })).toBeInTheDocument();
  });

  it('loaded without network and no kept tickets: says so', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, 'student-token');
    saveOfflineCopy<Me>('user', sampleUser() as Me);
    saveOfflineCopy<TicketCard[]>('tickets', []);
    serveOffline({ up: false });
    await openMyPage();
    const offline = await screen.findByRole('region', { name: '오프라인 사본' });
    expect(offline).toHaveTextContent('이 기기에 저장된 티켓이 없어요');
  });

  it('a server that answers decides: a refused token signs out despite the kept user', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, 'old-token');
    saveOfflineCopy<Me>('user', sampleUser() as Me);
    serve();
    vi.stubGlobal('fetch', async () =>
      jsonResponse({ status: 401, code: 'UNAUTHORIZED', message: 'no' }, 401),
    );
    const { router } = renderApp('/mypage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('a new sign-in starts without the copies of the one before', () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    sessionStorage.setItem(SESSION_STORAGE_KEY, 'first-token');
    saveOfflineCopy<Me>('user', sampleUser() as Me);
    saveOfflineCopy<TicketCard[]>('tickets', ticketsOf([paid]));
    expect(readOfflineCopy('tickets')).not.toBeNull();
    setToken('another-token');
    expect(readOfflineCopy('user')).toBeNull();
    expect(readOfflineCopy('tickets')).toBeNull();
  });

  it('never reads a copy made under another token', () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, 'first-token');
    saveOfflineCopy<TicketCard[]>('tickets', ticketsOf([paid]));
    // a token put there without the app (the copies stay), as a stale tab might have
    sessionStorage.setItem(SESSION_STORAGE_KEY, 'second-token');
    expect(readOfflineCopy('tickets')).toBeNull();
  });
});
