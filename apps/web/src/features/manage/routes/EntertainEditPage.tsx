import { EventEditScreen } from '../events/EventEditScreen';

/** /edit/entertain/:id */
export function EntertainEditPage() {
  return <EventEditScreen />;
}
