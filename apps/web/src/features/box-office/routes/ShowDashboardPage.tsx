import { useParams } from 'react-router';
import { ShowDashboardScreen } from '../dashboard/ShowDashboardScreen';

/** /manager/show/:showId/dashboard */
export function ShowDashboardPage() {
  const { showId = '' } = useParams();
  return <ShowDashboardScreen key={showId} showId={showId} />;
}
