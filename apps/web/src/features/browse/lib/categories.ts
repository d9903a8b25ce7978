import {
  ATTRACTION_CATEGORIES,
  CLUB_CATEGORIES,
  RECRUITING_CATEGORIES,
  type AttractionCategory,
  type ClubCategory,
  type RecruitingCategory,
} from '@moa/contract';
import { ko } from '../../../text/ko';
import type { TabItem } from '../components/CategoryTabs';

export type AttractionTab = 'all' | AttractionCategory;
export type RecruitingTab = 'all' | RecruitingCategory;

/** /main: 전체, 공연, 체험, 버스킹, 먹거리, 예배 */
export const ATTRACTION_TABS: readonly TabItem<AttractionTab>[] = (
  ['all', ...ATTRACTION_CATEGORIES] as const
).map((value) => ({ value, label: ko.browse.attractionCategories[value] }));

/** /clubs: 공연, 체육, 종교, 학술, 전시, 봉사, 컴퓨터 (no "all" tab; docs/product.md#screens-public) */
export const CLUB_TABS: readonly TabItem<ClubCategory>[] = CLUB_CATEGORIES.map((value) => ({
  value,
  label: ko.browse.clubCategories[value],
}));

/** /recruiting: 전체, 정기모집, 추가모집, 상시모집 */
export const RECRUITING_TABS: readonly TabItem<RecruitingTab>[] = (
  ['all', ...RECRUITING_CATEGORIES] as const
).map((value) => ({ value, label: ko.browse.recruitingCategories[value] }));

export const tabValues = <T extends string>(tabs: readonly TabItem<T>[]): T[] => tabs.map((tab) => tab.value);
