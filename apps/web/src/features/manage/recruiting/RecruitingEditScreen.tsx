import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { FormLayout } from '../../../components/form/Field';
import { ko } from '../../../text/ko';
import { EditBody } from '../forms/EditBody';
import { refreshAfterSave } from '../forms/refresh';
import { recruitingEditQuery, updateRecruiting } from './api';
import { fromRecruitingEdit } from './model';
import { RecruitingForm } from './RecruitingForm';
import { RecruitingHelp } from './RecruitingHelp';
import type { RecruitingUpdateBody } from './schema';

const t = ko.contentForms.recruiting;

const LOAD_TEXTS = {
  unauthorized: t.unauthorized,
  forbidden: t.forbidden,
  notFound: t.notFound,
  failed: t.loadFailed,
};
const BACK = { to: '/manager/recruiting', label: ko.contentForms.backToList };

/** /edit/recruiting/{recruitingId}: after saving the page stays and the post is loaded again. */
export function RecruitingEditScreen() {
  const params = useParams();
  const recruitingId = Number(params.recruitingId);
  const queryClient = useQueryClient();
  // a malformed id is asked for all the same: the server answers 404, shown as not found
  const query = useQuery(recruitingEditQuery(recruitingId));
  const initial = useMemo(() => (query.data ? fromRecruitingEdit(query.data) : null), [query.data]);

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
