import { EntertainCreateScreen } from '../entertains/EntertainCreateScreen';

/** /entertain/create */
export function EntertainCreatePage() {
  return <EntertainCreateScreen />;
}
