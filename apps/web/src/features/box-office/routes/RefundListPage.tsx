import { useParams } from 'react-router';
import { RefundListScreen } from '../refunds/RefundListScreen';

/** /manager/show/:showId/refunds */
export function RefundListPage() {
  const { showId = '' } = useParams();
  return <RefundListScreen key={showId} showId={showId} />;
}
