import { ShowCreateScreen } from '../shows/ShowCreateScreen';

/** /show/create */
export function ShowCreatePage() {
  return <ShowCreateScreen />;
}
