import type { ReservationResult, StudentWaitlistEntry } from '@moa/contract';
import { useState } from 'react';
import { useAlertDialog, ConfirmDialog } from '../../../components/dialogs';
import { ErrorState } from '../../../components/ErrorState';
import { describeError } from '../../../lib/api-errors';
import { keepFocusOn } from '../../../lib/focus';
import { studentKo } from '../../../text/ko-student';
import { useClaimOffer, useLeaveWaitlist, useStudentWaitlist } from '../api/waitlist';
import { useServerOffset } from '../lib/sales-opening';
import pageStyles from '../routes/MyPage.module.css';
import { ReservationSuccessModal } from './ReservationDialogs';
import { WaitlistEntryView } from './WaitlistEntryView';
import styles from './WaitlistEntryView.module.css';

const t = studentKo.waitlist;

/**
 * 예매 대기 on /mypage (docs/product.md#waiting-list): the student's places on waiting lists, open offers first. 좌석
 * 확정하기 turns an offer into an unpaid reservation and opens the reservation's success modal (amount, pay-by time,
 * account); 대기 취소 asks first. Shown only when there is something to show: a student who never waited sees nothing
 * of it, and a load failure says so with a retry (a lost session is the page's to handle).
 */
export function MyWaitlistSection() {
  const waitlist = useStudentWaitlist();
  const entries = [...(waitlist.data ?? [])].sort(
    (a, b) => Number(b.status === 'offered') - Number(a.status === 'offered'),
  );
  const offset = useServerOffset(entries.some((e) => e.status === 'offered'));
  const claim = useClaimOffer();
  const leave = useLeaveWaitlist();
  const alerts = useAlertDialog();
  const [leaving, setLeaving] = useState<StudentWaitlistEntry | null>(null);
  const [claimed, setClaimed] = useState<ReservationResult | null>(null);
  const busyId = claim.isPending ? claim.variables : leave.isPending ? leave.variables : null;

  if (waitlist.isError) {
    if (describeError(waitlist.error).reaction === 'signIn') return null;
    return (
      <ErrorState
        title={t.loadFailed}
        message={null}
        onRetry={() => void waitlist.refetch()}
        retrying={waitlist.isFetching}
      />
    );
  }

  const onClaim = (entry: StudentWaitlistEntry) =>
    claim.mutate(entry.waitlistId, {
      onSuccess: setClaimed,
      onError: (error) => void alerts.alertFailure(error, t.claimFailed, { failed: t.failed }),
    });
  const onLeave = () => {
    if (!leaving) return;
    leave.mutate(leaving.waitlistId, {
      onSuccess: () => setLeaving(null),
      onError: (error) => {
        setLeaving(null);
        void alerts.alertFailure(error, t.leaveFailed, { failed: t.failed });
      },
    });
  };

  return (
    <>
      {entries.length > 0 ? (
        <section className={pageStyles.reservations} aria-labelledby="mypage-waitlist">
          <h2 id="mypage-waitlist" className={pageStyles.sectionTitle}>
            {t.title}
            <span className={pageStyles.count}>{t.count(entries.length)}</span>
          </h2>
          <ul className={styles.list}>
            {entries.map((entry) => (
              <li key={entry.waitlistId}>
                <WaitlistEntryView
                  entry={entry}
                  offset={offset}
                  busy={busyId === entry.waitlistId}
                  onClaim={onClaim}
                  onLeave={setLeaving}
                  onOfferOver={() => void waitlist.refetch()}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ConfirmDialog
        open={leaving !== null}
        title={t.leaveTitle}
        confirmLabel={t.leaveConfirm}
        tone="danger"
        busy={leave.isPending}
        busyLabel={t.leaving}
        onConfirm={onLeave}
        onCancel={() => setLeaving(null)}
      >
        {leaving ? t.leaveBody(leaving.title) : null}
        {leaving?.status === 'offered' ? ` ${t.leaveOfferBody}` : null}
      </ConfirmDialog>
      <ReservationSuccessModal
        open={claimed !== null}
        result={claimed}
        onClose={() => {
          // the offer's button is gone: focus goes to the reservation it became, further down the page
          const id = claimed?.reservationId;
          keepFocusOn(
            () =>
              document.querySelector<HTMLElement>(`article[data-reservation-id="${id}"]`) ??
              document.getElementById('mypage-reservations'),
          );
          setClaimed(null);
        }}
        myPageLink={false}
      />
      {alerts.element}
    </>
  );
}
