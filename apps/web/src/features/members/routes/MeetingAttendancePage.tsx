import { useParams } from 'react-router';
import { MeetingAttendanceScreen } from '../MeetingAttendanceScreen';

/** /manager/members/meetings/:meetingId */
export function MeetingAttendancePage() {
  const { meetingId } = useParams();
  const id = Number(meetingId);
  return <MeetingAttendanceScreen key={id} meetingId={Number.isSafeInteger(id) && id > 0 ? id : 0} />;
}
