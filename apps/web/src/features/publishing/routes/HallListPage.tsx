import { HallListScreen } from '../halls/HallListScreen';

/** /manager/halls */
export function HallListPage() {
  return <HallListScreen />;
}
