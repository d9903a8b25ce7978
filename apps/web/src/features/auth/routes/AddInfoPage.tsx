import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** /add-info */
export function AddInfoPage() {
  return <PagePlaceholder title={ko.pages.addInfo} />;
}
