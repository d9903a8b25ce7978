/**
 * The manager's own data: profile, club, schedule cards and the show, event and recruiting lists,
 * and deleting a show; their keys share the area's prefix (lib/manager-keys.ts).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { manageKeys } from '../../../lib/manager-keys';

export const managerProfileQuery = queryOptions({
  queryKey: manageKeys.profile,
  queryFn: ({ signal }) => call('managerProfile', { signal }),
});

export const managerClubQuery = queryOptions({
  queryKey: manageKeys.club,
  queryFn: ({ signal }) => call('managerClub', { signal }),
});

export const holderSchedulesQuery = queryOptions({
  queryKey: manageKeys.schedules,
  queryFn: ({ signal }) => call('holderSchedules', { signal }),
  select: (data) => data.reservationList,
});

export const managerShowsQuery = queryOptions({
  queryKey: manageKeys.shows,
  queryFn: ({ signal }) => call('managerShows', { signal }),
  select: (data) => data.performanceList.map((s) => ({ id: s.showId, ...s })),
});

export const managerEntertainsQuery = queryOptions({
  queryKey: manageKeys.entertains,
  queryFn: ({ signal }) => call('managerEntertains', { signal }),
  select: (data) => data.entertainList.map((e) => ({ id: e.entertainId, ...e })),
});

export const managerRecruitingsQuery = queryOptions({
  queryKey: manageKeys.recruitings,
  queryFn: ({ signal }) => call('managerRecruitings', { signal }),
  select: (data) => data.recruitingList.map((r) => ({ id: r.recruitingId, ...r })),
});

export const useManagerProfile = () => useQuery(managerProfileQuery);

/** Deletes a show or an event of the club; every manager list is fetched again afterwards. */
export function useDeletePost(kind: 'show' | 'entertain') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      kind === 'show' ? call('showDelete', { params: { id } }) : call('entertainDelete', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: manageKeys.all }),
  });
}
