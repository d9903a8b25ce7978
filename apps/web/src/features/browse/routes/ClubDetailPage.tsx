import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** /clubs/:id */
export function ClubDetailPage() {
  return <PagePlaceholder title={ko.pages.clubDetail} />;
}
