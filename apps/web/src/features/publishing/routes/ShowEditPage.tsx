import { ShowEditScreen } from '../shows/ShowEditScreen';

/** /edit/show/:id */
export function ShowEditPage() {
  return <ShowEditScreen />;
}
