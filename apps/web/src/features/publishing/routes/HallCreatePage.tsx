import { HallCreateScreen } from '../halls/HallCreateScreen';

/** /manager/halls/create */
export function HallCreatePage() {
  return <HallCreateScreen />;
}
