import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminClub } from '@moa/contract';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { Skeleton } from '../../../components/Skeleton';
import { fileUrl } from '../../../lib/api-client';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import styles from '../admin.module.css';
import { adminClubsQuery } from '../api';
import { ClubForm } from './ClubForm';
import { StatusMessage } from './StatusMessage';

/** An e-mail that, when it must wrap, wraps after the @. */
function Email({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

type Editing = { mode: 'create' } | { mode: 'edit'; club: AdminClub } | null;

function ClubPoster({ club }: { club: AdminClub }) {
  if (!club.poster) {
    return (
      <span className={`${styles.thumb} ${styles.thumbEmpty}`} aria-hidden="true">
        {club.clubName.slice(0, 1)}
      </span>
    );
  }
  return (
    <img
      className={styles.thumb}
      src={fileUrl(club.poster)}
      alt={manageKo.admin.clubs.posterAlt(club.clubName)}
      loading="lazy"
      width={88}
      height={88}
    />
  );
}

function ClubsSkeleton() {
  return (
    <div role="status" className={styles.cardGrid}>
      <span className="visually-hidden">{ko.common.loading}</span>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={styles.clubCard} aria-hidden="true">
          <Skeleton width={88} height={88} radius="var(--radius-md)" />
          <div className={styles.clubBody}>
            <Skeleton width="60%" height={18} />
            <Skeleton width="30%" height={14} />
            <Skeleton width="80%" height={14} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Clubs: the list with poster, category and managers, and the create / edit form. */
export function ClubsSection() {
  const clubs = useQuery(adminClubsQuery);
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState<string | null>(null);

  const open = (next: Editing) => {
    setStatus(null);
    setEditing(next);
  };

  return (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <p className={styles.count}>
          {clubs.data ? manageKo.admin.clubs.count(clubs.data.clubs.length) : '\u00a0'}
        </p>
        {editing === null ? (
          <Button onClick={() => open({ mode: 'create' })}>{manageKo.admin.clubs.create}</Button>
        ) : null}
      </div>

      <StatusMessage message={status} />

      {editing ? (
        <ClubForm
          key={editing.mode === 'edit' ? editing.club.id : 'new'}
          club={editing.mode === 'edit' ? editing.club : undefined}
          onCancel={() => setEditing(null)}
          onDone={(message) => {
            setEditing(null);
            setStatus(message);
          }}
        />
      ) : null}

      {clubs.isPending ? (
        <ClubsSkeleton />
      ) : clubs.isError ? (
        <LoadError
          error={clubs.error}
          texts={{ failed: manageKo.admin.clubs.loadFailed }}
          onRetry={() => void clubs.refetch()}
          retrying={clubs.isFetching}
        />
      ) : clubs.data.clubs.length === 0 ? (
        <EmptyState title={manageKo.admin.clubs.empty} description={manageKo.admin.clubs.emptyHint} />
      ) : (
        <ul className={styles.cardGrid} aria-label={ko.pages.clubList}>
          {clubs.data.clubs.map((club) => (
            <li key={club.id} className={styles.clubCard}>
              <ClubPoster club={club} />
              <div className={styles.clubBody}>
                <div className={styles.clubHead}>
                  <h3 className={styles.clubName}>{club.clubName}</h3>
                  <span className={styles.chip}>{manageKo.admin.categories[club.category]}</span>
                </div>
                {club.content ? <p className={styles.clubContent}>{club.content}</p> : null}
                <p className={styles.clubManagers}>
                  <span className={styles.metaLabel}>{manageKo.admin.clubs.managers}</span>
                  {club.managers.length > 0
                    ? club.managers.map((email, index) => (
                        <span key={email} className={styles.email}>
                          {index > 0 ? ', ' : null}
                          <Email address={email} />
                        </span>
                      ))
                    : manageKo.admin.clubs.noManagers}
                </p>
              </div>
              <Button
                variant="ghost"
                size="small"
                className={styles.cardAction}
                aria-label={manageKo.admin.clubs.editLabel(club.clubName)}
                onClick={() => open({ mode: 'edit', club })}
              >
                {manageKo.admin.clubs.edit}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
