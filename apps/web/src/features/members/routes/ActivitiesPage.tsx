import { ActivitiesScreen } from '../ActivitiesScreen';

/** /manager/members/activities */
export function ActivitiesPage() {
  return <ActivitiesScreen />;
}
