import { statusOf } from '../../../lib/api-errors';
import { ko } from '../../../text/ko';
import { formsKo } from '../../../text/ko-forms';
import { EditScreen, useContentEdit } from '../forms/EditScreen';
import { entertainEditQuery, updateEntertain } from './api';
import { EntertainForm } from './EntertainForm';
import { fromEntertainEdit } from './model';

const t = formsKo.entertain;

/**
 * /edit/entertain/{id}: loading, error and form states; another club's event leads home, an unknown one back to the
 * list. Saved: 행사 정보가 수정되었습니다, then /entertain/{id}.
 */
export function EntertainEditScreen() {
  const edit = useContentEdit({
    kind: 'entertain',
    query: entertainEditQuery,
    toInitial: fromEntertainEdit,
    update: updateEntertain,
    outcome: (saved) => ({
      to: `/entertain/${saved.id}`,
      message: { title: t.updated, message: t.updatedBody, tone: 'success' },
    }),
  });

  return (
    <EditScreen
      edit={edit}
      title={ko.pages.entertainEdit}
      texts={t}
      // another club's event leads home (the default way back)
      backTo={statusOf(edit.query.error) === 403 ? undefined : '/manager/entertain'}
    >
      {(data, initial) => (
        <EntertainForm
          key={edit.id}
          mode="edit"
          initial={initial}
          posterUrl={data.poster}
          onSave={edit.save}
          cancelTo="/manager/entertain"
        />
      )}
    </EditScreen>
  );
}
