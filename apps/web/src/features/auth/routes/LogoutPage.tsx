import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** /logout */
export function LogoutPage() {
  return <PagePlaceholder title={ko.pages.logout} />;
}
