import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ko } from '../../../text/ko';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { bodyOf } from '../notifications.fixtures';

const t = ko.notifications.unsubscribe;
const TOKEN = 'a'.repeat(32);

afterEach(() => vi.unstubAllGlobals());

const unsubscribeCalls = (requests: ReturnType<typeof stubFetch>) =>
  requests.filter((r) => r.url.pathname === '/api/unsubscribe');

describe('/unsubscribe', { timeout: 30_000 }, () => {
  it('stops the kind at once, without signing in, and says which', async () => {
    const requests = stubFetch(({ url }) =>
      url.pathname === '/api/unsubscribe'
        ? jsonResponse({ kind: 'payReminder', label: '입금 기한 알림' })
        : jsonResponse({}, 404),
    );
    renderApp(`/unsubscribe?token=${TOKEN}&kind=payReminder`);
    expect(
      await screen.findByRole('heading', { level: 1, name: t.done('입금 기한 알림') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      '‘입금 기한 알림’ 메일을 더 이상 보내지 않습니다',
    );
    const [call] = unsubscribeCalls(requests);
    expect(call!.method).toBe('POST');
    expect(bodyOf(call!)).toEqual({ token: TOKEN, kind: 'payReminder' });
    expect(unsubscribeCalls(requests)).toHaveLength(1);
    expect(screen.getByRole('link', { name: t.manage })).toHaveAttribute(
      'href',
      '/notifications#notification-mail',
    );
  });

  it('a managers’ kind is managed on /notifications too, where every account has its switches', async () => {
    stubFetch(() => jsonResponse({ kind: 'cancelRequest', label: '취소 요청 (관리자)' }));
    renderApp(`/unsubscribe?token=${TOKEN}&kind=cancelRequest`);
    expect(await screen.findByRole('link', { name: t.manage })).toHaveAttribute(
      'href',
      '/notifications#notification-mail',
    );
  });

  it.each([
    ['no token', '/unsubscribe?kind=payReminder'],
    ['an unknown kind', `/unsubscribe?token=${TOKEN}&kind=spam`],
    ['a short token', '/unsubscribe?token=abc&kind=payReminder'],
  ])('%s is a bad link, said without asking the server', async (_name, path) => {
    const requests = stubFetch(() => jsonResponse({}, 404));
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: t.badLink })).toBeInTheDocument();
    expect(screen.getByText(t.badLinkHint)).toBeInTheDocument();
    expect(unsubscribeCalls(requests)).toHaveLength(0);
  });

  it('a token the server does not know is a bad link', async () => {
    stubFetch(() =>
      jsonResponse({ status: 404, code: 'NOT_FOUND', message: '수신 거부 링크가 올바르지 않습니다.' }, 404),
    );
    renderApp(`/unsubscribe?token=${TOKEN}&kind=payReminder`);
    expect(await screen.findByRole('heading', { level: 1, name: t.badLink })).toBeInTheDocument();
  });
});
