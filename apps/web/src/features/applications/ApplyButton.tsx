/**
 * The way to apply on /recruiting/{recruitingId} when the post takes applications in the portal: 지원하기 (or 내 지원서
 * 보기 once applied) to the application screen, a sign-in link when signed out, a note for club accounts and for a
 * post that is not open.
 */
import type { RecruitingDetail } from '@moa/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/Button';
import { LockIcon } from '../../components/icons';
import { useSession } from '../../lib/session';
import { applicationsKo } from '../../text/ko-applications';
import { myApplicationQuery } from './api';
import styles from './ApplyButton.module.css';

const a = applicationsKo.apply;

export function ApplyButton({
  recruiting,
  status,
}: {
  recruiting: RecruitingDetail;
  status: 'upcoming' | 'open' | 'closed';
}) {
  const { user, isLoggedIn } = useSession();
  const student = user?.authority === 'ROLE_USER';
  const mine = useQuery({ ...myApplicationQuery(recruiting.recruitingId), enabled: student });
  const to = `/recruiting/${recruiting.recruitingId}/apply`;
  const button = `${buttonClassName({ block: true })} ${styles.button}`;

  if (mine.data?.application) {
    return (
      <Link to={to} className={button}>
        {a.view}
      </Link>
    );
  }
  if (status !== 'open') {
    return (
      <p className={styles.note}>
        <LockIcon size={18} />
        {status === 'closed' ? a.closed : a.notOpenYet}
      </p>
    );
  }
  if (!isLoggedIn) {
    return (
      <Link to="/login" className={button}>
        {a.loginToApply}
      </Link>
    );
  }
  if (!student) return <p className={styles.note}>{a.managersCannot}</p>;
  return (
    <Link to={to} className={button} aria-busy={mine.isPending}>
      {a.start}
    </Link>
  );
}
