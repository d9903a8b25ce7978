import { useCallback } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { Button } from '../../components/Button';
import { AlertIcon } from '../../components/icons';
import { Modal } from '../../components/Modal';
import { useNavigationBlock } from '../../lib/navigation-block';
import { ko } from '../../text/ko';

/**
 * While the unsaved-changes flag is set (useNavigationBlock), every in-app navigation — header and side-menu links,
 * other links, back and forward — stops at this confirm dialog. The app's only useBlocker: screens set the flag
 * instead of blocking themselves.
 */
export function LeaveGuard() {
  const block = useNavigationBlock();
  const { isBlocked, clear } = block;
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      isBlocked() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [isBlocked],
  );
  const blocker = useBlocker(shouldBlock);
  const open = blocker.state === 'blocked';

  const stay = () => blocker.reset?.();
  const leave = () => {
    clear();
    blocker.proceed?.();
  };

  return (
    <Modal
      open={open}
      onClose={stay}
      alert
      icon={<AlertIcon size={26} />}
      title={ko.navigationBlock.title}
      actions={
        <>
          <Button variant="secondary" onClick={leave}>
            {ko.navigationBlock.leave}
          </Button>
          <Button
            onClick={stay}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus of a modal <dialog> (safe choice: stay)
            autoFocus
          >
            {ko.navigationBlock.stay}
          </Button>
        </>
      }
    >
      {block.message ?? ko.navigationBlock.body}
    </Modal>
  );
}
