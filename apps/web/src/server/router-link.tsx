/**
 * React Router as the server's renderer sees it (docs/decisions/0022-server-rendered-pages.md): everything the router
 * exports, with a `Link` that writes a plain absolute path straight into its `<a>`. The router's own Link resolves
 * its path twice per link and makes click and prefetch handlers the server never uses: a quarter of a page's render
 * on /main's thirty links. The browser's build keeps the router's Link, which hydrates this markup as its own
 * (router-link.test.tsx renders both and compares). The server's build points the app's imports of react-router here
 * (build/server-router-link.ts).
 */
import { forwardRef } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router';

export * from 'react-router';

/**
 * An address the router would resolve to itself: absolute, no `.`/`..` segment or empty segment to normalise, no
 * backslash in its path (the router reads `\` as `/`), and no bare `?` or `#` (which the router drops).
 */
const PLAIN_PATH = /^\/(?:[^/?#.\\][^/?#\\]*(?:\/[^/?#.\\][^/?#\\]*)*\/?)?(?:\?[^#]+)?(?:#.+)?$/;

/** Whether a Link with these props is written by the server's Link itself, rather than by the router's. */
export function writtenPlainly({
  to,
  relative,
  reloadDocument,
  mask,
  prefetch,
  discover,
}: LinkProps): boolean {
  return (
    typeof to === 'string' &&
    PLAIN_PATH.test(to) &&
    !relative &&
    !reloadDocument &&
    !mask &&
    (prefetch === undefined || prefetch === 'none') &&
    (discover === undefined || discover === 'render')
  );
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(props, ref) {
  if (!writtenPlainly(props)) return <RouterLink ref={ref} {...props} />;
  const {
    to,
    target,
    // the router's, or what a click does: nothing of it is written into the page
    discover: _discover,
    prefetch: _prefetch,
    relative: _relative,
    reloadDocument: _reloadDocument,
    mask: _mask,
    onClick: _onClick,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    ...rest
  } = props;
  // the children come in `rest`, as with the router's Link
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a {...rest} href={to as string} target={target} data-discover="true" />;
});
