import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** /show/create */
export function ShowCreatePage() {
  return <PagePlaceholder title={ko.pages.showCreate} />;
}
