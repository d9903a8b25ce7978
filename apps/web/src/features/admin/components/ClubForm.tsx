import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import { CLUB_CATEGORIES, LIMITS, adminClubRequest, type AdminClub, type ClubCategory } from '@moa/contract';
import { Button } from '../../../components/Button';
import type { FieldOf } from '../../../components/form/check';
import { ImageController } from '../../../components/form/controllers';
import { Field } from '../../../components/form/Field';
import formStyles from '../../../components/form/Form.module.css';
import { namesFields, useContractForm } from '../../../components/form/useContractForm';
import { call, isApiError } from '../../../lib/api-client';
import { openSessionExpired } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import styles from '../admin.module.css';
import { afterAdminWrite } from '../api';
import { FormCard } from './FormCard';

const t = manageKo.admin.clubs;
const CONTENT_MAX = 1_000;

interface Values {
  clubName: string;
  category: ClubCategory | '';
  content: string;
  poster: File | null;
}

/** Reading order: the first invalid field in it is focused. */
const FIELD_ORDER = ['clubName', 'category', 'content', 'poster'] as const;
const fieldOf: FieldOf = (path) => ((FIELD_ORDER as readonly string[]).includes(path) ? path : null);

export interface ClubFormProps {
  /** The club being edited; absent for a new club. */
  club?: AdminClub;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/**
 * Create or edit a club: name (≤ 30), category, description, poster with a preview (multipart). The contract's
 * adminClubRequest checks it; messages show on the fields and the first invalid one is focused.
 */
export function ClubForm({ club, onDone, onCancel }: ClubFormProps) {
  const queryClient = useQueryClient();
  const kit = useContractForm<Values, z.output<typeof adminClubRequest>>({
    schema: adminClubRequest,
    defaultValues: {
      clubName: club?.clubName ?? '',
      category: club?.category ?? '',
      content: club?.content ?? '',
      poster: null,
    },
    fieldOrder: FIELD_ORDER,
    fieldOf,
    idPrefix: `admin-club-${club?.id ?? 'new'}`,
    announce: 'focus',
  });
  const { form, busy, clearUnsaved, control, errorOf, idOf: id } = kit;
  const clubName = form.watch('clubName');
  const content = form.watch('content');

  useEffect(() => {
    form.setFocus('clubName');
  }, [form]);

  const onSubmit = kit.submit({
    save: async (data, values) => {
      const body = { request: data, files: { poster: values.poster } };
      if (club) await call('adminClubUpdate', { params: { id: club.id }, body });
      else await call('adminClubCreate', { body });
      clearUnsaved();
      await afterAdminWrite(queryClient);
      onDone(club ? t.updated(data.clubName) : t.created(data.clubName));
    },
    // the fields the server named are already marked; the form says the rest under the fields
    failure: (error) => {
      if (isApiError(error) && error.status === 401) {
        openSessionExpired();
        return null;
      }
      return !isApiError(error) || namesFields(error) ? t.saveFailed : error.message;
    },
  });

  const cancel = () => {
    clearUnsaved();
    onCancel();
  };

  return (
    <FormCard
      kit={kit}
      onSubmit={onSubmit}
      title={club ? t.formEditTitle(club.clubName) : t.formCreateTitle}
      actions={
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={cancel} disabled={busy}>
            {ko.common.cancel}
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? t.saving : club ? t.submitEdit : t.submitCreate}
          </Button>
        </div>
      }
    >
      <div className={styles.formGrid}>
        <div className={styles.formFields}>
          <Field
            id={id('clubName')}
            label={t.name}
            required
            error={errorOf('clubName')}
            counter={{ value: clubName.length, max: LIMITS.titleMax }}
          >
            <input
              className={formStyles.control}
              maxLength={LIMITS.titleMax}
              placeholder={t.namePlaceholder}
              {...control('clubName', { required: true })}
            />
          </Field>
          <Field id={id('category')} label={t.category} required error={errorOf('category')}>
            <select className={formStyles.control} {...control('category', { required: true })}>
              <option value="" disabled>
                {t.categoryPlaceholder}
              </option>
              {CLUB_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {manageKo.admin.categories[value]}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id={id('content')}
            label={t.content}
            optional
            error={errorOf('content')}
            counter={{ value: content.length, max: CONTENT_MAX }}
          >
            <textarea
              className={formStyles.control}
              rows={4}
              maxLength={CONTENT_MAX}
              placeholder={t.contentPlaceholder}
              {...control('content')}
            />
          </Field>
        </div>
        <ImageController
          form={form}
          name="poster"
          id={id('poster')}
          label={t.poster}
          optional
          hint={t.posterHint}
          currentUrl={club?.poster || undefined}
          error={errorOf('poster')}
        />
      </div>
    </FormCard>
  );
}
