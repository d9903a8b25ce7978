import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckinConflict, CheckinHolder, CheckinSchedule, CheckinSyncRequest } from '@moa/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeSessionExpired } from '../../lib/session';
import { jsonResponse, sampleUser, stubFetch, type RecordedRequest } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { ko } from '../../text/ko';
import { signedInStudentEachTest } from '../../test/session';
import { queueScan } from './lib/store';

/**
 * The door screen against a stubbed server and a real IndexedDB (fake-indexeddb): a holder found by name is let in
 * online; offline the device decides from its kept list, queues the scan and says so, and syncs when the network is
 * back; conflicts from other doors are shown.
 */
signedInStudentEachTest(closeSessionExpired);

type Route = (request: RecordedRequest) => Response | Promise<Response> | undefined;

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
  seats: [],
  admitted: 0,
  status: 'paid',
  codeHash: `hash-${reservationId}`,
  lastAt: null,
  lastDevice: null,
  ...overrides,
});

function schedule(
  scheduleId: number,
  holders: CheckinHolder[],
  extra: Partial<CheckinSchedule> = {},
): CheckinSchedule {
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

/** The phone's buzzer (the browser's; jsdom has none), to hear which feedback a door gave. */
function stubVibrate() {
  const vibrate = vi.fn(() => true);
  Object.defineProperty(window.navigator, 'vibrate', { configurable: true, value: vibrate });
  return vibrate;
}

afterEach(() => {
  setOnline(true);
  Reflect.deleteProperty(window.navigator, 'vibrate');
});

/** Goes offline (the browser's event), or back online, as the door sees it. */
function network(online: boolean) {
  setOnline(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/** Lets `name` in by name while offline (one ticket), and dismisses the answer. */
async function admitOffline(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.clear(screen.getByRole('searchbox', { name: /전화번호/ }));
  await user.type(screen.getByRole('searchbox', { name: /전화번호/ }), name);
  await user.click(screen.getByRole('button', { name: `${name} 입장` }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('오프라인으로 확인했어요');
  await user.click(alert.querySelector('button')!);
}

const entry = (
  at: string,
  device: string,
  result: 'admitted' | 'conflict',
): CheckinConflict['entries'][number] => ({
  at,
  device,
  by: 'door@example.ac.kr',
  count: 1,
  admitted: result === 'admitted' ? 1 : 0,
  result,
});

const jsonOf = (request: RecordedRequest) => JSON.parse(String(request.body)) as Record<string, unknown>;

describe('the door screen', () => {
  it('lets a holder found by name in through the server, and counts them', async () => {
    const list = schedule(101, [holder(1, '김모아'), holder(2, '이서준', { status: 'unpaid' })]);
    const requests = serveManager((request) => {
      if (request.url.pathname === '/mypage/manager/checkin/101' && request.method === 'GET')
        return jsonResponse(list);
      if (request.url.pathname === '/mypage/manager/checkin/101' && request.method === 'POST') {
        return jsonResponse({
          result: 'admitted',
          reservationId: 1,
          name: '김모아',
          tickets: 1,
          seats: [],
          admittedNow: 1,
          admitted: 1,
          at: '2099-12-05T09:55:00.000Z',
          device: '정문',
          by: 'manager@example.ac.kr',
          status: 'paid',
          otherSchedule: null,
          counts: { admitted: 1, expected: 1 },
        });
      }
      return undefined;
    });
    renderApp('/manager/checkin/101');
    expect(await screen.findByRole('heading', { level: 1, name: list.title })).toBeInTheDocument();
    expect(screen.getByTestId('checkin-counts')).toHaveTextContent('0 / 2매');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: /전화번호/ }), '이서준');
    expect(screen.getByRole('button', { name: '이서준 입장' })).toBeDisabled();
    expect(screen.getByText('입금 미확인')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: /전화번호/ }));
    await user.type(screen.getByRole('searchbox', { name: /전화번호/ }), '김모');
    await user.click(screen.getByRole('button', { name: '김모아 입장' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('입장하세요');
    expect(alert).toHaveTextContent('김모아');
    const post = requests.find((r) => r.method === 'POST')!;
    expect(jsonOf(post)).toMatchObject({ reservationId: 1, count: 1 });
    expect(jsonOf(post).scanId).toMatch(/^[0-9a-f]{24}$/);
    expect(screen.getByTestId('checkin-counts')).toHaveTextContent('1 / 1매');
  });

  it('offline: decides from the kept list, queues the scan, and syncs it when the network is back', async () => {
    let down = false;
    let list = schedule(102, [holder(5, '박지훈', { tickets: 3 })]);
    const requests = serveManager((request) => {
      if (request.url.pathname.startsWith('/mypage/manager/checkin/102')) {
        if (down) throw new TypeError('Failed to fetch');
        if (request.url.pathname.endsWith('/sync')) {
          list = schedule(102, [holder(5, '박지훈', { tickets: 3, admitted: 2 })]);
          return jsonResponse({ results: [], conflicts: [], counts: list.counts });
        }
        return jsonResponse(list);
      }
      return undefined;
    });
    renderApp('/manager/checkin/102');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('온라인')).toBeInTheDocument();
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
    // the full-screen question covers the status bar, so it repeats it
    expect(within(picker).getByTestId('overlay-status')).toHaveTextContent('오프라인');
    expect(within(picker).getByTestId('overlay-status')).toHaveTextContent('모두 동기화됨');
    await user.click(within(picker).getByRole('button', { name: '2명' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('입장하세요');
    expect(alert).toHaveTextContent('오프라인으로 확인했어요');
    // so does the answer, with the scan it just queued (and outside what is announced)
    const overlayStatus = screen.getByTestId('overlay-status');
    expect(alert.closest('[data-result]')).toContainElement(overlayStatus);
    expect(alert).not.toContainElement(overlayStatus);
    expect(overlayStatus).toHaveTextContent('오프라인');
    expect(overlayStatus).toHaveTextContent('동기화 대기 1건');
    await user.click(alert.querySelector('button')!);
    expect(screen.queryByTestId('overlay-status')).not.toBeInTheDocument();
    expect(screen.getByText('동기화 대기 1건')).toBeInTheDocument();
    expect(screen.getByTestId('checkin-counts')).toHaveTextContent('2 / 3매');
    expect(screen.getByText('3매 중 2매 입장')).toBeInTheDocument();

    down = false;
    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('모두 동기화됨')).toBeInTheDocument();
    const sync = requests.find((r) => r.url.pathname.endsWith('/sync'))!;
    expect(jsonOf(sync)).toMatchObject({ scans: [{ reservationId: 5, count: 2 }] });
    expect(screen.getByTestId('checkin-counts')).toHaveTextContent('2 / 3매');
  });

  it('shows the conflicts of the schedule with both times, and door staff no phone numbers', async () => {
    const list = schedule(103, [holder(7, '최지아', { phoneNumber: null, tickets: 2, admitted: 2 })], {
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
    // a club manager keeping another club's door goes back to the manager's my-page, where that door is listed
    expect(screen.getByRole('link', { name: '뒤로 가기' })).toHaveAttribute('href', '/manager/mypage');
  });

  it('says online or not and the scans waiting while the list loads', async () => {
    let answer: (response: Response) => void = () => {};
    const held = new Promise<Response>((resolve) => (answer = resolve));
    const list = schedule(104, [holder(8, '한지민')]);
    serveManager((request) => (request.url.pathname === '/mypage/manager/checkin/104' ? held : undefined));
    renderApp('/manager/checkin/104');
    const bar = await screen.findByText('모두 동기화됨');
    expect(screen.getByText('온라인')).toBeInTheDocument();
    expect(screen.getByText(ko.common.loading)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    answer(jsonResponse(list));
    expect(await screen.findByRole('heading', { level: 1, name: list.title })).toBeInTheDocument();
    // the same bar, kept in place as the list arrives
    expect(bar).toBeInTheDocument();
    expect(screen.getByTestId('checkin-counts')).toHaveTextContent('0 / 1매');
  });

  it('says online or not and the scans waiting when the list fails, or no list is kept offline', async () => {
    // a scan queued earlier on this phone, and a server that refuses this schedule's door
    await queueScan({
      scanId: 'queued-scan-0001',
      scheduleId: 105,
      reservationId: 9,
      count: 1,
      scannedAt: '2099-12-05T09:40:00.000Z',
    });
    serveManager((request) =>
      request.url.pathname.startsWith('/mypage/manager/checkin/105')
        ? jsonResponse(
            { status: 403, code: 'FORBIDDEN', message: '이 회차의 입장 확인 권한이 없습니다.' },
            403,
          )
        : undefined,
    );
    const first = renderApp('/manager/checkin/105');
    expect(await screen.findByText(/접근할 권한이 없습니다/)).toBeInTheDocument();
    expect(screen.getByText('온라인')).toBeInTheDocument();
    expect(screen.getByText('동기화 대기 1건')).toBeInTheDocument();
    first.unmount();

    // offline, with no list ever kept for schedule 106
    setOnline(false);
    serveManager((request) => {
      if (request.url.pathname.startsWith('/mypage/manager/checkin/106'))
        throw new TypeError('Failed to fetch');
      return undefined;
    });
    renderApp('/manager/checkin/106');
    expect(await screen.findByText(/저장된 명단이 없습니다/)).toBeInTheDocument();
    expect(screen.getByText('오프라인')).toBeInTheDocument();
    expect(screen.getByText('모두 동기화됨')).toBeInTheDocument();
  });

  it('tells the door that synced second at once, with a buzz, of a ticket another door let in too', async () => {
    const vibrate = stubVibrate();
    let down = false;
    const other = '2099-12-05T09:50:00.000Z';
    let list = schedule(107, [holder(11, '최서연')]);
    const requests = serveManager((request) => {
      if (!request.url.pathname.startsWith('/mypage/manager/checkin/107')) return undefined;
      if (down) throw new TypeError('Failed to fetch');
      if (request.url.pathname.endsWith('/sync')) {
        // 정문 let her in first, offline too: this phone's scan finds no ticket left
        const { scans } = JSON.parse(String(request.body)) as CheckinSyncRequest;
        const conflict: CheckinConflict = {
          reservationId: 11,
          name: '최서연',
          tickets: 1,
          entries: [entry(other, '정문', 'admitted'), entry(scans[0]!.scannedAt, '후문', 'conflict')],
        };
        list = schedule(107, [holder(11, '최서연', { admitted: 1 })], { conflicts: [conflict] });
        return jsonResponse({
          results: [{ scanId: scans[0]!.scanId, reservationId: 11, result: 'conflict', admitted: 0 }],
          conflicts: [conflict],
          counts: list.counts,
        });
      }
      return jsonResponse(list);
    });
    renderApp('/manager/checkin/107');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('온라인')).toBeInTheDocument();
    down = true;
    network(false);
    const user = userEvent.setup();
    await admitOffline(user, '최서연');
    expect(vibrate).toHaveBeenLastCalledWith(80);
    expect(screen.queryByText('중복 입장을 확인해주세요')).not.toBeInTheDocument();

    down = false;
    network(true);
    const alert = (await screen.findByText('중복 입장을 확인해주세요')).closest('[role="alert"]')!;
    expect(alert).toHaveTextContent('이 기기에서 입장시킨 티켓이 다른 입구에서도 입장 처리됐어요.');
    expect(alert).toHaveTextContent('최서연 님 · 1매');
    const [theirs, ours] = within(alert as HTMLElement).getAllByRole('listitem');
    expect(theirs).toHaveTextContent(/18:50 · 정문 · 1명 입장$/);
    expect(ours).toHaveTextContent(/ · 후문 · 1명 중 0명만 유효 \(이 기기\)$/);
    // the buzz of 이미 사용된 티켓, from the effect that runs after the alert is on screen
    await waitFor(() => expect(vibrate).toHaveBeenLastCalledWith([200, 100, 200]));
    expect(await screen.findByRole('region', { name: '중복 입장 1건' })).toBeInTheDocument();
    expect(await screen.findByText('모두 동기화됨')).toBeInTheDocument();

    // 확인 puts the alert away; the conflict stays listed, and the next round does not tell it again
    await user.click(within(alert as HTMLElement).getByRole('button', { name: '확인' }));
    expect(screen.queryByText('중복 입장을 확인해주세요')).not.toBeInTheDocument();
    const reads = requests.filter((r) => r.method === 'GET' && r.url.pathname.endsWith('/107')).length;
    network(true);
    await vi.waitFor(() =>
      expect(requests.filter((r) => r.method === 'GET' && r.url.pathname.endsWith('/107')).length).toBe(
        reads + 1,
      ),
    );
    expect(await screen.findByRole('region', { name: '중복 입장 1건' })).toBeInTheDocument();
    expect(screen.queryByText('중복 입장을 확인해주세요')).not.toBeInTheDocument();
    expect(vibrate).toHaveBeenCalledTimes(2);
  });

  it('tells the door that synced first when the list shows the other door came too, and only of its own tickets', async () => {
    const vibrate = stubVibrate();
    let down = false;
    const holders = [holder(12, '정하늘'), holder(13, '윤도현', { admitted: 1 })];
    let list = schedule(108, holders);
    let mineAt = '';
    const serve = (conflicts: CheckinConflict[]) => {
      list = schedule(108, [holder(12, '정하늘', { admitted: 1 }), holders[1]!], { conflicts });
    };
    const requests = serveManager((request) => {
      if (!request.url.pathname.startsWith('/mypage/manager/checkin/108')) return undefined;
      if (down) throw new TypeError('Failed to fetch');
      if (request.url.pathname.endsWith('/sync')) {
        // first to sync: let in, no conflict yet
        const { scans } = JSON.parse(String(request.body)) as CheckinSyncRequest;
        mineAt = scans[0]!.scannedAt;
        serve([]);
        return jsonResponse({
          results: [{ scanId: scans[0]!.scanId, reservationId: 12, result: 'admitted', admitted: 1 }],
          conflicts: [],
          counts: list.counts,
        });
      }
      return jsonResponse(list);
    });
    renderApp('/manager/checkin/108');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('온라인')).toBeInTheDocument();
    down = true;
    network(false);
    const user = userEvent.setup();
    await admitOffline(user, '정하늘');
    down = false;
    network(true);
    expect(await screen.findByText('모두 동기화됨')).toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname.endsWith('/sync'))).toBe(true);
    expect(screen.queryByRole('region', { name: /중복 입장/ })).not.toBeInTheDocument();

    // then the other door syncs its scan of the same ticket; and two other doors clash over a ticket this one never saw
    serve([
      {
        reservationId: 12,
        name: '정하늘',
        tickets: 1,
        entries: [entry(mineAt, '정문', 'admitted'), entry('2099-12-05T09:58:00.000Z', '후문', 'conflict')],
      },
      {
        reservationId: 13,
        name: '윤도현',
        tickets: 1,
        entries: [
          entry('2099-12-05T09:45:00.000Z', '후문', 'admitted'),
          entry('2099-12-05T09:47:00.000Z', '매표소', 'conflict'),
        ],
      },
    ]);
    const reads = requests.filter((r) => r.method === 'GET' && r.url.pathname.endsWith('/108')).length;
    network(true); // the next round reads the list again
    const alert = (await screen.findByText('중복 입장을 확인해주세요')).closest('[role="alert"]')!;
    expect(requests.filter((r) => r.method === 'GET' && r.url.pathname.endsWith('/108')).length).toBe(
      reads + 1,
    );
    expect(alert).toHaveTextContent('정하늘 님 · 1매');
    expect(alert).toHaveTextContent(/정문 · 1명 입장 \(이 기기\)/);
    expect(alert).toHaveTextContent('18:58 · 후문 · 1명 중 0명만 유효');
    expect(alert).not.toHaveTextContent('윤도현');
    // the clash's buzz comes from an effect after the alert renders: on a loaded machine, a moment later
    await waitFor(() => expect(vibrate).toHaveBeenLastCalledWith([200, 100, 200]));
    expect(screen.getByRole('region', { name: '중복 입장 2건' })).toHaveTextContent('윤도현');
  });
});
