import type { ReservationCard } from '@moa/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { memo } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { RefreshIcon, TicketIcon } from '../../../components/icons';
import { Skeleton } from '../../../components/Skeleton';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import { useServerNow } from '../lib/deadline';
import styles from '../routes/MyPage.module.css';
import type { CancelAction } from './CancelActions';
import { ReservationCardView } from './ReservationCardView';

const text = studentKo.myPage;
const NO_CARDS: ReservationCard[] = [];

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

interface CardListProps {
  cards: ReservationCard[];
  now: number;
  onPay: (card: ReservationCard) => void;
  onClaim: (card: ReservationCard) => void;
  onCancel: (card: ReservationCard, action: CancelAction) => void;
}

/**
 * The cards, rendered again only when they, the minute or the handlers change: opening a dialog of the page
 * (결제하기) leaves them alone, which keeps that tap quick on a slow phone (docs/decisions/0018-signed-in-first-load.md).
 * The first card's poster is fetched at once and first: it is what a phone shows largest.
 */
const CardList = memo(function CardList({ cards, now, onPay, onClaim, onCancel }: CardListProps) {
  return (
    <ul className={styles.list}>
      {cards.map((card, index) => (
        <li key={card.reservationId}>
          <ReservationCardView
            card={card}
            now={now}
            first={index === 0}
            onPay={onPay}
            onClaim={onClaim}
            onCancel={onCancel}
          />
        </li>
      ))}
    </ul>
  );
});

/**
 * 예매 내역, newest first, with 새로고침; empty: 예매 내역이 없습니다 and 공연 둘러보기. A refetch that fails (no
 * network at the door) keeps the cards and their tickets on screen.
 */
export function MyReservations({
  reservations,
  onPay,
  onClaim,
  onCancel,
}: {
  reservations: UseQueryResult<ReservationCard[]>;
  onPay: (card: ReservationCard) => void;
  onClaim: (card: ReservationCard) => void;
  onCancel: (card: ReservationCard, action: CancelAction) => void;
}) {
  const cards = reservations.data ?? NO_CARDS;
  // one clock for every card's countdown, the server's, renewed each minute
  const now = useServerNow();
  return (
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
      ) : reservations.isError && !reservations.data ? (
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
        <CardList cards={cards} now={now} onPay={onPay} onClaim={onClaim} onCancel={onCancel} />
      )}
    </section>
  );
}
