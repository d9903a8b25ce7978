import { FormErrorNotice } from '../../../components/form/Field';
import { isEmptyStudentId, type StudentProfile, type StudentProfileRequest } from '@moa/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/dialogs';
import { BackIcon } from '../../../components/icons';
import { LoadError } from '../../../components/LoadError';
import { Modal } from '../../../components/Modal';
import { StudentProfileFields, StudentProfileFieldsSkeleton } from '../../../components/StudentProfileFields';
import { useStudentProfileForm } from '../../../components/useStudentProfileForm';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { openSessionExpired, refreshUser } from '../../../lib/session';
import type { ProfileValues } from '../../../lib/student-profile';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import { useStudentProfile, useUpdateStudentProfile } from '../api/queries';
import type { MyPageLocationState } from './MyPage';
import cardPage from '../components/CardPage.module.css';
import styles from './MyPageUpdatePage.module.css';

/** The form's starting values: a stored student id of 0, '0', null or empty is shown empty. */
function profileFormValues(profile: StudentProfile): ProfileValues {
  return {
    name: profile.name ?? '',
    studentId: isEmptyStudentId(profile.studentId) ? '' : (profile.studentId ?? ''),
    phoneNumber: profile.phoneNumber ?? '',
    department: profile.department ?? '',
    schoolYear: profile.schoolYear === null ? '' : String(profile.schoolYear),
  };
}

/**
 * /mypage/update (docs/product.md#screens-student): name, 학번 and phone, prefilled; 취소 asks before leaving for
 * /mypage; 저장 asks to confirm, saves, says "프로필 정보가 수정되었습니다" on /mypage. Unsaved changes block navigation
 * and warn on unload.
 */
export function MyPageUpdatePage() {
  useDocumentTitle(ko.pages.myPageUpdate);
  const profile = useStudentProfile();
  const expired = isApiError(profile.error) && profile.error.status === 401;
  useEffect(() => {
    if (expired) openSessionExpired();
  }, [expired]);
  return (
    <section className={cardPage.page} aria-labelledby="page-heading">
      <div className={`${cardPage.card} ${styles.card}`}>
        <div className={cardPage.top}>
          <h1 id="page-heading" className={cardPage.heading}>
            {ko.pages.myPageUpdate}
          </h1>
          <p className={cardPage.lead}>{studentKo.myPageUpdate.lead}</p>
        </div>
        {profile.isPending ? (
          <div className={styles.form} role="status" aria-live="polite">
            <span className="visually-hidden">{ko.common.loading}</span>
            <StudentProfileFieldsSkeleton />
          </div>
        ) : profile.isError ? (
          <LoadError
            error={profile.error}
            texts={{ failed: studentKo.myPage.userLoadFailed }}
            onRetry={() => void profile.refetch()}
            retrying={profile.isFetching}
            back={{ to: '/mypage', label: ko.pages.myPage }}
          />
        ) : (
          <ProfileForm profile={profile.data} />
        )}
      </div>
    </section>
  );
}

function ProfileForm({ profile }: { profile: StudentProfile }) {
  const text = studentKo.myPageUpdate;
  const navigate = useNavigate();
  const save = useUpdateStudentProfile();
  const [confirming, setConfirming] = useState<ProfileValues | null>(null);
  const [leaveOpen, setLeaveOpen] = useState(false);
  const answer = useRef<((ok: boolean) => void) | null>(null);
  const contract = useStudentProfileForm(profileFormValues(profile));
  const { form, formRef, busy, bind, errors, formError, clearUnsaved } = contract;
  const isDirty = form.formState.isDirty;

  /** The confirmation shows what is about to be saved; it stays open, busy, while the save runs. */
  const ask = (data: StudentProfileRequest) =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setConfirming({ ...data, department: data.department ?? '', schoolYear: data.schoolYear ?? '' });
    });
  const reply = (ok: boolean) => {
    answer.current?.(ok);
    answer.current = null;
    if (!ok) setConfirming(null);
  };

  const submit = contract.submit({
    confirm: (data) => ask(data),
    save: async (data) => {
      try {
        await save.mutateAsync(data);
      } catch (error) {
        setConfirming(null);
        throw error;
      }
      clearUnsaved();
      void refreshUser();
      const state: MyPageLocationState = { notice: 'profileUpdated' };
      void navigate('/mypage', { replace: true, state });
    },
    failed: (error) => (isApiError(error) && error.status === 400 ? error.message : text.saveFailed),
  });

  const leave = () => {
    setLeaveOpen(false);
    clearUnsaved();
    void navigate('/mypage');
  };

  return (
    <>
      <p className={styles.account}>
        <span className={styles.accountLabel}>{text.email}</span>
        <span className={styles.accountEmail}>{profile.email}</span>
      </p>
      <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
        <StudentProfileFields errors={errors} bind={bind} />

        <FormErrorNotice className={styles.formError} message={formError} />

        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setLeaveOpen(true)}>
            <BackIcon size={18} />
            {text.cancel}
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? text.saving : text.save}
          </Button>
        </div>
      </form>

      <Modal
        open={leaveOpen}
        onClose={() => setLeaveOpen(false)}
        alert
        title={text.leaveTitle}
        actions={
          <>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus of a modal <dialog> */}
            <Button variant="secondary" onClick={() => setLeaveOpen(false)} autoFocus>
              {text.stay}
            </Button>
            <Button onClick={leave}>{text.leave}</Button>
          </>
        }
      >
        {isDirty ? text.leaveBodyDirty : text.leaveBodyClean}
      </Modal>

      <ConfirmDialog
        open={confirming !== null}
        title={text.confirmTitle}
        confirmLabel={text.confirm}
        onConfirm={() => reply(true)}
        onCancel={() => reply(false)}
        busy={busy}
        busyLabel={text.saving}
      >
        {confirming ? (
          <>
            <dl className={styles.summary}>
              <div>
                <dt>{ko.studentProfile.name}</dt>
                <dd>{confirming.name}</dd>
              </div>
              <div>
                <dt>{ko.studentProfile.studentId}</dt>
                <dd>{confirming.studentId}</dd>
              </div>
              <div>
                <dt>{ko.studentProfile.phone}</dt>
                <dd>{confirming.phoneNumber}</dd>
              </div>
              {confirming.department ? (
                <div>
                  <dt>{ko.studentProfile.department}</dt>
                  <dd>{confirming.department}</dd>
                </div>
              ) : null}
              {confirming.schoolYear ? (
                <div>
                  <dt>{ko.studentProfile.schoolYear}</dt>
                  <dd>{studentKo.myPage.schoolYearValue(confirming.schoolYear)}</dd>
                </div>
              ) : null}
            </dl>
            <p className={styles.summaryNote}>{text.confirmBody}</p>
          </>
        ) : null}
      </ConfirmDialog>
      {contract.dialogs}
    </>
  );
}
