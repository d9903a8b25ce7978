import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** /edit/show/:id */
export function ShowEditPage() {
  return <PagePlaceholder title={ko.pages.showEdit} />;
}
