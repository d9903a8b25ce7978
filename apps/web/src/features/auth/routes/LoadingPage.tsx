import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** /loading */
export function LoadingPage() {
  return <PagePlaceholder title={ko.pages.loading} />;
}
