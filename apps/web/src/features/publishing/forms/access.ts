import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { getToken, useSession } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { formsKo } from '../../../text/ko-forms';
import type { AlertOptions } from '../../../components/dialogs';

type Alert = (options: AlertOptions) => Promise<void>;

/**
 * Checked on a manager form's submit (docs/product.md#roles): a signed-out user is told to sign in and sent to
 * /login; a user of another role is told that manager permission is needed and sent to /. Resolves true when the
 * user may go on. While the user behind a stored token is still being fetched, the server decides.
 */
export function useManagerCheck(alert: Alert) {
  const session = useSession();
  const navigate = useNavigate();
  return useCallback(async (): Promise<boolean> => {
    const hasToken = getToken() !== null;
    if (!hasToken || (!session.isLoading && !session.isLoggedIn)) {
      await alert({ title: ko.session.expiredTitle, message: formsKo.loginRequired });
      void navigate('/login');
      return false;
    }
    if (session.user && session.user.authority !== 'ROLE_CLUB') {
      await alert({ title: formsKo.noPermission, message: formsKo.managerRequired });
      void navigate('/');
      return false;
    }
    return true;
  }, [alert, navigate, session.isLoading, session.isLoggedIn, session.user]);
}
