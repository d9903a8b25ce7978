/**
 * How the holder list words a failure (docs/product.md#holder-list), on top of the error table (lib/api-errors.ts):
 * the page is for club managers only, so a 401 is the manager's token running out (인증 오류, then the
 * session-expired modal); a 403 names the current role; anything else says what could not be done.
 */
import type { ErrorReaction, ErrorTexts } from '../../../lib/api-errors';
import { roleLabel } from '../../../lib/session';
import { manageKo } from '../../../text/ko-manage';

const errors = manageKo.managerArea.errors;

export function holderFailureTitle(reaction: ErrorReaction): string {
  if (reaction === 'signIn') return errors.authTitle;
  if (reaction === 'forbidden') return errors.permissionTitle;
  return errors.failedTitle;
}

/** The words of a failed change or load; `failed` covers every other failure, a refusal included. */
export function holderFailureTexts(authority: string | null | undefined, failed: string): ErrorTexts {
  return {
    unauthorized: errors.tokenExpired,
    forbidden: errors.insufficientRole(roleLabel(authority)),
    notFound: failed,
    refused: failed,
    failed,
  };
}
