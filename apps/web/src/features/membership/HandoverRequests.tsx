/**
 * 인수인계 요청 (docs/product.md#officers-and-hand-over): each hand-over naming this account as a successor, with who
 * gives the position up and from when; accept, or decline with an optional reason, once. Accepting a position that
 * manages the club says plainly that the account becomes the club's manager account; once it takes effect the
 * account's role is read again, so the header and the pages follow.
 */
import type { MyHandover } from '@moa/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../components/Button';
import { StatusLine } from '../../components/StatusLine';
import { formatDate, formatDateTime } from '../../lib/format';
import { refreshUser } from '../../lib/session';
import { officersKo } from '../../text/ko-officers';
import { answerHandover, myHandoversQuery } from './api';
import styles from './MyClubs.module.css';
import { useMembershipWrite } from './use-membership-write';

const t = officersKo.requests;

function RequestCard({ request }: { request: MyHandover }) {
  const headingId = useId();
  const reasonId = useId();
  const { busy, status, run } = useMembershipWrite();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const answer = (accept: boolean) =>
    run(
      () =>
        answerHandover(request.itemId, accept ? { accept } : { accept, reason: reason.trim() || undefined }),
      accept ? t.accepted : t.declined,
      refreshUser,
    );
  const waiting = request.answer === 'waiting' && request.status === 'pending';
  return (
    <article className={`${styles.card} ${waiting ? styles.ask : ''}`} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardTitle}>
        {t.heading(request.clubName, request.positionName)}
      </h3>
      <p>{t.lead(request.termName, formatDate(request.effectiveOn), request.positionName)}</p>
      {request.outgoing.length > 0 ? (
        <p className={styles.muted}>{t.outgoing(request.outgoing.join(', '))}</p>
      ) : null}
      {waiting && request.manages ? <p className={styles.muted}>{t.managesNote}</p> : null}
      {request.answer === 'declined' ? <p className={styles.muted}>{t.answeredDecline}</p> : null}
      {request.answer === 'accepted' ? (
        <p className={styles.muted}>
          {request.status === 'accepted' && request.effectiveAt
            ? t.scheduled(formatDateTime(request.effectiveAt))
            : t.waitingOthers}
        </p>
      ) : null}
      {waiting && !declining ? (
        <div className={styles.actions}>
          <Button onClick={() => void answer(true)} disabled={busy}>
            {t.accept}
          </Button>
          <Button variant="secondary" onClick={() => setDeclining(true)} disabled={busy}>
            {t.decline}
          </Button>
        </div>
      ) : null}
      {waiting && declining ? (
        <div className={styles.declineBox}>
          <label htmlFor={reasonId}>{t.reasonLabel}</label>
          <textarea
            id={reasonId}
            className={styles.reason}
            maxLength={200}
            rows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className={styles.actions}>
            <Button variant="danger" onClick={() => void answer(false)} disabled={busy}>
              {t.sendDecline}
            </Button>
            <Button variant="secondary" onClick={() => setDeclining(false)} disabled={busy}>
              {t.back}
            </Button>
          </div>
        </div>
      ) : null}
      <StatusLine status={status} />
    </article>
  );
}

/** The requests, or nothing when there are none. */
export function HandoverRequests() {
  const requests = useQuery(myHandoversQuery);
  const list = requests.data ?? [];
  if (list.length === 0) return null;
  return (
    <>
      {list.map((request) => (
        <RequestCard key={request.itemId} request={request} />
      ))}
    </>
  );
}
