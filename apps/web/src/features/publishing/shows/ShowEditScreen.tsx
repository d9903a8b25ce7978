import { statusOf } from '../../../lib/api-errors';
import { ko } from '../../../text/ko';
import { formsKo } from '../../../text/ko-forms';
import { EditScreen, useContentEdit } from '../forms/EditScreen';
import { showEditQuery, updateShow } from './api';
import { fromShowEdit } from './model';
import { ShowForm } from './ShowForm';

const t = formsKo.show;

/** /edit/show/{id}: loading, error and form states, the current images previewed; on success → /show/{id}. */
export function ShowEditScreen() {
  const edit = useContentEdit({
    kind: 'show',
    query: showEditQuery,
    toInitial: fromShowEdit,
    update: updateShow,
    outcome: (saved) => ({ to: `/show/${saved.id}` }),
  });

  return (
    <EditScreen
      edit={edit}
      title={ko.pages.showEdit}
      lead={t.editLead}
      texts={t}
      backTo="/manager/show"
      message={statusOf(edit.query.error) === 403 ? t.loadForbiddenBody : null}
    >
      {(data, initial) => (
        <ShowForm
          key={edit.id}
          mode="edit"
          initial={initial}
          images={{ poster: data.photo, qr: data.qr }}
          onSave={edit.save}
          cancelTo="/manager/show"
        />
      )}
    </EditScreen>
  );
}
