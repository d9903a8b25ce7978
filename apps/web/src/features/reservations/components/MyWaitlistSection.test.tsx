import type { StudentWaitlistEntry } from '@moa/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { closeSessionExpired } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch';
import { signedInStudentEachTest } from '../../../test/session';
import { openMyPage, serve } from '../routes/MyPage.fixtures';
import { RESULT } from './ReservationPanel.fixtures';

const t = studentKo.waitlist;

signedInStudentEachTest(closeSessionExpired);

const entry = (overrides: Partial<StudentWaitlistEntry> = {}): StudentWaitlistEntry => ({
  waitlistId: 5,
  scheduleId: 13,
  showId: 7,
  title: '소리울 정기공연 〈울림〉',
  wishToPurchaseTickets: 2,
  position: 2,
  offer: null,
  status: 'waiting',
  order: 3,
  date: '2099-11-28',
  time: '18:00',
  cost: 15000,
  joinedAt: '2099-11-01T10:00:00.000Z',
  ...overrides,
});

const OFFERED = () =>
  entry({
    waitlistId: 6,
    scheduleId: 12,
    order: 2,
    title: '극단 한울 〈햄릿〉',
    position: 1,
    status: 'offered',
    offer: { tickets: 2, expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(), seats: [] },
  });
const LAPSED = () =>
  entry({ waitlistId: 7, title: '스텝업 〈MOVE〉', position: null, status: 'lapsed', showId: 9 });

/** /mypage with these waiting-list entries; `answer` takes the waiting list's other calls. */
function serveWaitlist(
  entries: () => StudentWaitlistEntry[],
  answer: (request: RecordedRequest) => Response | undefined = () => undefined,
) {
  return serve({
    waitlist: (request) =>
      request.url.pathname === '/mypage/student/waitlist' && request.method === 'GET'
        ? jsonResponse(entries())
        : answer(request),
  });
}

const cardOf = (title: string) => screen.getByRole('article', { name: title });

describe('예매 대기 on /mypage', { timeout: 30_000 }, () => {
  it('is not there for a student who never waited', async () => {
    serveWaitlist(() => []);
    await openMyPage();
    await screen.findByRole('heading', { level: 2, name: /예매 내역/ });
    expect(screen.queryByRole('heading', { level: 2, name: /예매 대기/ })).not.toBeInTheDocument();
  });

  it('lists the places in line, the open offer first with its time left, and a lapsed offer', async () => {
    serveWaitlist(() => [entry(), LAPSED(), OFFERED()]);
    await openMyPage();
    const section = (await screen.findByRole('heading', { level: 2, name: /예매 대기/ })).closest('section')!;
    expect(section).toHaveTextContent(t.count(3));
    const titles = within(section)
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
    expect(titles[0]).toBe('극단 한울 〈햄릿〉');

    const offered = cardOf('극단 한울 〈햄릿〉');
    expect(offered).toHaveTextContent(t.offered);
    expect(offered).toHaveTextContent(t.position(1));
    expect(offered).toHaveTextContent(t.offerLead('2매'));
    expect(offered).toHaveTextContent(/(29|30)분 \d{1,2}초 남음/);
    expect(offered).toHaveTextContent(/\d+월 \d+일 \([일월화수목금토]\) 오[전후] \d+:\d{2}까지 확정해주세요/);
    expect(within(offered).getByRole('button', { name: t.claim })).toBeEnabled();
    expect(within(offered).getByRole('button', { name: t.leave })).toBeEnabled();

    const waiting = cardOf('소리울 정기공연 〈울림〉');
    expect(waiting).toHaveTextContent(t.waiting);
    expect(waiting).toHaveTextContent(t.position(2));
    expect(waiting).toHaveTextContent('3회차 · 2099.11.28 (토) 18:00');
    expect(waiting).toHaveTextContent('2매 · 30,000원');
    expect(within(waiting).queryByRole('button', { name: t.claim })).not.toBeInTheDocument();

    const lapsed = cardOf('스텝업 〈MOVE〉');
    expect(lapsed).toHaveTextContent(t.lapsed);
    expect(lapsed).toHaveTextContent(t.lapsedNote);
    expect(within(lapsed).queryByRole('button')).not.toBeInTheDocument();
    expect(within(lapsed).getByRole('link', { name: t.showPage })).toHaveAttribute('href', '/show/9');
  });

  it('좌석 확정하기 makes the reservation: the success modal with the transfer, and the lists asked again', async () => {
    let claimed = false;
    const requests = serveWaitlist(
      () => (claimed ? [] : [OFFERED()]),
      (request) => {
        if (request.method !== 'POST' || !request.url.pathname.endsWith('/6/claim')) return undefined;
        claimed = true;
        return jsonResponse(RESULT);
      },
    );
    const { user } = await openMyPage();
    const offered = await screen.findByRole('article', { name: '극단 한울 〈햄릿〉' });
    const listCalls = () => requests.filter((r) => r.url.pathname === '/mypage/student/reservation').length;
    const before = listCalls();
    await user.click(within(offered).getByRole('button', { name: t.claim }));

    const success = await screen.findByRole('dialog', { name: studentKo.reserve.successTitle });
    expect(success).toHaveTextContent(studentKo.reserve.successTransfer('30,000원'));
    expect(success).toHaveTextContent(studentKo.transfer.depositNameLine(RESULT.depositName));
    expect(within(success).queryByRole('link', { name: studentKo.reserve.toMyPage })).not.toBeInTheDocument();
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
    await user.click(within(success).getByRole('button', { name: ko.common.ok }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: '극단 한울 〈햄릿〉' })).not.toBeInTheDocument(),
    );
  });

  it('a refused claim says the server message', async () => {
    serveWaitlist(
      () => [OFFERED()],
      (request) =>
        request.method === 'POST'
          ? jsonResponse(
              {
                status: 409,
                code: 'OFFER_UNAVAILABLE',
                message:
                  '지금 확정할 수 있는 대기 좌석이 없습니다. 제안 시간이 지났거나 이미 확정되었습니다.',
              },
              409,
            )
          : undefined,
    );
    const { user } = await openMyPage();
    await user.click(
      within(await screen.findByRole('article', { name: '극단 한울 〈햄릿〉' })).getByRole('button', {
        name: t.claim,
      }),
    );
    const alert = await screen.findByRole('alertdialog', { name: t.claimFailed });
    expect(alert).toHaveTextContent('지금 확정할 수 있는 대기 좌석이 없습니다.');
  });

  it('대기 취소 asks first, then leaves the line; 취소 keeps the place', async () => {
    let left = false;
    const requests = serveWaitlist(
      () => (left ? [] : [OFFERED()]),
      (request) => {
        if (request.method !== 'DELETE') return undefined;
        left = true;
        return jsonResponse({ success: true });
      },
    );
    const { user } = await openMyPage();
    const offered = await screen.findByRole('article', { name: '극단 한울 〈햄릿〉' });

    await user.click(within(offered).getByRole('button', { name: t.leave }));
    let confirm = screen.getByRole('alertdialog', { name: t.leaveTitle });
    expect(confirm).toHaveTextContent(t.leaveOfferBody);
    await user.click(within(confirm).getByRole('button', { name: ko.common.cancel }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(within(offered).getByRole('button', { name: t.leave }));
    confirm = screen.getByRole('alertdialog', { name: t.leaveTitle });
    await user.click(within(confirm).getByRole('button', { name: t.leaveConfirm }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: /예매 대기/ })).not.toBeInTheDocument(),
    );
    const removal = requests.find((r) => r.method === 'DELETE')!;
    expect(removal.url.pathname).toBe('/mypage/student/waitlist/6');
  });
});
