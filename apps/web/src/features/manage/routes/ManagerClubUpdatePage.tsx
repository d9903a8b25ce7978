import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** /manager/club/update */
export function ManagerClubUpdatePage() {
  return <PagePlaceholder title={ko.pages.managerClubUpdate} />;
}
