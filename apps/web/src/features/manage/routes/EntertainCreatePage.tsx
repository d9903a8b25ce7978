import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** /entertain/create */
export function EntertainCreatePage() {
  return <PagePlaceholder title={ko.pages.entertainCreate} />;
}
