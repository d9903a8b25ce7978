/**
 * The applicants of a post as a table (cards at ≤ 600 px, each cell named by its column): a checkbox to choose, the
 * name leading to the whole application, the first question's answer, stage and results told, mean rating,
 * interview and when they applied.
 */
import type { ManagerApplication, Question } from '@moa/contract';
import { Link } from 'react-router';
import { formatDateTime, formatWallClock } from '../../../lib/format';
import { applicationsKo } from '../../../text/ko-applications';
import tables from '../../../components/table/Table.module.css';
import styles from './Applications.module.css';
import { StageTag } from './StageTag';
import type { ApplicationView } from './useApplicationView';

const r = applicationsKo.review;

function answerText(a: ManagerApplication, question: Question | undefined): string {
  const value = question ? a.answers.find((x) => x.questionId === question.questionId)?.value : undefined;
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

export interface ApplicationTableProps {
  caption: string;
  view: ApplicationView;
  /** The first question, whose answers get a column of their own. */
  question?: Question;
  detailPath: (applicationId: number) => string;
}

export function ApplicationTable({ caption, view, question, detailPath }: ApplicationTableProps) {
  const all = view.shown.length > 0 && view.selected.length === view.shown.length;
  const c = r.columns;
  return (
    <div className={tables.tableScroll}>
      <table className={`${tables.table} ${styles.table}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead className={styles.head}>
          <tr>
            <th scope="col" className={styles.check}>
              {/* the words are shown on phones, where this row is the only header left (and part of the target) */}
              <label className={styles.checkLabel}>
                <input
                  type="checkbox"
                  checked={all}
                  onChange={(event) => view.toggleAll(event.target.checked)}
                />
                <span className={styles.selectAllText}>{r.selectAll}</span>
              </label>
            </th>
            <th scope="col">{c.name}</th>
            {question ? <th scope="col">{question.label}</th> : null}
            <th scope="col">{c.stage}</th>
            <th scope="col">{c.rating}</th>
            <th scope="col">{c.interview}</th>
            <th scope="col">{c.submittedAt}</th>
          </tr>
        </thead>
        <tbody>
          {view.shown.map((a) => (
            <tr key={a.applicationId} data-selected={view.isSelected(a.applicationId) ? '' : undefined}>
              <td className={styles.check}>
                <label className={styles.checkLabel}>
                  <input
                    type="checkbox"
                    checked={view.isSelected(a.applicationId)}
                    onChange={(event) => view.toggle(a.applicationId, event.target.checked)}
                    aria-label={r.selectOne(a.applicant.name)}
                  />
                </label>
              </td>
              <th scope="row">
                <Link
                  to={detailPath(a.applicationId)}
                  className={styles.name}
                  aria-label={r.open(a.applicant.name)}
                >
                  {a.applicant.name}
                </Link>
                <span className={styles.sub}>{a.applicant.studentId}</span>
              </th>
              {question ? (
                <td data-label={question.label} className={styles.answer}>
                  {answerText(a, question)}
                </td>
              ) : null}
              <td data-label={c.stage}>
                <StageTag stage={a.stage} announced={a.announced} />
              </td>
              <td data-label={c.rating} data-empty={a.ratingAverage === null ? '' : undefined}>
                {a.ratingAverage === null
                  ? r.noRating
                  : r.ratingOf(a.ratingAverage, a.reviews.filter((x) => x.rating !== null).length)}
              </td>
              <td data-label={c.interview} data-empty={a.interview ? undefined : ''}>
                {a.interview ? formatWallClock(a.interview.startsAt) : '-'}
              </td>
              <td data-label={c.submittedAt}>{formatDateTime(a.submittedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
