import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** /show/:showId */
export function ShowDetailPage() {
  return <PagePlaceholder title={ko.pages.showDetail} />;
}
