import type { TermReport } from '@moa/contract';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { activitiesKo } from '../../../text/ko-activities';
import { reportKo } from '../../../text/ko-report';
import { PhotoThumb } from '../ActivityDialogs';
import styles from './Report.module.css';

const t = reportKo.activities;

/** 활동 내역: each meeting, show, event and 기타 활동 of the term with its day, attendance and report. */
export function ActivitiesSection({ report }: { report: TermReport }) {
  return (
    <section className={styles.section} aria-labelledby="report-activities">
      <div className={styles.sectionHead}>
        <h2 id="report-activities" className={styles.sectionTitle}>
          {t.title}
        </h2>
        <span className={styles.muted}>{t.summary(report.activities.length)}</span>
        <Link
          className={`${styles.sectionLink} ${styles.noPrint}`}
          to={`/manager/members/activities?term=${report.term.termId}`}
        >
          {t.edit}
        </Link>
      </div>
      {report.activities.length === 0 ? (
        <p className={styles.note}>{t.empty}</p>
      ) : (
        <ol className={styles.activities}>
          {report.activities.map((a) => (
            <li key={a.key} className={styles.activity}>
              <div className={styles.activityHead}>
                <span className={styles.kind}>{t.kinds[a.kind]}</span>
                <strong>{a.title}</strong>
              </div>
              <p className={styles.muted}>
                {formatDate(a.startsAt)}
                {a.place ? ` · ${a.place}` : ''} · {t.attendees(a.attendees)}
                {a.photos.length > 0 ? ` · ${t.photos(a.photos.length)}` : ''}
              </p>
              <p className={a.summary ? styles.summary : styles.summaryMissing}>{a.summary || t.noSummary}</p>
              {a.photos.length > 0 ? (
                <div className={styles.photos}>
                  {a.photos.map((photo, i) => (
                    <PhotoThumb
                      key={photo.id}
                      ref_={{ termId: report.term.termId, kind: a.kind, refId: a.refId }}
                      photoId={photo.id}
                      alt={activitiesKo.list.photoAlt(a.title, i + 1)}
                      className={styles.photo}
                    />
                  ))}
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
