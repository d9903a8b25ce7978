import { useLayoutEffect, type RefObject } from 'react';

/** Room kept between the bar and whatever is scrolled or focused into view above it. */
const GAP = 16;

/**
 * While `active`, the element is a bar fixed to the bottom of the viewport, and the page keeps room for it: the
 * document's scroll-padding-bottom makes focused and scrolled-to content stop above the bar, and padding under the
 * body lets the last content of the page scroll clear of it. A focused element the bar covers as it appears is
 * scrolled above it.
 */
export function useBottomBarSpace(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!active || !bar) return;
    const root = document.documentElement;
    const body = document.body;
    const apply = () => {
      const height = Math.ceil(bar.getBoundingClientRect().height);
      root.style.setProperty('scroll-padding-bottom', `${height + GAP}px`);
      body.style.setProperty('padding-bottom', `${height}px`);
    };
    apply();

    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused !== body && !bar.contains(focused)) {
      const barTop = bar.getBoundingClientRect().top;
      if (focused.getBoundingClientRect().bottom > barTop - GAP) {
        focused.scrollIntoView?.({ block: 'nearest' });
      }
    }

    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(apply) : null;
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
      body.style.removeProperty('padding-bottom');
    };
  }, [ref, active]);
}
