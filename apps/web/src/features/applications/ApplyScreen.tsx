/**
 * /recruiting/{recruitingId}/apply (docs/product.md#recruiting-applications): a student's application to a post that
 * takes applications in the portal. Without one, the form (while the post is open, with a complete profile); with
 * one, where it stands, the interview booking at that stage, and changing or withdrawing it.
 */
import type { ApplicationRequest, Me, MyApplication, RecruitingDetail } from '@moa/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { keepFocusOn } from '../../lib/focus';
import { Link } from 'react-router';
import { BackLink } from '../../components/BackLink';
import { buttonClassName } from '../../components/Button';
import { ConfirmDialog, useAlertDialog } from '../../components/dialogs';
import { FormLayout } from '../../components/form/Field';
import { FormSkeleton } from '../../components/form/FormSkeleton';
import { CheckCircleIcon, LockIcon } from '../../components/icons';
import { LoadError } from '../../components/LoadError';
import { ko } from '../../text/ko';
import { applicationsKo } from '../../text/ko-applications';
import { formsKo } from '../../text/ko-forms';
import {
  deleteApplication,
  myApplicationQuery,
  recruitingQuery,
  refreshApplications,
  submitApplication,
} from './api';
import { AnswersView } from './AnswersView';
import { ApplicationForm } from './ApplicationForm';
import { ApplicationStatus } from './ApplicationStatus';
import formStyles from '../../components/form/Form.module.css';
import styles from './Applications.module.css';
import { InterviewBookingSection } from './InterviewBookingSection';
import { periodState } from './when';

const a = applicationsKo.apply;

/** A short message in place of the form, with a way on. */
function Notice({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.notice}>
      <LockIcon size={22} />
      <p>{children}</p>
      {action}
    </div>
  );
}

/**
 * Which post; and, before a new application while the post is open, until when it can change. Once there is an
 * application its status says whether it can still change, in one place.
 */
function Lead({ post, note }: { post: RecruitingDetail; note: boolean }) {
  return (
    <>
      <strong className={styles.postTitle}>{a.lead(post.recruitingTitle, post.clubName)}</strong>
      {note ? (
        <>
          <br />
          {a.leadNote}
        </>
      ) : null}
    </>
  );
}

export function ApplyScreen({ recruitingId, user }: { recruitingId: number; user: Me }) {
  const student = user.authority === 'ROLE_USER';
  const post = useQuery(recruitingQuery(recruitingId));
  const form = post.data?.applicationMode === 'form';
  const mine = useQuery({ ...myApplicationQuery(recruitingId), enabled: student && form });
  const back = <BackLink to={`/recruiting/${recruitingId}`} label={a.backToPost} />;
  const title = mine.data?.application ? a.editTitle : a.title;

  let body: ReactNode;
  if (post.isPending || (student && form && mine.isPending)) body = <FormSkeleton />;
  else if (post.isError || mine.isError) {
    body = (
      <LoadError
        error={post.error ?? mine.error}
        texts={{ notFound: ko.browse.recruitingDetail.notFound, failed: a.loadFailed }}
        onRetry={() => void (post.isError ? post.refetch() : mine.refetch())}
        back={{ to: '/recruiting', label: formsKo.backToList }}
      />
    );
  } else if (!student) body = <Notice>{a.managersCannot}</Notice>;
  else if (!form) body = <Notice>{a.notForm}</Notice>;
  else body = <ApplyBody post={post.data} user={user} application={mine.data?.application ?? null} />;

  const note =
    !mine.data?.application &&
    post.data !== undefined &&
    periodState(post.data.startDate, post.data.endDate) === 'open';
  return (
    <FormLayout
      title={title}
      lead={post.data ? <Lead post={post.data} note={note} /> : undefined}
      back={back}
    >
      {body}
    </FormLayout>
  );
}

interface ApplyBodyProps {
  post: RecruitingDetail;
  user: Me;
  application: MyApplication | null;
}

function ApplyBody({ post, user, application }: ApplyBodyProps) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<'ask' | 'busy' | null>(null);
  const { alertFailure, element } = useAlertDialog();
  const state = periodState(post.startDate, post.endDate);
  /** The banner that says what happened: focus goes there once the form it replaces is gone. */
  const bannerRef = useRef<HTMLParagraphElement>(null);

  const save = async (body: ApplicationRequest) => {
    await submitApplication(post.recruitingId, body, application !== null);
    setNotice(application ? a.updated : `${a.submittedTitle}. ${a.submittedBody}`);
    setEditing(false);
    keepFocusOn(() => bannerRef.current);
    await refreshApplications(queryClient);
  };
  const remove = async () => {
    setDeleting('busy');
    try {
      await deleteApplication(post.recruitingId);
      setNotice(a.withdrawn);
      setEditing(false);
      keepFocusOn(() => bannerRef.current);
    } catch (error) {
      await alertFailure(error, a.withdrawFailed);
    } finally {
      setDeleting(null);
      await refreshApplications(queryClient);
    }
  };

  const banner = notice ? (
    <p
      className={`${formStyles.banner} ${formStyles.bannerSuccess}`}
      role="status"
      ref={bannerRef}
      tabIndex={-1}
    >
      <CheckCircleIcon size={20} />
      {notice}
    </p>
  ) : null;

  if (!application) {
    let content: ReactNode;
    if (state !== 'open') content = <Notice>{state === 'before' ? a.notOpenYet : a.closed}</Notice>;
    else if (!user.profileComplete) {
      content = (
        <Notice
          action={
            <Link to="/mypage/update" className={buttonClassName({ size: 'small' })}>
              {a.editProfile}
            </Link>
          }
        >
          {a.profileMissing}
        </Notice>
      );
    } else {
      content = (
        <ApplicationForm
          key="new"
          post={post}
          user={user}
          onSave={save}
          onCancel={() => window.history.back()}
        />
      );
    }
    return (
      <>
        {banner}
        {content}
      </>
    );
  }

  const deleteTitle = application.editable ? a.withdrawTitle : a.deleteTitle;
  return (
    <>
      {banner}
      <ApplicationStatus
        application={application}
        editing={editing}
        onEdit={() => {
          setNotice(null);
          setEditing(true);
        }}
        onDelete={() => setDeleting('ask')}
      />
      {application.canBook ? (
        <InterviewBookingSection recruitingId={post.recruitingId} current={application.interview} />
      ) : null}
      {editing ? null : <AnswersView questions={post.questions} answers={application.answers} />}
      {editing ? (
        <ApplicationForm
          key={application.updatedAt}
          post={post}
          user={user}
          saved={application.answers}
          onSave={save}
          onCancel={() => setEditing(false)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={deleteTitle}
        confirmLabel={application.editable ? a.withdraw : a.delete}
        tone="danger"
        busy={deleting === 'busy'}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      >
        {application.editable ? a.withdrawBody : a.deleteBody}
      </ConfirmDialog>
      {element}
    </>
  );
}
