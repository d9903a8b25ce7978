import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { type Meeting, type Position, type Term } from '@moa/contract';
import { BackLink } from '../../components/BackLink';
import { Button, buttonClassName } from '../../components/Button';
import { useAlertDialog, useConfirmDialog } from '../../components/dialogs';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { StatusBanner } from '../../components/StatusBanner';
import listStyles from '../../components/table/ListScreen.module.css';
import { ListSkeleton } from '../../components/table/ListSkeleton';
import { useDocumentTitle } from '../../lib/document-title';
import { salesOpenTime, toSeoulLocalInput } from '../../lib/format';
import { meetingsKo } from '../../text/ko-meetings';
import { membersKo } from '../../text/ko-members';
import { memberKeys, positionsQuery } from './api';
import { useChosenTerm } from './chosen-term';
import { TermPicker } from './TermPicker';
import { ExcusesSection } from './ExcusesSection';
import { MeetingDialog, type MeetingDialogState } from './MeetingDialog';
import { createMeetings, deleteMeeting, meetingKeys, termMeetingsQuery, updateMeeting } from './meetings-api';
import { CountsLine, StateBadge, meetingWhen } from './MeetingParts';
import styles from './Meetings.module.css';

const t = meetingsKo;

/**
 * /manager/members/meetings (docs/product.md#meetings-and-attendance): the term picker as on the members page, the
 * chosen term's meetings in time order with their state and counts, 모임 만들기 (one or weekly), editing and deleting
 * a meeting not started, and the term's 공결 requests. A past term is read-only.
 */
export function MeetingsScreen() {
  useDocumentTitle(t.pageTitle);
  const { terms, list, term, pick } = useChosenTerm();
  const positions = useQuery(positionsQuery());
  const [notice, setNotice] = useState<string | null>(null);

  let content: ReactNode;
  if (terms.isError || positions.isError) {
    content = (
      <LoadError
        error={terms.error ?? positions.error}
        texts={{ failed: t.loadFailed }}
        back={{ to: '/manager/members', label: t.back }}
        onRetry={() => void Promise.all([terms.refetch(), positions.refetch()])}
        retrying={terms.isFetching || positions.isFetching}
      />
    );
  } else if (!terms.data || !positions.data) content = <ListSkeleton />;
  else if (!term) {
    content = (
      <EmptyState
        title={t.noTermTitle}
        description={t.noTermBody}
        action={
          <Link to="/manager/members" className={buttonClassName({})}>
            {t.goMembers}
          </Link>
        }
      />
    );
  } else {
    content = (
      <>
        <TermPicker
          terms={list}
          term={term}
          onPick={pick}
          note={term.readOnly ? t.list.readOnlyNote : null}
        />
        <TermMeetings key={term.termId} term={term} positions={positions.data} onNotice={setNotice} />
      </>
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
          <p className={styles.lead}>{t.lead}</p>
        </div>
      </header>
      <StatusBanner message={notice} onDismiss={() => setNotice(null)} />
      {content}
    </div>
  );
}

/** The start a new meeting's form shows: the next whole hour at least an hour ahead, not before the term's first day. */
export function defaultStartFor(term: Pick<Term, 'startsOn'>, now: Date = new Date()): string {
  const ahead = toSeoulLocalInput(new Date(now.getTime() + 2 * 3_600_000)).slice(0, 13) + ':00';
  const first = `${term.startsOn}T19:00`;
  return ahead < first ? first : ahead;
}

/** Whether a meeting has not started yet (it may still be changed or deleted). */
export const notStarted = (meeting: Pick<Meeting, 'startsAt'>, now: number = Date.now()) =>
  (salesOpenTime(meeting.startsAt)?.getTime() ?? 0) > now;

function TermMeetings({
  term,
  positions,
  onNotice,
}: {
  term: Term;
  positions: readonly Position[];
  onNotice: (message: string) => void;
}) {
  const client = useQueryClient();
  const meetings = useQuery(termMeetingsQuery(term.termId));
  const [dialog, setDialog] = useState<MeetingDialogState>(null);
  const confirms = useConfirmDialog();
  const alerts = useAlertDialog();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: meetingKeys.all }),
      client.invalidateQueries({ queryKey: memberKeys.terms }),
    ]);

  const remove = async (meeting: Meeting) => {
    const ok = await confirms.confirm({
      title: t.remove.title(meeting.title),
      body: t.remove.body,
      confirmLabel: t.remove.confirm,
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await deleteMeeting(meeting.meetingId);
      await refresh();
      onNotice(t.remove.done(meeting.title));
    } catch (error) {
      await refresh();
      await alerts.alertFailure(error, t.remove.failed, { failed: t.remove.failed });
    }
  };

  let rows: ReactNode;
  if (meetings.isError && !meetings.data) {
    rows = (
      <LoadError
        error={meetings.error}
        texts={{ failed: t.loadFailed, notFound: membersKo.notFound }}
        onRetry={() => void meetings.refetch()}
        retrying={meetings.isFetching}
      />
    );
  } else if (!meetings.data) rows = <ListSkeleton />;
  else if (meetings.data.length === 0) {
    rows = term.readOnly ? (
      <EmptyState title={t.list.emptyTitle} description={t.list.readOnlyEmpty} />
    ) : (
      <EmptyState
        title={t.list.emptyTitle}
        description={t.list.emptyBody}
        action={<Button onClick={() => setDialog({ kind: 'create' })}>{t.list.create}</Button>}
      />
    );
  } else {
    rows = (
      <ul className={styles.meetings}>
        {meetings.data.map((meeting) => (
          <MeetingCard
            key={meeting.meetingId}
            meeting={meeting}
            readOnly={term.readOnly}
            onEdit={() => setDialog({ kind: 'edit', meeting })}
            onDelete={() => void remove(meeting)}
          />
        ))}
      </ul>
    );
  }

  return (
    <>
      <section className={styles.section} aria-labelledby="meetings-heading">
        <div className={styles.sectionHead}>
          <h2 id="meetings-heading" className={styles.sectionTitle}>
            {t.list.title(term.name)}
          </h2>
          {term.readOnly || meetings.data?.length === 0 ? null : (
            <Button onClick={() => setDialog({ kind: 'create' })}>{t.list.create}</Button>
          )}
        </div>
        <div aria-busy={meetings.isFetching || undefined}>{rows}</div>
      </section>
      <ExcusesSection term={term} onNotice={onNotice} />
      <MeetingDialog
        state={dialog}
        positions={positions}
        defaultStart={defaultStartFor(term)}
        onClose={() => setDialog(null)}
        onRefused={() => void refresh()}
        create={async (body) => {
          const made = await createMeetings(term.termId, body);
          setDialog(null);
          await refresh();
          onNotice(t.dialog.created(made.meetings.length, made.skippedWeeks));
        }}
        update={async (meeting, body) => {
          const saved = await updateMeeting(meeting.meetingId, body);
          setDialog(null);
          await refresh();
          onNotice(t.dialog.updated(saved.title));
        }}
      />
      {confirms.element}
      {alerts.element}
    </>
  );
}

function MeetingCard({
  meeting,
  readOnly,
  onEdit,
  onDelete,
}: {
  meeting: Meeting;
  readOnly: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  // a closed meeting has started (the server closes none before its start), whatever this device's clock says
  const changeable = !readOnly && meeting.state !== 'closed' && notStarted(meeting);
  const headingId = `meeting-${meeting.meetingId}-title`;
  const audience =
    meeting.audience === 'all'
      ? t.list.audienceAll
      : t.list.audiencePositions(meeting.positions.map((p) => p.name).join(', '));
  return (
    <li className={styles.meeting} aria-labelledby={headingId}>
      <div className={styles.meetingHead}>
        <h3 id={headingId} className={styles.meetingTitle}>
          {meeting.title}
        </h3>
        <StateBadge state={meeting.state} />
        {meeting.seriesId !== null ? <span className={styles.tag}>{t.list.series}</span> : null}
      </div>
      <p className={styles.meta}>
        <time dateTime={meeting.startsAt}>{meetingWhen(meeting)}</time>
        <span>{meeting.place}</span>
      </p>
      <p className={styles.meta}>
        <span>{audience}</span>
        <span>{t.list.late(meeting.lateMinutes)}</span>
        <span>{t.counts.expected(meeting.counts.expected)}</span>
      </p>
      <CountsLine counts={meeting.counts} />
      <div className={styles.cardActions} role="group" aria-label={t.list.actionsOf(meeting.title)}>
        {meeting.state === 'closed' ? null : (
          <Link
            to={`/manager/members/meetings/${meeting.meetingId}/qr`}
            className={buttonClassName({
              variant: meeting.state === 'open' ? 'primary' : 'secondary',
              size: 'small',
            })}
          >
            {t.list.qr}
          </Link>
        )}
        <Link
          to={`/manager/members/meetings/${meeting.meetingId}`}
          className={buttonClassName({ variant: 'secondary', size: 'small' })}
        >
          {t.list.attendance}
        </Link>
        {changeable ? (
          <>
            <Button variant="secondary" size="small" onClick={onEdit}>
              {t.list.edit}
            </Button>
            <Button variant="ghost" size="small" className={styles.danger} onClick={onDelete}>
              {t.list.delete}
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}
