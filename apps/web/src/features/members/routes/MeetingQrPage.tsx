import { useParams } from 'react-router';
import { MeetingQrScreen } from '../MeetingQrScreen';

/** /manager/members/meetings/:meetingId/qr */
export function MeetingQrPage() {
  const { meetingId } = useParams();
  const id = Number(meetingId);
  return <MeetingQrScreen key={id} meetingId={Number.isSafeInteger(id) && id > 0 ? id : 0} />;
}
