import { FormLayout } from '../../../components/form/Field';
import type { SaveOutcome } from '../../../components/form/useContractForm';
import { statusOf } from '../../../lib/api-errors';
import { ko } from '../../../text/ko';
import { EditBody } from '../forms/EditBody';
import { refreshAfterSave } from '../forms/refresh';
import { useEditRecord } from '../forms/useEditRecord';
import { showEditQuery, updateShow } from './api';
import { fromShowEdit } from './model';
import type { ShowUpdateBody } from './schema';
import { ShowForm } from './ShowForm';

const t = ko.contentForms.show;

const LOAD_TEXTS = {
  unauthorized: t.loadUnauthorized,
  forbidden: t.loadForbidden,
  notFound: t.loadNotFound,
  failed: t.loadFailed,
};
const BACK = { to: '/manager/show', label: ko.contentForms.backToList };

/** /edit/show/{id}: loading, error and form states, the current images previewed; on success → /show/{id}. */
export function ShowEditScreen() {
  const { id, query, initial, queryClient } = useEditRecord('id', showEditQuery, fromShowEdit);

  const onSave = async (body: ShowUpdateBody): Promise<SaveOutcome> => {
    const saved = await updateShow(id, body);
    refreshAfterSave(queryClient, 'show');
    return { to: `/show/${saved.id}` };
  };

  const body = (
    <EditBody
      query={query}
      texts={LOAD_TEXTS}
      back={BACK}
      message={statusOf(query.error) === 403 ? t.loadForbiddenBody : null}
    >
      {initial && query.data ? (
        <ShowForm
          key={id}
          mode="edit"
          initial={initial}
          images={{ poster: query.data.photo, qr: query.data.qr }}
          onSave={onSave}
          cancelTo="/manager/show"
        />
      ) : null}
    </EditBody>
  );

  return (
    <FormLayout title={ko.pages.showEdit} lead={t.editLead}>
      {body}
    </FormLayout>
  );
}
