import { useMatches } from 'react-router';
import type { ApiError } from '../lib/api-client';

/**
 * Pages that load and work without network after one visit (docs/decisions/0013-service-worker.md): /mypage with the
 * tickets it kept, and the door screen with its list. Their routes carry this handle.
 */
export interface PageHandle {
  worksOffline?: boolean;
}

export const WORKS_OFFLINE: PageHandle = { worksOffline: true };

/** Whether the page shown is one of them. */
export function useOfflinePage(): boolean {
  return useMatches().some((match) => (match.handle as PageHandle | undefined)?.worksOffline === true);
}

/**
 * A failure that never reached the server (no network, or no answer in time). On a page that works offline it is
 * not the server-down modal's: the page says itself that it shows what it kept.
 */
export function isUnreachable(error: ApiError): boolean {
  return error.status === 0 && error.code !== 'ABORTED';
}
