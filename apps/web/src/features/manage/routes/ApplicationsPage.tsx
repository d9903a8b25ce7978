import { useParams } from 'react-router';
import { ApplicationsScreen } from '../applications/ApplicationsScreen';

/** /manager/recruiting/:recruitingId/applications */
export function ApplicationsPage() {
  const { recruitingId = '' } = useParams();
  return <ApplicationsScreen key={recruitingId} recruitingId={Number(recruitingId)} />;
}
