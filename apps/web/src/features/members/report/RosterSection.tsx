import type { TermReport } from '@moa/contract';
import { reportKo } from '../../../text/ko-report';
import styles from './Report.module.css';

const t = reportKo.roster;

/** 회원 명단: everyone on the term's roster but those who withdrew, and the 학과 of the 활동 members. */
export function RosterSection({ report }: { report: TermReport }) {
  const { facts, roster } = report;
  return (
    <section className={styles.section} aria-labelledby="report-roster">
      <div className={styles.sectionHead}>
        <h2 id="report-roster" className={styles.sectionTitle}>
          {t.title}
        </h2>
        <span className={styles.muted}>{t.summary(roster.length, facts.departments.length)}</span>
      </div>
      {facts.departments.length > 0 || facts.membersWithoutDepartment > 0 ? (
        <ul className={styles.chips} aria-label={t.departmentsLabel}>
          {facts.departments.map((d) => (
            <li key={d.name}>
              {d.name} {d.count}
            </li>
          ))}
          {facts.membersWithoutDepartment > 0 ? (
            <li className={styles.chipMuted}>
              {t.noDepartment} {facts.membersWithoutDepartment}
            </li>
          ) : null}
        </ul>
      ) : null}
      {roster.length === 0 ? (
        <p className={styles.note}>{t.empty}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t.columns.name}</th>
                <th scope="col">{t.columns.studentId}</th>
                <th scope="col">{t.columns.department}</th>
                <th scope="col">{t.columns.year}</th>
                <th scope="col">{t.columns.status}</th>
                <th scope="col">{t.columns.position}</th>
              </tr>
            </thead>
            <tbody>
              {roster.map((m) => (
                <tr key={m.membershipId}>
                  <th scope="row">{m.name}</th>
                  <td>{m.studentId}</td>
                  <td>{m.department}</td>
                  <td>{t.year(m.schoolYear)}</td>
                  <td>{m.status === 'leave' ? t.leave : t.enrolled}</td>
                  <td>{m.positionName}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
