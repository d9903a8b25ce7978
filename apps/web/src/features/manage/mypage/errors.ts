/** The Korean messages of 2-manager.md §8 for the manager lists and for deleting a show. */
import { isApiError } from '../../../lib/api-client';
import { ko } from '../../../text/ko';

const t = ko.managerArea;

/** A manager list's load failure: 403 no permission, 404 not found, anything else the list's own message. */
export function listErrorMessage(error: unknown, failed: string): string {
  if (isApiError(error)) {
    if (error.status === 403) return t.errors.forbidden;
    if (error.status === 404) return t.errors.notFound;
  }
  return failed;
}

/** Deleting a show: 401, 403, 404 and others by status; a 409 (the show has holders) shows the server's message. */
export function showDeleteErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    switch (error.status) {
      case 401:
        return t.showDelete.unauthorized;
      case 403:
        return t.showDelete.forbidden;
      case 404:
        return t.showDelete.notFound;
      case 409:
        return error.message || t.showDelete.failed;
      default:
        break;
    }
  }
  return t.showDelete.failed;
}

/** The Korean name of an authority, for "insufficient permission" messages. */
export function roleLabel(authority: string | null | undefined): string {
  return (authority && t.roles[authority]) || t.roles.none!;
}
