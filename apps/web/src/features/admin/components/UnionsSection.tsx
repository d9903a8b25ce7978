import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { UNION_RULE_KEYS, unionRuleLabel, type Union, type UnionBody } from '@moa/contract';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { FormErrorNotice } from '../../../components/form/Field';
import { AlertIcon, PlusIcon } from '../../../components/icons';
import { LoadError } from '../../../components/LoadError';
import { Modal } from '../../../components/Modal';
import { Skeleton } from '../../../components/Skeleton';
import { call } from '../../../lib/api-client';
import { describeError } from '../../../lib/api-errors';
import { formatDateTime } from '../../../lib/format';
import { openSessionExpired } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { unionsKo } from '../../../text/ko-unions';
import { StatusMessage } from './StatusMessage';
import styles from '../unions.module.css';
import { adminClubsQuery, adminUnionsQuery, afterAdminWrite } from '../api';
import { UnionDialog, type UnionDialogState } from './UnionDialog';

const t = unionsKo;
/** Clubs named on a card before "외 n개". */
const CLUBS_SHOWN = 6;

function UnionsSkeleton() {
  return (
    <div role="status" className={styles.grid}>
      <span className="visually-hidden">{ko.common.loading}</span>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className={styles.card} aria-hidden="true">
          <Skeleton width="50%" height={20} />
          <Skeleton width="30%" height={14} />
          <Skeleton width="90%" height={32} />
          <Skeleton width="70%" height={14} />
        </div>
      ))}
    </div>
  );
}

/** One union: name, university, its rules in words, its clubs; 수정 and 삭제. */
function UnionCard({
  union,
  clubName,
  onEdit,
  onDelete,
}: {
  union: Union;
  clubName: (id: number) => string | undefined;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const names = union.clubIds.map(clubName).filter((n): n is string => n !== undefined);
  const headingId = `union-${union.id}-name`;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <div className={styles.titleBlock}>
          <h2 id={headingId} className={styles.name}>
            {union.name}
          </h2>
          <span className={union.university ? styles.university : styles.universityWhole}>
            {union.university || t.wholeUniversity}
          </span>
        </div>
        <div className={styles.cardActions}>
          <Button variant="secondary" size="small" aria-label={t.editLabel(union.name)} onClick={onEdit}>
            {t.edit}
          </Button>
          <Button variant="ghost" size="small" aria-label={t.deleteLabel(union.name)} onClick={onDelete}>
            {t.delete}
          </Button>
        </div>
      </div>
      <div className={styles.block}>
        <h3 className={styles.blockTitle}>{t.rulesHeading}</h3>
        <ul className={styles.ruleChips}>
          {UNION_RULE_KEYS.flatMap((key) => {
            const value = union.rules[key];
            return value === null ? [] : [<li key={key}>{unionRuleLabel(key, value)}</li>];
          })}
        </ul>
      </div>
      <div className={styles.block}>
        <h3 className={styles.blockTitle}>
          {t.clubsHeading}
          <span className={styles.countBadge}>{t.clubCount(union.clubCount)}</span>
        </h3>
        {names.length === 0 ? (
          <p className={styles.muted}>{t.noClubs}</p>
        ) : (
          <p className={styles.clubNames}>
            {names.slice(0, CLUBS_SHOWN).join(', ')}
            {names.length > CLUBS_SHOWN ? ` ${t.moreClubs(names.length - CLUBS_SHOWN)}` : null}
          </p>
        )}
      </div>
      <p className={styles.updated}>
        <time dateTime={union.updatedAt}>{t.updatedAt(formatDateTime(union.updatedAt))}</time>
      </p>
    </li>
  );
}

/**
 * 학생회 규정: every union with its rules and clubs, 학생회 추가 and 수정 in a dialog, 삭제 after a confirmation.
 * Loads the unions and the clubs (the dialog's checklist, the cards' club names).
 */
export function UnionsSection() {
  const queryClient = useQueryClient();
  const unions = useQuery(adminUnionsQuery);
  const clubs = useQuery(adminClubsQuery);
  const [dialog, setDialog] = useState<UnionDialogState>(null);
  const [deleting, setDeleting] = useState<Union | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const list = unions.data?.unions ?? [];
  const clubList = clubs.data?.clubs ?? [];
  const clubName = (id: number) => clubList.find((c) => c.id === id)?.clubName;

  const open = (next: UnionDialogState) => {
    setStatus(null);
    setDialog(next);
  };

  const save = async (union: Union | null, body: UnionBody) => {
    if (union) await call('adminUnionUpdate', { params: { unionId: union.id }, body });
    else await call('adminUnionCreate', { body });
    await afterAdminWrite(queryClient);
    setDialog(null);
    setStatus(union ? t.updated(body.name) : t.created(body.name));
  };

  const closeDelete = () => {
    if (deleteBusy) return;
    setDeleting(null);
    setDeleteError(null);
  };

  const remove = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    setDeleteError(null);
    try {
      await call('adminUnionDelete', { params: { unionId: deleting.id } });
      await afterAdminWrite(queryClient);
      setStatus(t.deleted(deleting.name));
      setDeleting(null);
    } catch (error) {
      const outcome = describeError(error, { failed: t.deleteDialog.failed });
      if (outcome.reaction === 'signIn') {
        setDeleting(null);
        openSessionExpired();
      } else {
        setDeleteError(outcome.message);
        if (outcome.reaction === 'notFound') void unions.refetch();
      }
    } finally {
      setDeleteBusy(false);
    }
  };

  const failed = unions.isError ? unions : clubs.isError ? clubs : null;

  return (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <p className={styles.count}>{unions.data ? t.count(list.length) : '\u00a0'}</p>
        <Button onClick={() => open({ kind: 'create' })} disabled={!unions.data || !clubs.data}>
          <PlusIcon size={18} />
          {t.create}
        </Button>
      </div>

      <StatusMessage message={status} />

      {failed ? (
        <LoadError
          error={failed.error}
          texts={{ failed: unions.isError ? t.loadFailed : t.clubsLoadFailed }}
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
        />
      ) : unions.isPending || clubs.isPending ? (
        <UnionsSkeleton />
      ) : list.length === 0 ? (
        <EmptyState title={t.empty} description={t.emptyHint} />
      ) : (
        <ul className={styles.grid} aria-label={t.pageTitle}>
          {list.map((union) => (
            <UnionCard
              key={union.id}
              union={union}
              clubName={clubName}
              onEdit={() => open({ kind: 'edit', union })}
              onDelete={() => {
                setStatus(null);
                setDeleting(union);
              }}
            />
          ))}
        </ul>
      )}

      <UnionDialog
        state={dialog}
        clubs={clubList}
        unions={list}
        onClose={() => setDialog(null)}
        onRefused={() => void Promise.all([unions.refetch(), clubs.refetch()])}
        save={save}
      />

      <Modal
        open={deleting !== null}
        onClose={closeDelete}
        alert
        tone="danger"
        icon={<AlertIcon size={26} />}
        title={t.deleteDialog.title}
        actions={
          <>
            <Button
              variant="secondary"
              onClick={closeDelete}
              disabled={deleteBusy}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the safe choice of a destructive confirm
              autoFocus
            >
              {ko.common.cancel}
            </Button>
            <Button
              variant="danger"
              onClick={() => void remove()}
              disabled={deleteBusy}
              aria-busy={deleteBusy}
            >
              {deleteBusy ? t.deleteDialog.busy : t.deleteDialog.confirm}
            </Button>
          </>
        }
      >
        {deleting ? <p>{t.deleteDialog.body(deleting.name, deleting.clubCount)}</p> : null}
        <FormErrorNotice className={styles.formError} message={deleteError} />
      </Modal>
    </div>
  );
}
