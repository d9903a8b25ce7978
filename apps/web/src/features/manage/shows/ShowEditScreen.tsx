import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClassName } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { ko } from '../../../text/ko';
import { savedIdOf, statusOf } from '../forms/errors';
import { FormPage } from '../../../components/form/Field';
import { FormSkeleton } from '../../../components/form/FormSkeleton';
import { showEditQuery, updateShow } from './api';
import { fromShowEdit, type ShowFormValues } from './model';
import type { SaveOutcome } from '../forms/outcome';
import { ShowForm } from './ShowForm';

const t = ko.contentForms.show;

/**
 * /edit/show/{id}: loading, error and form states; existing images previewed. A 401 asks to sign in again; another
 * club's show (403) or an unknown one (404) says so and leads back to the list, with no retry that cannot succeed;
 * any other failure offers a retry. On success → /show/{id}; no id → a message, then /main.
 */
export function ShowEditScreen() {
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const queryClient = useQueryClient();
  const query = useQuery({ ...showEditQuery(id), enabled: validId });
  const initial = useMemo(() => (query.data ? fromShowEdit(query.data) : null), [query.data]);

  const onSave = async (values: ShowFormValues): Promise<SaveOutcome> => {
    const answer = await updateShow(id, values);
    void queryClient.invalidateQueries();
    const savedId = savedIdOf(answer);
    return savedId === null
      ? { to: '/main', message: { title: ko.contentForms.savedTitle, message: t.noIdSaved, tone: 'success' } }
      : { to: `/show/${savedId}` };
  };

  let body;
  if (!validId) {
    body = <ErrorState title={t.loadFailed} />;
  } else if (query.isPending) {
    body = <FormSkeleton sections={4} />;
  } else if (query.isError) {
    const status = statusOf(query.error);
    body =
      status === 401 ? (
        <ErrorState
          title={t.loadUnauthorized}
          message={null}
          actions={
            <Link to="/login" className={buttonClassName()}>
              {ko.contentForms.goToLogin}
            </Link>
          }
        />
      ) : status === 403 || status === 404 ? (
        <ErrorState
          title={status === 403 ? t.loadForbidden : t.loadNotFound}
          message={status === 403 ? t.loadForbiddenBody : null}
          actions={
            <Link to="/manager/show" className={buttonClassName({ variant: 'secondary' })}>
              {ko.contentForms.backToList}
            </Link>
          }
        />
      ) : (
        <ErrorState title={t.loadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      );
  } else if (initial) {
    body = (
      <ShowForm
        key={id}
        mode="edit"
        initial={initial}
        images={{ poster: query.data.photo, qr: query.data.qr }}
        onSave={onSave}
        cancelTo="/manager/show"
      />
    );
  }

  return (
    <FormPage title={ko.pages.showEdit} lead={t.editLead}>
      {body}
    </FormPage>
  );
}
