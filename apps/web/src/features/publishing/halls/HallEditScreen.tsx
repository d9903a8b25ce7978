import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/BackLink';
import { FormLayout } from '../../../components/form/Field';
import { StatusBanner } from '../../../components/StatusBanner';
import { manageKo } from '../../../text/ko-manage';
import { formsKo } from '../../../text/ko-forms';
import { EditBody } from '../forms/EditBody';
import { hallQuery, refreshHalls, updateHall } from './api';
import { HallForm } from './HallForm';
import { useFlash } from '../../../lib/flash';

const t = manageKo.halls;

/**
 * /manager/halls/:hallId (docs/product.md#halls): the hall's name and drawing as it was saved, its load failures as
 * the error table says; a save keeps every seat a reservation holds, or says which it cannot remove.
 */
export function HallEditScreen() {
  const hallId = Number(useParams().hallId);
  const queryClient = useQueryClient();
  // a malformed id is asked for all the same: the server answers 404, shown as not found
  const query = useQuery(hallQuery(hallId));
  const [flash, clearFlash] = useFlash();
  return (
    <FormLayout
      wide
      title={t.editTitle}
      lead={t.formLead}
      back={<BackLink to="/manager/halls" label={t.backToList} />}
    >
      <StatusBanner message={flash} onDismiss={clearFlash} />
      <EditBody
        query={query}
        texts={{
          unauthorized: t.loadUnauthorized,
          forbidden: t.loadForbidden,
          notFound: t.loadNotFound,
          failed: t.loadFailedOne,
        }}
        back={{ to: '/manager/halls', label: formsKo.backToList }}
      >
        {query.data ? (
          <HallForm
            initial={{ name: query.data.name, text: query.data.text }}
            cancelTo="/manager/halls"
            onSave={async (body) => {
              const hall = await updateHall(hallId, body);
              void refreshHalls(queryClient);
              return { to: '/manager/halls', flash: t.saved(hall.name) };
            }}
          />
        ) : null}
      </EditBody>
    </FormLayout>
  );
}
