import { useParams } from 'react-router';
import { HolderListScreen } from '../holders/HolderListScreen';

/** /manager/holder/:scheduleId */
export function HolderListPage() {
  const { scheduleId = '' } = useParams();
  // a new session starts with a fresh selection
  return <HolderListScreen key={scheduleId} scheduleId={scheduleId} />;
}
