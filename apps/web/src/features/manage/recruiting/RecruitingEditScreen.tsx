import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClassName } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { ko } from '../../../text/ko';
import { statusOf } from '../forms/errors';
import { FormPage } from '../../../components/form/Field';
import { FormSkeleton } from '../../../components/form/FormSkeleton';
import { recruitingEditQuery, updateRecruiting } from './api';
import { fromRecruitingEdit, type RecruitingFormValues } from './model';
import { RecruitingForm } from './RecruitingForm';
import { RecruitingHelp } from './RecruitingHelp';

const t = ko.contentForms.recruiting;

function loadErrorTitle(status: number): string {
  switch (status) {
    case 401:
      return t.unauthorized;
    case 403:
      return t.forbidden;
    case 404:
      return t.notFound;
    default:
      return t.loadFailed;
  }
}

/** /edit/recruiting/{recruitingId}: after saving the page stays and the data is reloaded (spec 2 §4). */
export function RecruitingEditScreen() {
  const params = useParams();
  const recruitingId = Number(params.recruitingId);
  const validId = Number.isInteger(recruitingId) && recruitingId > 0;
  const queryClient = useQueryClient();
  const query = useQuery({ ...recruitingEditQuery(recruitingId), enabled: validId });
  const initial = useMemo(() => (query.data ? fromRecruitingEdit(query.data) : null), [query.data]);

  const onSave = async (values: RecruitingFormValues) => {
    await updateRecruiting(recruitingId, values);
    void queryClient.invalidateQueries({
      predicate: (q) => q.queryKey[1] !== 'recruiting-edit',
    });
    await query.refetch();
    return 'stay' as const;
  };

  let body;
  if (!validId) {
    body = <ErrorState title={t.notFound} message={null} />;
  } else if (query.isPending) {
    body = <FormSkeleton sections={4} />;
  } else if (query.isError) {
    const status = statusOf(query.error);
    body = (
      <ErrorState
        title={loadErrorTitle(status)}
        message={null}
        onRetry={status === 401 || status === 403 || status === 404 ? undefined : () => void query.refetch()}
        retrying={query.isFetching}
        actions={
          status === 401 ? (
            <Link to="/login" className={buttonClassName()}>
              {ko.contentForms.goToLogin}
            </Link>
          ) : status === 403 || status === 404 ? (
            <Link to="/manager/recruiting" className={buttonClassName({ variant: 'secondary' })}>
              {ko.contentForms.backToList}
            </Link>
          ) : undefined
        }
      />
    );
  } else if (initial) {
    body = (
      <RecruitingForm
        key={recruitingId}
        mode="edit"
        initial={initial}
        posterUrl={query.data.photo}
        onSave={onSave}
        cancelTo="/manager/recruiting"
      />
    );
  }

  return (
    <FormPage title={ko.pages.recruitingEdit} aside={<RecruitingHelp />}>
      {body}
    </FormPage>
  );
}
