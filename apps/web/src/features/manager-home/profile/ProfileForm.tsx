import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  LIMITS,
  managerProfileRequest,
  type ManagerProfile,
  type ManagerProfileRequest,
} from '@moa/contract';
import { Field, FormErrorNotice } from '../../../components/form/Field';
import { FormActions } from '../../../components/form/FormActions';
import styles from '../../../components/form/Form.module.css';
import { namesFields, useContractForm } from '../../../components/form/useContractForm';
import { call, isApiError } from '../../../lib/api-client';
import { formatPhone } from '../../../lib/format';
import { usePhoneInput } from '../../../lib/phone-input';
import { refreshUser } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import { manageKeys } from '../../../lib/manager-keys';
import type { FlashState } from '../../../lib/flash';

const t = manageKo.managerArea.profile;

type Values = { clubName: string; name: string; phoneNumber: string };

/** The editable fields in reading order: the first invalid one gets the focus. */
const FIELD_ORDER = ['name', 'phoneNumber'] as const;

/** A failed save that names no field says so under the form: no permission, or that it failed. */
const saveFailedMessage = (error: unknown) =>
  isApiError(error) && error.status === 403 ? manageKo.managerArea.errors.forbidden : t.saveFailed;

/** The manager's name and phone; the club name and e-mail are shown read-only. */
export function ProfileForm({ profile }: { profile: ManagerProfile }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const kit = useContractForm<Values, ManagerProfileRequest>({
    schema: managerProfileRequest,
    defaultValues: {
      clubName: profile.clubName,
      name: profile.name,
      phoneNumber: profile.phoneNumber ? formatPhone(profile.phoneNumber) : '',
    },
    fieldOrder: FIELD_ORDER,
    idPrefix: 'manager',
    // the messages show on the fields; the first invalid field is focused, no alert
    announce: 'focus',
  });
  const { busy, control, errorOf, idOf: id } = kit;
  const phone = usePhoneInput(control('phoneNumber', { required: true }));

  const onSubmit = kit.submit({
    save: async (values) => {
      const saved = await call('managerProfileUpdate', {
        body: { clubName: profile.clubName, name: values.name, phoneNumber: values.phoneNumber },
      });
      queryClient.setQueryData(manageKeys.profile, saved);
      void queryClient.invalidateQueries({ queryKey: manageKeys.club });
      kit.clearUnsaved();
      // the side menu greets the manager by name; started first, in the same tick as the navigation, so the
      // my-page mounts once, after the user is fetched again, and keeps the message carried to it
      void refreshUser();
      const state: FlashState = { flash: t.saved };
      void navigate('/manager/mypage', { state });
    },
    failure: (error) => (namesFields(error) ? null : saveFailedMessage(error)),
  });

  return (
    <form ref={kit.formRef} className={styles.form} noValidate onSubmit={onSubmit}>
      <div className={styles.section}>
        <Field id={id('clubName')} label={t.clubName} hint={t.clubNameHint}>
          <input
            id={id('clubName')}
            className={styles.control}
            value={profile.clubName}
            readOnly
            disabled
            aria-describedby={`${id('clubName')}-hint`}
          />
        </Field>
        <Field id={id('email')} label={t.email}>
          <input id={id('email')} className={styles.control} value={profile.email} readOnly disabled />
        </Field>
        <div className={`${styles.grid} ${styles.grid2}`}>
          <Field id={id('name')} label={t.name} required error={errorOf('name')}>
            <input
              className={styles.control}
              autoComplete="name"
              placeholder={t.namePlaceholder}
              maxLength={LIMITS.nameMax}
              {...control('name', { required: true })}
            />
          </Field>
          <Field id={id('phoneNumber')} label={t.phone} required error={errorOf('phoneNumber')}>
            <input
              className={styles.control}
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              placeholder={t.phonePlaceholder}
              maxLength={LIMITS.phoneMaxLength}
              {...phone}
            />
          </Field>
        </div>
      </div>
      <FormErrorNotice className={`${styles.banner} ${styles.bannerError}`} message={kit.formError} />
      <FormActions
        busy={busy}
        submitLabel={busy ? t.saving : ko.common.save}
        onCancel={() => void navigate('/manager/mypage')}
      />
      {kit.dialogs}
    </form>
  );
}
