import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** /entertain/:id */
export function EntertainDetailPage() {
  return <PagePlaceholder title={ko.pages.entertainDetail} />;
}
