import { MeetingsScreen } from '../MeetingsScreen';

/** /manager/members/meetings */
export function MeetingsPage() {
  return <MeetingsScreen />;
}
