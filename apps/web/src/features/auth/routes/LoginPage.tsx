import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** /login */
export function LoginPage() {
  return <PagePlaceholder title={ko.pages.login} />;
}
