import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Query keys of this feature; everything under ['reservations'] is refetched after a reservation or a change. */
export const reservationKeys = {
  all: ['reservations'] as const,
  profile: ['reservations', 'profile'] as const,
  list: ['reservations', 'list'] as const,
};

/**
 * GET /mypage/student/reservation (newest first). A module of its own, with nothing else of the feature: the app's
 * entry starts it as /mypage opens (app/early-pages.ts).
 */
export function studentReservationsQuery() {
  return queryOptions({
    queryKey: reservationKeys.list,
    queryFn: ({ signal }) => call('studentReservations', { signal }),
  });
}
