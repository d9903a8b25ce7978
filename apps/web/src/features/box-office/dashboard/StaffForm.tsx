import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { staffRequest, type StaffRequest } from '@moa/contract';
import { Button } from '../../../components/Button';
import { Field, FormErrorNotice } from '../../../components/form/Field';
import formStyles from '../../../components/form/Form.module.css';
import { useContractForm } from '../../../components/form/useContractForm';
import { call, isApiError } from '../../../lib/api-client';
import { openSessionExpired } from '../../../lib/session';
import { manageKo } from '../../../text/ko-manage';
import { staffKey } from './staff-api';
import styles from './StaffSection.module.css';

const t = manageKo.checkin.staff;
const EMPTY: StaffRequest = { email: '' };

/** Adds door staff by e-mail (one that has not signed in yet gets the access at its first sign-in). */
export function StaffForm({ showId }: { showId: number }) {
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const { form, formRef, busy, submit, control, errorOf, idOf, dialogs } = useContractForm<
    StaffRequest,
    StaffRequest
  >({
    schema: staffRequest,
    defaultValues: EMPTY,
    fieldOrder: ['email'],
    idPrefix: `staff-${showId}`,
    announce: 'focus',
    guardUnsaved: false,
  });
  const onSubmit = submit({
    before: () => {
      setFormError(null);
      return Promise.resolve(true);
    },
    save: async (data) => {
      const list = await call('showStaffAdd', { params: { showId }, body: data });
      queryClient.setQueryData(staffKey(showId), list);
      form.reset(EMPTY);
    },
    failure: (error) => {
      if (isApiError(error) && error.status === 401) openSessionExpired();
      else if (!(isApiError(error) && Object.keys(error.fieldErrors).length > 0)) {
        setFormError(isApiError(error) && error.status < 500 ? error.message : t.saveFailed);
      }
      return null;
    },
  });
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
      <Field id={idOf('email')} label={t.email} error={errorOf('email')}>
        <input
          type="email"
          className={formStyles.control}
          autoComplete="off"
          spellCheck={false}
          placeholder="volunteer@example.ac.kr"
          {...control('email')}
        />
      </Field>
      <Button type="submit" className={styles.add} disabled={busy} aria-busy={busy}>
        {busy ? t.adding : t.add}
      </Button>
      <FormErrorNotice message={formError} />
      {dialogs}
    </form>
  );
}
