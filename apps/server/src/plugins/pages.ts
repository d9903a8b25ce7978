import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../lib/context.ts';
import { renderPage, type RenderedPage } from '../modules/pages/index.ts';
import { sendThroughCache } from './public-cache.ts';
import type { AnswerPage } from './web.ts';

/**
 * How a page is answered (plugins/web.ts decides which requests are pages): a public page with its own head from
 * the public read cache, keyed by path and build under the content version (docs/decisions/0005), so a page a
 * messenger asks for again costs about a cached read; the 404 page with its status; the other pages as the built
 * index.html.
 */
export function pageAnswerer(app: FastifyInstance, ctx: AppContext): AnswerPage {
  return async (req, reply, { pathname, shell, sendShell }) => {
    let page: RenderedPage | null = null;
    const sent = await sendThroughCache(
      app,
      req,
      reply,
      `page\n${pathname}\n${shell.build}`,
      'text/html; charset=utf-8',
      async () => {
        page = await renderPage(ctx, pathname, shell.text);
        return page?.status === 200 ? page.html : null;
      },
    );
    if (sent) return reply;
    const missing = page as RenderedPage | null;
    if (!missing) return sendShell();
    return reply
      .code(404)
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept')
      .type('text/html; charset=utf-8')
      .send(missing.html);
  };
}
