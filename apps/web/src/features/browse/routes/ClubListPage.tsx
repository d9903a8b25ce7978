import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** /clubs */
export function ClubListPage() {
  return <PagePlaceholder title={ko.pages.clubList} showGhostCards />;
}
