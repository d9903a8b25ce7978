import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { logout } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import { CallbackScreen } from '../components/CallbackScreen';

/**
 * /logout (docs/product.md#sign-in-and-sessions): the server logout (a failure is ignored), every stored sign-in value removed, the
 * cached answers of the signed-in user dropped, then /main.
 */
export function LogoutPage() {
  useDocumentTitle(ko.pages.logout);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      await logout();
      queryClient.clear();
      void navigate('/main', { replace: true });
    })();
  }, [navigate, queryClient]);

  return <CallbackScreen outcome={{ kind: 'working' }} workingText={studentKo.signIn.loggingOut} />;
}
