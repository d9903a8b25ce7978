import escapeHtml from 'escape-html';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '../previews/index.ts';
import type { PageHead } from './head.ts';
import { jsonLdText } from './json-ld.ts';

/**
 * The page's head put into the built index.html in place of its title and description: every value is user text
 * or made from it, so each is escaped for an attribute, and the JSON-LD for a script element that is data only
 * (type application/ld+json is never run, and the CSP allows no inline script anyway).
 */

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/;

export function headTags(head: PageHead, absolute: (path: string) => string): string {
  const attr = (value: string) => escapeHtml(value);
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${attr(content)}">`;
  const url = absolute(head.canonical);
  const image = absolute(head.image);
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : [`<link rel="canonical" href="${attr(url)}">`]),
    meta('property', 'og:site_name', '모아'),
    meta('property', 'og:locale', 'ko_KR'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    ...(image.startsWith('https:') ? [meta('property', 'og:image:secure_url', image)] : []),
    meta('property', 'og:image:type', 'image/jpeg'),
    meta('property', 'og:image:width', String(SHARE_IMAGE_WIDTH)),
    meta('property', 'og:image:height', String(SHARE_IMAGE_HEIGHT)),
    meta('property', 'og:image:alt', head.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    ...(head.jsonLd ? [`<script type="application/ld+json">${jsonLdText(head.jsonLd)}</script>`] : []),
  ].join('\n    ');
}

/** index.html with the page's head in place of the build's title and description. */
export function withHead(shell: string, head: PageHead, absolute: (path: string) => string): string {
  const tags = headTags(head, absolute);
  const bare = shell.replace(DESCRIPTION, '');
  if (TITLE.test(bare)) return bare.replace(TITLE, () => tags);
  return bare.replace('</head>', () => `${tags}\n</head>`);
}
