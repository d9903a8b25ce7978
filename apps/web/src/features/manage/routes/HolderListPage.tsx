import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** /manager/holder/:scheduleId */
export function HolderListPage() {
  return <PagePlaceholder title={ko.pages.managerHolders} />;
}
