import { useParams } from 'react-router';
import { ScheduleWaitlistScreen } from '../waitlist/ScheduleWaitlistScreen';

/** /manager/holder/:scheduleId/waitlist */
export function ScheduleWaitlistPage() {
  const { scheduleId = '' } = useParams();
  return <ScheduleWaitlistScreen key={scheduleId} scheduleId={scheduleId} />;
}
