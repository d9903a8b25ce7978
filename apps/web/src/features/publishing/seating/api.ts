/** A seated schedule's plan (docs/product.md#assigned-seats): read it, and paint it anew. */
import { queryOptions } from '@tanstack/react-query';
import type { SeatPlanRequest } from '@moa/contract';
import { call } from '../../../lib/api-client';
import { manageKeys } from '../../../lib/manager-keys';

export const seatPlanKey = (scheduleId: number) => [...manageKeys.all, 'seat-plan', scheduleId] as const;

export const seatPlanQuery = (scheduleId: number) =>
  queryOptions({
    queryKey: seatPlanKey(scheduleId),
    queryFn: ({ signal }) => call('seatPlan', { params: { scheduleId }, signal }),
    staleTime: 0,
  });

export const saveSeatPlan = (scheduleId: number, body: SeatPlanRequest) =>
  call('seatPlanUpdate', { params: { scheduleId }, body });
