import { useParams } from 'react-router';
import { CheckinScreen } from '../CheckinScreen';

/** /manager/checkin/:scheduleId: the door of one schedule (the club's managers and the show's door staff). */
export function CheckinPage() {
  const { scheduleId = '' } = useParams();
  // a malformed id reaches the server as 0, which answers 404 like any unknown schedule
  const id = /^\d{1,10}$/.test(scheduleId) ? Number(scheduleId) : 0;
  return <CheckinScreen key={id} scheduleId={id} />;
}
