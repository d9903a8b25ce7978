import type { AppContext } from '../../lib/context.ts';
import { pageHead } from './head.ts';
import { withHead } from './html.ts';

/**
 * The one place that makes a page's HTML for an address: today the built index.html (the shell) with the page's
 * head; a server-rendered body would be added here.
 */

export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

/** The page at `pathname`; null: a page with no head of its own, which is the shell as the build wrote it. */
export async function renderPage(
  ctx: AppContext,
  pathname: string,
  shell: string,
): Promise<RenderedPage | null> {
  // PUBLIC_URL has no trailing slash (config.ts); a path under it stays under it.
  const absolute = (path: string) => `${ctx.config.publicUrl}${path}`;
  const found = await pageHead(ctx, pathname, absolute);
  if (!found) return null;
  return { status: found.status, html: withHead(shell, found.head, absolute) };
}
