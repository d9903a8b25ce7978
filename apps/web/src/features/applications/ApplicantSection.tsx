/** Who applies: the name, student id and phone of the student's profile, with the way to change them. */
import type { Me } from '@moa/contract';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/Button';
import { Section } from '../../components/form/Field';
import { ko } from '../../text/ko';
import styles from './Applications.module.css';

const a = ko.applications.apply;

export function ApplicantSection({ user }: { user: Me }) {
  const rows = [
    [ko.myPage.name, user.name],
    [ko.myPage.studentId, user.studentId],
    [ko.myPage.phone, user.phoneNumber],
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
