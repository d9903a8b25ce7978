import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ko } from '../../../text/ko';
import { savedIdOf } from '../forms/errors';
import { FormPage } from '../../../components/form/Field';
import type { SaveOutcome } from '../forms/outcome';
import { createEntertain } from './api';
import { EventForm } from './EventForm';
import { emptyEvent, type EventFormValues } from './model';

const t = ko.contentForms.event;

/** /entertain/create: on success → /entertain/{id}; no id → a saved message, then /main (spec 2 §4). */
export function EventCreateScreen() {
  const queryClient = useQueryClient();
  const [initial] = useState(emptyEvent);

  const onSave = async (values: EventFormValues): Promise<SaveOutcome> => {
    const answer = await createEntertain(values);
    void queryClient.invalidateQueries();
    const id = savedIdOf(answer);
    return id === null
      ? {
          to: '/main',
          message: { title: ko.contentForms.savedTitle, message: t.savedToMain, tone: 'success' },
        }
      : { to: `/entertain/${id}` };
  };

  return (
    <FormPage title={ko.pages.entertainCreate} lead={t.lead}>
      <EventForm mode="create" initial={initial} onSave={onSave} cancelTo="/manager/entertain" />
    </FormPage>
  );
}
