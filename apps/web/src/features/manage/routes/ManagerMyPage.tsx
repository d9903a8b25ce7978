import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** /manager/mypage */
export function ManagerMyPage() {
  return <PagePlaceholder title={ko.pages.managerMyPage} />;
}
