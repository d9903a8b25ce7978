import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** /edit/recruiting/:recruitingId */
export function RecruitingEditPage() {
  return <PagePlaceholder title={ko.pages.recruitingEdit} />;
}
