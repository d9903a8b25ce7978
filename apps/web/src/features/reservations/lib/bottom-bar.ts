import { useLayoutEffect, type RefObject } from 'react';

/** Room kept between the bar and a focused element brought up above it. */
const GAP = 12;

/**
 * While `active`, the element is a bar fixed to the bottom of the viewport (marked data-sticky-inset="bottom", so
 * html's scroll-padding keeps focused and scrolled-to content above it), and the page keeps room for it: padding under
 * the body lets the last content of the page scroll clear of the bar, and a focused element the bar covers as it
 * appears is scrolled up above it.
 */
export function useBottomBarSpace(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!active || !bar) return;
    const body = document.body;
    const apply = () => {
      body.style.setProperty('padding-bottom', `${Math.ceil(bar.getBoundingClientRect().height)}px`);
    };
    apply();

    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused !== body && !bar.contains(focused)) {
      const covered = focused.getBoundingClientRect().bottom - (bar.getBoundingClientRect().top - GAP);
      if (covered > 0) window.scrollBy({ top: covered });
    }

    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(apply) : null;
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      body.style.removeProperty('padding-bottom');
    };
  }, [ref, active]);
}
