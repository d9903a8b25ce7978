import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { managerGrantRequest, type ManagerGrantRequest } from '@moa/contract';
import { Button } from '../../../components/Button';
import type { FieldOf } from '../../../components/form/check';
import { Field } from '../../../components/form/Field';
import formStyles from '../../../components/form/Form.module.css';
import { namesFields, useContractForm } from '../../../components/form/useContractForm';
import { call, isApiError } from '../../../lib/api-client';
import { openSessionExpired } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import styles from '../admin.module.css';
import { adminClubsQuery, afterAdminWrite } from '../api';
import { FormCard } from './FormCard';

const t = manageKo.admin.managers;

interface Values {
  email: string;
  /** The chosen club's id as the select holds it; '' before a choice. */
  clubId: string;
}

/** The contract's managerGrantRequest over the form's fields: no choice is a missing club. */
const grantSchema = z.object({
  email: managerGrantRequest.shape.email,
  clubId: z.preprocess((v) => (v === '' ? undefined : Number(v)), managerGrantRequest.shape.clubId),
});

const FIELD_ORDER = ['email', 'clubId'] as const;
const fieldOf: FieldOf = (path) => ((FIELD_ORDER as readonly string[]).includes(path) ? path : null);
const EMPTY: Values = { email: '', clubId: '' };

/** Grants a club's manager role to an e-mail (one that has not signed in yet gets it at its first sign-in). */
export function GrantForm({ onGranted }: { onGranted: (message: string) => void }) {
  const queryClient = useQueryClient();
  const clubs = useQuery(adminClubsQuery);
  const kit = useContractForm<Values, ManagerGrantRequest>({
    schema: grantSchema,
    defaultValues: EMPTY,
    fieldOrder: FIELD_ORDER,
    fieldOf,
    idPrefix: 'grant',
    announce: 'focus',
    // a one-line form on a console page: nothing to hold the user for
    guardUnsaved: false,
  });
  const { busy, control, errorOf, idOf: id } = kit;
  const clubList = clubs.data?.clubs ?? [];
  const noClubs = clubs.isSuccess && clubList.length === 0;

  const onSubmit = kit.submit({
    save: async (data) => {
      const grant = await call('adminManagerGrant', { body: data });
      await afterAdminWrite(queryClient);
      kit.form.reset(EMPTY);
      onGranted(t.granted(grant.email, grant.clubName));
    },
    // the fields the server named are already marked; anything else is said under the form
    failure: (error) => {
      if (isApiError(error) && error.status === 401) openSessionExpired();
      else if (!namesFields(error))
        return isApiError(error) && error.status < 500 ? error.message : t.grantFailed;
      return null;
    },
  });

  return (
    <FormCard kit={kit} onSubmit={onSubmit} title={t.grantTitle} hint={t.grantHint}>
      <div className={styles.grantRow}>
        <Field id={id('email')} label={t.email} error={errorOf('email')}>
          <input
            type="email"
            className={formStyles.control}
            autoComplete="off"
            spellCheck={false}
            placeholder={t.emailPlaceholder}
            {...control('email')}
          />
        </Field>
        <Field
          id={id('clubId')}
          label={t.club}
          error={errorOf('clubId')}
          hint={noClubs ? t.noClubs : undefined}
        >
          <select
            className={formStyles.control}
            disabled={!clubs.isSuccess}
            {...control('clubId', { hint: noClubs })}
          >
            <option value="" disabled>
              {clubs.isPending ? ko.common.loading : t.clubPlaceholder}
            </option>
            {clubList.map((club) => (
              <option key={club.id} value={club.id}>
                {club.clubName} · {manageKo.admin.categories[club.category]}
              </option>
            ))}
          </select>
        </Field>
        <Button type="submit" className={styles.grantButton} disabled={busy} aria-busy={busy}>
          {busy ? t.granting : t.grant}
        </Button>
      </div>
    </FormCard>
  );
}
