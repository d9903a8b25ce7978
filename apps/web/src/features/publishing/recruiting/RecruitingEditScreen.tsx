import { FormLayout } from '../../../components/form/Field';
import { ko } from '../../../text/ko';
import { formsKo } from '../../../text/ko-forms';
import { EditBody } from '../forms/EditBody';
import { refreshAfterSave } from '../forms/refresh';
import { useEditRecord } from '../forms/useEditRecord';
import { recruitingEditQuery, updateRecruiting } from './api';
import { fromRecruitingEdit } from './model';
import { RecruitingForm } from './RecruitingForm';
import { RecruitingHelp } from './RecruitingHelp';
import type { RecruitingUpdateBody } from './schema';

const t = formsKo.recruiting;

const LOAD_TEXTS = {
  unauthorized: t.unauthorized,
  forbidden: t.forbidden,
  notFound: t.notFound,
  failed: t.loadFailed,
};
const BACK = { to: '/manager/recruiting', label: formsKo.backToList };

/** /edit/recruiting/{recruitingId}: after saving the page stays and the post is loaded again. */
export function RecruitingEditScreen() {
  const {
    id: recruitingId,
    query,
    initial,
    queryClient,
  } = useEditRecord('recruitingId', recruitingEditQuery, fromRecruitingEdit);

  const onSave = async (body: RecruitingUpdateBody) => {
    await updateRecruiting(recruitingId, body);
    refreshAfterSave(queryClient, 'recruiting');
    await query.refetch();
  };

  const body = (
    <EditBody query={query} texts={LOAD_TEXTS} back={BACK}>
      {initial && query.data ? (
        <RecruitingForm
          key={recruitingId}
          mode="edit"
          initial={initial}
          posterUrl={query.data.photo}
          onSave={onSave}
          cancelTo="/manager/recruiting"
        />
      ) : null}
    </EditBody>
  );

  return (
    <FormLayout title={ko.pages.recruitingEdit} aside={<RecruitingHelp />}>
      {body}
    </FormLayout>
  );
}
