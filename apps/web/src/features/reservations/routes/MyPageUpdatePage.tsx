import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** /mypage/update */
export function MyPageUpdatePage() {
  return <PagePlaceholder title={ko.pages.myPageUpdate} />;
}
