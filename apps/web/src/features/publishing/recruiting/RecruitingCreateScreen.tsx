import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormLayout } from '../../../components/form/Field';
import type { SaveOutcome } from '../../../components/form/useContractForm';
import { ko } from '../../../text/ko';
import { formsKo } from '../../../text/ko-forms';
import { refreshAfterSave } from '../forms/refresh';
import { createRecruiting } from './api';
import { emptyRecruiting } from './model';
import { RecruitingForm } from './RecruitingForm';
import { RecruitingHelp } from './RecruitingHelp';
import type { RecruitingCreateBody } from './schema';

const t = formsKo.recruiting;

/** /recruiting/create: after the confirm and the 600 ms step → /recruiting/{id}. */
export function RecruitingCreateScreen() {
  const queryClient = useQueryClient();
  const [initial] = useState(emptyRecruiting);

  const onSave = async (body: RecruitingCreateBody): Promise<SaveOutcome> => {
    const { id } = await createRecruiting(body);
    refreshAfterSave(queryClient, 'recruiting');
    return { to: `/recruiting/${id}` };
  };

  return (
    <FormLayout title={ko.pages.recruitingCreate} lead={t.lead} aside={<RecruitingHelp />}>
      <RecruitingForm mode="create" initial={initial} onSave={onSave} cancelTo="/manager/recruiting" />
    </FormLayout>
  );
}
