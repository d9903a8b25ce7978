import type { ShowDetail } from '@moa/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { sampleShow } from '../../../test/show';
import { ShowDetailPage } from './ShowDetailPage';

/**
 * The browse page on its own, with a stand-in for its reservation slot. The composed /show page (the reservations
 * feature's panel in the slot) is tested in app/routes/ShowPage.test.tsx and the panel's own tests.
 */
const renderShowPage = () =>
  renderApp('/show/7', [
    {
      path: '/show/:showId',
      element: (
        <ShowDetailPage
          reservation={(show: ShowDetail) => <p>{`slot: ${show.showId}, ${show.scheduleList.length}`}</p>}
        />
      ),
    },
  ]);

const SHOW = sampleShow({ noticeLetter: '입금자명은 학번+이름으로 해주세요.' });

afterEach(() => {
  vi.unstubAllGlobals();
});

function showAt(status: number, body: unknown) {
  return stubFetch(({ url }) =>
    url.pathname === '/show/detail/7' ? jsonResponse(body, status) : jsonResponse({}, 404),
  );
}

describe('/show/:showId (the browse page)', () => {
  it('shows the information and renders the reservation slot, with the show, under 회차 선택', async () => {
    showAt(200, SHOW);
    renderShowPage();

    expect(await screen.findByRole('heading', { level: 1, name: SHOW.showName })).toBeInTheDocument();
    expect(screen.getByText('120분')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '소리울' })).toHaveAttribute('href', '/clubs/1');
    expect(screen.getByText(SHOW.introductionLetter)).toBeInTheDocument();
    expect(screen.getByText(SHOW.noticeLetter)).toBeInTheDocument();

    const schedules = screen.getByRole('region', { name: ko.browse.showDetail.schedules });
    expect(schedules).toHaveTextContent('slot: 7, 1');
    // the page has no schedule picker, stepper or button of its own: the slot is the whole reservation area
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: studentKo.reserve.reserve })).not.toBeInTheDocument();
  });

  it.each([
    [401, ko.browse.showDetail.unauthorized, true],
    [403, ko.browse.showDetail.forbidden, false],
    [404, ko.browse.showDetail.notFound, false],
    [409, ko.browse.showDetail.loadFailed, false],
  ])('a %i answer says "%s" with retry and back (login button: %s)', async (status, message, login) => {
    const requests = showAt(status, { status, code: 'X', message: 'server words' });
    renderShowPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByText(/^slot:/)).not.toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: ko.common.back })).toBeInTheDocument();
    const loginLink = within(alert).queryByRole('link', { name: ko.browse.showDetail.login });
    if (login) expect(loginLink).toHaveAttribute('href', '/login');
    else expect(loginLink).not.toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: ko.common.retry }));
    await vi.waitFor(() =>
      expect(requests.filter((r) => r.url.pathname === '/show/detail/7')).toHaveLength(2),
    );
  });
});

describe('/show/:showId sharing', () => {
  const shared = { ...SHOW, shareImage: '/files/share/show-7-0123456789abcdef.jpg' };
  const serve = (kakaoJsKey: string | null) =>
    stubFetch(({ url }) =>
      url.pathname === '/show/detail/7'
        ? jsonResponse(shared)
        : url.pathname === '/api/config'
          ? jsonResponse({ launchDate: null, kakaoJsKey, tossPaymentLink: null })
          : jsonResponse({}, 404),
    );
  afterEach(() => {
    delete window.Kakao;
  });

  it("opens the messenger's share sheet with the page's share image, title and dates", async () => {
    const sent: unknown[] = [];
    // the messenger's SDK as loaded from its CDN: it is outside this app, so a stand-in that records the message
    window.Kakao = {
      init: () => {},
      isInitialized: () => true,
      Share: { sendDefault: (template) => void sent.push(template) },
    };
    serve('test-key');
    const user = userEvent.setup();
    renderShowPage();
    await user.click(await screen.findByRole('button', { name: ko.browse.share.label(SHOW.showName) }));
    const url = `${window.location.origin}/show/7`;
    expect(sent).toEqual([
      {
        objectType: 'feed',
        content: {
          title: SHOW.showName,
          description: expect.stringContaining('소리울') as string,
          imageUrl: `${window.location.origin}${shared.shareImage}`,
          imageWidth: 1200,
          imageHeight: 630,
          link: { mobileWebUrl: url, webUrl: url },
        },
        buttons: [{ title: ko.browse.share.open, link: { mobileWebUrl: url, webUrl: url } }],
      },
    ]);
    expect(await screen.findByText(ko.browse.share.opened)).toBeInTheDocument();
  });

  it("copies the page's address when no messenger key is configured", async () => {
    serve(null);
    const user = userEvent.setup();
    renderShowPage();
    await user.click(await screen.findByRole('button', { name: ko.browse.share.label(SHOW.showName) }));
    expect(await screen.findByText(ko.browse.share.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/show/7`);
  });
});
