import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** /manager/recruiting */
export function ManagerRecruitingsPage() {
  return <PagePlaceholder title={ko.pages.managerRecruitings} />;
}
