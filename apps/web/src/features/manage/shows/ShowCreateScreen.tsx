import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ko } from '../../../text/ko';
import { savedIdOf } from '../forms/errors';
import { FormPage } from '../../../components/form/Field';
import { createShow } from './api';
import { emptyShow, type ShowFormValues } from './model';
import type { SaveOutcome } from '../forms/outcome';
import { ShowForm } from './ShowForm';

const t = ko.contentForms.show;

/** /show/create: on success → /show/{id} (publicId, else showId, else id); no id → /main (spec 2 §4). */
export function ShowCreateScreen() {
  const queryClient = useQueryClient();
  const [initial] = useState(emptyShow);

  const onSave = async (values: ShowFormValues): Promise<SaveOutcome> => {
    const answer = await createShow(values);
    void queryClient.invalidateQueries();
    const id = savedIdOf(answer);
    return id === null
      ? { to: '/main', message: { title: ko.contentForms.savedTitle, message: t.noIdSaved, tone: 'success' } }
      : { to: `/show/${id}` };
  };

  return (
    <FormPage title={ko.pages.showCreate} lead={t.lead}>
      <ShowForm mode="create" initial={initial} onSave={onSave} cancelTo="/manager/show" />
    </FormPage>
  );
}
