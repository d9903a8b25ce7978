import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** /manager/show */
export function ManagerShowsPage() {
  return <PagePlaceholder title={ko.pages.managerShows} />;
}
