import { useParams } from 'react-router';
import { DepositImportScreen } from '../deposits/DepositImportScreen';

/** /manager/show/:showId/deposits */
export function DepositImportPage() {
  const { showId = '' } = useParams();
  return <DepositImportScreen key={showId} showId={showId} />;
}
