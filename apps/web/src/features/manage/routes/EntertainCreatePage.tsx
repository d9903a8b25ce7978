import { EventCreateScreen } from '../events/EventCreateScreen';

/** /entertain/create */
export function EntertainCreatePage() {
  return <EventCreateScreen />;
}
