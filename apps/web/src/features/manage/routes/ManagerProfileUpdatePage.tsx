import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** /manager/mypage/update */
export function ManagerProfileUpdatePage() {
  return <PagePlaceholder title={ko.pages.managerProfileUpdate} />;
}
