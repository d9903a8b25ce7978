import { RecruitingEditScreen } from '../recruiting/RecruitingEditScreen';

/** /edit/recruiting/:recruitingId */
export function RecruitingEditPage() {
  return <RecruitingEditScreen />;
}
