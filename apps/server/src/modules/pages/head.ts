import {
  endpoints,
  matchPagePath,
  type ErrorCode,
  type ClubDetail,
  type EntertainDetail,
  type RecruitingDetail,
  type ShowDetail,
} from '@moa/contract';
import { AppError } from '../../lib/app-error.ts';
import { period } from '../../lib/time.ts';
import { shareImagePath, siteCard } from '../previews/index.ts';
import { entertainEvents, showEvents } from './json-ld.ts';
import type { ApiAnswer } from './renderer.ts';

/**
 * What a page's head says of it to link readers (KakaoTalk, Facebook, X, Slack, Discord) and search engines: the
 * public pages read their record from the API's own answer, as the page's body does, so the preview says what the
 * page shows, and one answer kept by the public read cache serves the head, the body and the browsers' own calls
 * (docs/decisions/0024-rush-day.md, seventh round).
 */

/** A GET of this server's API, answered as a browser's would be (the public read cache's answer when it has one). */
export type ReadApi = (path: string) => Promise<ApiAnswer>;

/**
 * The record's answer, or null when the API has no such record (404, or an id it refuses: 400). Any other failure is
 * the API's own error again (the database away is 503 `DATABASE_UNAVAILABLE`, as when the head read the database).
 */
async function recordOf<T>(read: ReadApi, path: string): Promise<T | null> {
  const answer = await read(path);
  if (answer.status === 200) return answer.body as T;
  if (answer.status === 404 || answer.status === 400) return null;
  const error = answer.body as { code?: ErrorCode; message?: string } | null;
  throw error?.code && error.message !== undefined
    ? new AppError(error.code, error.message)
    : new Error(`pages: GET ${path} answered ${answer.status}`);
}

export interface PageHead {
  title: string;
  description: string;
  /** Paths on this site; made absolute with PUBLIC_URL. */
  canonical: string;
  image: string;
  imageAlt: string;
  type: 'website' | 'article';
  /** schema.org data, already absolute. */
  jsonLd?: unknown[];
  /** Kept out of search engines (the 404 page). */
  noindex?: boolean;
}

export interface HeadResult {
  status: 200 | 404;
  head: PageHead;
}

const SITE = '모아';
const SITE_DESCRIPTION = '모아 — 우리 학교 동아리의 공연 예매, 행사, 모집 공고를 한곳에서 만나보세요.';
const DESCRIPTION_MAX = 160;

/** One line, at most DESCRIPTION_MAX characters. */
export function summary(...parts: string[]): string {
  const text = parts
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' · ');
  const chars = [...text];
  return chars.length <= DESCRIPTION_MAX ? text : `${chars.slice(0, DESCRIPTION_MAX - 1).join('')}…`;
}

const titled = (name: string) => `${name} | ${SITE}`;

function listHead(
  page: 'main' | 'recruiting' | 'clubs',
  canonical: string,
  title: string,
  description: string,
): PageHead {
  return {
    title,
    description,
    canonical,
    image: shareImagePath(siteCard(page)),
    imageAlt: title,
    type: 'website',
  };
}

export function notFoundHead(pathname: string): PageHead {
  return {
    ...listHead('main', pathname, titled('페이지를 찾을 수 없습니다'), SITE_DESCRIPTION),
    noindex: true,
  };
}

/**
 * The head of a public page, with 200, or of the 404 page when the address is no page or names no record; null for
 * the other pages (signed-in and manager pages), which keep the built index.html's head.
 */
export async function pageHead(
  read: ReadApi,
  pathname: string,
  absolute: (path: string) => string,
): Promise<HeadResult | null> {
  const pattern = matchPagePath(pathname);
  const notFound = (): HeadResult => ({ status: 404, head: notFoundHead(pathname) });
  if (pattern === null || pattern === '/404') return notFound();
  const id = pathname.split('/').at(-1) ?? '';
  switch (pattern) {
    case '/':
    case '/main':
      return {
        status: 200,
        head: listHead('main', '/main', `${SITE} — 우리 학교 동아리 공연·행사·모집`, SITE_DESCRIPTION),
      };
    case '/recruiting':
      return {
        status: 200,
        head: listHead(
          'recruiting',
          '/recruiting',
          titled('동아리 모집 공고'),
          '정기모집, 추가모집, 상시모집 중인 우리 학교 동아리의 모집 공고를 확인하고 지원하세요.',
        ),
      };
    case '/clubs':
      return {
        status: 200,
        head: listHead(
          'clubs',
          '/clubs',
          titled('동아리 목록'),
          '공연, 체육, 종교, 학술, 전시, 봉사, 컴퓨터 — 우리 학교 동아리를 한눈에 만나보세요.',
        ),
      };
    case '/show/:showId': {
      const show = await recordOf<ShowDetail>(read, endpoints.showDetail.path.replace(':showId', id));
      if (!show) return notFound();
      const description = summary(
        `${show.clubName} 공연`,
        period(show.startDate, show.endDate),
        show.location,
        show.introductionLetter,
      );
      const images = [absolute(show.shareImage!), ...(show.photo ? [absolute(show.photo)] : [])];
      return {
        status: 200,
        head: {
          title: titled(show.showName),
          description,
          canonical: `/show/${show.showId}`,
          image: show.shareImage!,
          imageAlt: show.showName,
          type: 'article',
          jsonLd: showEvents(show, description, images, absolute),
        },
      };
    }
    case '/entertain/:id': {
      const e = await recordOf<EntertainDetail>(read, endpoints.entertainDetail.path.replace(':id', id));
      if (!e) return notFound();
      const description = summary(`${e.clubName} 행사`, e.date, e.location, e.introductionLetter);
      const images = [absolute(e.shareImage!), ...(e.photo ? [absolute(e.photo)] : [])];
      return {
        status: 200,
        head: {
          title: titled(e.entertainName),
          description,
          canonical: `/entertain/${e.entertainId}`,
          image: e.shareImage!,
          imageAlt: e.entertainName,
          type: 'article',
          jsonLd: entertainEvents(e, description, images, absolute),
        },
      };
    }
    case '/recruiting/:recruitingId': {
      const r = await recordOf<RecruitingDetail>(
        read,
        endpoints.recruitingDetail.path.replace(':recruitingId', id),
      );
      if (!r) return notFound();
      return {
        status: 200,
        head: {
          title: titled(r.recruitingTitle),
          description: summary(`${r.clubName} 모집`, r.dates, r.introductionLetter || r.content),
          canonical: `/recruiting/${r.recruitingId}`,
          image: r.shareImage!,
          imageAlt: r.recruitingTitle,
          type: 'article',
        },
      };
    }
    case '/clubs/:id': {
      const club = await recordOf<ClubDetail>(read, endpoints.clubDetail.path.replace(':id', id));
      if (!club) return notFound();
      return {
        status: 200,
        head: {
          title: titled(club.clubName),
          description: summary(`${club.clubName} 동아리`, club.content),
          canonical: `/clubs/${club.clubId}`,
          image: club.shareImage!,
          imageAlt: club.clubName,
          type: 'article',
        },
      };
    }
    default:
      return null;
  }
}
