import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  Link as RouterLink,
  StaticRouterProvider,
  type LinkProps,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link as ServerLink, writtenPlainly } from './router-link';

/** The markup of `links`, rendered as the server renders a page: under a nested route of a static data router. */
async function markup(links: ReactNode): Promise<string> {
  const routes = [{ path: '/', children: [{ path: 'clubs/:clubId', element: <nav>{links}</nav> }] }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/clubs/7?tab=info'));
  if (context instanceof Response) throw new Error('no context');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

/** Each Link's props rendered with the router's Link and with the server's: the two must write the same markup. */
async function both(cases: LinkProps[]) {
  const render = (Link: typeof RouterLink) => markup(cases.map((props, i) => <Link key={i} {...props} />));
  return { router: await render(RouterLink), server: await render(ServerLink as typeof RouterLink) };
}

describe("the server renderer's Link", () => {
  it('writes what the router writes for the paths the app links to', async () => {
    const { router, server } = await both([
      { to: '/', children: '홈' },
      { to: '/main', className: 'tab', 'aria-current': 'page', children: '공연' },
      { to: '/show/3', 'aria-label': '포스터 보기', children: <img src="/files/a.jpg" alt="" /> },
      { to: '/clubs/12/', children: '동아리' },
      { to: '/recruiting?category=band', children: '밴드' },
      { to: '/main?category=%ED%95%9C', children: '인코딩' },
      { to: '/clubs?q=한글 검색', children: '한글' },
      { to: '/clubs?q=a\\b#c\\d', children: '질의의 역슬래시' },
      { to: '/show/3#seats', target: '_blank', rel: 'noopener', children: '좌석' },
      { to: '/entertain/5', onClick: () => undefined, replace: true, state: { from: 1 }, children: '행사' },
      { to: '/privacy', title: '개인정보 "처리" <방침>', children: '방침' },
    ]);
    expect(server).toBe(router);
    expect(router.match(/<a /g)).toHaveLength(11);
  });

  it('writes those itself and leaves the rest to the router', () => {
    for (const to of [
      '/',
      '/main',
      '/clubs/12/',
      '/recruiting?category=band',
      '/show/3#seats',
      '/clubs?q=한글',
    ])
      expect(writtenPlainly({ to }), to).toBe(true);
    for (const to of [
      'members',
      '../3',
      '/a/../b',
      '/./a',
      '/a//b',
      '/a\\b',
      '/\\example.com',
      '/x?',
      '/x#',
      '//example.com',
      'https://x.kr/',
    ])
      expect(writtenPlainly({ to }), to).toBe(false);
    expect(writtenPlainly({ to: { pathname: '/main' } })).toBe(false);
    expect(writtenPlainly({ to: '/main', relative: 'path' })).toBe(false);
    expect(writtenPlainly({ to: '/main', reloadDocument: true })).toBe(false);
    expect(writtenPlainly({ to: '/main', prefetch: 'intent' })).toBe(false);
    expect(writtenPlainly({ to: '/main', discover: 'none' })).toBe(false);
  });

  it('leaves every other address to the router, which resolves it', async () => {
    const { router, server } = await both([
      { to: 'members', children: '상대' },
      { to: '../3', children: '위로' },
      { to: '/a/../b', children: '점' },
      { to: '/a//b', children: '빈 칸' },
      { to: '/a\\b', children: '역슬래시' },
      { to: '/a/\\b', children: '역슬래시 뒤' },
      { to: '/\\example.com', children: '역슬래시 밖' },
      { to: '/x?', children: '빈 질의' },
      { to: '/x#', children: '빈 해시' },
      { to: '//example.com/x', children: '다른 곳' },
      { to: 'https://example.com/x', children: '밖' },
      { to: { pathname: '/show/3', search: '?a=1' }, children: '객체' },
      { to: '/main', relative: 'path', children: 'relative' },
      { to: '/main', reloadDocument: true, children: 'reload' },
      { to: '/main', discover: 'none', children: 'discover' },
    ]);
    expect(server).toBe(router);
  });
});
