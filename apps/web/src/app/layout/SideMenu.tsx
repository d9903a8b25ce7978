import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useNativeDialog } from '../../components/dialog';
import { ChevronRightIcon, CloseIcon, UserIcon } from '../../components/icons';
import { useUnreadCount } from '../../features/notifications/api';
import { UnreadBadge } from '../../features/notifications/components/NotificationBell';
import { myPagePathFor, useSession } from '../../lib/session';
import { ko } from '../../text/ko';
import { isNavItemActive, type NavItem } from './nav';
import styles from './SideMenu.module.css';
import { Wordmark } from './Wordmark';

export interface SideMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

const MENU_ITEMS: readonly NavItem[] = [
  { to: '/main', label: ko.sideMenu.attractions, alsoActiveUnder: ['/show', '/entertain'] },
  { to: '/recruiting', label: ko.sideMenu.recruiting, alsoActiveUnder: [] },
  { to: '/clubs', label: ko.sideMenu.clubs, alsoActiveUnder: [] },
];

/** The small-screen side menu (docs/product.md#app-shell): a drawer on the native <dialog>. */
export function SideMenu({ id, open, onClose }: SideMenuProps) {
  const ref = useNativeDialog(open, onClose);

  // Leaving for a wide screen closes the drawer: its button is gone there.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia('(min-width: 769px)');
    const onChange = () => {
      if (wide.matches) onClose();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open, onClose]);

  // The panel, and what it reads, only while open: a closed menu (every page's first render, on the server too) is
  // an empty dialog (docs/decisions/0022-server-rendered-pages.md, tenth round).
  return (
    <dialog ref={ref} id={id} className={styles.drawer} aria-labelledby={`${id}-title`}>
      {open ? <SideMenuPanel id={id} onClose={onClose} /> : null}
    </dialog>
  );
}

function SideMenuPanel({ id, onClose }: Pick<SideMenuProps, 'id' | 'onClose'>) {
  const { pathname } = useLocation();
  const { user, isLoggedIn } = useSession();
  // the header's bell keeps the count fresh: opening the menu asks for nothing
  const unread = useUnreadCount({ refetchOnMount: false });

  const account: NavItem =
    isLoggedIn && user
      ? { to: myPagePathFor(user.authority), label: ko.sideMenu.myPage, alsoActiveUnder: [] }
      : { to: '/login', label: ko.sideMenu.login, alsoActiveUnder: [] };
  const notifications: NavItem = {
    to: '/notifications',
    label: ko.notifications.sideMenu,
    alsoActiveUnder: [],
  };
  const items = isLoggedIn ? [...MENU_ITEMS, notifications, account] : [...MENU_ITEMS, account];

  return (
    <div className={styles.panel}>
      <div className={styles.top}>
        <h2 id={`${id}-title`} className="visually-hidden">
          {ko.sideMenu.title}
        </h2>
        <Wordmark size="small" />
        <button type="button" className={styles.close} aria-label={ko.header.closeMenu} onClick={onClose}>
          <CloseIcon size={24} />
        </button>
      </div>

      <div className={styles.greeting}>
        <span className={styles.avatar}>
          <UserIcon size={22} />
        </span>
        <div>
          {isLoggedIn && user ? (
            <>
              <p className={styles.greetingTitle}>{ko.sideMenu.greeting(user.name ?? user.email)}</p>
              {user.authority === 'ROLE_CLUB' ? (
                <span className={styles.badge}>{ko.header.clubBadge}</span>
              ) : null}
            </>
          ) : (
            <p className={styles.greetingHint}>{ko.sideMenu.signedOutHint}</p>
          )}
        </div>
      </div>

      <nav aria-label={ko.sideMenu.navLabel}>
        <ul className={styles.list}>
          {items.map((item) => {
            const active = isNavItemActive(item, pathname);
            return (
              <li key={item.to} className={item === account ? styles.accountItem : undefined}>
                <Link
                  to={item.to}
                  className={`${styles.item} ${active ? styles.itemActive : ''}`}
                  aria-current={active ? 'page' : undefined}
                  aria-label={item === notifications ? ko.notifications.bell(unread) : undefined}
                  onClick={onClose}
                >
                  <span>{item.label}</span>
                  {item === notifications ? <UnreadBadge count={unread} inline /> : null}
                  <ChevronRightIcon size={20} />
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
