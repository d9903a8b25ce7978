import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { BackLink } from '../../../components/BackLink';
import { FormLayout } from '../../../components/form/Field';
import { formatNumber } from '../../../lib/format';
import { manageKo } from '../../../text/ko-manage';
import { createHall, refreshHalls } from './api';
import { HallFileImport } from './HallFileImport';
import { HallForm } from './HallForm';

const t = manageKo.halls;

/**
 * /manager/halls/create (docs/product.md#halls): a new hall drawn as text, or made from a CSV of seats; a drawn one
 * goes back to the list, one made from a file to its edit screen, where the drawing the server made is refined.
 */
export function HallCreateScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <FormLayout
      wide
      title={t.createTitle}
      lead={t.formLead}
      back={<BackLink to="/manager/halls" label={t.backToList} />}
    >
      <HallForm
        initial={{ name: '', text: '' }}
        cancelTo="/manager/halls"
        onSave={async (body) => {
          const hall = await createHall(body);
          void refreshHalls(queryClient);
          return { to: '/manager/halls', flash: t.created(hall.name) };
        }}
        tools={({ name, needName, clearUnsaved }) => (
          <HallFileImport
            name={name}
            onNeedName={needName}
            onCreated={(hall) => {
              void refreshHalls(queryClient);
              clearUnsaved();
              void navigate(`/manager/halls/${hall.hallId}`, {
                state: { flash: t.fileCreated(hall.name, formatNumber(hall.seatCount)) },
              });
            }}
          />
        )}
      />
    </FormLayout>
  );
}
