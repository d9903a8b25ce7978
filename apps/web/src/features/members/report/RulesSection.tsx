import type { TermReport } from '@moa/contract';
import { CheckCircleIcon, AlertIcon } from '../../../components/icons';
import { reportKo } from '../../../text/ko-report';
import styles from './Report.module.css';

const t = reportKo.rules;

/** 연합회 요건: each of the union's rules met or not, with what it was judged on, before anything is sent. */
export function RulesSection({ report }: { report: TermReport }) {
  const missed = report.rules.filter((r) => !r.met).length;
  return (
    <section className={styles.section} aria-labelledby="report-rules">
      <div className={styles.sectionHead}>
        <h2 id="report-rules" className={styles.sectionTitle}>
          {t.title}
        </h2>
        {report.union ? (
          <span className={styles.muted}>{t.union(report.union.university, report.union.name)}</span>
        ) : null}
      </div>
      {!report.union ? (
        <p className={styles.note}>{t.noUnion}</p>
      ) : (
        <>
          <p className={missed === 0 ? styles.allMet : styles.someMissed} role="status">
            {missed === 0 ? t.allMet(report.rules.length) : t.someMissed(missed, report.rules.length)}
          </p>
          <ul className={styles.rules}>
            {report.rules.map((rule) => (
              <li key={rule.rule} className={rule.met ? styles.ruleMet : styles.ruleMissed}>
                {rule.met ? <CheckCircleIcon size={20} /> : <AlertIcon size={20} />}
                <div className={styles.ruleText}>
                  <strong>
                    {rule.label} <span className={styles.ruleState}>{rule.met ? t.met : t.missed}</span>
                  </strong>
                  <span className={styles.muted}>{rule.detail}</span>
                </div>
              </li>
            ))}
          </ul>
          <p className={styles.muted}>{t.counted(report.facts.members, report.facts.notCounted)}</p>
        </>
      )}
    </section>
  );
}
