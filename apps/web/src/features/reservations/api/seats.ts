/**
 * A seated schedule's map and which of its seats are taken (docs/product.md#assigned-seats). The map is the hall and
 * its grades, fetched once; the state is one bit a seat, asked again every SEAT_STATE_MS while the map is on screen
 * (the server answers it from memory, with an ETag), so seats others take show within one refresh.
 */
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const SEAT_STATE_MS = 5_000;

export const seatKeys = {
  map: (showId: number, scheduleId: number) => ['seats', showId, scheduleId, 'map'] as const,
  state: (showId: number, scheduleId: number) => ['seats', showId, scheduleId, 'state'] as const,
};

/** GET /show/detail/{showId}/seats/{scheduleId}; nothing while no seated schedule is chosen (null). */
export function useSeatMap(showId: number, scheduleId: number | null) {
  return useQuery({
    queryKey: seatKeys.map(showId, scheduleId ?? 0),
    queryFn: ({ signal }) => call('seatMap', { params: { showId, scheduleId: scheduleId ?? 0 }, signal }),
    enabled: scheduleId !== null,
    staleTime: 10 * 60_000,
  });
}

/** GET /show/detail/{showId}/seats/{scheduleId}/state, again every SEAT_STATE_MS while the page is visible. */
export function useSeatState(showId: number, scheduleId: number) {
  return useQuery({
    queryKey: seatKeys.state(showId, scheduleId),
    queryFn: ({ signal }) => call('seatState', { params: { showId, scheduleId }, signal }),
    refetchInterval: SEAT_STATE_MS,
    staleTime: SEAT_STATE_MS,
  });
}
