import { useParams, useSearchParams } from 'react-router';
import { AttendScreen } from '../AttendScreen';

/** /attend and /attend/{meetingId}?c={code} */
export function AttendPage() {
  const { meetingId } = useParams();
  const [params] = useSearchParams();
  const id = meetingId && /^\d{1,10}$/.test(meetingId) ? Number(meetingId) : null;
  return <AttendScreen meetingId={id} code={params.get('c')} />;
}
