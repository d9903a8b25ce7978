import escapeHtml from 'escape-html';
import { APP_FILES_ID, PAGE_DATA_ID, RENDERED_PAGE_META, type AppFiles } from '@moa/contract';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '../previews/index.ts';
import type { PageHead } from './head.ts';
import type { RouteAssets } from './renderer.ts';
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

const ROOT = '<div id="root"></div>';

/**
 * JSON inside a script element that is data only (type application/json is never run; the CSP allows no inline
 * script): `<` written as \u003c so no `</script>` or `<!--` in user text can end or change the element.
 */
export function scriptJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The build's entry script in index.html (the early entry, `async`, is another) and the scripts it preloads. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The shell's entry script and module preloads, and the shell without them (made once per build: shellParts). */
export interface ShellParts {
  /** The shell as built with its entry script and module preloads taken out; the shell itself when it has no entry. */
  text: string;
  entry: string | null;
  preload: string[];
}

/** The last shell's parts: the shell changes only with a build, and its regular expressions cost a miss 0.4 ms. */
let lastParts: { shell: string; parts: ShellParts } | undefined;

/**
 * The app's entry and the scripts to preload taken out of the head, for the early entry to start after the first
 * paint (appFiles): on a slow connection the page's stylesheet and largest image then have the line to themselves,
 * and the page is read sooner (docs/decisions/0022-server-rendered-pages.md). A shell with no entry script or no
 * #root is kept whole (nothing would start the app, or no body is rendered into it).
 */
export function shellParts(shell: string): ShellParts {
  if (lastParts?.shell === shell) return lastParts.parts;
  // Without #root no body is put in (withBody), so the shell keeps its scripts.
  const entry = shell.includes(ROOT) ? (ENTRY_SCRIPT.exec(shell)?.[1] ?? null) : null;
  const parts: ShellParts = entry
    ? {
        text: shell.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''),
        entry,
        preload: [...shell.matchAll(MODULE_PRELOAD)].map((m) => m[1]!),
      }
    : { text: shell, entry: null, preload: [] };
  lastParts = { shell, parts };
  return parts;
}

/** The data element naming the app's entry and the scripts to preload (with the route's own), or '' for none. */
function appFiles(parts: ShellParts, routeScripts: string[]): string {
  if (!parts.entry) return '';
  const files: AppFiles = { entry: parts.entry, preload: [...new Set([...parts.preload, ...routeScripts])] };
  return `<script type="application/json" id="${APP_FILES_ID}">${scriptJson(JSON.stringify(files))}</script>`;
}

/** The first script or stylesheet of a page: the images to load first and the rendered page's mark go before it. */
const FIRST_HEAD_TAG = /<(script|link rel="(stylesheet|modulepreload)")/;

/** React's preloads of the images a rendered page shows first (an <img> not lazy: the poster, the banner). */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g;

/**
 * A page with the server-rendered body in #root, the data it was rendered from, its route's stylesheets in the head
 * (so the first paint is styled), and its route's scripts named with the entry's after the body (appFiles). `page` is
 * made from `parts.text` (the shell without its scripts).
 * The route's stylesheets are written into the head rather than linked: a show page had ten small ones, each a
 * request that held up the first paint on a slow phone. Their links stay, disabled (never fetched), for the app's module loader, which would otherwise ask for
 * them again. The images React preloads (it writes their links at the start of the body) go first in the head,
 * before the stylesheets and scripts: the largest image of the page is then asked for at once instead of after some
 * thirty scripts (docs/decisions/0022-server-rendered-pages.md).
 */
export function withBody(
  page: string,
  parts: ShellParts,
  rendered: { html: string; data: string },
  assets: RouteAssets,
): string {
  if (!page.includes(ROOT)) return page;
  const images = rendered.html.match(IMAGE_PRELOAD) ?? [];
  const body = images.length > 0 ? rendered.html.replace(IMAGE_PRELOAD, '') : rendered.html;
  const links = headLinks(assets);
  // before the first script or stylesheet of the head (the early entry comes first): the largest images, and the mark
  // the early entry reads as it runs (it asks for no data and preloads nothing on a rendered page)
  const first = `${[...images, `<meta name="${RENDERED_PAGE_META}" content="">`].join('\n    ')}\n    `;
  const files = appFiles(parts, assets.js);
  const data = `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(rendered.data)}</script>`;
  // data-rendered: taken away once the app has taken the page over (apps/web/src/app/layout/AppShell.tsx)
  const root = `<div id="root" data-rendered>${body}</div>\n    ${data}${files ? `\n    ${files}` : ''}`;
  // A miss writes a 58 KB page: cut once where the three parts go, rather than a copy of the whole page per part
  // (docs/decisions/0022-server-rendered-pages.md, eighth round). The usual shell has its first script or stylesheet
  // in the head and #root after it; any other is put together in steps, each part where it always went.
  const headEnd = page.indexOf('</head>');
  const firstTag = page.search(FIRST_HEAD_TAG);
  const rootAt = page.indexOf(ROOT);
  if (headEnd >= 0 && firstTag >= 0 && firstTag < headEnd && headEnd < rootAt) {
    return (
      page.slice(0, firstTag) +
      first +
      page.slice(firstTag, headEnd) +
      (links ? `${links}\n  ` : '') +
      page.slice(headEnd, rootAt) +
      root +
      page.slice(rootAt + ROOT.length)
    );
  }
  const head = links ? page.replace('</head>', () => `${links}\n  </head>`) : page;
  return head.replace(FIRST_HEAD_TAG, (tag) => `${first}${tag}`).replace(ROOT, () => root);
}

/** Each route's stylesheets as the head carries them, made once per route and build (`assets` is kept per build). */
const linksOf = new WeakMap<RouteAssets, string>();

/** The route's stylesheets written into the page, and their links, disabled when written in ('' for none). */
function headLinks(assets: RouteAssets): string {
  let links = linksOf.get(assets);
  if (links === undefined) {
    links = [
      ...(assets.styles ? [`<style>${assets.styles.replace(/<\/style/gi, '<\\/style')}</style>`] : []),
      ...assets.css.map(
        (href) =>
          `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}"${assets.inlined.includes(href) ? ' disabled' : ''}>`,
      ),
    ].join('\n    ');
    linksOf.set(assets, links);
  }
  return links;
}
