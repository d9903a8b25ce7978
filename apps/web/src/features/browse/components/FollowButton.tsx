import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAlertDialog } from '../../../components/dialogs';
import { CheckIcon, PlusIcon } from '../../../components/icons';
import { useSession } from '../../../lib/session';
import { studentKo } from '../../../text/ko-student';
import { useFollows, useFollowToggle, type FollowTarget } from '../api/follows';
import styles from './FollowButton.module.css';

const t = studentKo.follow;

export interface FollowButtonProps {
  club: FollowTarget;
  /** 'large' on the club's own page; 'small' beside the club's name on a show, event or recruiting page. */
  size?: 'small' | 'large';
}

/**
 * 팔로우 / 팔로잉 for a club (docs/product.md#notifications): followers hear of the club's new shows, events,
 * recruiting posts and sales openings. A signed-out visitor is sent to sign in. The change shows at once and is put
 * back, with an alert, if it fails; a screen reader hears what changed.
 */
export function FollowButton({ club, size = 'small' }: FollowButtonProps) {
  const { isLoggedIn, isLoading } = useSession();
  const follows = useFollows();
  const toggle = useFollowToggle();
  const navigate = useNavigate();
  const alerts = useAlertDialog();
  const [said, setSaid] = useState('');
  const following = follows.data?.some((f) => f.clubId === club.clubId) ?? false;
  // until the list is known the button waits: a click meanwhile could undo a follow it has not shown yet
  const waiting = isLoading || (isLoggedIn && follows.isPending);

  const onClick = () => {
    if (!isLoggedIn) {
      void navigate('/login');
      return;
    }
    setSaid('');
    toggle.mutate(
      { club, follow: !following },
      {
        onSuccess: () => setSaid(following ? t.unfollowed(club.clubName) : t.followed(club.clubName)),
        onError: (error) => void alerts.alertFailure(error, t.failed),
      },
    );
  };

  return (
    <>
      <button
        type="button"
        className={`${styles.button} ${styles[size]} ${following ? styles.following : styles.follow}`}
        onClick={onClick}
        disabled={waiting}
        aria-busy={waiting}
        // the club's name is read with the visible word, which the name keeps (WCAG 2.5.3)
        aria-label={`${club.clubName} ${following ? t.following : t.follow}`}
        title={following ? t.unfollowHint : undefined}
      >
        {following ? <CheckIcon size={16} strokeWidth={2.4} /> : <PlusIcon size={16} strokeWidth={2.4} />}
        {following ? t.following : t.follow}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {said}
      </span>
      {alerts.element}
    </>
  );
}
