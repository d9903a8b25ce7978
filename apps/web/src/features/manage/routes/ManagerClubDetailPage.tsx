import { useParams } from 'react-router';
import { ManagerClubView } from '../club/ManagerClubView';

/** /manager/club/:id */
export function ManagerClubDetailPage() {
  const { id = '' } = useParams();
  return <ManagerClubView id={id} />;
}
