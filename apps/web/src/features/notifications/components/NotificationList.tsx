import type { Notification } from '@moa/contract';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { useSession } from '../../../lib/session';
import { BellIcon } from '../../../components/icons';
import { Skeleton } from '../../../components/Skeleton';
import { ko } from '../../../text/ko';
import { useMarkRead, useNotifications } from '../api';
import { formatRelativeTime } from '../relative-time';
import styles from './NotificationList.module.css';

const t = ko.notifications;

/** A notification's link is a path of this app; anything else (never sent) opens the my page. */
export function safeLink(link: string): string {
  return link.startsWith('/') && !link.startsWith('//') ? link : '/mypage';
}

function ListSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className="visually-hidden">{ko.common.loading}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.skeletonRow} aria-hidden="true">
          <Skeleton width="55%" height={16} />
          <Skeleton width="90%" height={14} />
          <Skeleton width="20%" height={12} />
        </div>
      ))}
    </div>
  );
}

function Item({
  item,
  now,
  onOpen,
}: {
  item: Notification;
  now: number;
  onOpen: (item: Notification) => void;
}) {
  const unread = item.readAt === null;
  return (
    <li>
      <Link
        to={safeLink(item.link)}
        className={`${styles.item} ${unread ? styles.unread : ''}`}
        onClick={() => onOpen(item)}
      >
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.text}>
          <span className={styles.title}>
            {unread ? <span className="visually-hidden">{t.unread}, </span> : null}
            {item.title}
          </span>
          {item.body ? <span className={styles.body}>{item.body}</span> : null}
          <time className={styles.time} dateTime={item.createdAt}>
            {formatRelativeTime(item.createdAt, now)}
          </time>
        </span>
      </Link>
    </li>
  );
}

export interface NotificationListProps {
  /** Called when an item is opened (the panel closes). */
  onOpen?: () => void;
  /** The heading that names the list. */
  labelledBy: string;
}

/**
 * The notifications, newest first (docs/product.md#notifications): unread ones marked; opening one marks it read and
 * goes to its link; 더 보기 loads the next page. Loading, failure with retry, and empty each have their state.
 */
export function NotificationList({ onOpen, labelledBy }: NotificationListProps) {
  const query = useNotifications();
  const markRead = useMarkRead();
  const { user } = useSession();

  if (query.isPending) return <ListSkeleton />;
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        texts={{ failed: t.loadFailed, refused: t.loadFailed }}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<BellIcon size={28} />}
        title={t.empty}
        description={t.emptyHint[user?.authority ?? 'ROLE_USER']}
      />
    );
  }
  const now = Date.now();
  const open = (item: Notification) => {
    if (item.readAt === null) markRead.mutate({ ids: [item.id] });
    onOpen?.();
  };
  return (
    <>
      <ul className={styles.list} aria-labelledby={labelledBy}>
        {items.map((item) => (
          <Item key={item.id} item={item} now={now} onOpen={open} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <div className={styles.more}>
          {query.isFetchNextPageError ? (
            <p className={styles.moreError} role="alert">
              {t.loadFailed}
            </p>
          ) : null}
          <Button
            variant="secondary"
            size="small"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? t.loadingMore : t.more}
          </Button>
        </div>
      ) : null}
    </>
  );
}
