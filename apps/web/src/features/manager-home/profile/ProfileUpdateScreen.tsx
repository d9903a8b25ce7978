import { useQuery } from '@tanstack/react-query';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import { MyPageFormScreen } from '../forms/MyPageFormScreen';
import { managerProfileQuery } from '../mypage/api';
import { ProfileForm } from './ProfileForm';

const t = manageKo.managerArea.profile;

/** /manager/mypage/update (docs/product.md#manager-forms): manager name and phone; the club name is read-only. */
export function ProfileUpdateScreen() {
  const query = useQuery(managerProfileQuery);
  return (
    <MyPageFormScreen
      title={ko.pages.managerProfileUpdate}
      lead={t.lead}
      query={query}
      sections={1}
      loadFailed={t.loadFailed}
    >
      {(profile) => <ProfileForm profile={profile} />}
    </MyPageFormScreen>
  );
}
