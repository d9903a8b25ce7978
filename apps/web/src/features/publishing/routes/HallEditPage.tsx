import { HallEditScreen } from '../halls/HallEditScreen';

/** /manager/halls/:hallId */
export function HallEditPage() {
  return <HallEditScreen />;
}
