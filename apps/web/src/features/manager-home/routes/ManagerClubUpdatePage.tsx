import { ClubUpdateScreen } from '../club/ClubUpdateScreen';

/** /manager/club/update */
export function ManagerClubUpdatePage() {
  return <ClubUpdateScreen />;
}
