/** A show's door staff (docs/product.md#door-check-in): the list, adding by e-mail and removing. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffList } from '@moa/contract';
import { call } from '../../../lib/api-client';

export const staffKey = (showId: number) => ['manage', 'show-staff', String(showId)] as const;

export function showStaffQuery(showId: number) {
  return queryOptions({
    queryKey: staffKey(showId),
    queryFn: ({ signal }) => call('showStaff', { params: { showId }, signal }),
  });
}

/** Removes an e-mail's access; the answer is the list as it is now. */
export function useRemoveStaff(showId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => call('showStaffRemove', { params: { showId, email } }),
    onSuccess: (list: StaffList) => queryClient.setQueryData(staffKey(showId), list),
  });
}
