/**
 * Route guards (docs/product.md#roles). While the session is loading a skeleton is shown and nothing is decided.
 * - RequireSignedIn: student pages (/mypage, /mypage/update, /add-info); signed out → /login.
 * - RequireRole ROLE_CLUB: manager pages; signed out → "로그인이 필요합니다", then /login; another role →
 *   "동아리 관리자 권한이 필요합니다", then /.
 * - RequireRole ROLE_ADMIN: /admin, the same way with its own message.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { Authority } from '@moa/contract';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { LockIcon } from '../../components/icons';
import { Modal } from '../../components/Modal';
import { PageSkeleton } from '../../components/Skeleton';
import { getToken, refreshUser, useSession, type Session } from '../../lib/session';
import { ko } from '../../text/ko';
import { rememberReturn } from './return-after-sign-in';

type Access = 'checking' | 'userLoadFailed' | 'signedOut' | 'wrongRole' | 'allowed';

function accessOf(session: Session, authority?: Authority): Access {
  // a stored token the store has not picked up yet (initSession runs after the first render) is still checked
  if (session.isLoading || (session.token === null && getToken() !== null)) return 'checking';
  if (!session.isLoggedIn || !session.user) {
    // a token whose user could not be fetched (not a 401/403): offer a retry rather than a sign-in
    return session.token && session.error ? 'userLoadFailed' : 'signedOut';
  }
  if (authority && session.user.authority !== authority) return 'wrongRole';
  return 'allowed';
}

function Checking() {
  return <PageSkeleton cards={4} />;
}

function UserLoadFailed() {
  return <ErrorState message={ko.session.userLoadFailed} onRetry={() => void refreshUser()} />;
}

interface NoticeProps {
  title: string;
  body: string;
  to: string;
}

/** The message of a refused page (the spec's alert), then the way out once it is acknowledged. */
function RefusedNotice({ title, body, to }: NoticeProps) {
  const navigate = useNavigate();
  const leave = () => void navigate(to, { replace: true });
  return (
    <Modal
      open
      onClose={leave}
      alert
      icon={<LockIcon size={26} />}
      title={title}
      actions={
        <Button
          onClick={leave}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus of a modal <dialog>
          autoFocus
        >
          {ko.common.ok}
        </Button>
      }
    >
      {body}
    </Modal>
  );
}

/** Pages of a signed-in user (any role): signed out → /login at once. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  switch (accessOf(session)) {
    case 'checking':
      return <Checking />;
    case 'userLoadFailed':
      return <UserLoadFailed />;
    case 'signedOut':
      rememberReturn(`${location.pathname}${location.search}`);
      return <Navigate to="/login" replace />;
    default:
      return <>{children}</>;
  }
}

const ROLE_TEXT: Partial<Record<Authority, { title: string; body: string }>> = {
  ROLE_CLUB: { title: ko.guards.managerRequiredTitle, body: ko.guards.managerRequiredBody },
  ROLE_ADMIN: { title: ko.guards.adminRequiredTitle, body: ko.guards.adminRequiredBody },
};

/** Pages of one role: signed out → a login-needed message, then /login; another role → a message, then /. */
export function RequireRole({ authority, children }: { authority: Authority; children: ReactNode }) {
  const session = useSession();
  switch (accessOf(session, authority)) {
    case 'checking':
      return <Checking />;
    case 'userLoadFailed':
      return <UserLoadFailed />;
    case 'signedOut':
      return (
        <RefusedNotice title={ko.guards.loginRequiredTitle} body={ko.guards.loginRequiredBody} to="/login" />
      );
    case 'wrongRole': {
      const text = ROLE_TEXT[authority] ?? ROLE_TEXT.ROLE_CLUB!;
      return <RefusedNotice title={text.title} body={text.body} to="/" />;
    }
    default:
      return <>{children}</>;
  }
}
