import { ProfileForm } from '../profile/ProfileForm';

/** /manager/mypage/update */
export function ManagerProfileUpdatePage() {
  return <ProfileForm />;
}
