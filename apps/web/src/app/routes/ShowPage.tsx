import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { showDetailQueryOptions } from '../../features/browse/api/get-show-detail';
import { ShowDetailPage } from '../../features/browse/routes/ShowDetailPage';
import { ReservationPanel } from '../../features/reservations/components/ReservationPanel';

/**
 * /show/:showId (docs/product.md#screens-public): the browse feature's show page with the reservations feature's panel
 * in its reservation slot. After every reservation attempt, and on the success modal's 확인, the show is fetched again so
 * the seats left are fresh.
 */
export function ShowPage() {
  const { showId = '' } = useParams();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: showDetailQueryOptions(showId).queryKey });
  return (
    <ShowDetailPage
      reservation={(show) => <ReservationPanel key={show.showId} show={show} onRefresh={refresh} />}
    />
  );
}
