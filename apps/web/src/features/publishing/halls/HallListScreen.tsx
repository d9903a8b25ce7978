/**
 * /manager/halls (docs/product.md#halls): the club's halls with their seats, stage side, the schedules that use them
 * and their last edit; 새 공연장, 수정 and 삭제 (asked first; a hall in use is refused in the server's words).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { STAGE_LABELS, type HallSummary } from '@moa/contract';
import { BackLink } from '../../../components/BackLink';
import { Button, buttonClassName } from '../../../components/Button';
import { ConfirmDialog, useAlertDialog } from '../../../components/dialogs';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { StatusBanner } from '../../../components/StatusBanner';
import { Skeleton } from '../../../components/Skeleton';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import { hallsQuery, useDeleteHall } from './api';
import { useFlash } from '../../../lib/flash';
import styles from './HallListScreen.module.css';

const t = manageKo.halls;

function HallCard({
  hall,
  onDelete,
  deleting,
}: {
  hall: HallSummary;
  onDelete: () => void;
  deleting: boolean;
}) {
  return (
    <li className={styles.card}>
      <div className={styles.cardText}>
        <h2 className={styles.name}>{hall.name}</h2>
        <ul className={styles.facts}>
          <li className={styles.seats}>{t.seats(formatNumber(hall.seatCount))}</li>
          <li>{t.stage(STAGE_LABELS[hall.stage])}</li>
          <li>{t.schedules(hall.scheduleCount)}</li>
          <li>{t.updated(formatDateTime(hall.updatedAt))}</li>
        </ul>
      </div>
      <div className={styles.actions}>
        <Link
          to={`/manager/halls/${hall.hallId}`}
          className={buttonClassName({ variant: 'secondary', size: 'small' })}
          aria-label={t.editLabel(hall.name)}
        >
          {t.edit}
        </Link>
        <Button
          variant="ghost"
          size="small"
          className={styles.danger}
          aria-label={t.removeLabel(hall.name)}
          onClick={onDelete}
          disabled={deleting}
        >
          {t.remove}
        </Button>
      </div>
    </li>
  );
}

export function HallListScreen() {
  useDocumentTitle(t.listTitle);
  const query = useQuery(hallsQuery);
  const [flash, clearFlash] = useFlash();
  const [notice, setNotice] = useState<string | null>(null);
  const [target, setTarget] = useState<HallSummary | null>(null);
  const remove = useDeleteHall();
  const { alertFailure, element: alertElement } = useAlertDialog();

  const confirmDelete = () => {
    if (!target) return;
    const hall = target;
    remove.mutate(hall.hallId, {
      onSuccess: () => {
        setTarget(null);
        setNotice(t.deleted(hall.name));
      },
      onError: (error) => {
        setTarget(null);
        // a 409 (HALL_IN_USE) is said in the server's words, which name how many schedules use the hall
        void alertFailure(error, t.deleteFailedTitle);
      },
    });
  };

  let body;
  if (query.isPending)
    body = (
      <div className={styles.list} role="status" aria-live="polite">
        <span className="visually-hidden">{ko.common.loading}</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={88} radius="var(--radius-lg)" />
        ))}
      </div>
    );
  else if (query.isError)
    body = (
      <LoadError
        error={query.error}
        texts={{ failed: t.loadFailed }}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        back={{ to: '/manager/mypage', label: t.backToMyPage }}
      />
    );
  else if (query.data.length === 0)
    body = (
      <EmptyState
        title={t.empty}
        description={t.emptyHint}
        action={
          <Link to="/manager/halls/create" className={buttonClassName()}>
            {t.create}
          </Link>
        }
      />
    );
  else
    body = (
      <ul className={styles.list}>
        {query.data.map((hall) => (
          <HallCard
            key={hall.hallId}
            hall={hall}
            deleting={remove.isPending && remove.variables === hall.hallId}
            onDelete={() => {
              setNotice(null);
              setTarget(hall);
            }}
          />
        ))}
      </ul>
    );

  return (
    <div className={styles.page}>
      <BackLink to="/manager/mypage" label={t.backToMyPage} />
      <div className={styles.header}>
        <h1 id="page-heading" className={styles.heading}>
          {t.listTitle}
        </h1>
        <Link to="/manager/halls/create" className={buttonClassName()}>
          {t.create}
        </Link>
      </div>
      <p className={styles.lead}>{t.listLead}</p>
      <StatusBanner message={flash ?? notice} onDismiss={() => (clearFlash(), setNotice(null))} />
      {body}
      <ConfirmDialog
        open={target !== null}
        tone="danger"
        title={t.deleteTitle}
        confirmLabel={t.deleteConfirm}
        busyLabel={t.deleting}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setTarget(null)}
      >
        {target ? t.deleteBody(target.name) : null}
      </ConfirmDialog>
      {alertElement}
    </div>
  );
}
