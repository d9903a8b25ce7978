import { useParams } from 'react-router';
import { ApplicationDetailScreen } from '../applicants/ApplicationDetailScreen';

/** /manager/recruiting/:recruitingId/applications/:applicationId */
export function ApplicationDetailPage() {
  const { recruitingId = '', applicationId = '' } = useParams();
  return (
    <ApplicationDetailScreen recruitingId={Number(recruitingId)} applicationId={Number(applicationId)} />
  );
}
