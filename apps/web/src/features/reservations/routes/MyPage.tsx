import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** /mypage */
export function MyPage() {
  return <PagePlaceholder title={ko.pages.myPage} />;
}
