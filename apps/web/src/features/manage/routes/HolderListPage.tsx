import { useParams } from 'react-router';
import { HolderListView } from '../holders/HolderListView';

/** /manager/holder/:scheduleId */
export function HolderListPage() {
  const { scheduleId = '' } = useParams();
  // a new session starts with a fresh selection
  return <HolderListView key={scheduleId} scheduleId={scheduleId} />;
}
