import type { AttractionCategory } from '@moa/contract';

/** Spec 1 §2: the performance category is a show (/show/{id}); every other category is an event (/entertain/{id}). */
export function attractionPath(category: AttractionCategory, id: number): string {
  return category === 'performance' ? `/show/${id}` : `/entertain/${id}`;
}

export function showOrEntertainPath(kind: 'show' | 'entertain', id: number): string {
  return kind === 'show' ? `/show/${id}` : `/entertain/${id}`;
}

export const clubPath = (id: number) => `/clubs/${id}`;
export const recruitingPath = (id: number) => `/recruiting/${id}`;
