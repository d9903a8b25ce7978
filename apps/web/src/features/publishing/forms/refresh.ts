import type { QueryClient } from '@tanstack/react-query';
import { manageKeys } from '../../../lib/manager-keys';

/** The public pages (lists, details, the main page) all live under this key prefix (features/browse/api). */
const BROWSE = ['browse'] as const;

/** What a saved show, event or recruiting post changes: the public pages and the manager's own lists. */
const CHANGED_BY = {
  show: [BROWSE, manageKeys.shows, manageKeys.schedules],
  entertain: [BROWSE, manageKeys.entertains],
  recruiting: [BROWSE, manageKeys.recruitings],
} as const;

/** Marks what a saved record changes as stale, so the next screen shows it. */
export function refreshAfterSave(queryClient: QueryClient, kind: keyof typeof CHANGED_BY): void {
  for (const queryKey of CHANGED_BY[kind]) void queryClient.invalidateQueries({ queryKey });
}
