import { VALIDATION } from '@moa/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import { jsonResponse } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { serveManager, setUpManagerTests } from '../../../test/manager';

const t = manageKo.managerArea.clubForm;

setUpManagerTests();

const club = {
  clubId: 5,
  clubName: '소리울',
  managerName: '박지훈',
  phoneNumber: '010-2843-1957',
  content: '어쿠스틱 밴드 동아리',
  instaUrl: '',
  kakaoUrl: '',
  youtubeUrl: '',
  url: '',
  mandatorySemesters: 2,
  poster: '',
  followerCount: 12,
};

function serve() {
  return serveManager((request) => {
    switch (request.url.pathname) {
      case '/mypage/manager/club':
        return jsonResponse(request.method === 'PUT' ? { ...club, content: '바뀐 소개' } : club);
      case '/mypage/manager/holder/list':
        return jsonResponse({ reservationList: [] });
      default:
        return undefined;
    }
  });
}

describe('club info form', { timeout: 60_000 }, () => {
  it('says it was saved next to the save button, and again on the my-page it goes to', async () => {
    serve();
    const { router } = renderApp('/manager/club/update');
    const user = userEvent.setup();
    const content = await screen.findByLabelText(t.content);
    await user.clear(content);
    await user.type(content, '바뀐 소개');
    const save = screen.getByRole('button', { name: ko.common.save });
    await user.click(save);

    const notice = await screen.findByText(`${t.saved}. ${t.redirecting}`);
    // the message sits with the buttons just pressed, in the save bar that sticks to the foot of the screen
    const bar = notice.closest<HTMLElement>('[data-sticky-inset="bottom"]')!;
    expect(bar).not.toBeNull();
    expect(bar).toContainElement(screen.getByRole('button', { name: ko.common.save }));
    expect(within(bar).getByRole('status')).toHaveTextContent(t.saved);
    // the form is locked while the my-page is on its way
    expect(screen.getByLabelText(t.content)).toBeDisabled();

    await waitFor(() => expect(router.state.location.pathname).toBe('/manager/mypage'), {
      timeout: 10_000,
    });
    // carried over: the my-page shows the same message at its top
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
  });

  it('shows a wrong link on its field and focuses it, without an alert or a save', async () => {
    const requests = serve();
    renderApp('/manager/club/update');
    const user = userEvent.setup();
    const youtube = await screen.findByLabelText(t.youtubeUrl);
    const insta = screen.getByLabelText(t.instaUrl);
    await user.type(youtube, 'youtube.com/@soriul');
    await user.type(insta, 'ftp://soriul');
    await user.click(screen.getByRole('button', { name: ko.common.save }));

    await waitFor(() => expect(insta).toHaveFocus());
    expect(insta).toHaveAttribute('aria-invalid', 'true');
    expect(youtube).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(VALIDATION.invalidUrl)).toHaveLength(2);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    // editing a field takes its highlight away
    await user.type(insta, 'x');
    expect(insta).not.toHaveAttribute('aria-invalid');
  });
});
