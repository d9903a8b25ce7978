import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** /tosslinktest */
export function TossLinkTestPage() {
  return <PagePlaceholder title={ko.pages.tossLinkTest} />;
}
