import { EntertainEditScreen } from '../entertains/EntertainEditScreen';

/** /edit/entertain/:id */
export function EntertainEditPage() {
  return <EntertainEditScreen />;
}
