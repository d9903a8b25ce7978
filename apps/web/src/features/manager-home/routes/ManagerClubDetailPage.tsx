import { useParams } from 'react-router';
import { ManagerClubScreen } from '../club/ManagerClubScreen';

/** /manager/club/:id */
export function ManagerClubDetailPage() {
  const { id = '' } = useParams();
  return <ManagerClubScreen id={id} />;
}
