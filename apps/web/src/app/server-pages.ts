import type { EndpointName, ShowDetail } from '@moa/contract';
import { attractionsQueryOptions } from '../features/browse/api/get-attractions';
import { clubDetailQueryOptions } from '../features/browse/api/get-club-detail';
import { clubsQueryOptions } from '../features/browse/api/get-clubs';
import { entertainDetailQueryOptions } from '../features/browse/api/get-entertain-detail';
import { recruitingDetailQueryOptions } from '../features/browse/api/get-recruiting-detail';
import { recruitingsQueryOptions } from '../features/browse/api/get-recruitings';
import { showDetailQueryOptions } from '../features/browse/api/get-show-detail';
import { withoutSeatsLeft } from '../lib/seats-unknown';

/**
 * The public pages the server renders (docs/decisions/0022-server-rendered-pages.md) and, for each, the one answer of
 * the API it shows: the server asks its own API for it, renders the page from it (or from what of it the page shows,
 * `shown`), and sends that along as the page's data, so the browser's first render is the server's. Pages behind
 * sign-in are not here: they stay client-rendered.
 */
export interface ServerPage {
  /** A route path of app/router.tsx. */
  route: string;
  /** The module that route loads (a source path under src/), for the page's CSS and JavaScript in the head. */
  module: string;
  data: (params: Record<string, string>) => {
    queryKey: readonly unknown[];
    endpoint: EndpointName;
    params?: Record<string, string>;
  };
  /** What of the answer the page is rendered from and carries, when not all of it (by default, all). */
  shown?: (answer: never) => unknown;
}

const digits = /^\d{1,15}$/;

export const SERVER_PAGES: ServerPage[] = [
  {
    route: '/main',
    module: 'src/features/browse/routes/MainPage.tsx',
    data: () => ({ queryKey: attractionsQueryOptions().queryKey, endpoint: 'attractionList' }),
  },
  {
    route: '/show/:showId',
    module: 'src/app/routes/ShowPage.tsx',
    data: ({ showId = '' }) => ({
      queryKey: showDetailQueryOptions(showId).queryKey,
      endpoint: 'showDetail',
      params: { showId },
    }),
    // Seats left change with every sale of a rush: the browser fills them in, and the page stays the same.
    shown: (show: ShowDetail) => withoutSeatsLeft(show),
  },
  {
    route: '/entertain/:id',
    module: 'src/features/browse/routes/EntertainDetailPage.tsx',
    data: ({ id = '' }) => ({
      queryKey: entertainDetailQueryOptions(id).queryKey,
      endpoint: 'entertainDetail',
      params: { id },
    }),
  },
  {
    route: '/recruiting',
    module: 'src/features/browse/routes/RecruitingListPage.tsx',
    data: () => ({ queryKey: recruitingsQueryOptions().queryKey, endpoint: 'recruitingList' }),
  },
  {
    route: '/recruiting/:recruitingId',
    module: 'src/app/routes/RecruitingPage.tsx',
    data: ({ recruitingId = '' }) => ({
      queryKey: recruitingDetailQueryOptions(recruitingId).queryKey,
      endpoint: 'recruitingDetail',
      params: { recruitingId },
    }),
  },
  {
    route: '/clubs',
    module: 'src/features/browse/routes/ClubListPage.tsx',
    data: () => ({ queryKey: clubsQueryOptions().queryKey, endpoint: 'clubList' }),
  },
  {
    route: '/clubs/:id',
    module: 'src/features/browse/routes/ClubDetailPage.tsx',
    data: ({ id = '' }) => ({
      queryKey: clubDetailQueryOptions(id).queryKey,
      endpoint: 'clubDetail',
      params: { id },
    }),
  },
];

/** Ids in these pages' addresses are numbers: anything else is no page the server renders. */
export function validParams(params: Record<string, string | undefined>): boolean {
  return Object.values(params).every((value) => value === undefined || digits.test(value));
}
