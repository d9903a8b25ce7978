import { useParams } from 'react-router';
import { InterviewSlotsScreen } from '../interviews/InterviewSlotsScreen';

/** /manager/recruiting/:recruitingId/interviews */
export function InterviewSlotsPage() {
  const { recruitingId = '' } = useParams();
  return <InterviewSlotsScreen key={recruitingId} recruitingId={Number(recruitingId)} />;
}
