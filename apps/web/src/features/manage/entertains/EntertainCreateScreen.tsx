import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormPage } from '../../../components/form/Field';
import type { SaveOutcome } from '../../../components/form/useContractForm';
import { ko } from '../../../text/ko';
import { refreshAfterSave } from '../forms/refresh';
import { createEntertain } from './api';
import { EventForm } from './EventForm';
import { emptyEvent } from './model';
import type { EventCreateBody } from './schema';

const t = ko.contentForms.event;

/** /entertain/create: on success → /entertain/{id} (docs/product.md#manager-forms). */
export function EventCreateScreen() {
  const queryClient = useQueryClient();
  const [initial] = useState(emptyEvent);

  const onSave = async (body: EventCreateBody): Promise<SaveOutcome> => {
    const { id } = await createEntertain(body);
    refreshAfterSave(queryClient, 'entertain');
    return { to: `/entertain/${id}` };
  };

  return (
    <FormPage title={ko.pages.entertainCreate} lead={t.lead}>
      <EventForm mode="create" initial={initial} onSave={onSave} cancelTo="/manager/entertain" />
    </FormPage>
  );
}
