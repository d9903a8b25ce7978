import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** /recruiting */
export function RecruitingListPage() {
  return <PagePlaceholder title={ko.pages.recruitingList} showGhostCards />;
}
