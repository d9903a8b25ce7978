/**
 * /manager/recruiting/{recruitingId}/applications/{applicationId} (docs/product.md#recruiting-applications): one
 * application in full — the applicant and how to reach them, every answer, the stage (moved here one by one), the
 * results told, the interview, this officer's rating and private note, the other officers' — with the previous and
 * next applicant of the list.
 */
import type { ApplicationStage, ManagerApplication, RecruitingDetail } from '@moa/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BackLink } from '../../../components/BackLink';
import { Button, buttonClassName } from '../../../components/Button';
import { useAlertDialog } from '../../../components/dialogs';
import { FormSkeleton } from '../../../components/form/FormSkeleton';
import { ErrorState } from '../../../components/ErrorState';
import { LoadError } from '../../../components/LoadError';
import { useDocumentTitle } from '../../../lib/document-title';
import { keepFocusOn } from '../../../lib/focus';
import { formatDateTime, formatWallClock } from '../../../lib/format';
import { applicationsKo } from '../../../text/ko-applications';
import holderStyles from '../../../components/table/ListScreen.module.css';
import { StatusBanner } from '../../../components/StatusBanner';
import { AnswerList } from './AnswerList';
import { applicationsQuery, moveStage, postQuery, refreshReview, saveReview } from './api';
import styles from './Applications.module.css';
import { OtherReviews } from './OtherReviews';
import { ReviewForm } from './ReviewForm';
import { StageSelect } from './StageSelect';
import { StageTag } from './StageTag';

const d = applicationsKo.detail;
const r = applicationsKo.review;

/** How to reach the applicant, and when they applied and come. */
function contactRows(application: ManagerApplication): [string, ReactNode][] {
  const { applicant, interview } = application;
  return [
    [d.phone, <a href={`tel:${applicant.phoneNumber}`}>{applicant.phoneNumber}</a>],
    [d.email, <a href={`mailto:${applicant.email}`}>{applicant.email}</a>],
    [d.submittedAt, formatDateTime(application.submittedAt)],
    [d.interview, interview ? `${formatWallClock(interview.startsAt)} · ${interview.place}` : d.noInterview],
  ];
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.panelTitle}>{title}</h2>
      {children}
    </section>
  );
}

export function ApplicationDetailScreen({
  recruitingId,
  applicationId,
}: {
  recruitingId: number;
  applicationId: number;
}) {
  useDocumentTitle(d.title);
  const post = useQuery(postQuery(recruitingId));
  const list = useQuery(applicationsQuery(recruitingId));
  const listPath = `/manager/recruiting/${recruitingId}/applications`;
  const back = <BackLink to={listPath} label={d.back} />;
  if (list.isError || post.isError) {
    return (
      <div className={holderStyles.page}>
        {back}
        <LoadError
          error={list.error ?? post.error}
          texts={{ failed: r.loadFailed, forbidden: r.forbidden, notFound: r.notFound }}
          back={{ to: '/manager/recruiting', label: r.back }}
          onRetry={() => void (list.isError ? list.refetch() : post.refetch())}
        />
      </div>
    );
  }
  if (!list.data || !post.data) return <FormSkeleton />;
  const index = list.data.findIndex((a) => a.applicationId === applicationId);
  const application = list.data[index];
  if (!application) {
    return (
      <div className={holderStyles.page}>
        {back}
        <ErrorState title={d.notFound} message={null} />
      </div>
    );
  }
  const neighbour = (i: number) => list.data[i] && `${listPath}/${list.data[i].applicationId}`;
  return (
    <div className={holderStyles.page}>
      {back}
      <ApplicationDetail
        key={application.applicationId}
        post={post.data}
        application={application}
        prev={neighbour(index - 1)}
        next={neighbour(index + 1)}
      />
    </div>
  );
}

interface DetailProps {
  post: RecruitingDetail;
  application: ManagerApplication;
  prev?: string;
  next?: string;
}

function ApplicationDetail({ post, application, prev, next }: DetailProps) {
  const queryClient = useQueryClient();
  const { alertFailure, element } = useAlertDialog();
  const [stage, setStage] = useState<ApplicationStage>(application.stage);
  const [notice, setNotice] = useState<string | null>(null);
  const { applicant } = application;
  const recruitingId = post.recruitingId;

  const saveStage = async () => {
    try {
      await moveStage(recruitingId, [application.applicationId], stage);
      setNotice(r.moved(1, applicationsKo.stages[stage]));
    } catch (error) {
      await alertFailure(error, r.moveFailed);
    }
    await refreshReview(queryClient, recruitingId);
    // 단계 저장 is disabled once the stage is saved: focus stays on the stage picker, the notice is announced
    keepFocusOn(() => document.getElementById('detail-stage'));
  };

  return (
    <>
      <header className={holderStyles.header}>
        <div className={holderStyles.headingGroup}>
          <h1 className={holderStyles.title}>{applicant.name}</h1>
          <p className={holderStyles.when}>
            <span>{applicant.studentId}</span>
            <StageTag stage={application.stage} announced={application.announced} />
          </p>
        </div>
        <nav className={holderStyles.headerLinks} aria-label={d.title}>
          {prev ? (
            <Link to={prev} className={buttonClassName({ variant: 'secondary', size: 'small' })}>
              {d.prev}
            </Link>
          ) : null}
          {next ? (
            <Link to={next} className={buttonClassName({ variant: 'secondary', size: 'small' })}>
              {d.next}
            </Link>
          ) : null}
        </nav>
      </header>
      <StatusBanner message={notice} onDismiss={() => setNotice(null)} />
      <div className={styles.detailGrid}>
        <div className={styles.column}>
          <Panel title={applicationsKo.apply.answers}>
            <AnswerList questions={post.questions} answers={application.answers} />
          </Panel>
        </div>
        <div className={styles.column}>
          <Panel title={d.contact}>
            <dl className={styles.contact}>
              {contactRows(application).map(([term, value]) => (
                <div key={term} className={styles.fact}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </Panel>
          <Panel title={d.stage}>
            <div className={styles.row}>
              <StageSelect id="detail-stage" label={d.stage} value={stage} onChange={setStage} />
              <Button size="small" onClick={() => void saveStage()} disabled={stage === application.stage}>
                {d.stageSave}
              </Button>
            </div>
            <p className={styles.meta}>
              {application.announced.length > 0
                ? `${d.told}: ${application.announced.map((s) => applicationsKo.stages[s]).join(', ')}`
                : d.notTold}
            </p>
          </Panel>
          <Panel title={d.myReview}>
            <p className={styles.meta}>{d.reviewHint}</p>
            <ReviewForm
              mine={application.reviews.find((x) => x.mine)}
              onSave={async (body) => {
                await saveReview(recruitingId, application.applicationId, body);
                await refreshReview(queryClient, recruitingId);
              }}
            />
          </Panel>
          <Panel title={d.others}>
            <OtherReviews reviews={application.reviews.filter((x) => !x.mine)} />
          </Panel>
        </div>
      </div>
      {element}
    </>
  );
}
