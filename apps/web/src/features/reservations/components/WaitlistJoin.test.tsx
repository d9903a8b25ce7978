import type { StudentWaitlistEntry } from '@moa/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import { jsonResponse, sampleUser, stubFetch, type RecordedRequest } from '../../../test/fetch';
import { FUTURE, openShow, SHOW } from './ReservationPanel.fixtures';

const t = studentKo.waitlist;
const WAITING_SHOW = { ...SHOW, waitlistEnabled: true };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToken();
  sessionStorage.clear();
});

/** The student's place in line for schedule 13 (3회차, sold out). */
const entry = (overrides: Partial<StudentWaitlistEntry> = {}): StudentWaitlistEntry => ({
  waitlistId: 5,
  scheduleId: 13,
  showId: 7,
  title: SHOW.showName,
  wishToPurchaseTickets: 2,
  position: 3,
  offer: null,
  status: 'waiting',
  order: 3,
  date: FUTURE,
  time: '18:00',
  cost: 15000,
  joinedAt: '2099-11-01T10:00:00.000Z',
  ...overrides,
});

interface Backend {
  show?: unknown;
  mine?: StudentWaitlistEntry[];
  join?: (request: RecordedRequest) => Response;
}

function serve({ show = WAITING_SHOW, mine = [], join }: Backend = {}) {
  return stubFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/show/detail/7') return jsonResponse(show);
    if (pathname === '/api/auth/me') return jsonResponse(sampleUser());
    if (pathname === '/mypage/student/reservation') return jsonResponse([]);
    if (pathname === '/mypage/student/waitlist') return jsonResponse(mine);
    if (pathname === '/show/detail/waitlist' && join) return join(request);
    return jsonResponse({ status: 404, code: 'NOT_FOUND', message: 'none' }, 404);
  });
}

/** The place-in-line box: found by its first line. */
const statusOf = async (firstLine: string) =>
  (await screen.findByText(firstLine)).closest<HTMLElement>('[role="status"]')!;

const joins = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.url.pathname === '/show/detail/waitlist');

describe('the waiting list on /show/:showId', { timeout: 30_000 }, () => {
  it('a sold-out schedule can be chosen to wait for; joining sends the count and shows the place in line', async () => {
    const requests = serve({ join: () => jsonResponse({ waitlistId: 9, position: 1 }) });
    const { user } = await openShow(true);
    const soldOut = screen.getByRole('radio', { name: /^3회차.*대기 가능.*매진$/ });
    expect(soldOut).toBeEnabled();
    await user.click(soldOut);

    expect(screen.getByText(t.soldOutLead)).toBeInTheDocument();
    const stepper = screen.getByRole('group', { name: studentKo.reserve.tickets });
    expect(stepper).toHaveTextContent('1매');
    // up to the per-person cap (4), whatever the seats
    for (let i = 0; i < 4; i += 1) {
      await user.click(within(stepper).getByRole('button', { name: studentKo.reserve.increase }));
    }
    expect(stepper).toHaveTextContent('4매');
    expect(screen.getByText(studentKo.reserve.perPersonCap(4))).toBeInTheDocument();
    await user.click(within(stepper).getByRole('button', { name: studentKo.reserve.decrease }));
    expect(screen.queryByRole('button', { name: studentKo.reserve.reserve })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t.join }));
    const status = await statusOf(t.joined);
    expect(status).toHaveTextContent(t.position(1));
    expect(within(status).getByRole('link', { name: t.toMyPage })).toHaveAttribute('href', '/mypage');
    expect(JSON.parse(String(joins(requests)[0]!.body))).toEqual({
      scheduleId: 13,
      wishToPurchaseTickets: 3,
    });
    expect(screen.queryByRole('button', { name: t.join })).not.toBeInTheDocument();
  });

  it('a refusal shows the server message under its own title', async () => {
    serve({
      join: () =>
        jsonResponse(
          {
            status: 409,
            code: 'ALREADY_RESERVED',
            message: '이미 예매한 회차입니다. 마이페이지에서 예매 내역을 확인해주세요.',
          },
          409,
        ),
    });
    const { user } = await openShow(true);
    await user.click(screen.getByRole('radio', { name: /^3회차/ }));
    await user.click(screen.getByRole('button', { name: t.join }));
    const failure = await screen.findByRole('alertdialog', { name: t.joinFailed });
    expect(failure).toHaveTextContent('이미 예매한 회차입니다. 마이페이지에서 예매 내역을 확인해주세요.');
    await user.click(within(failure).getByRole('button', { name: ko.common.ok }));
    // signed in: the button is there to try again
    expect(screen.getByRole('button', { name: t.join })).toBeEnabled();
  });

  it('without a sign-in the failure says to log in first and 확인 goes to /login', async () => {
    const requests = serve();
    const { user, router } = await openShow(false);
    await user.click(screen.getByRole('radio', { name: /^3회차/ }));
    await user.click(screen.getByRole('button', { name: t.join }));
    const failure = await screen.findByRole('alertdialog', { name: t.joinFailed });
    expect(failure).toHaveTextContent(studentKo.reserve.loginFirst);
    await user.click(within(failure).getByRole('button', { name: ko.common.ok }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(joins(requests)).toHaveLength(0);
  });

  it('a student already in line sees their place, or their open offer, instead of the button', async () => {
    serve({ mine: [entry()] });
    const { user } = await openShow(true);
    const waiting = await screen.findByRole('radio', { name: /^3회차.*대기 중.*매진$/ });
    await user.click(waiting);
    const status = await statusOf(t.waitingNote);
    expect(status).toHaveTextContent(t.position(3));
    expect(screen.queryByRole('button', { name: t.join })).not.toBeInTheDocument();
  });

  it('an open offer is said with its time and the way to 마이페이지', async () => {
    serve({
      mine: [
        entry({
          status: 'offered',
          position: 1,
          offer: { tickets: 2, expiresAt: '2099-11-02T05:30:00.000Z', seats: [] },
        }),
      ],
    });
    const { user } = await openShow(true);
    await user.click(await screen.findByRole('radio', { name: /^3회차.*대기 중/ }));
    expect(await statusOf(t.waitingNote)).toHaveTextContent(t.offeredNote('11월 2일 (월) 오후 2:30'));
  });

  it('more tickets than the seats left: the seats alert offers the waiting list, from one ticket more', async () => {
    const requests = serve({ join: () => jsonResponse({ waitlistId: 9, position: 2 }) });
    const { user, plus } = await openShow(true);
    await user.click(screen.getByRole('radio', { name: /^2회차/ }));
    await user.click(plus);
    await user.click(plus);
    const alert = screen.getByRole('alertdialog', { name: studentKo.reserve.seatsCap(2) });
    await user.click(within(alert).getByRole('button', { name: t.waitInstead }));

    expect(screen.getByText(t.fewerLead(2))).toBeInTheDocument();
    const waitStepper = screen.getByRole('group', { name: studentKo.reserve.tickets });
    expect(waitStepper).toHaveTextContent('3매');
    expect(within(waitStepper).getByRole('button', { name: studentKo.reserve.decrease })).toBeDisabled();

    // and back to reserving the two seats left, then to the waiting list again
    await user.click(screen.getByRole('button', { name: t.reserveInstead }));
    expect(screen.getByRole('button', { name: studentKo.reserve.reserve })).toBeEnabled();
    expect(screen.getByRole('group', { name: studentKo.reserve.tickets })).toHaveTextContent('2매');
    await user.click(screen.getByRole('button', { name: studentKo.reserve.increase }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: studentKo.reserve.seatsCap(2) })).getByRole('button', {
        name: t.waitInstead,
      }),
    );
    await user.click(screen.getByRole('button', { name: t.join }));
    await screen.findByText(t.position(2));
    expect(JSON.parse(String(joins(requests)[0]!.body))).toEqual({
      scheduleId: 12,
      wishToPurchaseTickets: 3,
    });
  });

  it('a show without a waiting list keeps its sold-out schedules closed', async () => {
    const requests = serve({ show: SHOW });
    await openShow(true);
    expect(screen.getByRole('radio', { name: /^3회차/ })).toBeDisabled();
    expect(screen.queryByText(t.waitable)).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname === '/mypage/student/waitlist')).toBe(false);
  });
});
