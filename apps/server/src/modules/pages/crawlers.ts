import { PRIVATE_PAGE_PREFIXES } from '@moa/contract';
import escapeHtml from 'escape-html';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { sitemapRows } from './repository.ts';

/**
 * robots.txt and sitemap.xml: search engines get the public pages (the lists, every show, event, recruiting post
 * and club) and are kept out of the private ones (my page, the manager area, the console, sign-in) and the API.
 */

export function robotsText(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PAGE_PREFIXES.map((p) => `Disallow: ${p}`),
    'Disallow: /recruiting/*/apply',
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export async function sitemapXml(ctx: AppContext): Promise<string> {
  const { shows, entertains, recruitings, clubs } = await sitemapRows(ctx.db);
  const base = ctx.config.publicUrl;
  const url = (path: string, changed?: string) =>
    `<url><loc>${escapeHtml(base + path)}</loc>${changed ? `<lastmod>${escapeHtml(changed.slice(0, 10))}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url('/main'),
    url('/recruiting'),
    url('/clubs'),
    ...shows.map((r) => url(`/show/${r.id}`, r.updated_at)),
    ...entertains.map((r) => url(`/entertain/${r.id}`, r.updated_at)),
    ...recruitings.map((r) => url(`/recruiting/${r.id}`, r.updated_at)),
    ...clubs.map((r) => url(`/clubs/${r.id}`, r.updated_at)),
    '</urlset>',
    '',
  ].join('\n');
}

export function crawlerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const robots = robotsText(ctx.config.publicUrl);
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(await sitemapXml(ctx)),
  );
}
