import { Link, useLocation } from 'react-router';
import { MenuIcon, UserIcon } from '../../components/icons';
import { Skeleton } from '../../components/Skeleton';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { myPagePathFor, useSession } from '../../lib/session';
import { ko } from '../../text/ko';
import styles from './Header.module.css';
import { HEADER_TABS, isNavItemActive } from './nav';
import { Wordmark } from './Wordmark';

export interface HeaderProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
  sideMenuId: string;
}

/**
 * The header (docs/product.md#app-shell): logo, tabs with active state, login link or profile button, club-account
 * badge, the notification bell when signed in, hamburger.
 */
export function Header({ menuOpen, onOpenMenu, sideMenuId }: HeaderProps) {
  const { pathname } = useLocation();
  const { user, isLoggedIn, isLoading } = useSession();

  const profileLabel =
    user?.authority === 'ROLE_CLUB'
      ? ko.header.profileManager
      : user?.authority === 'ROLE_ADMIN'
        ? ko.header.profileAdmin
        : ko.header.profile;

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/main" className={styles.logo} aria-label={ko.header.logoLabel}>
          <Wordmark />
        </Link>

        <nav className={styles.tabs} aria-label={ko.header.navLabel}>
          <ul className={styles.tabList}>
            {HEADER_TABS.map((tab) => {
              const active = isNavItemActive(tab, pathname);
              return (
                <li key={tab.to}>
                  <Link
                    to={tab.to}
                    className={`${styles.tab} ${active ? styles.tabActive : ''}`}
                    aria-current={active ? 'page' : undefined}
                  >
                    {tab.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className={styles.actions}>
          {isLoggedIn && user?.authority === 'ROLE_CLUB' ? (
            <span className={styles.badge}>{ko.header.clubBadge}</span>
          ) : null}
          {isLoggedIn && user?.authority === 'ROLE_ADMIN' ? (
            <span className={`${styles.badge} ${styles.badgeAdmin}`}>{ko.header.adminBadge}</span>
          ) : null}

          {isLoggedIn ? <NotificationBell /> : null}

          <div className={styles.account}>
            {isLoading ? (
              <span className={styles.accountLoading} role="status">
                <Skeleton width={40} height={40} radius="var(--radius-pill)" />
                <span className="visually-hidden">{ko.header.sessionLoading}</span>
              </span>
            ) : isLoggedIn && user ? (
              <Link
                to={myPagePathFor(user.authority)}
                className={styles.profileButton}
                aria-label={profileLabel}
                title={profileLabel}
              >
                <UserIcon size={22} />
              </Link>
            ) : (
              <Link to="/login" className={styles.loginLink}>
                {ko.header.login}
              </Link>
            )}
          </div>

          <button
            type="button"
            className={styles.menuButton}
            aria-label={ko.header.openMenu}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={sideMenuId}
            onClick={onOpenMenu}
          >
            <MenuIcon size={24} />
          </button>
        </div>
      </div>
    </header>
  );
}
