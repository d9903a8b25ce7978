import type { AppContext } from '../../lib/context.ts';
import { pageHead } from './head.ts';
import { shellParts, withBody, withHead } from './html.ts';
import type { ApiAnswer, Rendered, Renderer } from './renderer.ts';

/**
 * The one place that makes a page's HTML for an address: the built index.html (the shell) with the page's head and,
 * for the public pages the web app renders on the server, its body and the data it was rendered from
 * (docs/decisions/0022-server-rendered-pages.md).
 */

export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

export interface PageRendering {
  renderer: Renderer | null;
  /** A GET of the API, answered by this server. */
  fetchJson: (path: string) => Promise<ApiAnswer>;
  /** Told when rendering failed: the page is then sent with its head and no body, as the browser renders it anyway. */
  onError: (err: unknown) => void;
}

/** The page at `pathname` (`search`: its query, '' or '?…'); null: a page with no head of its own, the shell as built. */
export async function renderPage(
  ctx: AppContext,
  pathname: string,
  search: string,
  shell: string,
  rendering?: PageRendering,
): Promise<RenderedPage | null> {
  // PUBLIC_URL has no trailing slash (config.ts); a path under it stays under it.
  const absolute = (path: string) => `${ctx.config.publicUrl}${path}`;
  const found = await pageHead(ctx, pathname, absolute);
  if (!found) return null;
  // The page with its head and no body, its scripts where the build put them: the browser renders it.
  const headOnly = (): RenderedPage => ({
    status: found.status,
    html: withHead(shell, found.head, absolute),
  });
  if (found.status !== 200 || !rendering?.renderer) return headOnly();
  const { renderer, fetchJson, onError } = rendering;
  let rendered: Rendered;
  try {
    rendered = await renderer.render({
      url: `${pathname}${search}`,
      origin: ctx.config.publicUrl,
      fetchJson,
    });
  } catch (err) {
    onError(err);
    return headOnly();
  }
  // The record went away between the head and the body: the 404 page, as the next request would get.
  if (rendered?.status === 404) return renderPage(ctx, pathname, search, shell);
  if (!rendered) return headOnly();
  // Rendered, the page names the app's scripts after its body instead of in its head (withBody).
  const parts = shellParts(shell);
  const page = withHead(parts.text, found.head, absolute);
  return { status: 200, html: withBody(page, parts, rendered, renderer.assets(rendered.module)) };
}
