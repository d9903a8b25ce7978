import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** /main */
export function MainPage() {
  return <PagePlaceholder title={ko.pages.main} showGhostCards />;
}
