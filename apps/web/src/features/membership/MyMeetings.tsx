/**
 * 다가오는 모임 in 내 동아리 (docs/product.md#meetings-and-attendance): the meetings of the student's clubs they are
 * expected at, soon or open now, each with its time, place, their own mark (or 공결 asked), QR로 출석 while it is open
 * and 공결 신청 until it is marked or excused.
 */
import type { ExcuseRequest, MyMeeting } from '@moa/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../components/Button';
import { StatusLine } from '../../components/StatusLine';
import { deferred } from '../../components/deferred';
import { formatDateTime } from '../../lib/format';
import { useStatus } from '../../lib/use-status';
import { attendanceKo } from '../../text/ko-attendance';
import { myMeetingsQuery, refreshMembership, requestExcuse } from './api';
import styles from './MyClubs.module.css';

const t = attendanceKo.meetings;

// the request's form, with the contract's schema: loaded after the page (docs/decisions/0018-signed-in-first-load.md)
const ExcuseDialog = deferred(async () => (await import('./ExcuseDialog')).ExcuseDialog);

/** The meeting's start as the app writes a time (its `startsAt` is a Seoul minute, `YYYY-MM-DDTHH:MM`). */
const startOf = (m: MyMeeting) => formatDateTime(new Date(`${m.startsAt}:00+09:00`));

function MeetingRow({ meeting, onExcuse }: { meeting: MyMeeting; onExcuse: () => void }) {
  const marked = meeting.mark !== null;
  const canExcuse = meeting.mark !== 'excused' && meeting.mark !== 'present' && meeting.excuse !== 'pending';
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>
          {meeting.clubName} · {meeting.title}
        </h3>
        <span className={`${styles.badge} ${marked ? styles.badgeDone : styles.badgeOpen}`}>
          {meeting.mark ? t.mark[meeting.mark] : t.state[meeting.state]}
        </span>
      </div>
      <p className={styles.muted}>
        {startOf(meeting)} · {meeting.place} · {t.late(meeting.lateMinutes)}
      </p>
      {meeting.excuse ? <p className={styles.muted}>{t.excuseStatus[meeting.excuse]}</p> : null}
      <div className={styles.actions}>
        {meeting.state === 'open' && !marked ? (
          <Link to="/attend" className={buttonClassName()}>
            {t.attend}
          </Link>
        ) : null}
        {canExcuse ? (
          <Button variant="secondary" onClick={onExcuse} onFocus={() => void ExcuseDialog.preload()}>
            {t.excuse}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

export function MyMeetings() {
  const meetings = useQuery(myMeetingsQuery);
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<MyMeeting | null>(null);
  const { status, show } = useStatus();
  const list = meetings.data ?? [];
  if (list.length === 0) return null;
  const save = async (meeting: MyMeeting, request: ExcuseRequest, photo: File | undefined) => {
    await requestExcuse(meeting.membershipId, request, photo);
    setAsking(null);
    show(attendanceKo.excuse.sent, 'success');
    await refreshMembership(queryClient);
  };
  return (
    <section className={styles.section} aria-labelledby="mypage-meetings">
      <h3 id="mypage-meetings" className={styles.subheading}>
        {t.title}
      </h3>
      <ul className={styles.list}>
        {list.map((meeting) => (
          <MeetingRow key={meeting.meetingId} meeting={meeting} onExcuse={() => setAsking(meeting)} />
        ))}
      </ul>
      <StatusLine status={status} />
      <ExcuseDialog wanted={asking !== null} meeting={asking} onClose={() => setAsking(null)} save={save} />
    </section>
  );
}
