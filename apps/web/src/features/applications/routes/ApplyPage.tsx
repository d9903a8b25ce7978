import { useParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { ApplyScreen } from '../ApplyScreen';

/** /recruiting/:recruitingId/apply (signed in): the student's application to the post; a malformed id is not found. */
export function ApplyPage() {
  const { recruitingId = '' } = useParams();
  const { user } = useSession();
  if (!user) return null;
  return <ApplyScreen key={recruitingId} recruitingId={Number(recruitingId)} user={user} />;
}
