import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageSkeleton } from '../../components/Skeleton';
import { ko } from '../../text/ko';
import styles from './AppShell.module.css';
import { Footer } from './Footer';
import { Header } from './Header';
import { LeaveGuard } from './LeaveGuard';
import { RouteAnnouncer } from './RouteAnnouncer';
import { ServerDownModal } from './ServerDownModal';
import { SessionExpiredModal } from './SessionExpiredModal';
import { useScrollRestoreRetry } from './scroll-restore-retry';
import { SideMenu } from './SideMenu';
import { useStickyInsets, useTextAreasInView } from './sticky-insets';

const SIDE_MENU_ID = 'side-menu';

/** Header, side menu, main content, footer, and the app-wide modals. */
export function AppShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const openMenu = useCallback(() => setMenuOpen(true), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // focused controls are never hidden under the header or a sticky bar
  useStickyInsets();
  useTextAreasInView();
  // a step back returns to where the page was, also when its data comes after its first paint
  useScrollRestoreRetry();

  return (
    <div className={styles.shell}>
      <a href="#main-content" className={styles.skipLink}>
        {ko.shell.skipToContent}
      </a>
      <Header menuOpen={menuOpen} onOpenMenu={openMenu} sideMenuId={SIDE_MENU_ID} />
      <SideMenu id={SIDE_MENU_ID} open={menuOpen} onClose={closeMenu} />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <div className={styles.container}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
            <TakenOver />
          </Suspense>
        </div>
      </main>
      <Footer />
      <LeaveGuard />
      <ServerDownModal />
      <SessionExpiredModal />
      <RouteAnnouncer />
      <ScrollRestoration />
    </div>
  );
}

/**
 * Marks a page the server rendered as taken over by the app once its content is hydrated (its effects run with the
 * page's): until then a tap on a button does nothing yet (docs/decisions/0022-server-rendered-pages.md). The journeys
 * wait for it after each page load.
 */
function TakenOver() {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('data-rendered');
  }, []);
  return null;
}
