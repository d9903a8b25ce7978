import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** /recruiting/create */
export function RecruitingCreatePage() {
  return <PagePlaceholder title={ko.pages.recruitingCreate} />;
}
