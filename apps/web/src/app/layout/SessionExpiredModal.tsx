import { useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { LockIcon } from '../../components/icons';
import { Modal } from '../../components/Modal';
import { clearSignInState, closeSessionExpired, useSessionExpiredOpen } from '../../lib/session';
import { ko } from '../../text/ko';

/**
 * The session-expired modal (docs/product.md#dialogs-and-unsaved-changes): opened with openSessionExpired(); clears
 * stored sign-in state, then /login.
 */
export function SessionExpiredModal() {
  const open = useSessionExpiredOpen();
  const navigate = useNavigate();

  const goToLogin = () => {
    closeSessionExpired();
    clearSignInState();
    void navigate('/login');
  };

  return (
    <Modal
      open={open}
      onClose={goToLogin}
      dismissible={false}
      alert
      icon={<LockIcon size={26} />}
      title={ko.session.expiredTitle}
      actions={
        <Button
          onClick={goToLogin}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus of a modal <dialog>
          autoFocus
        >
          {ko.session.goToLogin}
        </Button>
      }
    >
      {ko.session.expiredBody}
    </Modal>
  );
}
