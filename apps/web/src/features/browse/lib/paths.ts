import type { AttractionItem } from '@moa/contract';

/** What an item is, whatever its category: a show opens /show/{id}, an event /entertain/{id}. */
export type ItemKind = AttractionItem['kind'];

/**
 * The page of a show or an event. Links follow `kind` (or lastEventList's `showOrEntertain`), never the category: a
 * manager may edit an event into the 'performance' category and it is still an event.
 */
export function itemPath(kind: ItemKind, id: number): string {
  return kind === 'show' ? `/show/${id}` : `/entertain/${id}`;
}

export const clubPath = (id: number) => `/clubs/${id}`;
export const recruitingPath = (id: number) => `/recruiting/${id}`;
