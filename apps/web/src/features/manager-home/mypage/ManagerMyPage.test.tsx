import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DoorDutyList } from '@moa/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import { studentKo } from '../../../text/ko-student';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { serveManager, scheduleCard, setUpManagerTests, type Route } from '../../../test/manager';
import { describeError } from '../../../lib/api-errors';
import { managerLoadTexts } from './components/QueryStates';

const t = manageKo.managerArea;

const schedule = scheduleCard(11, 1);

function serve(route: Route = () => undefined): RecordedRequest[] {
  return serveManager((request) => {
    const answer = route(request);
    if (answer) return answer;
    switch (request.url.pathname) {
      case '/mypage/manager/holder/list':
        return jsonResponse({ reservationList: [schedule] });
      case '/mypage/manager/entertain':
        return jsonResponse({ entertainList: [] });
      default:
        return undefined;
    }
  });
}

setUpManagerTests();

/** Opens the shows list with its request answering `status`, and returns the alert it shows. */
async function openFailingShows(status: number, code: string) {
  serve((request) =>
    request.url.pathname === '/mypage/manager/show'
      ? jsonResponse({ status, code, message: 'no' }, status)
      : undefined,
  );
  renderApp('/manager/show');
  return screen.findByRole('alert');
}

/** Opens the events tab, asks to delete 캠퍼스 버스킹 데이 and confirms. */
async function deleteBuskingDay() {
  renderApp('/manager/entertain');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: t.cards.deleteLabel('캠퍼스 버스킹 데이') }));
  const confirm = await screen.findByRole('alertdialog', { name: t.entertainDelete.title });
  await user.click(within(confirm).getByRole('button', { name: t.entertainDelete.confirm }));
  return user;
}

describe('manager my-page', () => {
  it('shows the sidebar, the tabs and one card per schedule', async () => {
    serve();
    renderApp('/manager/mypage');
    const sidebar = await screen.findByRole('complementary', { name: t.sidebar.label });
    expect(await within(sidebar).findByText('소리울')).toBeInTheDocument();
    expect(within(sidebar).getByText('박지훈')).toBeInTheDocument();
    expect(within(sidebar).getByText('010-2843-1957')).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: t.sidebar.editProfile })).toHaveAttribute(
      'href',
      '/manager/mypage/update',
    );
    expect(within(sidebar).getByRole('link', { name: t.sidebar.editClub })).toHaveAttribute(
      'href',
      '/manager/club/update',
    );
    expect(await within(sidebar).findByRole('link', { name: t.sidebar.viewClub })).toHaveAttribute(
      'href',
      '/manager/club/5',
    );

    const tabs = screen.getByRole('navigation', { name: t.tabs.label });
    expect(within(tabs).getByRole('link', { name: t.tabs.holders })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: t.tabs.shows })).toHaveAttribute('href', '/manager/show');

    const open = await screen.findByRole('link', { name: t.schedules.openHoldersLabel(schedule.title, 1) });
    expect(open).toHaveAttribute('href', '/manager/holder/11');
    // tickets against seats, never tickets labelled as people
    const counts = screen.getByText(t.schedules.appliedOf(44, 80));
    expect(counts.parentElement).toHaveTextContent('예매 44매 / 80석');
    expect(counts.parentElement).not.toHaveTextContent('명');
    expect(screen.getByText(t.schedules.rate(55))).toBeInTheDocument();
  });

  it('shows, at the top, the shows whose door this manager keeps for another club; nothing when none', async () => {
    const duty = studentKo.doorDuty;
    let shows: DoorDutyList['shows'] = [];
    const requests = serve((request) =>
      request.url.pathname === '/mypage/checkin' ? jsonResponse({ shows }) : undefined,
    );
    // none: the page as before, after asking
    const first = renderApp('/manager/mypage');
    expect(
      await screen.findByRole('link', { name: t.schedules.openHoldersLabel(schedule.title, 1) }),
    ).toBeInTheDocument();
    await waitFor(() => expect(requests.some((r) => r.url.pathname === '/mypage/checkin')).toBe(true));
    expect(screen.queryByRole('heading', { name: duty.title })).not.toBeInTheDocument();
    first.unmount();

    shows = [
      {
        showId: 40,
        title: '가온누리 봄 공연',
        location: '공학관 소극장',
        endsAt: '2099-05-02T14:00:00.000Z',
        schedules: [{ scheduleId: 77, order: 2, date: '2099-05-02', time: '19:30' }],
      },
    ];
    renderApp('/manager/mypage');
    const heading = await screen.findByRole('heading', { name: duty.title });
    const section = heading.closest('section')!;
    expect(section).toHaveTextContent('가온누리 봄 공연');
    expect(within(section).getByRole('link', { name: /^2회차 · .* 19:30$/ })).toHaveAttribute(
      'href',
      '/manager/checkin/77',
    );
    // above the sidebar and the tabs, where a phone shows it first
    const sidebar = screen.getByRole('complementary', { name: t.sidebar.label });
    expect(section.compareDocumentPosition(sidebar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('deleting a show with holders shows the server message after the confirmation', async () => {
    const message = '예매자가 있는 공연은 삭제할 수 없습니다. 예매자를 먼저 정리해주세요.';
    const requests = serve((request) =>
      request.method === 'DELETE'
        ? jsonResponse({ status: 409, code: 'SHOW_HAS_RESERVATIONS', message }, 409)
        : undefined,
    );
    renderApp('/manager/mypage');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t.showDelete.button }));
    const confirm = await screen.findByRole('alertdialog', { name: t.showDelete.title });
    await user.click(within(confirm).getByRole('button', { name: t.showDelete.confirm }));
    const alert = await screen.findByRole('alertdialog', { name: t.showDelete.failedTitle });
    expect(alert).toHaveTextContent(message);
    const deletes = requests.filter((r) => r.method === 'DELETE');
    expect(deletes.map((r) => r.url.pathname)).toEqual(['/mypage/manager/show/3']);
    // the list is fetched again after the attempt
    await waitFor(() =>
      expect(requests.filter((r) => r.url.pathname === '/mypage/manager/holder/list').length).toBe(2),
    );
  });

  it('deletes an event after the confirmation and refreshes the list', async () => {
    let events = [{ entertainId: 8, poster: '', title: '캠퍼스 버스킹 데이', date: '2026-05-20' }];
    const requests = serve((request) => {
      if (request.url.pathname === '/mypage/manager/entertain')
        return jsonResponse({ entertainList: events });
      if (request.method === 'DELETE') {
        events = [];
        return jsonResponse({ success: true });
      }
      return undefined;
    });
    await deleteBuskingDay();
    expect(await screen.findByText(t.entertainDelete.done('캠퍼스 버스킹 데이'))).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url.pathname)).toEqual([
      '/mypage/manager/entertain/8',
    ]);
    expect(await screen.findByText(t.entertains.empty)).toBeInTheDocument();
  });

  it('an empty events tab says there are no registered events', async () => {
    serve();
    renderApp('/manager/entertain');
    expect(await screen.findByText(t.entertains.empty)).toBeInTheDocument();
  });

  it('a list that answers 403 says there is no permission, with the way home and no retry', async () => {
    const alert = await openFailingShows(403, 'FORBIDDEN');
    expect(alert).toHaveTextContent(t.errors.forbidden);
    expect(within(alert).getByRole('link', { name: ko.apiErrors.goHome })).toHaveAttribute('href', '/');
    expect(within(alert).queryByRole('button', { name: ko.common.retry })).not.toBeInTheDocument();
  });

  it('a list that fails otherwise says so in its own words, with a retry', async () => {
    const alert = await openFailingShows(500, 'INTERNAL');
    expect(alert).toHaveTextContent(t.shows.loadFailed);
    expect(within(alert).getByRole('button', { name: ko.common.retry })).toBeInTheDocument();
  });

  it('a failed event delete with an expired session alerts it, then opens the session-expired modal', async () => {
    serve((request) => {
      if (request.url.pathname === '/mypage/manager/entertain')
        return jsonResponse({
          entertainList: [{ entertainId: 8, poster: '', title: '캠퍼스 버스킹 데이', date: '2026-05-20' }],
        });
      if (request.method === 'DELETE')
        return jsonResponse({ status: 401, code: 'SESSION_EXPIRED', message: 'expired' }, 401);
      return undefined;
    });
    const user = await deleteBuskingDay();
    const alert = await screen.findByRole('alertdialog', { name: t.entertainDelete.failedTitle });
    expect(alert).toHaveTextContent(t.entertainDelete.unauthorized);
    await user.click(within(alert).getByRole('button', { name: ko.common.ok }));
    expect(await screen.findByRole('alertdialog', { name: ko.session.expiredTitle })).toBeInTheDocument();
  });
});

describe('manager messages', () => {
  const error = (status: number, message = 'server says') =>
    new ApiError({ status, code: 'HTTP_ERROR', message, path: '/x' });

  const showDeleteErrorMessage = (e: unknown) => describeError(e, t.showDelete).message;
  const listErrorMessage = (e: unknown, failed: string) => describeError(e, managerLoadTexts(failed)).message;

  it('words the delete-show failures by status', () => {
    expect(showDeleteErrorMessage(error(401))).toBe('권한이 없습니다. 다시 로그인해주세요');
    expect(showDeleteErrorMessage(error(403))).toBe('이 공연을 삭제할 권한이 없습니다');
    expect(showDeleteErrorMessage(error(404))).toBe('삭제할 공연을 찾을 수 없습니다');
    expect(showDeleteErrorMessage(error(409, '예매자가 있습니다'))).toBe('예매자가 있습니다');
    expect(showDeleteErrorMessage(error(500))).toBe('공연 삭제 중 오류가 발생했습니다. 다시 시도해주세요');
    expect(showDeleteErrorMessage(new Error('x'))).toBe(
      '공연 삭제 중 오류가 발생했습니다. 다시 시도해주세요',
    );
  });

  it('maps list failures: 403, 404, else the list’s own message', () => {
    expect(listErrorMessage(error(403), 'own')).toBe('이 정보에 접근할 권한이 없습니다');
    expect(listErrorMessage(error(404), 'own')).toBe(t.errors.notFound);
    expect(listErrorMessage(error(500), 'own')).toBe('own');
    expect(listErrorMessage(error(409), 'own')).toBe('own');
  });
});
