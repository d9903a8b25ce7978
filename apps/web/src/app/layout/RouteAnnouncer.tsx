import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take to show its heading (its data loading) before focus is left where it is. */
const WAIT_MS = 5_000;

/**
 * Moving to another page (WCAG 2.4.3, 4.1.3): the page's name is announced and focus lands on its heading, once the
 * heading is there (a page loading its data shows a skeleton first). Not on the first page load, and not when the new
 * page has already put focus somewhere itself (a field with autofocus, a dialog).
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  // The page last announced: the first one is never (and React's development double run of effects sees it twice).
  const shown = useRef(pathname);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const until = performance.now() + WAIT_MS;
    let frame = 0;
    const land = () => {
      const main = document.getElementById('main-content');
      const heading = main?.querySelector<HTMLElement>('h1');
      const active = document.activeElement;
      const placed =
        (active !== null && active !== main && main?.contains(active)) ||
        document.querySelector('dialog[open]') !== null;
      if (placed) return;
      if (heading) {
        // where ScrollRestoration put the page stays (a step back returns to where the user was)
        if (heading.tabIndex < 0 && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        setMessage(document.title);
        return;
      }
      if (performance.now() < until) frame = requestAnimationFrame(land);
    };
    frame = requestAnimationFrame(land);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </div>
  );
}
