/** What the holder screen's tests share: holders in the contract's shape, their summary, and a stubbed server. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  XLSX_CONTENT_TYPE,
  type Holder,
  type HolderCancelRequest,
  type HolderSummary,
  type SeatPlan,
} from '@moa/contract';
import { manageKo } from '../../../text/ko-manage';
import { jsonResponse, sampleUser, stubFetch, type RecordedRequest } from '../../../test/fetch';
import { renderApp } from '../../../test/render';

export const TITLE = '소리울 정기공연 〈울림〉';

export function holder(reservationId: number, name: string, overrides: Partial<Holder> = {}): Holder {
  const status = overrides.status ?? (overrides.isPaid ? 'paid' : 'unpaid');
  return {
    reservationId,
    createdAt: '2026-05-01T10:30:00.000Z',
    name,
    stdCode: `2026000${reservationId}`,
    phoneNumber: `010-0000-000${reservationId}`,
    ticketNumber: 2,
    seats: [],
    admitted: 0,
    admittedAt: null,
    price: 20000,
    cancelRequest: false,
    scheduleId: 7,
    payBy: '2026-05-02T10:30:00.000Z',
    expiresAt: '2026-05-02T10:30:00.000Z',
    depositName: `2026000${reservationId}${name}`,
    transferClaim: null,
    paymentChangedAt: null,
    paymentChangedBy: null,
    cancelRequestedAt: null,
    refundAccount: null,
    cancelRejection: null,
    ...overrides,
    status,
    isPaid: status === 'paid',
  };
}

/** The money of holders as the server sums it (HolderSummary). */
export function summaryOf(holders: readonly Holder[]): HolderSummary {
  const live = holders.filter((h) => h.status === 'unpaid' || h.status === 'paid');
  const paid = live.filter((h) => h.status === 'paid');
  const sum = (list: Holder[], pick: (h: Holder) => number) => list.reduce((n, h) => n + pick(h), 0);
  return {
    expected: sum(live, (h) => h.price),
    confirmed: sum(paid, (h) => h.price),
    outstanding: sum(live, (h) => h.price) - sum(paid, (h) => h.price),
    people: live.length,
    tickets: sum(live, (h) => h.ticketNumber),
    paidPeople: paid.length,
    paidTickets: sum(paid, (h) => h.ticketNumber),
    expired: holders.filter((h) => h.status === 'expired').length,
    needsCheck: live.filter((h) => h.status === 'unpaid' && h.transferClaim).length,
    cancelRequested: live.filter((h) => h.cancelRequest).length,
  };
}

const csvRow = (h: Holder, i: number) => ({
  number: i + 1,
  createdAt: h.createdAt,
  name: h.name,
  stdCode: h.stdCode,
  phoneNumber: h.phoneNumber,
  ticketNumber: h.ticketNumber,
  price: h.price,
  isPaid: h.isPaid,
  cancelRequest: h.cancelRequest,
  reservationId: h.reservationId,
  admitted: h.admitted,
});

/**
 * The holders the stubbed server keeps: schedule 7 (1회차) and schedule 8 (2회차) of show 3; and each payment change
 * it recorded, with the holders' states before it, for 되돌리기.
 */
export const db = {
  holders: [] as Holder[],
  changes: new Map<number, { reservationId: number; status: Holder['status'] }[]>(),
};

const ofSchedule = (id: number) => db.holders.filter((h) => h.scheduleId === id);

function scheduleBody(id: number) {
  const list = ofSchedule(id);
  return {
    showId: 3,
    title: TITLE,
    order: id === 7 ? 1 : 2,
    date: id === 7 ? '2026-05-12' : '2026-05-13',
    time: '19:00',
    holderList: list,
    csv_json: list.map(csvRow),
    summary: summaryOf(list),
  };
}

const scheduleCard = (scheduleId: number, order: number) => ({
  scheduleId,
  order,
  date: `2026-05-1${order + 1}`,
  time: '19:00',
  maxPeople: 100,
  applyPeople: 10,
  cost: 10000,
});

export interface ServeOverrides {
  /** PUT …/holder/{scheduleId}: 입금 확인 / 입금 취소 (default, or when it answers undefined: as asked). */
  payment?: (request: RecordedRequest) => Response | undefined;
  restore?: (request: RecordedRequest) => Response;
  /** PUT …/holder/{scheduleId}/seats/{reservationId}: 좌석 변경 (default: the holder takes the seats). */
  seats?: (request: RecordedRequest) => Response | undefined;
  list?: () => Response;
  cancel?: () => Response;
  undo?: () => Response;
}

/** The server of the holder calls, at the network boundary, with its own state (db). */
export function serve(overrides: ServeOverrides = {}): RecordedRequest[] {
  return stubFetch(async (request) => {
    const path = request.url.pathname;
    if (path === '/api/auth/me') {
      return jsonResponse(sampleUser({ authority: 'ROLE_CLUB', clubId: 1, clubName: '소리울' }));
    }
    if (path === '/mypage/manager/show/3/holders') {
      return jsonResponse({
        showId: 3,
        title: TITLE,
        schedules: [scheduleCard(7, 1), scheduleCard(8, 2)],
        holderList: [...ofSchedule(7), ...ofSchedule(8)],
        summary: summaryOf(db.holders),
      });
    }
    if (/\/export\.xlsx$|\/holders\.xlsx$/.test(path)) {
      return new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
        headers: {
          'Content-Type': XLSX_CONTENT_TYPE,
          'Content-Disposition': `attachment; filename="x.xlsx"; filename*=UTF-8''${encodeURIComponent('울림_예매자.xlsx')}`,
        },
      });
    }
    const cancel = /^\/mypage\/manager\/holder\/(\d+)\/cancel$/.exec(path);
    if (cancel) return overrides.cancel?.() ?? answerCancel(request);
    const undo = /^\/mypage\/manager\/holder\/\d+\/payment\/(\d+)\/undo$/.exec(path);
    if (undo) return overrides.undo?.() ?? answerUndo(Number(undo[1]));
    if (/^\/mypage\/manager\/schedule\/\d+\/seats$/.exec(path)) return jsonResponse(seatPlan());
    const move = /^\/mypage\/manager\/holder\/\d+\/seats\/(\d+)$/.exec(path);
    if (move) {
      const answer = overrides.seats?.(request);
      if (answer) return answer;
      const { seats } = JSON.parse(String(request.body)) as { seats: string[] };
      const h = db.holders.find((each) => each.reservationId === Number(move[1]));
      if (h) h.seats = seats;
      return jsonResponse({ success: true, seats });
    }
    const restore = /^\/mypage\/manager\/holder\/(\d+)\/restore$/.exec(path);
    const schedule = /^\/mypage\/manager\/holder\/(\d+)$/.exec(path);
    const body = request.body
      ? (JSON.parse(String(request.body)) as {
          reservationList: { reservationId: number; isPaid?: boolean }[];
        })
      : { reservationList: [] };
    const target = (id: number) => db.holders.find((h) => h.reservationId === id);
    if (restore) {
      if (overrides.restore) return overrides.restore(request);
      for (const { reservationId } of body.reservationList) {
        const h = target(reservationId);
        if (h) Object.assign(h, { status: 'unpaid', isPaid: false });
      }
      return jsonResponse({ success: true, count: body.reservationList.length });
    }
    if (schedule && path !== '/mypage/manager/holder/list') {
      const id = Number(schedule[1]);
      if (request.method === 'GET') return overrides.list?.() ?? jsonResponse(scheduleBody(id));
      if (request.method === 'PUT') {
        const answer = overrides.payment?.(request);
        if (answer) return answer;
        const before: { reservationId: number; status: Holder['status'] }[] = [];
        for (const change of body.reservationList) {
          const h = target(change.reservationId);
          if (!h || h.isPaid === !!change.isPaid) continue;
          before.push({ reservationId: h.reservationId, status: h.status });
          Object.assign(h, { isPaid: !!change.isPaid, status: change.isPaid ? 'paid' : 'unpaid' });
        }
        const changeId = before.length > 0 ? db.changes.size + 1 : null;
        if (changeId !== null) db.changes.set(changeId, before);
        return jsonResponse({
          success: true,
          count: body.reservationList.length,
          changeId,
          undoUntil: changeId === null ? null : '2026-05-03T01:10:00.000Z',
        });
      }
      const ids = new Set(body.reservationList.map((r) => r.reservationId));
      db.holders = db.holders.filter((h) => !ids.has(h.reservationId));
      return jsonResponse({ success: true, count: ids.size });
    }
    if (path === '/mypage/manager/holder/list') return jsonResponse({ reservationList: [] });
    return jsonResponse({ status: 404, code: 'NOT_FOUND', message: 'not found' }, 404);
  });
}

/**
 * The plan of schedule 7 when it is seated: 소극장, rows 가 (R석) and 나 (S석) of four seats, 나열 4번 blocked as
 * 운영석; the seats the holders hold are taken.
 */
export function seatPlan(): SeatPlan {
  const seats = ['가', '나'].flatMap((row, y) =>
    [1, 2, 3, 4].map((n) => ({
      key: `${row}-${n}`,
      section: '',
      row,
      number: n,
      x: n - 1,
      y,
      kind: 'seat' as const,
    })),
  );
  return {
    scheduleId: 7,
    hallId: 1,
    hallName: '소극장',
    stage: 'top',
    seats,
    grades: [
      { name: 'R석', price: 20000, color: '#E11D48', seats: ['가-1', '가-2', '가-3', '가-4'] },
      { name: 'S석', price: 15000, color: '#2563EB', seats: ['나-1', '나-2', '나-3', '나-4'] },
    ],
    blocks: [{ label: '운영석', seats: ['나-4'] }],
    wheelchairReleaseHours: 24,
    held: db.holders
      .filter((h) => h.status === 'paid' || h.status === 'unpaid')
      .flatMap((h) => h.seats)
      .sort(),
    maxPeople: 7,
  };
}

/** POST …/payment/{changeId}/undo: the holders still there go back as they were; deleted ones are skipped. */
function answerUndo(changeId: number): Response {
  let restored = 0;
  let deleted = 0;
  for (const { reservationId, status } of db.changes.get(changeId) ?? []) {
    const h = db.holders.find((each) => each.reservationId === reservationId);
    if (!h) deleted++;
    else {
      Object.assign(h, { status, isPaid: status === 'paid' });
      restored++;
    }
  }
  return jsonResponse({
    restored,
    skipped: deleted,
    skippedReasons: { changed: 0, deleted, noSeats: 0 },
  });
}

/** POST …/cancel: approved requests are cancelled, refused ones cleared with the reason kept. */
function answerCancel(request: RecordedRequest): Response {
  const body = JSON.parse(String(request.body)) as HolderCancelRequest;
  for (const h of db.holders.filter((each) => body.reservationIds.includes(each.reservationId))) {
    Object.assign(
      h,
      body.approve
        ? { status: 'cancelled', isPaid: false, cancelRequest: false }
        : { cancelRequest: false, cancelRejection: { reason: body.reason, at: '2026-05-03T01:00:00.000Z' } },
    );
  }
  return jsonResponse({ success: true, count: body.reservationIds.length });
}

/** The payment, delete and restore calls sent. */
export function writes(requests: RecordedRequest[]) {
  return requests.filter((r) => r.url.pathname.startsWith('/mypage/manager/holder/') && r.method !== 'GET');
}

export const rowCheckbox = (name: string) =>
  screen.getByRole('checkbox', { name: manageKo.managerArea.holders.selectOne(name) });

export async function openPage(path = '/manager/holder/7') {
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: TITLE });
  return {
    user: userEvent.setup(),
    selectAll: screen.getByRole('checkbox', { name: manageKo.managerArea.holders.selectAll }),
  };
}
