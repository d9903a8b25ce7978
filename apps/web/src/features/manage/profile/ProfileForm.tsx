import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  LIMITS,
  managerProfileRequest,
  type ManagerProfile,
  type ManagerProfileRequest,
} from '@moa/contract';
import { Button, buttonClassName } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { call, isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatPhone } from '../../../lib/format';
import { refreshUser } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { manageKeys, managerProfileQuery } from '../mypage/api';
import { BackLink } from '../mypage/components/BackLink';
import { describedBy, Field, fieldStyles } from '../mypage/components/Field';
import { FormSkeleton } from '../mypage/components/FormSkeleton';
import page from '../mypage/components/FormPage.module.css';
import type { FlashState } from '../mypage/components/ManagerLayout';
import { useUnsavedChanges } from '../mypage/components/useUnsavedChanges';
import { listErrorMessage } from '../mypage/errors';

const t = ko.managerArea.profile;

/** The editable fields in the order they appear: the first invalid one gets the focus. */
const FIELDS = ['name', 'phoneNumber'] as const;

function Form({ profile }: { profile: ManagerProfile }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    formState: { errors, isDirty },
  } = useForm<ManagerProfileRequest>({
    resolver: zodResolver(managerProfileRequest),
    // react-hook-form would focus in registration order; the form focuses in reading order instead
    shouldFocusError: false,
    defaultValues: {
      clubName: profile.clubName,
      name: profile.name,
      phoneNumber: profile.phoneNumber ? formatPhone(profile.phoneNumber) : '',
    },
  });
  const clearBlock = useUnsavedChanges(isDirty);
  const focusFirst = (invalid: (field: (typeof FIELDS)[number]) => boolean) => {
    const first = FIELDS.find(invalid);
    if (first) setFocus(first);
  };

  const save = useMutation({
    mutationFn: (values: ManagerProfileRequest) =>
      call('managerProfileUpdate', {
        body: { clubName: profile.clubName, name: values.name, phoneNumber: values.phoneNumber },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(manageKeys.profile, saved);
      void queryClient.invalidateQueries({ queryKey: manageKeys.club });
      clearBlock();
      // the side menu greets the manager by name; started first, in the same tick as the navigation, so the
      // my-page mounts once, after the user is fetched again, and keeps the message carried to it
      void refreshUser();
      const state: FlashState = { flash: t.saved };
      void navigate('/manager/mypage', { state });
    },
    onError: (error) => {
      if (isApiError(error)) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field === 'name' || field === 'phoneNumber') setError(field, { message });
        }
        focusFirst((field) => field in error.fieldErrors);
      }
    },
  });

  const phone = register('phoneNumber');
  const serverError =
    save.isError && !(isApiError(save.error) && Object.keys(save.error.fieldErrors).length > 0)
      ? isApiError(save.error) && save.error.status === 403
        ? ko.managerArea.errors.forbidden
        : t.saveFailed
      : null;

  return (
    <form
      className={page.card}
      noValidate
      onSubmit={handleSubmit(
        (values) => save.mutate(values),
        (invalid) => focusFirst((field) => field in invalid),
      )}
    >
      <fieldset className={page.section}>
        <Field id="manager-club-name" label={t.clubName} hint={t.clubNameHint}>
          <input
            id="manager-club-name"
            className={fieldStyles.input}
            value={profile.clubName}
            readOnly
            disabled
            aria-describedby="manager-club-name-hint"
          />
        </Field>
        <Field id="manager-email" label={t.email}>
          <input id="manager-email" className={fieldStyles.input} value={profile.email} readOnly disabled />
        </Field>
        <div className={page.twoColumns}>
          <Field id="manager-name" label={t.name} error={errors.name?.message}>
            <input
              id="manager-name"
              className={fieldStyles.input}
              autoComplete="name"
              placeholder={t.namePlaceholder}
              maxLength={LIMITS.nameMax}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy('manager-name', false, Boolean(errors.name))}
              {...register('name')}
            />
          </Field>
          <Field id="manager-phone" label={t.phone} error={errors.phoneNumber?.message}>
            <input
              id="manager-phone"
              className={fieldStyles.input}
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              placeholder={t.phonePlaceholder}
              maxLength={LIMITS.phoneMaxLength}
              aria-invalid={errors.phoneNumber ? true : undefined}
              aria-describedby={describedBy('manager-phone', false, Boolean(errors.phoneNumber))}
              {...phone}
              onChange={(event) => {
                const formatted = formatPhone(event.target.value);
                setValue('phoneNumber', formatted, {
                  shouldDirty: true,
                  shouldValidate: Boolean(errors.phoneNumber),
                });
              }}
            />
          </Field>
        </div>
      </fieldset>
      {serverError ? (
        <p className={page.formError} role="alert">
          {serverError}
        </p>
      ) : null}
      <div className={page.footer}>
        <Link to="/manager/mypage" className={buttonClassName({ variant: 'secondary' })}>
          {ko.common.cancel}
        </Link>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? t.saving : ko.common.save}
        </Button>
      </div>
    </form>
  );
}

/** /manager/mypage/update (2-manager.md §2, §5): manager name and phone; the club name is read-only. */
export function ProfileForm() {
  useDocumentTitle(ko.pages.managerProfileUpdate);
  const query = useQuery(managerProfileQuery);
  return (
    <div className={page.page}>
      <BackLink to="/manager/mypage" label={ko.pages.managerMyPage} />
      <div className={page.headingGroup}>
        <h1 id="page-heading" className={page.heading}>
          {ko.pages.managerProfileUpdate}
        </h1>
        <p className={page.lead}>{t.lead}</p>
      </div>
      {query.isPending ? (
        <FormSkeleton fields={3} />
      ) : query.isError ? (
        <ErrorState
          message={listErrorMessage(query.error, t.loadFailed)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Form profile={query.data} />
      )}
    </div>
  );
}
