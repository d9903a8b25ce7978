/**
 * 출석 체크 (docs/product.md#meetings-and-attendance): `/attend/{meetingId}?c={code}` — the address a meeting's QR
 * holds — records the member's 출석 or 지각 at once and says so (or, the second time, what was recorded); a refusal is
 * said in the server's words with the camera to read the screen's new QR. `/attend` is the camera alone: the in-app
 * way to scan, for a phone whose camera app opens links in a browser without the member's session.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { AttendResult } from '@moa/contract';
import { buttonClassName, Button } from '../../components/Button';
import { CameraScanner } from '../../components/camera/CameraScanner';
import { AlertIcon, CheckCircleIcon, ClockIcon } from '../../components/icons';
import { isApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/document-title';
import { formatDateTime } from '../../lib/format';
import { attendanceKo as t } from '../../text/ko-attendance';
import { attend } from './api';
import styles from './Attend.module.css';

/** The meeting and code an attendance address holds, wherever the QR's host was; null for anything else. */
export function attendanceTarget(text: string): { meetingId: number; code: string } | null {
  let url: URL;
  try {
    url = new URL(text, window.location.origin);
  } catch {
    return null;
  }
  const match = /^\/attend\/(\d{1,10})$/.exec(url.pathname);
  const code = url.searchParams.get('c');
  return match && code ? { meetingId: Number(match[1]), code } : null;
}

type Outcome =
  { kind: 'recording' } | { kind: 'done'; result: AttendResult } | { kind: 'refused'; message: string };

function Recorded({ meetingId, code, onScan }: { meetingId: number; code: string; onScan: () => void }) {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'recording' });
  const sent = useRef(false);
  useEffect(() => {
    // one call per address: a re-render (or React's development double effect) sends nothing more
    if (sent.current) return;
    sent.current = true;
    attend(meetingId, code).then(
      (result) => setOutcome({ kind: 'done', result }),
      (error: unknown) =>
        setOutcome({ kind: 'refused', message: isApiError(error) ? error.message : t.failed }),
    );
  }, [meetingId, code]);

  if (outcome.kind === 'recording') {
    return (
      <section className={styles.outcome} aria-busy="true">
        <p className={styles.headline}>{t.recording}</p>
      </section>
    );
  }
  if (outcome.kind === 'refused') {
    return (
      <section className={styles.outcome} role="alert" aria-labelledby="attend-outcome">
        <span className={`${styles.icon} ${styles.problem}`}>
          <AlertIcon size={36} />
        </span>
        <h2 id="attend-outcome" className={styles.headline}>
          {t.failedTitle}
        </h2>
        <p>{outcome.message}</p>
        <div className={styles.actions}>
          <Button block onClick={onScan}>
            {t.scanAgain}
          </Button>
          <Link to="/mypage" className={buttonClassName({ variant: 'secondary', block: true })}>
            {t.toMyPage}
          </Link>
        </div>
      </section>
    );
  }
  const { result } = outcome;
  const late = result.mark === 'late';
  const at = formatDateTime(result.markedAt);
  return (
    <section className={styles.outcome} role="status" aria-labelledby="attend-outcome">
      <span className={`${styles.icon} ${late ? styles.late : ''}`}>
        {late ? <ClockIcon size={36} /> : <CheckCircleIcon size={36} />}
      </span>
      <h2 id="attend-outcome" className={styles.headline}>
        {t.done[result.mark]}
      </h2>
      <p className={styles.meeting}>
        {result.clubName} · {result.title}
      </p>
      <p className={styles.muted}>{result.already ? t.already(at) : t.recordedAt(at)}</p>
      <div className={styles.actions}>
        <Link to="/mypage" className={buttonClassName({ variant: 'secondary', block: true })}>
          {t.toMyPage}
        </Link>
      </div>
    </section>
  );
}

function Scanner() {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <section className={styles.outcome} aria-labelledby="attend-scan">
      <h2 id="attend-scan" className={styles.headline}>
        {t.scanTitle}
      </h2>
      <p className={styles.muted}>{t.scanLead}</p>
      <CameraScanner
        paused={false}
        words={t.camera}
        onCode={(text) => {
          const target = attendanceTarget(text);
          if (!target) return setProblem(t.notOurCode);
          void navigate(`/attend/${target.meetingId}?c=${encodeURIComponent(target.code)}`, {
            replace: true,
          });
        }}
      />
      {problem ? (
        <p className={styles.muted} role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}

export function AttendScreen({ meetingId, code }: { meetingId: number | null; code: string | null }) {
  useDocumentTitle(t.pageTitle);
  const [scanning, setScanning] = useState(false);
  const target = meetingId !== null && code ? `${meetingId}:${code}` : null;
  // a new address (read by the camera) records again; its own scanner closes
  useEffect(() => setScanning(false), [target]);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.pageTitle}</h1>
      {target && !scanning ? (
        <Recorded key={target} meetingId={meetingId!} code={code!} onScan={() => setScanning(true)} />
      ) : (
        <Scanner />
      )}
    </div>
  );
}
