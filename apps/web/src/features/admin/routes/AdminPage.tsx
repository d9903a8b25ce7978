import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** /admin */
export function AdminPage() {
  return <PagePlaceholder title={ko.pages.admin} />;
}
