import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** /kakaolinktest */
export function KakaoLinkTestPage() {
  return <PagePlaceholder title={ko.pages.kakaoLinkTest} />;
}
