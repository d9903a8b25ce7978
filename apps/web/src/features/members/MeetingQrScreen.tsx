import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { MEETING_LIMITS, type MeetingCode } from '@moa/contract';
import { BackLink } from '../../components/BackLink';
import { Button, buttonClassName } from '../../components/Button';
import { LoadError } from '../../components/LoadError';
import { ListSkeleton } from '../../components/table/ListSkeleton';
import { useDocumentTitle } from '../../lib/document-title';
import { formatWallClock, salesOpenTime } from '../../lib/format';
import { meetingsKo } from '../../text/ko-meetings';
import { QrCode } from '../../components/QrCode';
import { ATTENDANCE_REFRESH_MS, attendanceQuery, fetchMeetingCode } from './meetings-api';
import { StateBadge } from './MeetingParts';
import styles from './Meetings.module.css';

const t = meetingsKo.qr;

/** A failed code fetch is tried again after this long while the last code is still on screen. */
const RETRY_MS = 5_000;
/**
 * The next fetch comes at `refreshAt` by this device's clock, but never sooner than a second (a clock ahead of the
 * server's) nor later than one window (a clock behind it): the code on screen is then at most one window old.
 */
const MIN_WAIT_MS = 1_000;
const MAX_WAIT_MS = MEETING_LIMITS.codeWindowSeconds * 1_000;

/** Whether the page is shown (not a background tab, not a locked phone). */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const changed = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  }, []);
  return visible;
}

/**
 * The meeting's rotating code (decision 0028): fetched at once, then again at the `refreshAt` the server gave, with a
 * timer (never a loop) cleared on unmount and while the page is hidden; shown again as soon as it is. A closed meeting
 * stops asking.
 */
function useRotatingCode(meetingId: number) {
  const visible = usePageVisible();
  const [code, setCode] = useState<MeetingCode | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setError(null);
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!visible) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hadCode = false;
    const load = () => {
      fetchMeetingCode(meetingId, controller.signal)
        .then((next) => {
          hadCode = true;
          setCode(next);
          setError(null);
          if (next.state === 'closed') return;
          const wait = Math.min(MAX_WAIT_MS, Math.max(MIN_WAIT_MS, Date.parse(next.refreshAt) - Date.now()));
          timer = setTimeout(load, wait);
        })
        .catch((failure: unknown) => {
          if (controller.signal.aborted) return;
          setError(failure);
          // with a code on screen (good for a minute) try again soon; without one the screen offers 다시 시도
          if (hadCode) timer = setTimeout(load, RETRY_MS);
        });
    };
    load();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [meetingId, visible, attempt]);

  return { code, error, retry, visible };
}

/**
 * /manager/members/meetings/{meetingId}/qr (docs/product.md#meetings-and-attendance): the meeting's attendance QR,
 * large enough to read from the back of a room, changing every 15 seconds, with the title and the live 출석 counts,
 * 전체 화면 and a link to the attendance list.
 */
export function MeetingQrScreen({ meetingId }: { meetingId: number }) {
  const attendance = useQuery({
    ...attendanceQuery(meetingId),
    refetchInterval: (query) =>
      query.state.data?.meeting.state === 'closed' ? false : ATTENDANCE_REFRESH_MS,
  });
  const { code, error, retry, visible } = useRotatingCode(meetingId);
  const meeting = attendance.data?.meeting;
  useDocumentTitle(meeting ? t.pageTitle(meeting.title) : meetingsKo.pageTitle);
  const screenRef = useRef<HTMLDivElement | null>(null);
  const [full, setFull] = useState(false);

  useEffect(() => {
    const changed = () => setFull(document.fullscreenElement === screenRef.current && !!screenRef.current);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);

  const toggleFull = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void screenRef.current?.requestFullscreen().catch(() => undefined);
  };

  const back = (
    <BackLink
      to={`/manager/members/meetings?term=${meeting?.termId ?? ''}`}
      label={meetingsKo.backToMeetings}
    />
  );
  const failed = attendance.isError && !attendance.data ? attendance.error : !code && error ? error : null;
  if (failed) {
    return (
      <div className={styles.section}>
        {back}
        <LoadError
          error={failed}
          texts={{ failed: t.loadFailed, notFound: meetingsKo.notFound }}
          back={{ to: '/manager/members/meetings', label: meetingsKo.backToMeetings }}
          onRetry={() => {
            retry();
            void attendance.refetch();
          }}
          retrying={attendance.isFetching}
        />
      </div>
    );
  }
  if (!meeting || !code) {
    return (
      <div className={styles.section}>
        {back}
        <ListSkeleton />
      </div>
    );
  }

  const state = code.state === 'closed' || meeting.state === 'closed' ? 'closed' : code.state;
  const opensAt = salesOpenTime(meeting.startsAt);
  const opens = opensAt ? formatWallClock(meeting.startsAt) : meeting.startsAt;
  const { counts } = meeting;
  let center;
  if (state === 'closed') center = <p className={styles.qrMessage}>{t.closed}</p>;
  else if (state === 'upcoming') center = <p className={styles.qrMessage}>{t.upcoming(opens)}</p>;
  else if (!visible) center = <p className={styles.qrMessage}>{t.paused}</p>;
  else center = <QrCode text={code.url} label={t.label(meeting.title)} className={styles.qrCode} />;

  return (
    <div className={styles.section}>
      {back}
      <div ref={screenRef} className={styles.qrScreen} data-code={state === 'open' ? code.code : undefined}>
        <div className={styles.qrTop}>
          <h1 id="page-heading" className={styles.qrTitle}>
            {meeting.title}
          </h1>
          <StateBadge state={state} />
        </div>
        <div className={styles.qrBody}>
          {center}
          <div className={styles.qrSide}>
            {state === 'open' ? <p className={styles.qrScan}>{t.scan}</p> : null}
            <dl className={styles.qrCounts} aria-live="polite">
              <div>
                <dt className="visually-hidden">{meetingsKo.counts.present}</dt>
                <dd>{t.present(counts.present)}</dd>
              </div>
              <div className={styles.qrCountsSub}>
                <dt className="visually-hidden">{meetingsKo.counts.late}</dt>
                <dd>
                  {t.late(counts.late)} · {t.of(counts.expected)}
                </dd>
              </div>
            </dl>
            {state === 'open' ? <p className={styles.qrNote}>{t.changes}</p> : null}
            <div className={styles.qrActions}>
              {document.fullscreenEnabled ? (
                <Button variant="secondary" onClick={toggleFull}>
                  {full ? t.exitFullscreen : t.fullscreen}
                </Button>
              ) : null}
              <Link
                to={`/manager/members/meetings/${meetingId}`}
                className={buttonClassName({ variant: 'secondary' })}
              >
                {t.attendance}
              </Link>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
