import { ClubForm } from '../club/ClubForm';

/** /manager/club/update */
export function ManagerClubUpdatePage() {
  return <ClubForm />;
}
