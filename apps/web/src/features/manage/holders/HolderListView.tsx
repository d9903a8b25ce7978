import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { BREAKPOINTS, type Holder, type HolderList } from '@moa/contract';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatPhone,
  formatTime,
  formatWon,
} from '../../../lib/format';
import { openSessionExpired, useSession } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { BackLink } from '../mypage/components/BackLink';
import { ConfirmDialog, useAlert } from '../mypage/components/dialogs';
import { StatusBanner } from '../mypage/components/StatusBanner';
import { roleLabel } from '../mypage/errors';
import { holderListQuery, useHolderDelete, useHolderPayment } from './api';
import { holderCsvBlob, holderCsvFileName } from './csv';
import { downloadBlob } from './download';
import styles from './HolderListView.module.css';
import { useMediaQuery } from './useMediaQuery';

const t = ko.managerArea.holders;

type PendingDelete = { kind: 'batch'; ids: number[] } | { kind: 'one'; holder: Holder };

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19.5h14"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M5 7h14M10 11v6M14 11v6M6.5 7l.8 11.2A2 2 0 0 0 9.3 20h5.4a2 2 0 0 0 2-1.8L17.5 7M9.5 7V5.5A1.5 1.5 0 0 1 11 4h2a1.5 1.5 0 0 1 1.5 1.5V7"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A checkbox whose indeterminate state (some, not all, selected) is set on the element. */
function SelectAllCheckbox({
  checked,
  indeterminate,
  disabled,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className={styles.checkLabel}>
      <input
        ref={ref}
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className={styles.selectAllText}>{t.selectAll}</span>
    </label>
  );
}

function RowCheckbox({
  holder,
  checked,
  onChange,
}: {
  holder: Holder;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={styles.checkLabel}>
      <input
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-label={t.selectOne(holder.name || String(holder.reservationId))}
      />
    </label>
  );
}

function CancelRequestLabel() {
  return <span className={styles.cancelRequest}>{t.cancelRequest}</span>;
}

function StatusToggle({ holder, busy, onToggle }: { holder: Holder; busy: boolean; onToggle: () => void }) {
  const status = holder.isPaid ? t.paid : t.unpaid;
  return (
    <button
      type="button"
      className={`${styles.status} ${holder.isPaid ? styles.statusPaid : styles.statusUnpaid}`}
      // aria-disabled, not disabled: a disabled button drops the focus, and it must stay on this row's toggle
      onClick={busy ? undefined : onToggle}
      aria-disabled={busy}
      aria-busy={busy}
      aria-label={t.toggleLabel(holder.name, status)}
      title={t.toggleLabel(holder.name, status)}
    >
      <span className={styles.statusDot} aria-hidden="true" />
      {status}
    </button>
  );
}

interface RowProps {
  holder: Holder;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  busy: boolean;
  onToggle: () => void;
  onDelete: () => void;
}

function HolderTable({ title, order, rows }: { title: string; order: number; rows: RowProps[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t.tableCaption(title, order)}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.checkCol}>
              <span className="visually-hidden">{t.selectAll}</span>
            </th>
            <th scope="col">{t.columns.createdAt}</th>
            <th scope="col">{t.columns.name}</th>
            <th scope="col">{t.columns.stdCode}</th>
            <th scope="col">{t.columns.phone}</th>
            <th scope="col" className={styles.num}>
              {t.columns.tickets}
            </th>
            <th scope="col" className={styles.num}>
              {t.columns.price}
            </th>
            <th scope="col">{t.columns.status}</th>
            <th scope="col" className={styles.deleteCol}>
              {t.columns.delete}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ holder, selected, onSelect, busy, onToggle, onDelete }) => (
            <tr key={holder.reservationId} className={selected ? styles.rowSelected : undefined}>
              <td className={styles.checkCol}>
                <RowCheckbox holder={holder} checked={selected} onChange={onSelect} />
              </td>
              <td className={styles.time}>{formatDateTime(holder.createdAt)}</td>
              <th scope="row" className={styles.nameCell}>
                <span className={styles.name}>{holder.name}</span>
                {holder.cancelRequest ? <CancelRequestLabel /> : null}
              </th>
              <td className={styles.mono}>{holder.stdCode}</td>
              <td className={styles.mono}>{holder.phoneNumber ? formatPhone(holder.phoneNumber) : ''}</td>
              <td className={styles.num}>{ko.format.tickets(holder.ticketNumber)}</td>
              <td className={styles.num}>{formatWon(holder.price)}</td>
              <td>
                <StatusToggle holder={holder} busy={busy} onToggle={onToggle} />
              </td>
              <td className={styles.deleteCol}>
                <button
                  type="button"
                  className={styles.iconButton}
                  onClick={onDelete}
                  aria-label={t.deleteOne(holder.name)}
                  title={t.deleteOne(holder.name)}
                >
                  <TrashIcon />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HolderCards({ title, order, rows }: { title: string; order: number; rows: RowProps[] }) {
  return (
    <ul className={styles.cards} aria-label={t.tableCaption(title, order)}>
      {rows.map(({ holder, selected, onSelect, busy, onToggle, onDelete }) => (
        <li
          key={holder.reservationId}
          className={`${styles.card} ${selected ? styles.rowSelected : ''}`}
          aria-label={holder.name}
        >
          <div className={styles.cardHead}>
            <RowCheckbox holder={holder} checked={selected} onChange={onSelect} />
            <p className={styles.cardName}>
              <span className={styles.name}>{holder.name}</span>
              {holder.cancelRequest ? <CancelRequestLabel /> : null}
            </p>
            <button
              type="button"
              className={styles.iconButton}
              onClick={onDelete}
              aria-label={t.deleteOne(holder.name)}
            >
              <TrashIcon />
            </button>
          </div>
          <dl className={styles.cardFacts}>
            <div>
              <dt>{t.columns.stdCode}</dt>
              <dd className={styles.mono}>{holder.stdCode}</dd>
            </div>
            <div>
              <dt>{t.columns.phone}</dt>
              <dd className={styles.mono}>{holder.phoneNumber ? formatPhone(holder.phoneNumber) : ''}</dd>
            </div>
            <div>
              <dt>{t.columns.tickets}</dt>
              <dd>
                {ko.format.tickets(holder.ticketNumber)} · {formatWon(holder.price)}
              </dd>
            </div>
            <div>
              <dt>{t.columns.createdAt}</dt>
              <dd>{formatDateTime(holder.createdAt)}</dd>
            </div>
          </dl>
          <StatusToggle holder={holder} busy={busy} onToggle={onToggle} />
        </li>
      ))}
    </ul>
  );
}

function HolderSkeleton() {
  return (
    <div className={styles.page} role="status" aria-live="polite">
      <span className="visually-hidden">{ko.common.loading}</span>
      <Skeleton width={120} height={20} />
      <Skeleton width="55%" height={32} />
      <Skeleton width="35%" height={18} />
      <div className={styles.stats} aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={72} radius="var(--radius-lg)" />
        ))}
      </div>
      <Skeleton height={320} radius="var(--radius-lg)" />
    </div>
  );
}

/**
 * /manager/holder/{scheduleId} (2-manager.md §2, §4, §5, §8): the session's holders with select-all, the payment
 * toggle, batch paid/unpaid/delete (nothing selected → an alert; the selection clears after every batch), the red
 * cancel-request label, and the CSV export built in the browser. A table on wide screens, cards at ≤ 600 px.
 */
export function HolderListView({ scheduleId }: { scheduleId: string }) {
  useDocumentTitle(ko.pages.managerHolders);
  const query = useQuery(holderListQuery(scheduleId));
  const { user } = useSession();
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.myPage}px)`);
  const [alert, alertDialog] = useAlert();
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const payment = useHolderPayment(scheduleId);
  const remove = useHolderDelete(scheduleId);
  const expiredShown = useRef(false);

  /** 2-manager.md §6 and §8: a 401 for a manager is the token-expired flow; otherwise a permission alert. */
  const alertFailure = (error: unknown, failed: string) => {
    if (isApiError(error) && error.status === 401 && user?.authority === 'ROLE_CLUB') {
      alert(ko.managerArea.errors.tokenExpired, {
        title: ko.managerArea.errors.authTitle,
        tone: 'danger',
        onClose: openSessionExpired,
      });
    } else if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      alert(ko.managerArea.errors.insufficientRole(roleLabel(user?.authority)), {
        title: ko.managerArea.errors.permissionTitle,
        tone: 'danger',
      });
    } else {
      alert(failed, { title: ko.managerArea.errors.failedTitle, tone: 'danger' });
    }
  };

  // a load that meets an expired token starts the same flow, once
  const loadError = query.error;
  useEffect(() => {
    if (
      !expiredShown.current &&
      isApiError(loadError) &&
      loadError.status === 401 &&
      user?.authority === 'ROLE_CLUB'
    ) {
      expiredShown.current = true;
      alert(ko.managerArea.errors.tokenExpired, {
        title: ko.managerArea.errors.authTitle,
        tone: 'danger',
        onClose: openSessionExpired,
      });
    }
  }, [loadError, user?.authority, alert]);

  const list: HolderList | undefined = query.data;
  const holders = useMemo(() => list?.holderList ?? [], [list]);
  // a selection only ever names holders that are still listed
  const selectedIds = useMemo(
    () => holders.filter((h) => selected.has(h.reservationId)).map((h) => h.reservationId),
    [holders, selected],
  );

  const allSelected = holders.length > 0 && selectedIds.length === holders.length;
  const someSelected = selectedIds.length > 0 && !allSelected;
  const busy = payment.isPending || remove.isPending;

  const setOne = (id: number, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  const setAll = (checked: boolean) =>
    setSelected(checked ? new Set(holders.map((h) => h.reservationId)) : new Set());
  const clearSelection = () => setSelected(new Set());

  const batchPayment = (isPaid: boolean) => {
    if (busy) return;
    if (selectedIds.length === 0) {
      alert(t.nothingSelected);
      return;
    }
    const ids = selectedIds;
    setNotice(null);
    payment.mutate(
      ids.map((reservationId) => ({ reservationId, isPaid })),
      {
        onSuccess: () => setNotice(isPaid ? t.paidDone(ids.length) : t.unpaidDone(ids.length)),
        onError: (error) => alertFailure(error, t.paymentFailed),
        onSettled: clearSelection,
      },
    );
  };

  const batchDelete = () => {
    if (busy) return;
    if (selectedIds.length === 0) {
      alert(t.nothingSelected);
      return;
    }
    setPendingDelete({ kind: 'batch', ids: selectedIds });
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    const ids = pendingDelete.kind === 'batch' ? pendingDelete.ids : [pendingDelete.holder.reservationId];
    const isBatch = pendingDelete.kind === 'batch';
    setNotice(null);
    remove.mutate(ids, {
      onSuccess: () => setNotice(t.deletedDone(ids.length)),
      onError: (error) => alertFailure(error, t.deleteFailed),
      onSettled: () => {
        setPendingDelete(null);
        if (isBatch) clearSelection();
      },
    });
  };

  const toggleOne = (holder: Holder) => {
    setNotice(null);
    payment.mutate([{ reservationId: holder.reservationId, isPaid: !holder.isPaid }], {
      onError: (error) => alertFailure(error, t.paymentFailed),
    });
  };

  const downloadCsv = () => {
    if (!list || list.csv_json.length === 0) {
      alert(t.noHoldersForCsv);
      return;
    }
    try {
      downloadBlob(holderCsvBlob(list.csv_json), holderCsvFileName(list.title, list.order, list.date));
    } catch {
      alert(t.csvFailed, { title: ko.managerArea.errors.failedTitle, tone: 'danger' });
    }
  };

  let content: ReactNode;
  if (query.isPending) {
    content = <HolderSkeleton />;
  } else if (query.isError) {
    const error = query.error;
    const status = isApiError(error) ? error.status : 0;
    const message =
      status === 401 && user?.authority === 'ROLE_CLUB'
        ? ko.managerArea.errors.tokenExpired
        : status === 401 || status === 403
          ? ko.managerArea.errors.insufficientRole(roleLabel(user?.authority))
          : status === 404
            ? t.notFound
            : t.loadFailed;
    content = (
      <div className={styles.page}>
        <BackLink to="/manager/mypage" label={t.back} />
        <h1 id="page-heading" className={styles.title}>
          {ko.pages.managerHolders}
        </h1>
        <ErrorState
          message={message}
          onRetry={status === 404 || status === 403 ? undefined : () => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  } else {
    const ready = query.data;
    const ticketCount = holders.reduce((sum, h) => sum + h.ticketNumber, 0);
    const paidCount = holders.filter((h) => h.isPaid).length;
    const togglingIds = new Set(
      payment.isPending && payment.variables && payment.variables.length === 1
        ? payment.variables.map((c) => c.reservationId)
        : [],
    );
    const rows: RowProps[] = holders.map((holder) => ({
      holder,
      selected: selected.has(holder.reservationId),
      onSelect: (checked) => setOne(holder.reservationId, checked),
      busy: togglingIds.has(holder.reservationId) || (payment.isPending && togglingIds.size === 0),
      onToggle: () => toggleOne(holder),
      onDelete: () => setPendingDelete({ kind: 'one', holder }),
    }));
    const noHolders = holders.length === 0;

    content = (
      <div className={styles.page}>
        <BackLink to="/manager/mypage" label={t.back} />
        <header className={styles.header}>
          <div className={styles.headingGroup}>
            <h1 id="page-heading" className={styles.title}>
              {ready.title}
            </h1>
            <p className={styles.when}>
              <span className={styles.orderBadge}>{t.session(ready.order)}</span>
              <span>
                {formatDate(ready.date)} {formatTime(ready.time)}
              </span>
            </p>
          </div>
          <dl className={styles.stats} aria-label={t.countsLabel}>
            <div className={styles.stat}>
              <dt>{t.holdersCount}</dt>
              <dd>{t.people(holders.length)}</dd>
            </div>
            <div className={styles.stat}>
              <dt>{t.ticketsCount}</dt>
              <dd>{ko.format.tickets(ticketCount)}</dd>
            </div>
            <div className={styles.stat}>
              <dt>{t.paidCount}</dt>
              <dd>
                {formatNumber(paidCount)}
                <span className={styles.statOf}> / {t.people(holders.length)}</span>
              </dd>
            </div>
          </dl>
        </header>

        <StatusBanner message={notice} onDismiss={() => setNotice(null)} />

        <div className={styles.toolbar} data-sticky-inset="top">
          <div className={styles.selectionGroup}>
            <SelectAllCheckbox
              checked={allSelected}
              indeterminate={someSelected}
              disabled={noHolders}
              onChange={setAll}
            />
            <span className={styles.selectedCount} aria-live="polite">
              {selectedIds.length > 0 ? t.selected(selectedIds.length) : ''}
            </span>
          </div>
          <div className={styles.actions} role="group" aria-label={t.batchLabel}>
            {/* aria-disabled while a change is saved: the focus stays on the button that was pressed */}
            <Button variant="secondary" onClick={() => batchPayment(true)} aria-disabled={busy}>
              {t.markPaid}
            </Button>
            <Button variant="secondary" onClick={() => batchPayment(false)} aria-disabled={busy}>
              {t.markUnpaid}
            </Button>
            <Button
              variant="secondary"
              className={styles.dangerButton}
              onClick={batchDelete}
              aria-disabled={busy}
            >
              {t.deleteSelected}
            </Button>
            <Button
              className={styles.csvButton}
              onClick={downloadCsv}
              aria-disabled={noHolders}
              title={noHolders ? t.noHoldersForCsv : undefined}
            >
              <DownloadIcon />
              {t.csv}
            </Button>
          </div>
        </div>

        {noHolders ? (
          <EmptyState title={t.empty} description={t.emptyHint} />
        ) : narrow ? (
          <HolderCards title={ready.title} order={ready.order} rows={rows} />
        ) : (
          <HolderTable title={ready.title} order={ready.order} rows={rows} />
        )}
      </div>
    );
  }

  const deleteCount = pendingDelete?.kind === 'batch' ? pendingDelete.ids.length : 1;
  return (
    <>
      {content}
      <ConfirmDialog
        open={pendingDelete !== null}
        title={t.deleteTitle}
        confirmLabel={t.deleteConfirm}
        busyLabel={t.working}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      >
        {pendingDelete?.kind === 'one'
          ? t.deleteOneBody(pendingDelete.holder.name)
          : t.deleteBody(deleteCount)}
      </ConfirmDialog>
      {alertDialog}
    </>
  );
}
