import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** /manager/club/:id */
export function ManagerClubDetailPage() {
  return <PagePlaceholder title={ko.pages.managerClubDetail} />;
}
