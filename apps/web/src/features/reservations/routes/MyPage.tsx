import type { ReservationCard } from '@moa/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { deferred } from '../../../components/deferred';
import { BackIcon, CheckCircleIcon, LogoutIcon, RefreshIcon } from '../../../components/icons';
import { Modal } from '../../../components/Modal';
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/api-errors';
import { useDocumentTitle } from '../../../lib/document-title';
import { keepFocusOn } from '../../../lib/focus';
import { useGoBack } from '../../../lib/go-back';
import { openSessionExpired, useSession } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import { useStudentProfile, useStudentReservations } from '../api/queries';
import { AccountDeletionSection } from '../components/AccountDeletionSection';
import type { CancelAction } from '../components/CancelActions';
import { CancelConfirmModal, type CancelTarget } from '../components/CancelConfirmModal';
import { MyProfilePanels } from '../components/MyProfilePanels';
import { MyReservations } from '../components/MyReservations';
import { MyWaitlistSection } from '../components/MyWaitlistSection';
import { OfflineTickets } from '../components/OfflineTickets';
import { PaymentModal } from '../components/PaymentModal';
import { readTicketCopy, saveTicketCopy } from '../lib/ticket-copy';
import styles from './MyPage.module.css';

// forms no first screen shows, with the contract's schemas: loaded after the page (docs/decisions/0018-signed-in-first-load.md)
const RefundAccountDialog = deferred(
  async () => (await import('../components/RefundAccountDialog')).RefundAccountDialog,
);
const TransferClaimDialog = deferred(
  async () => (await import('../components/TransferClaimDialog')).TransferClaimDialog,
);

/** The list could not be asked for: no network (the query waits for it, or failed without an answer). */
function unreachable(query: UseQueryResult<unknown>): boolean {
  if (query.data !== undefined) return false;
  if (query.isPaused) return true;
  const { error } = query;
  return query.isError && isApiError(error) && error.status === 0 && error.code !== 'ABORTED';
}

/** Location state of /mypage after a save on /mypage/update. */
export interface MyPageLocationState {
  notice?: 'profileUpdated';
}

export interface MyPageProps {
  /** The 알림 메일 section under the reservations, composed in by the app (app/routes/MyPage). */
  mail?: ReactNode;
  /** A volunteer's door duties above the lists, composed in by the app (checkin feature). */
  doorDuty?: ReactNode;
  /** Other features' parts under the reservations (the applications feature's 지원 내역). */
  sections?: ReactNode;
}

/**
 * /mypage (docs/product.md#screens-student): the login e-mail with logout, the profile with 수정, and the
 * reservations, newest first, with refresh, payment status, transfer information, payment, cancelling and refunds. At
 * 600 px or less a compact top bar carries a back button and a refresh icon. Each load failure has its own words and
 * a retry; a lost session (401) opens the session-expired modal instead. `doorDuty`: the shows whose door the
 * student keeps as door staff, above the rest; `sections`: other features' parts of the page under the
 * reservations (the applications feature's 지원 내역). Loaded without network after one visit (the service worker,
 * docs/decisions/0013-service-worker.md), it shows the tickets it kept then, marked as the device's copy.
 */
export function MyPage({ mail, doorDuty, sections }: MyPageProps = {}) {
  const text = studentKo.myPage;
  useDocumentTitle(ko.pages.myPage);
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = useGoBack();
  const session = useSession();
  const profile = useStudentProfile();
  const reservations = useStudentReservations();
  const [logoutOpen, setLogoutOpen] = useState(false);
  // by id, so the open modals show the card as the list has it now (after a claim, a refetch)
  const [payingId, setPayingId] = useState<number | null>(null);
  const [claimingId, setClaimingId] = useState<number | null>(null);
  const [cancelTarget, setCancelTarget] = useState<CancelTarget>(null);
  const [requestingId, setRequestingId] = useState<number | null>(null);
  const notice = (location.state as MyPageLocationState | null)?.notice;
  const expired = [profile.error, reservations.error].some(
    (e) => e && describeError(e).reaction === 'signIn',
  );
  useEffect(() => {
    if (expired) openSessionExpired();
  }, [expired]);
  // the tickets of every list the page shows, kept for a load without network
  useEffect(() => {
    if (reservations.data) saveTicketCopy(reservations.data);
  }, [reservations.data]);
  const offline = unreachable(reservations);
  const ticketCopy = useMemo(() => (offline ? readTicketCopy() : null), [offline]);
  const refetchReservations = reservations.refetch;
  const refetchProfile = profile.refetch;
  // loaded without network, the query cache never heard it go: asked again when the browser is back online
  useEffect(() => {
    if (!offline) return;
    const again = () => {
      void refetchProfile();
      void refetchReservations();
    };
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [offline, refetchProfile, refetchReservations]);

  const cardOf = (id: number | null): ReservationCard | null =>
    reservations.data?.find((card) => card.reservationId === id) ?? null;
  const paying = cardOf(payingId);
  const claiming = cardOf(claimingId);
  const requesting = cardOf(requestingId);
  // the same handlers every render, so opening a dialog leaves the cards alone (MyReservations)
  const onCancel = useCallback((card: ReservationCard, action: CancelAction) => {
    if (action === 'request') setRequestingId(card.reservationId);
    else setCancelTarget({ card, action });
  }, []);
  const onPay = useCallback((card: ReservationCard) => setPayingId(card.reservationId), []);
  const onClaim = useCallback((card: ReservationCard) => setClaimingId(card.reservationId), []);
  const email = profile.data?.email ?? session.user?.email ?? '';
  const refreshing = profile.isFetching || reservations.isFetching;
  const refreshAll = () => {
    void profile.refetch();
    void reservations.refetch();
  };
  /** After a dialog about a reservation closes: focus on its card as it is now, or on the list when it is gone. */
  const focusCard = (id: number | undefined) =>
    keepFocusOn(
      () =>
        document.querySelector<HTMLElement>(`article[data-reservation-id="${id}"]`) ??
        document.getElementById('mypage-reservations'),
    );
  const dismissNotice = () => void navigate('.', { replace: true, state: null });

  return (
    <section className={styles.page} aria-labelledby="mypage-heading">
      {/* sticky under the header on narrow screens: focused controls stop below it (data-sticky-inset) */}
      <header className={styles.top} data-sticky-inset="top">
        <button type="button" className={`${styles.iconButton} ${styles.narrowOnly}`} onClick={goBack}>
          <BackIcon size={22} />
          <span className="visually-hidden">{text.back}</span>
        </button>
        <div className={styles.heading}>
          <h1 id="mypage-heading" className={styles.title}>
            {ko.pages.myPage}
          </h1>
          <p className={styles.lead}>{text.lead}</p>
        </div>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.narrowOnly}`}
          onClick={refreshAll}
          disabled={refreshing}
          aria-busy={refreshing}
        >
          <RefreshIcon size={22} className={refreshing ? styles.spinning : undefined} />
          <span className="visually-hidden">{text.refreshAll}</span>
        </button>
      </header>

      {notice === 'profileUpdated' ? (
        <div className={styles.notice} role="status">
          <CheckCircleIcon size={20} />
          <span>{text.updated}</span>
          <button
            type="button"
            className={styles.noticeClose}
            onClick={dismissNotice}
            aria-label={text.dismiss}
          >
            ×
          </button>
        </div>
      ) : null}

      {ticketCopy ? (
        <OfflineTickets copy={ticketCopy} retrying={refreshing} onRetry={refreshAll} />
      ) : (
        <>
          {/* the door duties of a volunteer, from the checkin feature (composed in app/routes/MyPage) */}
          {doorDuty}
          <MyWaitlistSection />

          <div className={styles.layout}>
            <MyProfilePanels profile={profile} email={email} onLogout={() => setLogoutOpen(true)} />
            <div className={styles.main}>
              <MyReservations
                reservations={reservations}
                onPay={onPay}
                onClaim={onClaim}
                onCancel={onCancel}
              />
              {sections}
            </div>
          </div>

          {mail}
          <AccountDeletionSection />
        </>
      )}

      <Modal
        open={logoutOpen}
        onClose={() => setLogoutOpen(false)}
        alert
        icon={<LogoutIcon size={24} />}
        title={text.logoutTitle}
        actions={
          <>
            <Button variant="secondary" onClick={() => setLogoutOpen(false)}>
              {ko.common.cancel}
            </Button>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus of a modal <dialog> */}
            <Button onClick={() => void navigate('/logout')} autoFocus>
              {text.logout}
            </Button>
          </>
        }
      >
        {text.logoutBody}
      </Modal>

      <CancelConfirmModal
        target={cancelTarget}
        onDone={() => {
          focusCard(cancelTarget?.card.reservationId);
          setCancelTarget(null);
        }}
      />
      <RefundAccountDialog
        wanted={requesting !== null}
        card={requesting}
        studentName={profile.data?.name ?? ''}
        onClose={() => setRequestingId(null)}
      />

      {paying ? (
        <PaymentModal
          open
          onClose={() => setPayingId(null)}
          transfer={{
            title: paying.title,
            bankName: paying.accountInfo.bankName,
            accountNumber: paying.accountInfo.accountNumber,
            accountName: paying.accountInfo.accountName,
            amount: paying.price,
            depositName: paying.depositName,
            qrImage: paying.qrImage,
          }}
          deadline={
            paying.status === 'unpaid'
              ? {
                  payBy: paying.payBy,
                  expiresAt: paying.expiresAt,
                  claim: paying.transferClaim,
                  onClaim: () => setClaimingId(paying.reservationId),
                }
              : undefined
          }
        />
      ) : null}
      <TransferClaimDialog
        wanted={claiming !== null}
        card={claiming}
        onClose={() => {
          focusCard(claimingId ?? undefined);
          setClaimingId(null);
        }}
      />
    </section>
  );
}
