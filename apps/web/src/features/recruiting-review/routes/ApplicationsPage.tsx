import { useParams } from 'react-router';
import { ApplicationsScreen } from '../applicants/ApplicationsScreen';

/** /manager/recruiting/:recruitingId/applications */
export function ApplicationsPage() {
  const { recruitingId = '' } = useParams();
  return <ApplicationsScreen key={recruitingId} recruitingId={Number(recruitingId)} />;
}
