import { FormLayout } from '../../../components/form/Field';
import type { SaveOutcome } from '../../../components/form/useContractForm';
import { statusOf } from '../../../lib/api-errors';
import { ko } from '../../../text/ko';
import { EditBody } from '../forms/EditBody';
import { refreshAfterSave } from '../forms/refresh';
import { useEditRecord } from '../forms/useEditRecord';
import { entertainEditQuery, updateEntertain } from './api';
import { EntertainForm } from './EntertainForm';
import { fromEntertainEdit } from './model';
import type { EntertainUpdateBody } from './schema';

const t = ko.contentForms.entertain;

const LOAD_TEXTS = {
  unauthorized: t.loadUnauthorized,
  forbidden: t.loadForbidden,
  notFound: t.loadNotFound,
  failed: t.loadFailed,
};
const BACK = { to: '/manager/entertain', label: ko.contentForms.backToList };

/**
 * /edit/entertain/{id}: loading, error and form states; another club's event leads home, an unknown one back to the
 * list. Saved: 행사 정보가 수정되었습니다, then /entertain/{id}.
 */
export function EntertainEditScreen() {
  const { id, query, initial, queryClient } = useEditRecord('id', entertainEditQuery, fromEntertainEdit);

  const onSave = async (body: EntertainUpdateBody): Promise<SaveOutcome> => {
    const saved = await updateEntertain(id, body);
    refreshAfterSave(queryClient, 'entertain');
    return {
      to: `/entertain/${saved.id}`,
      message: { title: t.updated, message: t.updatedBody, tone: 'success' },
    };
  };

  // another club's event leads home (the default way back)
  const body = (
    <EditBody query={query} texts={LOAD_TEXTS} back={statusOf(query.error) === 403 ? undefined : BACK}>
      {initial && query.data ? (
        <EntertainForm
          key={id}
          mode="edit"
          initial={initial}
          posterUrl={query.data.poster}
          onSave={onSave}
          cancelTo="/manager/entertain"
        />
      ) : null}
    </EditBody>
  );

  return <FormLayout title={ko.pages.entertainEdit}>{body}</FormLayout>;
}
