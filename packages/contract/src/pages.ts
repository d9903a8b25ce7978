import { ATTRACTION_CATEGORIES, CLUB_CATEGORIES, RECRUITING_CATEGORIES } from './limits.ts';

/**
 * The web app's page addresses (apps/web/src/app/router.tsx; docs/product.md#routes), with :param for {param}. The
 * server answers a page to a request for one of them (apps/server/src/plugins/web.ts), the app's 404 page to any
 * other address, and gives the public ones a head of their own for link previews (modules/pages).
 */
export const PAGE_PATHS = [
  '/',
  '/main',
  '/login',
  '/loading',
  '/login/oauth2/code/google',
  '/add-info',
  '/logout',
  '/recruiting',
  '/recruiting/:recruitingId',
  '/clubs',
  '/clubs/:id',
  '/show/:showId',
  '/entertain/:id',
  '/mypage',
  '/mypage/update',
  '/notifications',
  '/unsubscribe',
  '/404',
  '/kakaolinktest',
  '/tosslinktest',
  '/manager/mypage',
  '/manager/show',
  '/manager/entertain',
  '/manager/recruiting',
  '/manager/mypage/update',
  '/manager/club/update',
  '/manager/holder/:scheduleId',
  '/manager/holder/:scheduleId/waitlist',
  '/manager/show/:showId/deposits',
  '/manager/show/:showId/dashboard',
  '/manager/show/:showId/refunds',
  '/manager/checkin/:scheduleId',
  '/manager/club/:id',
  '/recruiting/create',
  '/edit/recruiting/:recruitingId',
  '/entertain/create',
  '/edit/entertain/:id',
  '/show/create',
  '/edit/show/:id',
  '/manager/halls',
  '/manager/halls/create',
  '/manager/halls/:hallId',
  '/manager/members/meetings',
  '/manager/members/meetings/:meetingId',
  '/manager/members/meetings/:meetingId/qr',
  '/manager/schedule/:scheduleId/seats',
  '/manager/members',
  '/manager/members/officers',
  '/manager/members/attendance',
  '/manager/members/activities',
  '/manager/members/report',
  '/attend',
  '/attend/:meetingId',
  '/recruiting/:recruitingId/apply',
  '/manager/recruiting/:recruitingId/applications',
  '/manager/recruiting/:recruitingId/applications/:applicationId',
  '/manager/recruiting/:recruitingId/interviews',
  '/admin',
  '/admin/unions',
] as const;

/** Pages only their owner sees: kept out of search engines (robots.txt) and out of the sitemap. */
export const PRIVATE_PAGE_PREFIXES = [
  '/mypage',
  '/attend',
  '/manager',
  '/admin',
  '/login',
  '/loading',
  '/add-info',
  '/logout',
  '/notifications',
  '/unsubscribe',
  '/edit',
  '/show/create',
  '/entertain/create',
  '/recruiting/create',
  '/kakaolinktest',
  '/tosslinktest',
] as const;

/** Which page pattern an address is, if any ('/show/:showId' for /show/12); a pattern without params wins. */
export function matchPagePath(pathname: string): (typeof PAGE_PATHS)[number] | null {
  const parts = pathname.split('/');
  let found: (typeof PAGE_PATHS)[number] | null = null;
  for (const pattern of PAGE_PATHS) {
    const want = pattern.split('/');
    if (want.length !== parts.length) continue;
    if (!want.every((w, i) => (w.startsWith(':') ? /^\d+$/.test(parts[i]!) : w === parts[i]))) continue;
    if (!pattern.includes(':')) return pattern;
    found ??= pattern;
  }
  return found;
}

/**
 * The list pages' tabs, kept in the address as ?category=… (apps/web's `useCategoryParam`): the values each page
 * knows and the one it shows when the address names none or one it does not know. The server keeps a rendered list
 * page once per tab it shows (apps/server/src/plugins/pages.ts): any other query, or a tab a page does not have,
 * is the page without it, so no made-up tab makes the server render a page of its own.
 */
export const LIST_PAGE_TABS = {
  '/main': { values: ['all', ...ATTRACTION_CATEGORIES], fallback: 'all' },
  '/recruiting': { values: ['all', ...RECRUITING_CATEGORIES], fallback: 'all' },
  '/clubs': { values: CLUB_CATEGORIES, fallback: 'performance' },
} as const;

/** The tab an address's ?category=… names on a list page: null for the page's fallback, an unknown value or no list. */
export function listPageTab(pathname: string, category: string | null): string | null {
  if (!Object.hasOwn(LIST_PAGE_TABS, pathname)) return null;
  const tabs = (LIST_PAGE_TABS as Record<string, { values: readonly string[]; fallback: string }>)[pathname]!;
  if (category === null || category === tabs.fallback) return null;
  return tabs.values.includes(category) ? category : null;
}

/**
 * The id of the script element (type application/json) in which a server-rendered page carries the data it was
 * rendered from (apps/server/src/modules/pages/html.ts writes it, apps/web/src/app/server-rendering.ts reads it).
 */
export const PAGE_DATA_ID = 'moa-page-data';

/**
 * The id of the data element (JSON: `{ entry, preload }`) in which a server-rendered page names the app's entry and
 * the scripts to preload instead of linking them in its head: the browser paints the page with its stylesheet and
 * image alone, and the early entry (apps/web/src/early.ts) starts the app after that first paint
 * (apps/server/src/modules/pages/html.ts writes it; docs/decisions/0022-server-rendered-pages.md).
 */
export const APP_FILES_ID = 'moa-app-files';

/** What that element holds. */
export interface AppFiles {
  entry: string;
  preload: string[];
}

/**
 * The name of the meta element that marks a server-rendered page in its head, before the early entry's script: the
 * early entry then asks for no data (the page carries it) and preloads nothing before the first paint.
 */
export const RENDERED_PAGE_META = 'moa-rendered';
