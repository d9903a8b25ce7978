import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClassName } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { ko } from '../../../text/ko';
import { useAlertDialog } from '../forms/dialogs';
import { savedIdOf, statusOf } from '../forms/errors';
import { FormPage } from '../../../components/form/Field';
import { FormSkeleton } from '../../../components/form/FormSkeleton';
import type { SaveOutcome } from '../forms/outcome';
import { entertainEditQuery, updateEntertain } from './api';
import { EventForm } from './EventForm';
import { fromEntertainEdit, type EventFormValues } from './model';

const t = ko.contentForms.event;

/**
 * /edit/entertain/{id}: load errors 401 → message, then /login; 403 → no permission, then /; 404 → not found, back to
 * the list; otherwise "데이터를 불러오지 못했습니다" with retry. On success a completion message, then /entertain/{id}.
 */
export function EventEditScreen() {
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { alert, element: alertElement } = useAlertDialog();
  const query = useQuery({ ...entertainEditQuery(id), enabled: validId });
  const initial = useMemo(() => (query.data ? fromEntertainEdit(query.data) : null), [query.data]);
  const status = query.isError ? statusOf(query.error) : null;

  useEffect(() => {
    if (status === 401) {
      void alert({ title: t.loadUnauthorized, tone: 'danger' }).then(() => navigate('/login'));
    } else if (status === 403) {
      void alert({ title: ko.contentForms.noPermission, message: t.loadForbidden, tone: 'danger' }).then(() =>
        navigate('/'),
      );
    }
  }, [status, alert, navigate]);

  const onSave = async (values: EventFormValues): Promise<SaveOutcome> => {
    const answer = await updateEntertain(id, values);
    void queryClient.invalidateQueries();
    const savedId = savedIdOf(answer) ?? id;
    return {
      to: `/entertain/${savedId}`,
      message: { title: t.updated, message: t.updatedBody, tone: 'success' },
    };
  };

  let body;
  if (!validId) {
    body = <ErrorState title={t.loadFailed} />;
  } else if (query.isPending) {
    body = <FormSkeleton sections={4} />;
  } else if (query.isError) {
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
      ) : status === 403 ? (
        <ErrorState
          title={t.loadForbidden}
          message={null}
          actions={
            <Link to="/" className={buttonClassName()}>
              {ko.contentForms.goHome}
            </Link>
          }
        />
      ) : status === 404 ? (
        <ErrorState
          title={t.loadNotFound}
          message={null}
          actions={
            <Link to="/manager/entertain" className={buttonClassName({ variant: 'secondary' })}>
              {ko.contentForms.backToList}
            </Link>
          }
        />
      ) : (
        <ErrorState title={t.loadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      );
  } else if (initial) {
    body = (
      <EventForm
        key={id}
        mode="edit"
        initial={initial}
        posterUrl={query.data.poster}
        onSave={onSave}
        cancelTo="/manager/entertain"
      />
    );
  }

  return (
    <FormPage title={ko.pages.entertainEdit}>
      {body}
      {alertElement}
    </FormPage>
  );
}
