import { useSyncExternalStore } from 'react';

function subscribeResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * True while the viewport is wider than `breakpoint` CSS pixels, the same test as a CSS `(min-width: …)` query
 * (window.innerWidth is the width media queries see). Follows resizes and rotations. Null while the width is not
 * known: on the server and while the browser hydrates its page (docs/decisions/0022-server-rendered-pages.md), where
 * the layout is left to CSS media queries so nothing moves when the width becomes known.
 */
export function useViewportWiderThan(breakpoint: number): boolean | null {
  return useSyncExternalStore(
    subscribeResize,
    () => window.innerWidth > breakpoint,
    () => null,
  );
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The user asked the system for less motion (fades become instant). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}
