import 'fake-indexeddb/auto';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckinHolder, CheckinSession } from '@moa/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { closeSessionExpired } from '../../lib/session';
import { jsonResponse, sampleUser, stubFetch, type RecordedRequest } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { signedInStudentEachTest } from '../../test/session';

/**
 * The door screen against a stubbed server and a real IndexedDB (fake-indexeddb): a holder found by name is let in
 * online; offline the device decides from its kept list, queues the scan and says so, and syncs when the network is
 * back; conflicts from other doors are shown.
 */
signedInStudentEachTest(closeSessionExpired);

type Route = (request: RecordedRequest) => Response | undefined;

/** A server for club 5's manager: `route` answers first, then who is signed in, else 404. */
function serveManager(route: Route) {
  return stubFetch((request) => {
    const answer = route(request);
    if (answer) return answer;
    if (request.url.pathname === '/api/auth/me') {
      return jsonResponse(sampleUser({ authority: 'ROLE_CLUB', clubId: 5, clubName: '소리울' }));
    }
    return jsonResponse({ status: 404, code: 'NOT_FOUND', message: 'not found' }, 404);
  });
}

const holder = (
  reservationId: number,
  name: string,
  overrides: Partial<CheckinHolder> = {},
): CheckinHolder => ({
  reservationId,
  name,
  studentId: `2026000${reservationId}`,
  depositName: `2026000${reservationId}${name}`,
  phoneNumber: `010-0000-000${reservationId}`,
  tickets: 1,
  admitted: 0,
  status: 'paid',
  codeHash: `hash-${reservationId}`,
  lastAt: null,
  lastDevice: null,
  ...overrides,
});

function session(
  scheduleId: number,
  holders: CheckinHolder[],
  extra: Partial<CheckinSession> = {},
): CheckinSession {
  return {
    scheduleId,
    showId: 3,
    title: '소리울 정기공연 〈울림〉',
    order: 1,
    date: '2099-12-05',
    time: '19:00',
    location: '학생회관 대강당',
    role: 'manager',
    serverTime: '2099-12-05T09:00:00.000Z',
    holders,
    counts: {
      admitted: holders.reduce((n, h) => n + h.admitted, 0),
      expected: holders.reduce((n, h) => n + h.tickets, 0),
    },
    conflicts: [],
    ...extra,
  };
}

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

afterEach(() => setOnline(true));

const jsonOf = (request: RecordedRequest) => JSON.parse(String(request.body)) as Record<string, unknown>;

describe('the door screen', () => {
  it('lets a holder found by name in through the server, and counts them', async () => {
    const list = session(101, [holder(1, '김모아'), holder(2, '이서준', { status: 'unpaid' })]);
    const requests = serveManager((request) => {
      if (request.url.pathname === '/mypage/manager/checkin/101' && request.method === 'GET')
        return jsonResponse(list);
      if (request.url.pathname === '/mypage/manager/checkin/101' && request.method === 'POST') {
        return jsonResponse({
          result: 'admitted',
          reservationId: 1,
          name: '김모아',
          tickets: 1,
          admittedNow: 1,
          admitted: 1,
          at: '2099-12-05T09:55:00.000Z',
          device: '정문',
          by: 'manager@example.ac.kr',
          status: 'paid',
          otherSession: null,
          counts: { admitted: 1, expected: 1 },
        });
      }
      return undefined;
    });
    renderApp('/manager/checkin/101');
    expect(await screen.findByRole('heading', { level: 1, name: list.title })).toBeInTheDocument();
    expect(screen.getByTestId('checkin-counts')).toHaveTextContent('0 / 2명');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: /전화번호/ }), '이서준');
    expect(screen.getByRole('button', { name: '이서준 입장' })).toBeDisabled();
    expect(screen.getByText('입금 대기')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: /전화번호/ }));
    await user.type(screen.getByRole('searchbox', { name: /전화번호/ }), '김모');
    await user.click(screen.getByRole('button', { name: '김모아 입장' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('입장하세요');
    expect(alert).toHaveTextContent('김모아');
    const post = requests.find((r) => r.method === 'POST')!;
    expect(jsonOf(post)).toMatchObject({ reservationId: 1, count: 1 });
    expect(jsonOf(post).scanId).toMatch(/^[0-9a-f]{24}$/);
    expect(screen.getByTestId('checkin-counts')).toHaveTextContent('1 / 1명');
  });

  it('offline: decides from the kept list, queues the scan, and syncs it when the network is back', async () => {
    let down = false;
    let list = session(102, [holder(5, '박지훈', { tickets: 3 })]);
    const requests = serveManager((request) => {
      if (request.url.pathname.startsWith('/mypage/manager/checkin/102')) {
        if (down) throw new TypeError('Failed to fetch');
        if (request.url.pathname.endsWith('/sync')) {
          list = session(102, [holder(5, '박지훈', { tickets: 3, admitted: 2 })]);
          return jsonResponse({ results: [], conflicts: [], counts: list.counts });
        }
        return jsonResponse(list);
      }
      return undefined;
    });
    renderApp('/manager/checkin/102');
    expect(await screen.findByText('온라인')).toBeInTheDocument();
    down = true;
    setOnline(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText('오프라인')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: /전화번호/ }), '박지훈');
    await user.click(screen.getByRole('button', { name: '박지훈 입장' }));
    // 3 tickets: how many come in now
    const picker = await screen.findByRole('dialog', { name: '박지훈 님' });
    await user.click(within(picker).getByRole('button', { name: '2명' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('입장하세요');
    expect(alert).toHaveTextContent('오프라인으로 확인했어요');
    await user.click(alert.querySelector('button')!);
    expect(screen.getByText('동기화 대기 1건')).toBeInTheDocument();
    expect(screen.getByTestId('checkin-counts')).toHaveTextContent('2 / 3명');
    expect(screen.getByText('3매 중 2매 입장')).toBeInTheDocument();

    down = false;
    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('모두 동기화됨')).toBeInTheDocument();
    const sync = requests.find((r) => r.url.pathname.endsWith('/sync'))!;
    expect(jsonOf(sync)).toMatchObject({ scans: [{ reservationId: 5, count: 2 }] });
    expect(screen.getByTestId('checkin-counts')).toHaveTextContent('2 / 3명');
  });

  it('shows the conflicts of the session with both times, and door staff no phone numbers', async () => {
    const list = session(103, [holder(7, '최지아', { phoneNumber: null, tickets: 2, admitted: 2 })], {
      role: 'staff',
      conflicts: [
        {
          reservationId: 7,
          name: '최지아',
          tickets: 2,
          entries: [
            {
              at: '2099-12-05T09:50:00.000Z',
              device: '정문',
              by: 'a@example.ac.kr',
              count: 2,
              admitted: 2,
              result: 'admitted',
            },
            {
              at: '2099-12-05T09:53:00.000Z',
              device: '후문',
              by: 'b@example.ac.kr',
              count: 2,
              admitted: 0,
              result: 'conflict',
            },
          ],
        },
      ],
    });
    serveManager((request) =>
      request.url.pathname === '/mypage/manager/checkin/103' ? jsonResponse(list) : undefined,
    );
    renderApp('/manager/checkin/103');
    const conflicts = await screen.findByRole('region', { name: '중복 입장 1건' });
    expect(conflicts).toHaveTextContent('18:50 · 정문 · 2명 입장');
    expect(conflicts).toHaveTextContent('18:53 · 후문 · 2명 중 0명만 유효');
    expect(screen.getByText(/입장 도우미로 확인 중입니다/)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '이름, 학번 또는 입금자명' })).toBeInTheDocument();
  });
});
