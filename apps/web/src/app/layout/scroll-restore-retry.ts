import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where React Router's <ScrollRestoration> keeps the positions it saved, by history entry key. */
const STORAGE_KEY = 'react-router-scroll-positions';
/** How long a page may take to grow to its saved position (its data loading) before we give up. */
const GIVE_UP_MS = 5_000;

/**
 * <ScrollRestoration> puts a page back where it was once, when it renders. A page that loads its data shows a
 * skeleton first, shorter than the page was, so the browser clamps the position (back to /main at 375 px landed 64 px
 * short). This finishes the job: while the page is shorter than the saved position, it scrolls there again each time
 * the page grows, until it arrives, the user scrolls or types, or GIVE_UP_MS pass.
 */
export function useScrollRestoreRetry(): void {
  const location = useLocation();
  const navigation = useNavigationType();

  useLayoutEffect(() => {
    if (navigation !== 'POP') return;
    let saved: number | undefined;
    try {
      const positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
      saved = positions[location.key];
    } catch {
      return;
    }
    if (typeof saved !== 'number' || saved <= 0) return;
    const target = saved;
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
        window.removeEventListener(type, stop);
      }
    };
    const observer = new ResizeObserver(() => {
      if (Math.round(window.scrollY) >= target) return stop();
      if (document.documentElement.scrollHeight - window.innerHeight >= target) {
        window.scrollTo(0, target);
        stop();
      }
    });
    const timer = setTimeout(stop, GIVE_UP_MS);
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
      window.addEventListener(type, stop, { passive: true });
    }
    observer.observe(document.body);
    return stop;
  }, [location.key, navigation]);
}
