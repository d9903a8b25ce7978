import { VALIDATION, type StudentProfile } from '@moa/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { BackIcon } from '../../../components/icons';
import { Modal } from '../../../components/Modal';
import { StudentProfileFields, StudentProfileFieldsSkeleton } from '../../../components/StudentProfileFields';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useNavigationBlock } from '../../../lib/navigation-block';
import { openSessionExpired, refreshUser } from '../../../lib/session';
import {
  PROFILE_FIELDS,
  formatProfileField,
  profileBlurError,
  type ProfileField,
  type ProfileValues,
} from '../../../lib/student-profile';
import { ko } from '../../../text/ko';
import { useStudentProfile, useUpdateStudentProfile } from '../api/queries';
import { profileFormValues, profileResolver } from '../lib/profile-form';
import type { MyPageLocationState } from './MyPage';
import styles from './MyPageUpdatePage.module.css';

/**
 * /mypage/update (spec 1 §2, §5): name, 학번 and phone, prefilled; 취소 asks before leaving for /mypage; 저장 asks to
 * confirm, saves, says "프로필 정보가 수정되었습니다" on /mypage. Unsaved changes block navigation and warn on unload.
 */
export function MyPageUpdatePage() {
  useDocumentTitle(ko.pages.myPageUpdate);
  const profile = useStudentProfile();
  const expired = isApiError(profile.error) && profile.error.status === 401;
  useEffect(() => {
    if (expired) openSessionExpired();
  }, [expired]);
  return (
    <section className={styles.page} aria-labelledby="page-heading">
      <div className={styles.card}>
        <div className={styles.top}>
          <h1 id="page-heading" className={styles.heading}>
            {ko.pages.myPageUpdate}
          </h1>
          <p className={styles.lead}>{ko.myPageUpdate.lead}</p>
        </div>
        {profile.isPending ? (
          <div className={styles.form} role="status" aria-live="polite">
            <span className="visually-hidden">{ko.common.loading}</span>
            <StudentProfileFieldsSkeleton />
          </div>
        ) : profile.isError ? (
          <ErrorState
            title={ko.myPage.userLoadFailed}
            message={null}
            onRetry={() => void profile.refetch()}
            retrying={profile.isFetching}
          />
        ) : (
          <ProfileForm profile={profile.data} />
        )}
      </div>
    </section>
  );
}

function ProfileForm({ profile }: { profile: StudentProfile }) {
  const text = ko.myPageUpdate;
  const navigate = useNavigate();
  const { set: setBlock, clear: clearBlock } = useNavigationBlock();
  const save = useUpdateStudentProfile();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [leaveOpen, setLeaveOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState<ProfileValues | null>(null);

  const form = useForm<ProfileValues>({
    defaultValues: profileFormValues(profile),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: profileResolver,
  });
  const { register, handleSubmit, setValue, setError, getValues, formState } = form;
  const { errors, isDirty, isSubmitted } = formState;

  // unsaved changes: the shell's leave dialog in the app, the browser's own question on unload
  useEffect(() => {
    if (isDirty) setBlock();
    else clearBlock();
  }, [isDirty, setBlock, clearBlock]);
  useEffect(() => () => clearBlock(), [clearBlock]);
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  const bind = (field: ProfileField) =>
    register(field, {
      onChange: (event: { target: { value: string } }) => {
        const raw = event.target.value;
        const value = formatProfileField(field, raw);
        if (value !== raw) setValue(field, value, { shouldDirty: true, shouldValidate: isSubmitted });
        if (formError) setFormError(null);
      },
      /** Spec 1 §5: on blur the student id asks for 8 digits and the phone for its format (empty is judged on save). */
      onBlur: () => {
        const message = profileBlurError(field, getValues(field));
        if (message) setError(field, { message });
      },
    });

  const onValid = (values: ProfileValues) => {
    setFormError(null);
    setPending({ ...values, name: values.name.trim() });
    setConfirmOpen(true);
  };
  const onInvalid = () => {
    const values = getValues();
    setFormError(PROFILE_FIELDS.some((field) => !values[field].trim()) ? VALIDATION.allRequired : null);
  };

  const confirmSave = () => {
    if (!pending || save.isPending) return;
    save.mutate(pending, {
      onSuccess: () => {
        clearBlock();
        void refreshUser();
        const state: MyPageLocationState = { notice: 'profileUpdated' };
        void navigate('/mypage', { replace: true, state });
      },
      onError: (error) => {
        setConfirmOpen(false);
        if (isApiError(error) && (error.status === 401 || error.status === 403)) {
          openSessionExpired();
          return;
        }
        if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
          let any = false;
          for (const field of PROFILE_FIELDS) {
            const message = error.fieldErrors[field];
            if (message) {
              any = true;
              setError(field, { message }, { shouldFocus: true });
            }
          }
          setFormError(any ? null : error.message);
          return;
        }
        setFormError(isApiError(error) && error.status === 400 ? error.message : text.saveFailed);
      },
    });
  };

  const leave = () => {
    setLeaveOpen(false);
    clearBlock();
    void navigate('/mypage');
  };

  return (
    <>
      <p className={styles.account}>
        <span className={styles.accountLabel}>{text.email}</span>
        <span className={styles.accountEmail}>{profile.email}</span>
      </p>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      >
        <StudentProfileFields
          errors={{
            name: errors.name?.message,
            studentId: errors.studentId?.message,
            phoneNumber: errors.phoneNumber?.message,
          }}
          bind={bind}
        />

        {formError ? (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        ) : null}

        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setLeaveOpen(true)}>
            <BackIcon size={18} />
            {text.cancel}
          </Button>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending ? text.saving : text.save}
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

      <Modal
        open={confirmOpen}
        onClose={() => {
          if (!save.isPending) setConfirmOpen(false);
        }}
        dismissible={!save.isPending}
        alert
        title={text.confirmTitle}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirmOpen(false)} disabled={save.isPending}>
              {ko.common.cancel}
            </Button>
            <Button
              onClick={confirmSave}
              disabled={save.isPending}
              aria-busy={save.isPending}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus of a modal <dialog>
              autoFocus
            >
              {save.isPending ? text.saving : text.confirm}
            </Button>
          </>
        }
      >
        {pending ? (
          <>
            <dl className={styles.summary}>
              <div>
                <dt>{ko.studentProfile.name}</dt>
                <dd>{pending.name}</dd>
              </div>
              <div>
                <dt>{ko.studentProfile.studentId}</dt>
                <dd>{pending.studentId}</dd>
              </div>
              <div>
                <dt>{ko.studentProfile.phone}</dt>
                <dd>{pending.phoneNumber}</dd>
              </div>
            </dl>
            <p className={styles.summaryNote}>{text.confirmBody}</p>
          </>
        ) : null}
      </Modal>
    </>
  );
}
