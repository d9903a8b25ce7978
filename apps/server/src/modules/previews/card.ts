import { createHash } from 'node:crypto';
import { period } from '../../lib/time.ts';

/**
 * What a share image shows, and the address it is kept under: the image is a function of the card, so the address
 * carries a hash of the card and changes whenever the poster, the title, the dates or the club do (a messenger that
 * cached the old preview then fetches the new image under its new address).
 */

export type ShareKind = 'show' | 'entertain' | 'recruiting' | 'club';
/** The list pages' cards, which show no record. */
export type SitePage = 'main' | 'recruiting' | 'clubs';

export interface ShareCard {
  /** `show-12`, `club-3`, `page-main`: one image at a time per key. */
  key: string;
  /** The kind's word above the title ("공연", "행사"…). */
  label: string;
  title: string;
  /** Under the title: the dates, the club. */
  lines: string[];
  /** The stored poster's file name (modules/files), if any. */
  poster: string | null;
}

/** Bumped when the drawing changes, so every image is made again under a new address. */
export const RENDER_VERSION = 1;

const LABELS: Record<ShareKind, string> = {
  show: '공연',
  entertain: '행사',
  recruiting: '동아리 모집',
  club: '동아리',
};

/** As the web app says them (apps/web/src/text/ko.ts, clubCategories). */
const CLUB_CATEGORY_WORDS: Record<string, string> = {
  performance: '공연',
  sports: '체육',
  religion: '종교',
  academic: '학술',
  exhibition: '전시',
  service: '봉사',
  computing: '컴퓨터',
};

const SITE_CARDS: Record<SitePage, Omit<ShareCard, 'key' | 'poster'>> = {
  main: {
    label: '동아리 포털',
    title: '우리 학교 동아리의 공연, 행사, 모집을 한곳에서',
    lines: ['공연 예매 · 행사 · 동아리 모집'],
  },
  recruiting: {
    label: '동아리 포털',
    title: '동아리 모집 공고',
    lines: ['지금 모집 중인 동아리를 찾아보세요'],
  },
  clubs: { label: '동아리 포털', title: '동아리 목록', lines: ['우리 학교 동아리를 한눈에'] },
};

export function siteCard(page: SitePage): ShareCard {
  return { key: `page-${page}`, poster: null, ...SITE_CARDS[page] };
}

/** A show, an event or a recruiting post: its title, its dates and its club. */
export function postCard(
  kind: Exclude<ShareKind, 'club'>,
  row: {
    id: number;
    title: string;
    start_date: string;
    end_date: string;
    club_name: string;
    poster_file: string | null;
  },
): ShareCard {
  return {
    key: `${kind}-${row.id}`,
    label: LABELS[kind],
    title: row.title,
    lines: [period(row.start_date, row.end_date), row.club_name],
    poster: row.poster_file,
  };
}

export function clubCard(row: {
  id: number;
  name: string;
  category: string;
  poster_file: string | null;
}): ShareCard {
  return {
    key: `club-${row.id}`,
    label: LABELS.club,
    title: row.name,
    lines: [`${CLUB_CATEGORY_WORDS[row.category] ?? ''} 동아리`.trim()],
    poster: row.poster_file,
  };
}

export function cardHash(card: ShareCard): string {
  return createHash('sha256')
    .update(JSON.stringify([RENDER_VERSION, card.key, card.label, card.title, card.lines, card.poster]))
    .digest('hex')
    .slice(0, 16);
}

export function shareFileName(card: ShareCard): string {
  return `${card.key}-${cardHash(card)}.jpg`;
}

export const SHARE_PATH_PREFIX = '/files/share/';

/** The image's address on this site (relative: the page makes it absolute with PUBLIC_URL). */
export function shareImagePath(card: ShareCard): string {
  return `${SHARE_PATH_PREFIX}${shareFileName(card)}`;
}

const NAME =
  /^((show|entertain|recruiting|club)-(\d{1,10})|page-(main|recruiting|clubs))-([0-9a-f]{16})\.jpg$/;

export type ShareKey = { kind: ShareKind; id: number } | { kind: 'page'; page: SitePage };

/** The record a share image's file name names, and the hash it was asked for under; null: not such a name. */
export function parseShareName(name: string): { key: ShareKey; hash: string } | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const key: ShareKey = m[4]
    ? { kind: 'page', page: m[4] as SitePage }
    : { kind: m[2] as ShareKind, id: Number(m[3]) };
  return { key, hash: m[5]! };
}
