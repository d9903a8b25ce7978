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
  /** null: the page is sent with its head and no body (no renderer built, or its record went away meanwhile). */
  renderer: Renderer | null;
  /** A GET of the API, answered by this server: the head's record and the body's data. */
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
  rendering: PageRendering,
): Promise<RenderedPage | null> {
  // PUBLIC_URL has no trailing slash (config.ts); a path under it stays under it.
  const absolute = (path: string) => `${ctx.config.publicUrl}${path}`;
  // The head and the body read the same answer once: its record for the head, its data for the body.
  const answers = new Map<string, Promise<ApiAnswer>>();
  const fetchJson = (path: string) => {
    let answer = answers.get(path);
    if (!answer) answers.set(path, (answer = rendering.fetchJson(path)));
    return answer;
  };
  const found = await pageHead(fetchJson, pathname, absolute);
  if (!found) return null;
  // The page with its head and no body, its scripts where the build put them: the browser renders it.
  const headOnly = (): RenderedPage => ({
    status: found.status,
    html: withHead(shell, found.head, absolute),
  });
  if (found.status !== 200 || !rendering.renderer) return headOnly();
  const { renderer, onError } = rendering;
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
  // The renderer found no record (its own ask, when not the head's): the 404 page, as the next request would get.
  if (rendered?.status === 404)
    return renderPage(ctx, pathname, search, shell, { ...rendering, renderer: null });
  if (!rendered) return headOnly();
  // Rendered, the page names the app's scripts after its body instead of in its head (withBody).
  const parts = shellParts(shell);
  const page = withHead(parts.text, found.head, absolute);
  return { status: 200, html: withBody(page, parts, rendered, renderer.assets(rendered.module)) };
}
