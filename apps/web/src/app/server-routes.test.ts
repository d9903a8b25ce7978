import { describe, expect, it } from 'vitest';
import { createStaticHandler, matchRoutes, type RouteObject } from 'react-router';
import { routes } from './router';
import { SERVER_PAGES } from './server-pages';
import { routesEndingAt } from './server-routes';

/** Each level of the data routes' match for `url`: what a render of it reads. */
function matched(tree: RouteObject[], url: string) {
  const dataRoutes = createStaticHandler(tree).dataRoutes;
  return (matchRoutes(dataRoutes, url) ?? []).map((m) => ({
    id: m.route.id,
    path: m.route.path,
    element: m.route.element,
    errorElement: m.route.errorElement,
    pathname: m.pathname,
    params: m.params,
  }));
}

const serverRoutes = routesEndingAt(
  SERVER_PAGES.map((page) => page.route),
  routes,
);

describe("the server renderer's routes", () => {
  it.each(SERVER_PAGES.map((page) => page.route))(
    '%s matches as in the whole tree: the same routes, ids, elements and params',
    (route) => {
      const url = route.replace(/:\w+/g, '7');
      const whole = matched(routes, url);
      expect(whole.at(-1)?.path).toBe(route.slice(1));
      expect(matched(serverRoutes, url)).toEqual(whole);
    },
  );

  it('hold only the branches of the server-rendered pages', () => {
    const leaves: string[] = [];
    const walk = (tree: RouteObject[]) =>
      tree.forEach((r) => (r.children ? walk(r.children) : leaves.push(r.path ?? '')));
    walk(serverRoutes);
    expect(leaves.sort()).toEqual(SERVER_PAGES.map((page) => page.route.slice(1)).sort());
  });

  it('keep a route given a path from the root, and drop an index route', () => {
    const page = { path: '/a/b', element: null };
    const tree: RouteObject[] = [
      {
        path: '/',
        children: [{ index: true }, { path: 'a', children: [{ path: 'b' }, page] }, { path: 'c' }],
      },
    ];
    expect(routesEndingAt(['/a/b'], tree)).toEqual([
      {
        path: '/',
        id: '0',
        children: [
          {
            path: 'a',
            id: '0-1',
            children: [
              { path: 'b', id: '0-1-0' },
              { ...page, id: '0-1-1' },
            ],
          },
        ],
      },
    ]);
  });
});
