/**
 * 내 동아리 on /mypage (docs/product.md#members): a request to take a position (인수인계), a question whether the
 * student continues in a club next term, the term's dues with the account to transfer to, and their memberships with the consent to the union receiving their
 * 연락처. A student who belongs to no club sees nothing of it.
 */
import { MEMBERSHIP_STATUS_LABELS, type MyDues, type MyMembership, type MyRenewal } from '@moa/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { StatusLine } from '../../components/StatusLine';
import { TransferInfo } from '../../components/TransferInfo';
import { formatDate, formatDateTime, formatPeriod, toSeoulLocalInput } from '../../lib/format';
import { membershipKo as t } from '../../text/ko-membership';
import {
  answerRenewal,
  claimDues,
  myDuesQuery,
  myMembershipsQuery,
  myHandoversQuery,
  myMeetingsQuery,
  myRenewalsQuery,
  setUnionConsent,
} from './api';
import { HandoverRequests } from './HandoverRequests';
import { MyMeetings } from './MyMeetings';
import styles from './MyClubs.module.css';
import { useMembershipWrite } from './use-membership-write';

function ConsentBox({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className={styles.consent}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-why`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{t.consent.label}</label>
      <p id={`${id}-why`} className={styles.muted}>
        {t.consent.why}
      </p>
    </div>
  );
}

function RenewalCard({ renewal }: { renewal: MyRenewal }) {
  const [consent, setConsent] = useState(false);
  const { busy, status, run } = useMembershipWrite();
  const headingId = useId();
  const answer = (yes: boolean) =>
    run(
      () => answerRenewal(renewal.renewalId, { continue: yes, ...(yes ? { unionConsent: consent } : {}) }),
      t.renewal.sent,
    );
  const answeredAt = renewal.answeredAt ? formatDate(renewal.answeredAt) : '';
  return (
    <article className={`${styles.card} ${renewal.answer ? '' : styles.ask}`} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardTitle}>
        {t.renewal.question(renewal.clubName, renewal.termName)}
      </h3>
      {renewal.answer ? (
        <p className={styles.muted}>
          {renewal.answer === 'yes' ? t.renewal.answeredYes(answeredAt) : t.renewal.answeredNo(answeredAt)}
        </p>
      ) : (
        <>
          <p>
            {t.renewal.lead(
              renewal.fromTermName,
              renewal.termName,
              formatPeriod(renewal.startsOn, renewal.endsOn),
            )}
          </p>
          <ConsentBox checked={consent} onChange={setConsent} disabled={busy} />
          <div className={styles.actions}>
            <Button onClick={() => void answer(true)} disabled={busy}>
              {t.renewal.yes}
            </Button>
            <Button variant="secondary" onClick={() => void answer(false)} disabled={busy}>
              {t.renewal.no}
            </Button>
          </div>
        </>
      )}
      <StatusLine status={status} />
    </article>
  );
}

function DuesCard({ dues, today }: { dues: MyDues; today: string }) {
  const headingId = useId();
  const { busy, status, run } = useMembershipWrite();
  const claim = () => run(() => claimDues(dues.membershipId), t.dues.claimSent);
  const left = Math.max(0, dues.amount - dues.paidAmount);
  const badge =
    dues.status === 'paid'
      ? t.dues.status.paid
      : dues.status === 'waived'
        ? t.dues.status.waived
        : dues.paidAmount > 0
          ? t.dues.status.partial(dues.paidAmount)
          : t.dues.status.unpaid;
  const open = dues.status === 'unpaid';
  const payBy = formatDate(dues.payBy, { weekday: true });
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h3 id={headingId} className={styles.cardTitle}>
          {t.dues.heading(dues.clubName, dues.termName)}
        </h3>
        <span className={`${styles.badge} ${open ? styles.badgeOpen : styles.badgeDone}`}>{badge}</span>
      </div>
      <p className={styles.amount}>{t.dues.amountLine(dues.amount, open ? left : dues.amount)}</p>
      {open ? (
        <>
          <p className={dues.payBy < today ? styles.overdue : styles.muted}>
            {dues.payBy < today ? t.dues.overdue(payBy) : t.dues.payBy(payBy)}
          </p>
          <TransferInfo
            transfer={{
              bankName: dues.accountInfo.bankName,
              accountNumber: dues.accountInfo.accountNumber,
              accountName: dues.accountInfo.accountName,
              amount: left,
              depositName: dues.depositName,
            }}
          />
          {dues.claimedAt ? (
            <p className={styles.muted}>{t.dues.claimed(formatDateTime(dues.claimedAt))}</p>
          ) : (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => void claim()} disabled={busy}>
                {t.dues.claim}
              </Button>
            </div>
          )}
          <StatusLine status={status} />
        </>
      ) : (
        <p className={styles.muted}>{dues.status === 'paid' ? t.dues.paidNote : t.dues.waivedNote}</p>
      )}
    </article>
  );
}

function MembershipRow({ membership }: { membership: MyMembership }) {
  const { busy, status, run } = useMembershipWrite();
  // the box follows the click at once; a refusal puts it back
  const [asked, setAsked] = useState<boolean | null>(null);
  const change = async (on: boolean) => {
    setAsked(on);
    await run(() => setUnionConsent(membership.membershipId, on), t.consent.saved(on));
    setAsked(null);
  };
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{membership.clubName}</h3>
        <span className={styles.badge}>{MEMBERSHIP_STATUS_LABELS[membership.status]}</span>
      </div>
      <p className={styles.muted}>
        {t.membership.line(membership.termName, membership.positionName)} ·{' '}
        {t.membership.since(formatDate(membership.statusChangedOn))}
      </p>
      {membership.status === 'withdrawn' ? null : (
        <ConsentBox
          checked={asked ?? membership.unionConsent}
          onChange={(on) => void change(on)}
          disabled={busy}
        />
      )}
      <StatusLine status={status} />
    </li>
  );
}

export function MyClubsSection() {
  const memberships = useQuery(myMembershipsQuery);
  const renewals = useQuery(myRenewalsQuery);
  const dues = useQuery(myDuesQuery);
  const handovers = useQuery(myHandoversQuery);
  const meetings = useQuery(myMeetingsQuery);
  const queries = [memberships, renewals, dues, handovers, meetings];
  const failed = queries.find((q) => q.isError);
  const today = toSeoulLocalInput(new Date()).slice(0, 10);
  const asked = (renewals.data ?? []).filter((r) => r.answer === null || r.startsOn >= today);
  const mine = memberships.data ?? [];
  const charges = dues.data ?? [];
  // most students belong to no club: nothing is shown until there is something to show
  const requests = handovers.data ?? [];
  const soon = meetings.data ?? [];
  const nothing = [asked, mine, charges, requests, soon].every((list) => list.length === 0);
  if (!failed && nothing) {
    return null;
  }
  return (
    <section className={styles.section} aria-labelledby="mypage-clubs">
      <h2 id="mypage-clubs" className={styles.heading}>
        {t.title}
      </h2>
      {failed ? (
        <ErrorState
          title={t.loadFailed}
          message={null}
          onRetry={() => queries.forEach((q) => void q.refetch())}
          retrying={queries.some((q) => q.isFetching)}
        />
      ) : null}
      <HandoverRequests />
      <MyMeetings />
      {asked.map((renewal) => (
        <RenewalCard key={renewal.renewalId} renewal={renewal} />
      ))}
      {charges.map((charge) => (
        <DuesCard key={charge.membershipId} dues={charge} today={today} />
      ))}
      {mine.length > 0 ? (
        <ul className={styles.list}>
          {mine.map((membership) => (
            <MembershipRow key={membership.membershipId} membership={membership} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
