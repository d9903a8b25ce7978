/** Who applies: the name, student id and phone of the student's profile, with the way to change them. */
import type { Me } from '@moa/contract';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/Button';
import { Section } from '../../components/form/Field';
import { studentKo } from '../../text/ko-student';
import { applicationsKo } from '../../text/ko-applications';
import styles from './Applications.module.css';

const a = applicationsKo.apply;

export function ApplicantSection({ user }: { user: Me }) {
  const rows = [
    [studentKo.myPage.name, user.name],
    [studentKo.myPage.studentId, user.studentId],
    [studentKo.myPage.phone, user.phoneNumber],
  ] as const;
  return (
    <Section title={a.applicant} description={a.applicantHint}>
      <dl className={styles.facts}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Link
        to="/mypage/update"
        className={`${buttonClassName({ variant: 'secondary', size: 'small' })} ${styles.edit}`}
      >
        {a.editProfile}
      </Link>
    </Section>
  );
}
