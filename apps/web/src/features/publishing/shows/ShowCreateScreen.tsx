import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormLayout } from '../../../components/form/Field';
import type { SaveOutcome } from '../../../components/form/useContractForm';
import { ko } from '../../../text/ko';
import { formsKo } from '../../../text/ko-forms';
import { refreshAfterSave } from '../forms/refresh';
import { createShow } from './api';
import { emptyShow } from './model';
import type { ShowCreateBody } from './schema';
import { ShowForm } from './ShowForm';

const t = formsKo.show;

/**
 * /show/create: on success → /show/{id} (docs/product.md#manager-forms); a show with seated schedules goes to its
 * edit screen instead, whose schedules link to their painting screens, and says to paint them first.
 */
export function ShowCreateScreen() {
  const queryClient = useQueryClient();
  const [initial] = useState(emptyShow);

  const onSave = async (body: ShowCreateBody): Promise<SaveOutcome> => {
    const { id } = await createShow(body);
    refreshAfterSave(queryClient, 'show');
    if (body.request.scheduleDtoList.some((s) => s.hallId != null)) {
      return {
        to: `/edit/show/${id}`,
        message: { title: t.createdSeatedTitle, message: t.createdSeatedBody },
      };
    }
    return { to: `/show/${id}` };
  };

  return (
    <FormLayout title={ko.pages.showCreate} lead={t.lead}>
      <ShowForm mode="create" initial={initial} onSave={onSave} cancelTo="/manager/show" />
    </FormLayout>
  );
}
