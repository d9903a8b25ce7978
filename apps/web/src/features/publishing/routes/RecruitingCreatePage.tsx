import { RecruitingCreateScreen } from '../recruiting/RecruitingCreateScreen';

/** /recruiting/create */
export function RecruitingCreatePage() {
  return <RecruitingCreateScreen />;
}
