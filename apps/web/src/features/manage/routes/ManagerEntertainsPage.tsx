import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** /manager/entertain */
export function ManagerEntertainsPage() {
  return <PagePlaceholder title={ko.pages.managerEntertains} />;
}
