import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Handover, Officers } from '@moa/contract';
import { BackLink } from '../../components/BackLink';
import { Button } from '../../components/Button';
import { useAlertDialog, useConfirmDialog } from '../../components/dialogs';
import { LoadError } from '../../components/LoadError';
import { StatusBanner } from '../../components/StatusBanner';
import listStyles from '../../components/table/ListScreen.module.css';
import { ListSkeleton } from '../../components/table/ListSkeleton';
import { useDocumentTitle } from '../../lib/document-title';
import { formatDate, formatDateTime, toSeoulLocalInput } from '../../lib/format';
import { officersKo } from '../../text/ko-officers';
import {
  cancelHandover,
  createHandover,
  memberKeys,
  officersQuery,
  positionsQuery,
  rosterQuery,
} from './api';
import { HandoverDialog } from './HandoverDialog';
import styles from './Officers.module.css';

const t = officersKo;

/**
 * /manager/members/officers (docs/product.md#officers-and-hand-over): the current term's officers, the accounts with
 * the club's manager role, the open hand-over (its successors' answers, cancel) or the button to start one, and the
 * hand-overs before. `requests`: the hand-overs naming this account as a successor (the membership feature's card,
 * composed in app/routes), for an officer moving to another position.
 */
export function OfficersScreen({ requests }: { requests?: ReactNode }) {
  useDocumentTitle(t.pageTitle);
  const client = useQueryClient();
  const officers = useQuery(officersQuery());
  const positions = useQuery(positionsQuery());
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: memberKeys.all });

  let content: ReactNode;
  if (officers.isError || positions.isError) {
    content = (
      <LoadError
        error={officers.error ?? positions.error}
        texts={{ failed: t.loadFailed }}
        back={{ to: '/manager/members', label: t.back }}
        onRetry={() => void Promise.all([officers.refetch(), positions.refetch()])}
        retrying={officers.isFetching || positions.isFetching}
      />
    );
  } else if (!officers.data || !positions.data) content = <ListSkeleton />;
  else {
    content = (
      <Sections
        data={officers.data}
        positions={positions.data}
        onDone={async (message) => {
          await refresh();
          setNotice(message);
        }}
      />
    );
  }
  return (
    <div className={listStyles.page}>
      <BackLink to="/manager/members" label={t.back} />
      <header className={listStyles.header}>
        <div className={listStyles.headingGroup}>
          <h1 id="page-heading" className={listStyles.title}>
            {t.pageTitle}
          </h1>
        </div>
      </header>
      <StatusBanner message={notice} onDismiss={() => setNotice(null)} />
      <div className={styles.page}>
        <p className={styles.lead}>{t.lead}</p>
        {requests}
        {content}
      </div>
    </div>
  );
}

function Sections({
  data,
  positions,
  onDone,
}: {
  data: Officers;
  positions: Parameters<typeof HandoverDialog>[0]['positions'];
  onDone: (message: string) => Promise<void>;
}) {
  const [starting, setStarting] = useState(false);
  const open = data.handovers.find((h) => h.status === 'pending' || h.status === 'accepted');
  const past = data.handovers.filter((h) => h !== open);
  const roster = useQuery({
    ...rosterQuery(data.termId ?? 0, {}),
    enabled: data.termId !== null && starting,
  });
  const today = toSeoulLocalInput(new Date()).slice(0, 10);
  return (
    <>
      <section className={styles.card} aria-labelledby="officers-now">
        <h2 id="officers-now" className={styles.cardTitle}>
          {t.officers.title(data.termName)}
        </h2>
        {data.termId === null ? (
          <p className={styles.muted}>{t.officers.noTerm}</p>
        ) : data.officers.length === 0 ? (
          <p className={styles.muted}>{t.officers.none}</p>
        ) : (
          <ul className={styles.list}>
            {data.officers.map((o) => (
              <li key={o.membershipId} className={styles.row}>
                <span className={styles.position}>{o.positionName}</span>
                <span className={styles.who}>
                  {o.name}
                  {o.studentId ? ` (${o.studentId})` : ''}
                </span>
                {o.manages ? <span className={styles.pill}>{t.officers.manages}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      {open ? (
        <OpenHandover handover={open} onDone={onDone} />
      ) : data.termId !== null ? (
        <section className={styles.card} aria-labelledby="handover-start">
          <h2 id="handover-start" className={styles.cardTitle}>
            {t.handover.start}
          </h2>
          <p className={styles.muted}>{t.handover.startLead}</p>
          <div className={styles.actions}>
            <Button onClick={() => setStarting(true)}>{t.handover.start}</Button>
          </div>
        </section>
      ) : null}

      <section className={styles.card} aria-labelledby="club-managers">
        <h2 id="club-managers" className={styles.cardTitle}>
          {t.managers.title}
        </h2>
        <p className={styles.muted}>{t.managers.lead}</p>
        <ul className={styles.list}>
          {data.managers.map((m) => (
            <li key={m.email} className={styles.row}>
              <span className={styles.who}>
                {m.name ?? t.managers.notSignedIn} · {m.email}
              </span>
              <span className={styles.pill}>
                {m.source === 'admin' ? t.managers.admin : t.managers.position}
              </span>
              {m.startsAt ? (
                <span className={styles.muted}>{t.managers.from(formatDateTime(m.startsAt))}</span>
              ) : null}
              {m.endsAt ? (
                <span className={styles.muted}>{t.managers.until(formatDateTime(m.endsAt))}</span>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.history} aria-labelledby="handover-history">
        <h2 id="handover-history" className={styles.cardTitle}>
          {t.handover.historyTitle}
        </h2>
        {past.length === 0 ? <p className={styles.muted}>{t.handover.historyEmpty}</p> : null}
        {past.map((h) => (
          <HandoverCard key={h.handoverId} handover={h} />
        ))}
      </section>

      {data.termId !== null ? (
        <HandoverDialog
          open={starting && roster.data !== undefined}
          termId={data.termId}
          today={today}
          positions={positions}
          members={roster.data?.members ?? []}
          onClose={() => setStarting(false)}
          save={async (body) => {
            await createHandover(body);
            setStarting(false);
            await onDone(t.handover.sent);
          }}
        />
      ) : null}
    </>
  );
}

const statusTone = (h: Handover) =>
  h.status === 'applied' ? styles.done : h.status === 'cancelled' ? styles.refused : styles.waiting;

function HandoverCard({ handover, children }: { handover: Handover; children?: ReactNode }) {
  const open = handover.status === 'pending' || handover.status === 'accepted';
  const headingId = `handover-${handover.handoverId}`;
  return (
    <article className={`${styles.card} ${open ? styles.open : ''}`} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h3 id={headingId} className={styles.cardTitle}>
          {open ? t.handover.openTitle : handover.termName} ·{' '}
          {handover.effectiveAt && handover.status !== 'pending'
            ? t.handover.effectiveAt(formatDateTime(handover.effectiveAt))
            : t.handover.effective(formatDate(handover.effectiveOn))}
        </h3>
        <span className={`${styles.pill} ${statusTone(handover)}`}>{t.handover.status[handover.status]}</span>
      </div>
      <ul className={styles.list}>
        {handover.items.map((i) => (
          <li key={i.itemId} className={styles.row}>
            <span className={styles.position}>{i.positionName}</span>
            <span className={styles.who}>
              {i.successor.name}
              {i.successor.studentId ? ` (${i.successor.studentId})` : ''}
            </span>
            <span
              className={`${styles.pill} ${i.answer === 'accepted' ? styles.done : i.answer === 'declined' ? styles.refused : styles.waiting}`}
            >
              {t.handover.answer[i.answer]}
            </span>
            {open ? (
              <span className={styles.muted}>
                {i.outgoing.length > 0
                  ? t.handover.outgoing(i.outgoing.map((o) => o.name).join(', '))
                  : t.handover.vacant}
              </span>
            ) : null}
            {i.declineReason ? (
              <span className={styles.muted}>{t.handover.declineReason(i.declineReason)}</span>
            ) : null}
          </li>
        ))}
      </ul>
      <p className={styles.muted}>
        {t.handover.createdBy(handover.createdBy, formatDateTime(handover.createdAt))}
      </p>
      {children}
    </article>
  );
}

function OpenHandover({
  handover,
  onDone,
}: {
  handover: Handover;
  onDone: (message: string) => Promise<void>;
}) {
  const confirm = useConfirmDialog();
  const alerts = useAlertDialog();
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    const ok = await confirm.confirm({
      title: t.handover.cancelTitle,
      body: t.handover.cancelBody,
      confirmLabel: t.handover.cancel,
      tone: 'danger',
    });
    if (!ok) return;
    setBusy(true);
    try {
      await cancelHandover(handover.handoverId);
      await onDone(t.handover.cancelled);
    } catch (error) {
      await onDone('');
      void alerts.alertFailure(error, t.handover.cancelFailed, { failed: t.handover.cancelFailed });
    } finally {
      setBusy(false);
    }
  };
  return (
    <HandoverCard handover={handover}>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void cancel()} disabled={busy} aria-busy={busy}>
          {busy ? t.handover.cancelling : t.handover.cancel}
        </Button>
      </div>
      {confirm.element}
      {alerts.element}
    </HandoverCard>
  );
}
