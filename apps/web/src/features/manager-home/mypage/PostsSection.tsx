import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/Button';
import { formatPeriod, upcomingSalesOpen } from '../../../lib/format';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import { QueryStates } from './components/QueryStates';
import { Poster } from '../../../components/Poster';
import { DeletableList, DeletePostButton } from './components/PostDelete';
import { usePostDelete } from './components/usePostDelete';
import styles from './tabs.module.css';
import { CardListSkeleton } from './components/CardListSkeleton';

export interface PostItem {
  id: number;
  poster: string;
  title: string;
  /** 'YYYY-MM-DD' or 'YYYY-MM-DD ~ YYYY-MM-DD' */
  date: string;
  /** Shows: the sales opening (Seoul 'YYYY-MM-DDTHH:MM'), said on the card while it is ahead. */
  salesOpenAt?: string | null;
}

/** '2026-05-12 ~ 2026-05-13' → '2026.05.12 ~ 2026.05.13' */
function formatPostDate(date: string): string {
  const [start = '', end = start] = date.split('~').map((part) => part.trim());
  return formatPeriod(start, end, { weekday: false }) || date;
}

const POST_SKELETON_CLASSES: [string?, string?, string?, string?] = [
  styles.postGrid,
  styles.postCard,
  styles.postPosterSkeleton,
  styles.postBody,
];

function PostsSkeleton() {
  return (
    <CardListSkeleton
      count={4}
      classes={POST_SKELETON_CLASSES}
      lines={[
        ['80%', 18],
        ['55%', 14],
      ]}
    />
  );
}

export interface PostsSectionProps {
  query: UseQueryResult<PostItem[]>;
  lead: string;
  failed: string;
  empty: string;
  /** Where a card leads: the item's edit page. */
  editPath: (id: number) => string;
  createPath: string;
  createLabel: string;
  /** Shows and events: each card has a delete button with a confirmation. */
  deletable?: 'show' | 'entertain';
  /** A page of each post's own: a show's sales dashboard, a recruiting post's applicants. */
  cardLink?: CardLink;
}

export interface CardLink {
  to: (id: number) => string;
  label: string;
  ariaLabel: (title: string) => string;
}

/** The shows, events and recruiting tabs: poster cards with title and date, each leading to its edit page. */
export function PostsSection({
  query,
  lead,
  failed,
  empty,
  editPath,
  createPath,
  createLabel,
  deletable,
  cardLink,
}: PostsSectionProps) {
  const remove = usePostDelete(deletable ?? 'show');
  const t = manageKo.managerArea.cards;
  const createLink = (
    <Link to={createPath} className={buttonClassName({ variant: 'secondary' })}>
      {createLabel}
    </Link>
  );
  return (
    <>
      <div className={styles.leadRow}>
        <p className={styles.lead}>{lead}</p>
        {query.isSuccess && query.data.length > 0 ? createLink : null}
      </div>
      <DeletableList remove={remove}>
        <QueryStates
          query={query}
          failed={failed}
          empty={empty}
          emptyAction={
            <Link to={createPath} className={buttonClassName()}>
              {createLabel}
            </Link>
          }
          skeleton={<PostsSkeleton />}
        >
          {(items) => (
            <ul className={styles.postGrid}>
              {items.map((item) => (
                <li key={item.id} className={styles.postCard}>
                  <Link to={editPath(item.id)} className={styles.postLink}>
                    <Poster iconSize={28} src={item.poster} alt="" />
                    <span className={styles.postBody}>
                      <span className={styles.postTitle}>{item.title}</span>
                      <span className={styles.postDate}>{formatPostDate(item.date)}</span>
                      {upcomingSalesOpen(item.salesOpenAt) ? (
                        <span className={styles.salesOpens}>
                          {manageKo.managerArea.salesOpens(upcomingSalesOpen(item.salesOpenAt))}
                        </span>
                      ) : null}
                    </span>
                  </Link>
                  {cardLink ? (
                    <div className={styles.postActions}>
                      <Link
                        to={cardLink.to(item.id)}
                        className={buttonClassName({ variant: 'secondary', block: true })}
                        aria-label={cardLink.ariaLabel(item.title)}
                      >
                        {cardLink.label}
                      </Link>
                    </div>
                  ) : null}
                  <div className={styles.postActions}>
                    <Link
                      to={editPath(item.id)}
                      className={buttonClassName({ variant: 'secondary', block: true })}
                      aria-label={t.editLabel(item.title)}
                    >
                      {ko.common.edit}
                    </Link>
                    {deletable ? (
                      <DeletePostButton
                        remove={remove}
                        post={{ id: item.id, title: item.title }}
                        label={ko.common.delete}
                        ariaLabel={t.deleteLabel(item.title)}
                        block
                      />
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryStates>
      </DeletableList>
    </>
  );
}
