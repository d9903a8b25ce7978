import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ko } from '../../../text/ko';
import { savedIdOf } from '../forms/errors';
import { FormPage } from '../../../components/form/Field';
import type { SaveOutcome } from '../forms/outcome';
import { createRecruiting } from './api';
import { emptyRecruiting, type RecruitingFormValues } from './model';
import { RecruitingForm } from './RecruitingForm';
import { RecruitingHelp } from './RecruitingHelp';

const t = ko.contentForms.recruiting;

/** /recruiting/create: after the confirm and the 600 ms step → /recruiting/{id} (the list when no id came back). */
export function RecruitingCreateScreen() {
  const queryClient = useQueryClient();
  const [initial] = useState(emptyRecruiting);

  const onSave = async (values: RecruitingFormValues): Promise<SaveOutcome> => {
    const answer = await createRecruiting(values);
    void queryClient.invalidateQueries();
    const id = savedIdOf(answer);
    return { to: id === null ? '/recruiting' : `/recruiting/${id}` };
  };

  return (
    <FormPage title={ko.pages.recruitingCreate} lead={t.lead} aside={<RecruitingHelp />}>
      <RecruitingForm mode="create" initial={initial} onSave={onSave} cancelTo="/manager/recruiting" />
    </FormPage>
  );
}
