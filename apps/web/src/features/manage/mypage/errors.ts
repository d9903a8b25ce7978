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

/** What a delete failure says, per kind of post (the show texts follow 2-manager.md §8; events mirror them). */
type DeleteTexts = Record<'unauthorized' | 'forbidden' | 'notFound' | 'failed', string>;

/** Deleting a post: 401, 403, 404 and others by status; a 409 (a show with holders) shows the server's message. */
export function deleteErrorMessage(error: unknown, texts: DeleteTexts): string {
  if (isApiError(error)) {
    switch (error.status) {
      case 401:
        return texts.unauthorized;
      case 403:
        return texts.forbidden;
      case 404:
        return texts.notFound;
      case 409:
        return error.message || texts.failed;
      default:
        break;
    }
  }
  return texts.failed;
}

export const showDeleteErrorMessage = (error: unknown) => deleteErrorMessage(error, t.showDelete);

/** The Korean name of an authority, for "insufficient permission" messages. */
export function roleLabel(authority: string | null | undefined): string {
  return (authority && t.roles[authority]) || t.roles.none!;
}
