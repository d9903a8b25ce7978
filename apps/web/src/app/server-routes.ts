import type { RouteObject } from 'react-router';

/**
 * The route tree cut down to the branches that end at `paths` (SERVER_PAGES' routes), for the server's renderer:
 * React Router's static handler and router flatten, rank and convert every route of the tree on each render, and the
 * whole tree's seventy routes made that about a quarter of /main's render time and a seventh of its allocations
 * (docs/decisions/0022-server-rendered-pages.md, tenth round). The routes kept are copies sharing their elements,
 * each with the id its place in the whole tree gives it, so a page renders the same elements in the same nesting,
 * with the same matches, as in the browser, which hydrates it with the whole tree.
 */
export function routesEndingAt(paths: readonly string[], tree: RouteObject[]): RouteObject[] {
  return keep(new Set(paths), tree, '', []);
}

function keep(paths: Set<string>, tree: RouteObject[], parent: string, place: number[]): RouteObject[] {
  const kept: RouteObject[] = [];
  tree.forEach((route, index) => {
    const at = [...place, index];
    // React Router's own id for a route it is given without one: its indexes from the root, joined by '-'.
    const id = route.id ?? at.join('-');
    const path = joined(parent, route.path);
    if (route.children) {
      const children = keep(paths, route.children, path, at);
      if (children.length > 0) kept.push({ ...route, id, children } as RouteObject);
    } else if (!route.index && paths.has(path)) {
      kept.push({ ...route, id } as RouteObject);
    }
  });
  return kept;
}

function joined(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  if (path.startsWith('/')) return path;
  return parent.endsWith('/') ? `${parent}${path}` : `${parent}/${path}`;
}
