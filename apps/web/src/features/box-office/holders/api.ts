/**
 * Holders of a schedule or of a whole show (docs/product.md#holder-list, #reservation-status): the lists, payment
 * changes, restores, deletions and answers to cancel requests, and the XLSX exports. A batch may span schedules (the
 * all-schedules view): it is sent per schedule, at most LIMITS.holderBatchMax holders a call. After a change the lists,
 * the show's dashboard and refunds and the my-page's schedule cards (applied counts) are fetched again, each named by
 * its key.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  LIMITS,
  type Holder,
  type HolderList,
  type PaymentUndoResult,
  type ShowHolderList,
} from '@moa/contract';
import { ApiError, call, download } from '../../../lib/api-client';
import { manageKo } from '../../../text/ko-manage';
import { manageKeys } from '../../../lib/manager-keys';
import { holderKeys, holderListQuery } from './list-query';

export { holderKeys, holderListQuery };

export function showHoldersQuery(showId: number) {
  return queryOptions({
    queryKey: holderKeys.show(showId),
    queryFn: ({ signal }) => call('showHolders', { params: { showId }, signal }),
  });
}

/** Where the holder page is: its schedule and its show (known once the schedule's list has arrived). */
export interface HolderScope {
  scheduleId: string;
  showId: number | undefined;
}

export interface PaymentChange {
  scheduleId: number;
  reservationId: number;
  isPaid: boolean;
}

/** The items grouped by schedule, each group cut into calls of at most holderBatchMax. */
function batches<T extends { scheduleId: number }>(items: readonly T[]): [number, T[]][] {
  const groups = new Map<number, T[]>();
  for (const item of items) groups.set(item.scheduleId, [...(groups.get(item.scheduleId) ?? []), item]);
  const calls: [number, T[]][] = [];
  for (const [scheduleId, group] of groups) {
    for (let i = 0; i < group.length; i += LIMITS.holderBatchMax) {
      calls.push([scheduleId, group.slice(i, i + LIMITS.holderBatchMax)]);
    }
  }
  return calls;
}

/** A `success: false` answer counts as a failure (docs/product.md#holder-list). */
function requireSuccess(result: { success: boolean; count: number }, scheduleId: number, message: string) {
  if (!result.success) {
    throw new ApiError({
      status: 200,
      code: 'HTTP_ERROR',
      message,
      path: `/mypage/manager/holder/${scheduleId}`,
    });
  }
  return result.count;
}

async function perSchedule<T extends { scheduleId: number }>(
  items: readonly T[],
  send: (scheduleId: number, group: T[]) => Promise<{ success: boolean; count: number }>,
  failed: string,
): Promise<number> {
  let count = 0;
  for (const [scheduleId, group] of batches(items)) {
    count += requireSuccess(await send(scheduleId, group), scheduleId, failed);
  }
  return count;
}

function useRefresh(scope: HolderScope) {
  const queryClient = useQueryClient();
  return (touched: readonly { scheduleId: number }[] = []) => {
    const schedules = new Set([scope.scheduleId, ...touched.map((t) => String(t.scheduleId))]);
    return Promise.all([
      ...[...schedules].map((id) => queryClient.invalidateQueries({ queryKey: holderKeys.schedule(id) })),
      ...(scope.showId === undefined
        ? []
        : [
            queryClient.invalidateQueries({ queryKey: holderKeys.show(scope.showId) }),
            queryClient.invalidateQueries({ queryKey: holderKeys.dashboard(scope.showId) }),
            queryClient.invalidateQueries({ queryKey: holderKeys.refunds(scope.showId) }),
          ]),
      queryClient.invalidateQueries({ queryKey: manageKeys.schedules }),
    ]);
  };
}

/** A paid or unpaid holder as the change makes it (an expired one waits for the server: it may not have seats). */
function applyPayment(holder: Holder, paid: Map<number, boolean>): Holder {
  const isPaid = paid.get(holder.reservationId);
  if (isPaid === undefined || (holder.status !== 'paid' && holder.status !== 'unpaid')) return holder;
  return { ...holder, isPaid, status: isPaid ? 'paid' : 'unpaid' };
}

/** A recorded payment change of one schedule, which can be undone for a while (LIMITS.paymentUndoMinutes). */
export interface PaymentChangeRef {
  scheduleId: number;
  changeId: number;
}

export interface PaymentResult {
  count: number;
  /** The changes the calls recorded (none when nothing changed). */
  changes: PaymentChangeRef[];
}

/** PUT /mypage/manager/holder/{scheduleId}: one holder (the toggle) or a batch. */
export function useHolderPayment(scope: HolderScope) {
  const queryClient = useQueryClient();
  const refresh = useRefresh(scope);
  return useMutation({
    mutationFn: async (changes: PaymentChange[]): Promise<PaymentResult> => {
      const result: PaymentResult = { count: 0, changes: [] };
      for (const [scheduleId, group] of batches(changes)) {
        const answer = await call('holderPayment', {
          params: { scheduleId },
          body: { reservationList: group.map(({ reservationId, isPaid }) => ({ reservationId, isPaid })) },
        });
        result.count += requireSuccess(answer, scheduleId, manageKo.managerArea.holders.paymentFailed);
        if (answer.changeId !== null) result.changes.push({ scheduleId, changeId: answer.changeId });
      }
      return result;
    },
    onSuccess: (_result, changes) => {
      // show the new state at once; the refetch below confirms it and brings the new totals
      const paid = new Map(changes.map((c) => [c.reservationId, c.isPaid]));
      queryClient.setQueryData<HolderList>(holderKeys.schedule(scope.scheduleId), (old) =>
        old ? { ...old, holderList: old.holderList.map((h) => applyPayment(h, paid)) } : old,
      );
      if (scope.showId !== undefined) {
        queryClient.setQueryData<ShowHolderList>(holderKeys.show(scope.showId), (old) =>
          old ? { ...old, holderList: old.holderList.map((h) => applyPayment(h, paid)) } : old,
        );
      }
    },
    onSettled: (_result, _error, changes) => refresh(changes),
  });
}

/**
 * POST /mypage/manager/holder/{scheduleId}/payment/{changeId}/undo, for each change of a batch: holders still as
 * the change left them go back as they were; the others are skipped and counted by why.
 */
export function useHolderPaymentUndo(scope: HolderScope) {
  const refresh = useRefresh(scope);
  return useMutation({
    mutationFn: async (changes: PaymentChangeRef[]): Promise<PaymentUndoResult> => {
      const total: PaymentUndoResult = {
        restored: 0,
        skipped: 0,
        skippedReasons: { changed: 0, deleted: 0, noSeats: 0 },
      };
      for (const { scheduleId, changeId } of changes) {
        const r = await call('holderPaymentUndo', { params: { scheduleId, changeId } });
        total.restored += r.restored;
        total.skipped += r.skipped;
        total.skippedReasons.changed += r.skippedReasons.changed;
        total.skippedReasons.deleted += r.skippedReasons.deleted;
        total.skippedReasons.noSeats += r.skippedReasons.noSeats;
      }
      return total;
    },
    onSettled: (_result, _error, changes) => refresh(changes),
  });
}

export interface HolderRef {
  scheduleId: number;
  reservationId: number;
  /** A restore of a seated reservation into other seats than its own (its own were taken). */
  seats?: string[];
}

const refList = (group: HolderRef[]) => ({
  reservationList: group.map(({ reservationId, seats }) => ({ reservationId, ...(seats ? { seats } : {}) })),
});

/** GET /mypage/manager/schedule/{scheduleId}/seats: the hall's seats, their grades and blocks, and the held ones. */
export function seatPlanQuery(scheduleId: number) {
  return queryOptions({
    queryKey: holderKeys.seatPlan(scheduleId),
    queryFn: ({ signal }) => call('seatPlan', { params: { scheduleId }, signal }),
  });
}

/**
 * PUT /mypage/manager/holder/{scheduleId}/seats/{reservationId}: a live holder moved to other seats, all or none
 * (409 SEAT_TAKEN names the seats another reservation holds).
 */
export function useHolderSeats(scope: HolderScope) {
  const refresh = useRefresh(scope);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scheduleId, reservationId, seats }: HolderRef & { seats: string[] }) =>
      call('holderSeats', { params: { scheduleId, reservationId }, body: { seats } }),
    onSettled: (_result, _error, { scheduleId }) =>
      Promise.all([
        refresh([{ scheduleId }]),
        queryClient.invalidateQueries({ queryKey: holderKeys.seatPlan(scheduleId) }),
      ]),
  });
}

/**
 * POST /mypage/manager/holder/{scheduleId}: deletes holders; their seats go back to the schedule. With `refund`, each
 * paid one among them is recorded as a refund owed (docs/product.md#cancelling-and-refunds).
 */
export function useHolderDelete(scope: HolderScope) {
  const refresh = useRefresh(scope);
  return useMutation({
    mutationFn: ({ holders, refund }: { holders: HolderRef[]; refund: boolean }) =>
      perSchedule(
        holders,
        (scheduleId, group) =>
          call('holderDelete', { params: { scheduleId }, body: { ...refList(group), refund } }),
        manageKo.managerArea.holders.deleteFailed,
      ),
    onSettled: (_count, _error, { holders }) => refresh(holders),
  });
}

/**
 * POST /mypage/manager/holder/{scheduleId}/cancel: cancel requests approved (cancelled, seats back, a refund owed for
 * each paid one) or refused with a reason the student sees; all or none per schedule.
 */
export function useHolderCancel(scope: HolderScope) {
  const refresh = useRefresh(scope);
  return useMutation({
    mutationFn: ({ holders, approve, reason }: { holders: HolderRef[]; approve: boolean; reason?: string }) =>
      perSchedule(
        holders,
        (scheduleId, group) =>
          call('holderCancel', {
            params: { scheduleId },
            body: { reservationIds: group.map((h) => h.reservationId), approve, reason },
          }),
        manageKo.cancelRequests.failed,
      ),
    onSettled: (_count, _error, { holders }) => refresh(holders),
  });
}

/**
 * POST /mypage/manager/holder/{scheduleId}/restore: expired reservations hold their seats again, unpaid, with a new
 * pay-by time; 409 SOLD_OUT when the seats are gone, 409 CONFLICT beside a newer live reservation of the student.
 */
export function useHolderRestore(scope: HolderScope) {
  const refresh = useRefresh(scope);
  return useMutation({
    mutationFn: (holders: HolderRef[]) =>
      perSchedule(
        holders,
        (scheduleId, group) => call('holderRestore', { params: { scheduleId }, body: refList(group) }),
        manageKo.holderMoney.restoreFailed,
      ),
    onSettled: (_count, _error, holders) => refresh(holders),
  });
}

/** The XLSX of one schedule or of the whole show, as the server builds it (same columns as the CSV, and more). */
export function downloadHolderXlsx(target: { scheduleId: string } | { showId: number }) {
  return 'showId' in target
    ? download('showHolderExport', { params: { showId: target.showId } })
    : download('holderExport', { params: { scheduleId: target.scheduleId } });
}
