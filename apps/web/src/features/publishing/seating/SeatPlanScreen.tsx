import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { BackLink } from '../../../components/BackLink';
import { FormLayout } from '../../../components/form/Field';
import { StatusBanner } from '../../../components/StatusBanner';
import { manageKeys } from '../../../lib/manager-keys';
import { formsKo } from '../../../text/ko-forms';
import { manageKo } from '../../../text/ko-manage';
import { EditBody } from '../forms/EditBody';
import { saveSeatPlan, seatPlanKey, seatPlanQuery } from './api';
import { SeatPlanForm } from './SeatPlanForm';
import { useState } from 'react';

const t = manageKo.seating;

/**
 * /manager/schedule/:scheduleId/seats (docs/product.md#assigned-seats): a seated schedule's plan as saved, its load
 * failures as the error table says, then the painting form; a save stays here and says so quietly.
 */
export function SeatPlanScreen() {
  const scheduleId = Number(useParams().scheduleId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  // a malformed id is asked for all the same: the server answers 404, shown as not found
  const query = useQuery(seatPlanQuery(scheduleId));
  const [flash, setFlash] = useState<string | null>(null);
  const back = () => {
    // opened from the show's edit screen: back there; opened directly: the show list
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/manager/show');
  };
  return (
    <FormLayout
      wide
      title={t.title}
      lead={t.lead}
      back={<BackLink to="/manager/show" label={t.backToShows} />}
    >
      <StatusBanner message={flash} onDismiss={() => setFlash(null)} />
      <EditBody
        query={query}
        texts={{
          unauthorized: t.loadUnauthorized,
          forbidden: t.loadForbidden,
          notFound: t.loadNotFound,
          failed: t.loadFailed,
        }}
        back={{ to: '/manager/show', label: formsKo.backToList }}
      >
        {query.data ? (
          <SeatPlanForm
            plan={query.data}
            onSave={async (body) => {
              setFlash(null);
              const saved = await saveSeatPlan(scheduleId, body);
              queryClient.setQueryData(seatPlanKey(scheduleId), saved);
              // the schedule's seat count and price changed: the manager's lists and the show page
              void queryClient.invalidateQueries({ queryKey: manageKeys.schedules });
              void queryClient.invalidateQueries({ queryKey: ['browse'] });
              return saved;
            }}
            onSaved={setFlash}
            onCancel={back}
          />
        ) : null}
      </EditBody>
    </FormLayout>
  );
}
