import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormLayout } from '../../../components/form/Field';
import type { SaveOutcome } from '../../../components/form/useContractForm';
import { ko } from '../../../text/ko';
import { formsKo } from '../../../text/ko-forms';
import { refreshAfterSave } from '../forms/refresh';
import { createEntertain } from './api';
import { EntertainForm } from './EntertainForm';
import { emptyEntertain } from './model';
import type { EntertainCreateBody } from './schema';

const t = formsKo.entertain;

/** /entertain/create: on success → /entertain/{id} (docs/product.md#manager-forms). */
export function EntertainCreateScreen() {
  const queryClient = useQueryClient();
  const [initial] = useState(emptyEntertain);

  const onSave = async (body: EntertainCreateBody): Promise<SaveOutcome> => {
    const { id } = await createEntertain(body);
    refreshAfterSave(queryClient, 'entertain');
    return { to: `/entertain/${id}` };
  };

  return (
    <FormLayout title={ko.pages.entertainCreate} lead={t.lead}>
      <EntertainForm mode="create" initial={initial} onSave={onSave} cancelTo="/manager/entertain" />
    </FormLayout>
  );
}
