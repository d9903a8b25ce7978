import { useParams } from 'react-router';
import { SessionWaitlistScreen } from '../waitlist/SessionWaitlistScreen';

/** /manager/holder/:scheduleId/waitlist */
export function SessionWaitlistPage() {
  const { scheduleId = '' } = useParams();
  return <SessionWaitlistScreen key={scheduleId} scheduleId={scheduleId} />;
}
