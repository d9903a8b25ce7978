import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** /edit/entertain/:id */
export function EntertainEditPage() {
  return <PagePlaceholder title={ko.pages.entertainEdit} />;
}
