import {
  LIST_PAGE_TABS,
  type AttractionCategory,
  type ClubCategory,
  type RecruitingCategory,
} from '@moa/contract';
import { ko } from '../../../text/ko';
import type { TabItem } from '../components/CategoryTabs';

export type AttractionTab = 'all' | AttractionCategory;
export type RecruitingTab = 'all' | RecruitingCategory;

/** /main: 전체, 공연, 체험, 버스킹, 먹거리, 예배 */
export const ATTRACTION_TABS: readonly TabItem<AttractionTab>[] = LIST_PAGE_TABS['/main'].values.map(
  (value) => ({ value, label: ko.browse.attractionCategories[value] }),
);

/** /clubs: 공연, 체육, 종교, 학술, 전시, 봉사, 컴퓨터 (no "all" tab; docs/product.md#screens-public) */
export const CLUB_TABS: readonly TabItem<ClubCategory>[] = LIST_PAGE_TABS['/clubs'].values.map((value) => ({
  value,
  label: ko.browse.clubCategories[value],
}));

/** /recruiting: 전체, 정기모집, 추가모집, 상시모집 */
export const RECRUITING_TABS: readonly TabItem<RecruitingTab>[] = LIST_PAGE_TABS['/recruiting'].values.map(
  (value) => ({ value, label: ko.browse.recruitingCategories[value] }),
);

/** The tab each list page shows when its address names none or one it does not know. */
export const TAB_FALLBACK = {
  main: LIST_PAGE_TABS['/main'].fallback,
  recruiting: LIST_PAGE_TABS['/recruiting'].fallback,
  clubs: LIST_PAGE_TABS['/clubs'].fallback,
} as const;

export const tabValues = <T extends string>(tabs: readonly TabItem<T>[]): T[] => tabs.map((tab) => tab.value);
