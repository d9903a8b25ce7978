import type { ReservationCard } from '@moa/contract';
import { isEmptyStudentId } from '@moa/contract';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, buttonClassName } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Modal } from '../../../components/Modal';
import { Skeleton } from '../../../components/Skeleton';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { openSessionExpired, useSession } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { useCancelRequest, useStudentProfile, useStudentReservations } from '../api/queries';
import { BackIcon, CheckCircleIcon, LogoutIcon, RefreshIcon, TicketIcon } from '../../../components/icons';
import { PaymentModal } from '../components/PaymentModal';
import { ReservationCardView } from '../components/ReservationCardView';
import styles from './MyPage.module.css';

/** Location state of /mypage after a save on /mypage/update. */
export interface MyPageLocationState {
  notice?: 'profileUpdated';
}

function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/main');
  };
}

function ProfileSkeleton() {
  return (
    <div className={styles.skeletonRows} aria-hidden="true">
      <Skeleton width="45%" height={18} />
      <Skeleton width="60%" height={18} />
      <Skeleton width="55%" height={18} />
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className={styles.list} role="status" aria-live="polite">
      <span className="visually-hidden">{ko.common.loading}</span>
      {[0, 1].map((i) => (
        <div key={i} className={styles.cardSkeleton} aria-hidden="true">
          <Skeleton height="auto" className={styles.posterSkeleton} />
          <div className={styles.skeletonRows}>
            <Skeleton width={72} height={22} radius="var(--radius-pill)" />
            <Skeleton width="70%" height={22} />
            <Skeleton width="85%" height={16} />
            <Skeleton width="50%" height={16} />
          </div>
        </div>
      ))}
    </div>
  );
}

type CancelTarget = { card: ReservationCard; on: boolean } | null;

/**
 * /mypage (spec 1 §2): the login e-mail with logout, the profile (name, 학번, 전화번호) with 수정, and the
 * reservations, newest first, with refresh, payment status, transfer information, payment and cancel requests.
 * At 600 px or less a compact top bar carries a back button and a refresh icon.
 */
export function MyPage() {
  const text = ko.myPage;
  useDocumentTitle(ko.pages.myPage);
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = useGoBack();
  const session = useSession();
  const profile = useStudentProfile();
  const reservations = useStudentReservations();
  const cancelRequest = useCancelRequest();
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [paying, setPaying] = useState<ReservationCard | null>(null);
  const [cancelTarget, setCancelTarget] = useState<CancelTarget>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const notice = (location.state as MyPageLocationState | null)?.notice;
  // a session the server no longer knows: the app's session-expired modal leads to /login
  const expired = [profile.error, reservations.error].some((e) => isApiError(e) && e.status === 401);
  useEffect(() => {
    if (expired) openSessionExpired();
  }, [expired]);

  const email = profile.data?.email ?? session.user?.email ?? '';
  const refreshing = profile.isFetching || reservations.isFetching;
  const refreshAll = () => {
    void profile.refetch();
    void reservations.refetch();
  };
  const dismissNotice = () => void navigate('.', { replace: true, state: null });

  const closeCancel = () => {
    if (cancelRequest.isPending) return;
    setCancelTarget(null);
    setCancelError(null);
  };
  const confirmCancel = () => {
    if (!cancelTarget || cancelRequest.isPending) return;
    setCancelError(null);
    cancelRequest.mutate(
      { reservationId: cancelTarget.card.reservationId, on: cancelTarget.on },
      {
        onSuccess: () => setCancelTarget(null),
        onError: (error) => {
          if (isApiError(error) && error.status === 401) {
            setCancelTarget(null);
            openSessionExpired();
            return;
          }
          setCancelError(isApiError(error) && error.status < 500 ? error.message : text.cancelFailed);
        },
      },
    );
  };

  const cards = reservations.data ?? [];

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

      <div className={styles.layout}>
        <div className={styles.side}>
          <section className={styles.panel} aria-labelledby="mypage-account">
            <h2 id="mypage-account" className={styles.panelTitle}>
              {text.accountTitle}
            </h2>
            <div className={styles.accountRow}>
              <div className={styles.accountText}>
                <span className={styles.label}>{text.email}</span>
                <span className={styles.email}>{email || (profile.isPending ? '…' : '')}</span>
              </div>
              <Button variant="secondary" size="small" onClick={() => setLogoutOpen(true)}>
                <LogoutIcon size={16} />
                {text.logout}
              </Button>
            </div>
          </section>

          <section className={styles.panel} aria-labelledby="mypage-profile">
            <div className={styles.panelHead}>
              <h2 id="mypage-profile" className={styles.panelTitle}>
                {text.profileTitle}
              </h2>
              <Link
                to="/mypage/update"
                className={buttonClassName({ variant: 'secondary', size: 'small' })}
                aria-label={text.editProfile}
              >
                {text.edit}
              </Link>
            </div>
            {profile.isPending ? (
              <ProfileSkeleton />
            ) : profile.isError ? (
              <ErrorState
                title={text.userLoadFailed}
                message={null}
                onRetry={() => void profile.refetch()}
                retrying={profile.isFetching}
              />
            ) : (
              <dl className={styles.profile}>
                <div className={styles.profileRow}>
                  <dt>{text.name}</dt>
                  <dd>{profile.data.name || <span className={styles.notSet}>{text.notSet}</span>}</dd>
                </div>
                <div className={styles.profileRow}>
                  <dt>{text.studentId}</dt>
                  <dd>
                    {isEmptyStudentId(profile.data.studentId) ? (
                      <span className={styles.notSet}>{text.notSet}</span>
                    ) : (
                      profile.data.studentId
                    )}
                  </dd>
                </div>
                <div className={styles.profileRow}>
                  <dt>{text.phone}</dt>
                  <dd>{profile.data.phoneNumber || <span className={styles.notSet}>{text.notSet}</span>}</dd>
                </div>
              </dl>
            )}
          </section>
        </div>

        <section className={styles.reservations} aria-labelledby="mypage-reservations">
          <div className={styles.sectionHead}>
            <h2 id="mypage-reservations" className={styles.sectionTitle}>
              {text.reservationsTitle}
              {reservations.data ? (
                <span className={styles.count}>{text.reservationsCount(cards.length)}</span>
              ) : null}
            </h2>
            <Button
              variant="secondary"
              size="small"
              onClick={() => void reservations.refetch()}
              disabled={reservations.isFetching}
              aria-busy={reservations.isFetching}
            >
              <RefreshIcon size={16} className={reservations.isFetching ? styles.spinning : undefined} />
              {reservations.isFetching && !reservations.isPending ? text.refreshing : text.refresh}
            </Button>
          </div>

          {reservations.isPending ? (
            <ListSkeleton />
          ) : reservations.isError ? (
            <ErrorState
              title={text.reservationsLoadFailed}
              message={null}
              onRetry={() => void reservations.refetch()}
              retrying={reservations.isFetching}
            />
          ) : cards.length === 0 ? (
            <EmptyState
              icon={<TicketIcon size={28} />}
              title={text.empty}
              description={text.emptyHint}
              action={
                <Link to="/main" className={buttonClassName()}>
                  {text.browseShows}
                </Link>
              }
            />
          ) : (
            <ul className={styles.list}>
              {cards.map((card) => (
                <li key={card.reservationId}>
                  <ReservationCardView
                    card={card}
                    onPay={setPaying}
                    onCancelRequest={(target, on) => setCancelTarget({ card: target, on })}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

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

      <Modal
        open={cancelTarget !== null}
        onClose={closeCancel}
        dismissible={!cancelRequest.isPending}
        alert
        tone={cancelTarget?.on ? 'danger' : 'default'}
        icon={<TicketIcon size={24} />}
        title={cancelTarget?.on === false ? text.withdrawTitle : text.cancelTitle}
        actions={
          <>
            <Button variant="secondary" onClick={closeCancel} disabled={cancelRequest.isPending}>
              {text.keep}
            </Button>
            <Button
              variant={cancelTarget?.on ? 'danger' : 'primary'}
              onClick={confirmCancel}
              disabled={cancelRequest.isPending}
              aria-busy={cancelRequest.isPending}
            >
              {cancelRequest.isPending
                ? text.working
                : cancelTarget?.on === false
                  ? text.withdrawConfirm
                  : text.cancelConfirm}
            </Button>
          </>
        }
      >
        {cancelTarget ? (
          <>
            {cancelTarget.on ? text.cancelBody(cancelTarget.card.title) : text.withdrawBody}
            {cancelError ? (
              <span className={styles.modalError} role="alert">
                {cancelError}
              </span>
            ) : null}
          </>
        ) : null}
      </Modal>

      {paying ? (
        <PaymentModal
          open
          onClose={() => setPaying(null)}
          transfer={{
            title: paying.title,
            bankName: paying.accountInfo.bankName,
            accountNumber: paying.accountInfo.accountNumber,
            accountName: paying.accountInfo.accountName,
            amount: paying.price,
            depositName: paying.depositName,
            qrImage: paying.qrImage,
          }}
        />
      ) : null}
    </section>
  );
}
