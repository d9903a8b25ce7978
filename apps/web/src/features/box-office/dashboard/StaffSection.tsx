import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/dialogs';
import { ErrorState } from '../../../components/ErrorState';
import { TrashIcon } from '../../../components/icons';
import { Skeleton } from '../../../components/Skeleton';
import { formatDeadline } from '../../../lib/format';
import { manageKo } from '../../../text/ko-manage';
import { showStaffQuery, useRemoveStaff } from './staff-api';
import { StaffForm } from './StaffForm';
import styles from './StaffSection.module.css';

const t = manageKo.checkin.staff;

/**
 * 입장 도우미 on the show's dashboard (docs/product.md#door-check-in): who may check tickets in at this show's door,
 * until when, with adding by e-mail and removing.
 */
export function StaffSection({ showId }: { showId: number }) {
  const query = useQuery(showStaffQuery(showId));
  const remove = useRemoveStaff(showId);
  const list = query.data;
  /** The e-mail whose removal waits for the manager's yes: one key press never takes a door away. */
  const [removing, setRemoving] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const confirmRemove = () => {
    const email = removing;
    setRemoving(null);
    if (!email) return;
    remove.mutate(email, {
      // the removed row's button is gone: focus stays in the section, on its heading
      onSettled: () => heading.current?.focus(),
    });
  };
  return (
    <section aria-labelledby="dashboard-staff" className={styles.section}>
      <h2 id="dashboard-staff" className={styles.title} ref={heading} tabIndex={-1}>
        {t.title}
      </h2>
      <p className={styles.lead}>{t.lead}</p>
      {list?.endsAt ? <p className={styles.lead}>{t.endsAt(formatDeadline(list.endsAt))}</p> : null}
      {query.isPending ? (
        <Skeleton height={44} radius="var(--radius-md)" />
      ) : query.isError && !list ? (
        <ErrorState
          title={t.loadFailed}
          message={null}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : list && list.staff.length > 0 ? (
        <ul className={styles.list}>
          {list.staff.map((s) => (
            <li key={s.email} className={styles.item}>
              <span className={styles.email}>{s.email}</span>
              {s.signedIn ? null : <span className={styles.pending}>{t.notSignedIn}</span>}
              <button
                type="button"
                className={styles.remove}
                onClick={() => setRemoving(s.email)}
                disabled={remove.isPending}
                aria-label={t.removeLabel(s.email)}
                title={t.remove}
              >
                <TrashIcon size={18} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t.empty}</p>
      )}
      {remove.isError ? (
        <p className={styles.error} role="alert">
          {t.saveFailed}
        </p>
      ) : null}
      <StaffForm showId={showId} />
      <ConfirmDialog
        open={removing !== null}
        tone="danger"
        title={t.removeTitle}
        confirmLabel={t.remove}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        {removing ? t.removeBody(removing) : null}
      </ConfirmDialog>
    </section>
  );
}
