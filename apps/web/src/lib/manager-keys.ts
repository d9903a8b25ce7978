/**
 * The manager area's query keys. One prefix, ['manage'], so that a change anywhere in the area (a show saved, a
 * deposit matched, a holder changed) can refresh every manager list at once.
 */
export const manageKeys = {
  all: ['manage'] as const,
  profile: ['manage', 'profile'] as const,
  club: ['manage', 'club'] as const,
  schedules: ['manage', 'schedules'] as const,
  shows: ['manage', 'shows'] as const,
  entertains: ['manage', 'entertains'] as const,
  recruitings: ['manage', 'recruitings'] as const,
  halls: ['manage', 'halls'] as const,
  hall: (hallId: number) => ['manage', 'halls', hallId] as const,
  holders: (scheduleId: string) => ['manage', 'holders', scheduleId] as const,
  clubDetail: (id: string) => ['manage', 'club-detail', id] as const,
};
