import { useQuery } from '@tanstack/react-query';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import { MyPageFormScreen } from '../forms/MyPageFormScreen';
import { managerClubQuery } from '../mypage/api';
import { ClubForm } from './ClubForm';

const t = manageKo.managerArea.clubForm;

/**
 * /manager/club/update (docs/product.md#manager-forms): the club's description, required semesters, links and image,
 * loaded from the manager's own club.
 */
export function ClubUpdateScreen() {
  const query = useQuery(managerClubQuery);
  return (
    <MyPageFormScreen
      title={ko.pages.managerClubUpdate}
      lead={t.lead}
      query={query}
      sections={2}
      loadFailed={t.loadFailed}
    >
      {(club) => <ClubForm club={club} />}
    </MyPageFormScreen>
  );
}
