import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** /recruiting/:recruitingId */
export function RecruitingDetailPage() {
  return <PagePlaceholder title={ko.pages.recruitingDetail} />;
}
