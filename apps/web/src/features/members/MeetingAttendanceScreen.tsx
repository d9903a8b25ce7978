import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ATTENDANCE_MARKS,
  ATTENDANCE_MARK_LABELS,
  BREAKPOINTS,
  type AttendanceEntry,
  type AttendanceList,
  type AttendanceMark,
} from '@moa/contract';
import { BackLink } from '../../components/BackLink';
import { Button, buttonClassName } from '../../components/Button';
import { useAlertDialog, useConfirmDialog } from '../../components/dialogs';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { StatusBanner } from '../../components/StatusBanner';
import filterStyles from '../../components/table/ListFilters.module.css';
import listStyles from '../../components/table/ListScreen.module.css';
import { ListSkeleton } from '../../components/table/ListSkeleton';
import { useDocumentTitle } from '../../lib/document-title';
import { formatMonthDayTime, formatTime } from '../../lib/format';
import { useMediaQuery } from '../../lib/use-media-query';
import { meetingsKo } from '../../text/ko-meetings';
import {
  ATTENDANCE_REFRESH_MS,
  attendanceQuery,
  closeMeeting,
  markAttendance,
  meetingKeys,
} from './meetings-api';
import { CountsLine, StateBadge, meetingWhen } from './MeetingParts';
import styles from './Meetings.module.css';

const t = meetingsKo.attendance;

const UPCOMING_REFRESH_MS = 30_000;

/**
 * /manager/members/meetings/{meetingId} (docs/product.md#meetings-and-attendance): the meeting's expected members
 * with their mark, its time and how it was made, each changeable by hand; the counts; 출석 마감 (the rest become
 * 결석). Fetched again every 5 seconds while the meeting is open, so scans show as they arrive. A table on wide
 * screens, cards at ≤ 600 px.
 */
export function MeetingAttendanceScreen({ meetingId }: { meetingId: number }) {
  const client = useQueryClient();
  const attendance = useQuery({
    ...attendanceQuery(meetingId),
    // every 5 seconds while open; before, now and then, so the list opens by itself when the meeting does
    refetchInterval: (query) => {
      const state = query.state.data?.meeting.state;
      return state === 'open' ? ATTENDANCE_REFRESH_MS : state === 'upcoming' ? UPCOMING_REFRESH_MS : false;
    },
  });
  const data = attendance.data;
  useDocumentTitle(data ? t.pageTitle(data.meeting.title) : meetingsKo.pageTitle);
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState<number | null>(null);
  const confirms = useConfirmDialog();
  const alerts = useAlertDialog();
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.myPage}px)`);

  const refresh = () => client.invalidateQueries({ queryKey: meetingKeys.all });

  const mark = async (entry: AttendanceEntry, next: AttendanceMark) => {
    setSaving(entry.membershipId);
    try {
      const saved = await markAttendance(meetingId, entry.membershipId, next);
      // the row at once; the counts with the next fetch
      client.setQueryData<AttendanceList>(meetingKeys.attendance(meetingId), (current) =>
        current
          ? {
              ...current,
              members: current.members.map((m) => (m.membershipId === saved.membershipId ? saved : m)),
            }
          : current,
      );
      setNotice(t.marked(entry.name, ATTENDANCE_MARK_LABELS[next]));
      await refresh();
    } catch (error) {
      await refresh();
      await alerts.alertFailure(error, t.markFailed, { failed: t.markFailed });
    } finally {
      setSaving(null);
    }
  };

  const close = async (list: AttendanceList) => {
    const ok = await confirms.confirm({
      title: t.closeTitle,
      body: t.closeBody(list.meeting.counts.unmarked),
      confirmLabel: t.close,
      tone: 'danger',
    });
    if (!ok) return;
    try {
      const closed = await closeMeeting(meetingId);
      client.setQueryData(meetingKeys.attendance(meetingId), closed);
      await refresh();
      setNotice(t.closed);
    } catch (error) {
      await refresh();
      await alerts.alertFailure(error, t.closeFailed, { failed: t.closeFailed });
    }
  };

  const back = (
    <BackLink
      to={data ? `/manager/members/meetings?term=${data.meeting.termId}` : '/manager/members/meetings'}
      label={meetingsKo.backToMeetings}
    />
  );

  let content: ReactNode;
  if (attendance.isError && !data) {
    content = (
      <LoadError
        error={attendance.error}
        texts={{ failed: t.loadFailed, notFound: meetingsKo.notFound }}
        back={{ to: '/manager/members/meetings', label: meetingsKo.backToMeetings }}
        onRetry={() => void attendance.refetch()}
        retrying={attendance.isFetching}
      />
    );
  } else if (!data) content = <ListSkeleton />;
  else {
    const { meeting } = data;
    const started = meeting.state !== 'upcoming';
    const rows =
      data.members.length === 0 ? (
        <EmptyState
          title={t.emptyTitle}
          description={t.emptyBody}
          action={
            <Link to="/manager/members" className={buttonClassName({ variant: 'secondary' })}>
              {meetingsKo.goMembers}
            </Link>
          }
        />
      ) : narrow ? (
        <AttendanceCards members={data.members} saving={saving} onMark={(e, m) => void mark(e, m)} />
      ) : (
        <AttendanceTable
          caption={t.caption(meeting.title)}
          members={data.members}
          saving={saving}
          onMark={(e, m) => void mark(e, m)}
        />
      );
    content = (
      <>
        <section className={styles.termBar} aria-label={meeting.title}>
          <p className={styles.meta}>
            <StateBadge state={meeting.state} />
            <time dateTime={meeting.startsAt}>{meetingWhen(meeting)}</time>
            <span>{meeting.place}</span>
            <span>{meetingsKo.counts.expected(meeting.counts.expected)}</span>
          </p>
          <CountsLine counts={meeting.counts} large />
          <p className={styles.muted}>
            {meeting.state === 'open'
              ? t.live
              : meeting.state === 'upcoming'
                ? t.upcoming
                : meeting.closedAt
                  ? t.closedAt(formatMonthDayTime(meeting.closedAt))
                  : meetingsKo.states.closed}
          </p>
          <div className={styles.toolbar}>
            {meeting.state === 'closed' ? null : (
              <Link
                to={`/manager/members/meetings/${meetingId}/qr`}
                className={buttonClassName({ variant: 'secondary' })}
              >
                {t.qr}
              </Link>
            )}
            {meeting.state !== 'closed' && started && meeting.closedAt === null ? (
              <Button variant="danger" onClick={() => void close(data)}>
                {t.close}
              </Button>
            ) : null}
          </div>
        </section>
        <div aria-busy={attendance.isFetching || undefined}>{rows}</div>
      </>
    );
  }

  return (
    <div className={listStyles.page}>
      {back}
      <header className={listStyles.header}>
        <div className={listStyles.headingGroup}>
          <h1 id="page-heading" className={listStyles.title}>
            {data ? t.pageTitle(data.meeting.title) : meetingsKo.pageTitle}
          </h1>
        </div>
      </header>
      <StatusBanner message={notice} onDismiss={() => setNotice(null)} />
      {content}
      {confirms.element}
      {alerts.element}
    </div>
  );
}

interface RowsProps {
  members: readonly AttendanceEntry[];
  saving: number | null;
  onMark: (entry: AttendanceEntry, mark: AttendanceMark) => void;
}

function MarkSelect({ entry, saving, onMark }: { entry: AttendanceEntry } & Omit<RowsProps, 'members'>) {
  const id = `mark-${entry.membershipId}`;
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t.markOf(entry.name)}
      </label>
      <select
        id={id}
        className={`${filterStyles.select} ${styles.markSelect}`}
        value={entry.mark ?? ''}
        disabled={saving === entry.membershipId}
        onChange={(event) => {
          if (event.target.value) onMark(entry, event.target.value as AttendanceMark);
        }}
      >
        {entry.mark ? null : <option value="">{t.unmarked}</option>}
        {ATTENDANCE_MARKS.map((m) => (
          <option key={m} value={m}>
            {ATTENDANCE_MARK_LABELS[m]}
          </option>
        ))}
      </select>
    </>
  );
}

const whenOf = (entry: AttendanceEntry) => (entry.markedAt ? formatTime(entry.markedAt) : '–');
const howOf = (entry: AttendanceEntry) => (entry.method ? t.methods[entry.method] : '–');

function AttendanceTable({ caption, members, saving, onMark }: RowsProps & { caption: string }) {
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.name}</th>
            <th scope="col">{t.studentId}</th>
            <th scope="col">{t.position}</th>
            <th scope="col">{t.mark}</th>
            <th scope="col">{t.when}</th>
            <th scope="col">{t.how}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((entry) => (
            <tr key={entry.membershipId} data-member={entry.membershipId}>
              <th scope="row">
                {entry.name}
                {entry.expected ? null : <span className={styles.tag}> {t.notExpected}</span>}
              </th>
              <td>{entry.studentId}</td>
              <td>{entry.positionName}</td>
              <td>
                <MarkSelect entry={entry} saving={saving} onMark={onMark} />
              </td>
              <td>{whenOf(entry)}</td>
              <td>{howOf(entry)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AttendanceCards({ members, saving, onMark }: RowsProps) {
  return (
    <ul className={styles.rows}>
      {members.map((entry) => (
        <li key={entry.membershipId} className={styles.row} aria-label={entry.name}>
          <div className={styles.rowHead}>
            <span className={styles.rowName}>{entry.name}</span>
            <span className={styles.muted}>
              {entry.studentId} · {entry.positionName}
            </span>
            {entry.expected ? null : <span className={styles.tag}>{t.notExpected}</span>}
          </div>
          <div className={styles.rowHead}>
            <MarkSelect entry={entry} saving={saving} onMark={onMark} />
            {entry.markedAt ? (
              <span className={styles.muted}>
                {whenOf(entry)} · {howOf(entry)}
              </span>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
