import { ProfileUpdateScreen } from '../profile/ProfileUpdateScreen';

/** /manager/mypage/update */
export function ManagerProfileUpdatePage() {
  return <ProfileUpdateScreen />;
}
