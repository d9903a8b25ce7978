/**
 * Where the student's application stands: its stage, the result the club told (with its message and links), the
 * booked interview, when it was sent, and — until the end date — ways to change or withdraw it; after the end date it
 * can still be deleted (docs/product.md#recruiting-applications).
 */
import type { MyApplication } from '@moa/contract';
import { Button } from '../../components/Button';
import { CalendarButton } from '../../components/CalendarButton';
import { LinkifiedText } from '../../components/LinkifiedText';
import { ClockIcon, MapPinIcon } from '../../components/icons';
import { download } from '../../lib/api-client';
import { formatDate, formatDateTime, formatWallClock } from '../../lib/format';
import { applicationsKo } from '../../text/ko-applications';
import styles from './Applications.module.css';
import { StageBadge, toneOf } from './StageBadge';

const a = applicationsKo.apply;

export interface ApplicationStatusProps {
  application: MyApplication;
  editing: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export function ApplicationStatus({ application, editing, onEdit, onDelete }: ApplicationStatusProps) {
  const { result, interview, editable } = application;
  return (
    <section className={styles.status} aria-labelledby="application-status">
      <div className={styles.head}>
        <h2 id="application-status" className={styles.title}>
          {a.status}
        </h2>
        <StageBadge stage={application.stage} />
      </div>
      {result ? (
        <div className={styles.result} data-tone={toneOf(result.stage)}>
          <h3 className={styles.title}>{a.resultTitle(applicationsKo.studentStages[result.stage])}</h3>
          <LinkifiedText text={result.message} />
          <p className={styles.meta}>{formatDateTime(result.announcedAt)}</p>
        </div>
      ) : null}
      {interview ? (
        <div className={styles.interview}>
          <p className={styles.meta}>{applicationsKo.interview.booked}</p>
          <p>
            <ClockIcon size={18} />
            {formatWallClock(interview.startsAt)} ·{' '}
            {applicationsKo.interview.minutes(interview.durationMinutes)}
          </p>
          <p>
            <MapPinIcon size={18} />
            <LinkifiedText text={interview.place} inline />
          </p>
          <CalendarButton
            fetchFile={() =>
              download('interviewCalendar', { params: { recruitingId: application.recruitingId } })
            }
            fallbackName={`interview-${application.applicationId}.ics`}
          />
        </div>
      ) : null}
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{a.submittedAt}</dt>
          <dd>{formatDateTime(application.submittedAt)}</dd>
        </div>
        {application.updatedAt !== application.submittedAt ? (
          <div className={styles.fact}>
            <dt>{a.updatedAt}</dt>
            <dd>{formatDateTime(application.updatedAt)}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.meta}>
        {editable ? a.editableUntil(formatDate(application.endDate)) : a.readOnly}
      </p>
      <div className={styles.actions}>
        {editable && !editing ? (
          <Button variant="secondary" onClick={onEdit}>
            {a.editAnswers}
          </Button>
        ) : null}
        <Button variant="ghost" className={styles.danger} onClick={onDelete}>
          {editable ? a.withdraw : a.delete}
        </Button>
      </div>
    </section>
  );
}
