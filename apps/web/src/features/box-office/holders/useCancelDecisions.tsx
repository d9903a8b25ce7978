/**
 * Answering cancel requests from the holder list (docs/product.md#cancelling-and-refunds): 취소 승인 after a
 * confirmation that says the seats return and which paid ones become refunds owed, or 취소 거절 with a reason the
 * student sees. Only selected holders with a pending request are answered; the selection clears afterwards.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Holder } from '@moa/contract';
import { ConfirmDialog } from '../../../components/dialogs';
import { formatWon } from '../../../lib/format';
import { manageKo } from '../../../text/ko-manage';
import { useHolderCancel, type HolderScope } from './api';
import type { HolderActions } from './useHolderActions';
import type { HolderSelection } from './useHolderSelection';
import { passesFilter } from './view';

const c = manageKo.cancelRequests;

// The reason's form (the form kit, zod) loads only when a refusal is started, not with the holder list.
const RejectCancelDialog = lazy(async () => ({
  default: (await import('./RejectCancelDialog')).RejectCancelDialog,
}));

export interface CancelDecisions {
  approve: () => void;
  reject: () => void;
  busy: boolean;
  /** The confirmation and the reason dialog; render once. */
  dialogs: ReactNode;
}

const ref = (h: Holder) => ({ scheduleId: h.scheduleId, reservationId: h.reservationId });

export function useCancelDecisions(
  scope: HolderScope,
  selection: HolderSelection,
  actions: Pick<HolderActions, 'say' | 'alertChangeFailure' | 'alertNothing'>,
): CancelDecisions {
  const answer = useHolderCancel(scope);
  const [pending, setPending] = useState<{ approve: boolean; holders: Holder[] } | null>(null);

  const open = (approve: boolean) => {
    if (answer.isPending) return;
    const requested = selection.items.filter((h) => passesFilter(h, 'cancelRequested'));
    if (requested.length === 0) return actions.alertNothing(c.notRequested);
    setPending({ approve, holders: requested });
  };
  const done = () => {
    setPending(null);
    selection.clear();
  };

  const approve = () => {
    if (!pending) return;
    const count = pending.holders.length;
    actions.say(null);
    answer.mutate(
      { holders: pending.holders.map(ref), approve: true },
      {
        onSuccess: () => actions.say(c.approved(count)),
        onError: (error) => void actions.alertChangeFailure(error, c.failed),
        onSettled: done,
      },
    );
  };

  const holders = pending?.holders ?? [];
  const paid = holders.filter((h) => h.status === 'paid');
  const sum = (list: Holder[], pick: (h: Holder) => number) => list.reduce((n, h) => n + pick(h), 0);
  const dialogs = (
    <>
      <ConfirmDialog
        open={pending?.approve === true}
        title={c.approveTitle}
        confirmLabel={c.approveConfirm}
        busyLabel={manageKo.managerArea.holders.working}
        busy={answer.isPending}
        onConfirm={approve}
        onCancel={() => setPending(null)}
      >
        {c.approveBody(
          holders.length,
          sum(holders, (h) => h.ticketNumber),
        )}
        {paid.length > 0 ? ` ${c.approveRefund(paid.length, formatWon(sum(paid, (h) => h.price)))}` : null}
      </ConfirmDialog>
      {pending?.approve === false ? (
        <Suspense fallback={null}>
          <RejectCancelDialog
            count={holders.length}
            onClose={() => setPending(null)}
            save={async (reason) => {
              const count = holders.length;
              actions.say(null);
              await answer.mutateAsync({ holders: holders.map(ref), approve: false, reason });
              actions.say(c.rejected(count));
              done();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );

  return { approve: () => open(true), reject: () => open(false), busy: answer.isPending, dialogs };
}
