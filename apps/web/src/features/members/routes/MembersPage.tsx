import { MembersScreen } from '../MembersScreen';

/** /manager/members */
export function MembersPage() {
  return <MembersScreen />;
}
