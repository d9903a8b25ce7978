import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../lib/api-client';
import { useStatus } from '../../lib/use-status';
import { membershipKo as t } from '../../text/ko-membership';
import { refreshMembership } from './api';

const failure = (error: unknown) => (isApiError(error) ? error.message : t.saveFailed);

/**
 * One of the student's writes in 내 동아리: busy while it runs, its outcome said in the card's status line, the lists
 * fetched again after it. `after`: what else to do once it succeeded (e.g. read the account's role again).
 */
export function useMembershipWrite() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const { status, show } = useStatus();
  const run = async (write: () => Promise<unknown>, done: string, after?: () => Promise<void>) => {
    setBusy(true);
    try {
      await write();
      show(done, 'success');
      await refreshMembership(queryClient);
      await after?.();
    } catch (error) {
      show(failure(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  return { busy, status, run };
}
