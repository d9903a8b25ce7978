import { useEffect } from 'react';

/** The attribute that marks a bar sticking to the top ("top") or the bottom ("bottom") of the viewport. */
export const STICKY_INSET_ATTRIBUTE = 'data-sticky-inset';

/**
 * Keeps --sticky-top and --sticky-bottom on <html> equal to the total height of the bars marked data-sticky-inset
 * while they are sticky or fixed (a media query may make them static). html's scroll-padding adds them to the
 * header's height, so a focused or scrolled-to element always stops clear of every bar and is never hidden under one.
 *
 * The bars are measured when a ResizeObserver reports them, which the browser does after its own layout: measuring
 * as soon as a page's elements were added (in the MutationObserver's callback) forced a layout of the whole new page
 * there, and a second one after the variables changed (on a slow phone, about 0.3 s for a list of 2,000 holders;
 * docs/decisions/0018-signed-in-first-load.md). A variable is written only when its value changes.
 */
export function useStickyInsets(): void {
  useEffect(() => {
    const root = document.documentElement;
    let bars: HTMLElement[] = [];
    let written = { top: '', bottom: '' };
    let stopped = false;

    const update = () => {
      if (stopped) return;
      let top = 0;
      let bottom = 0;
      for (const bar of bars) {
        const { position } = getComputedStyle(bar);
        if (position !== 'sticky' && position !== 'fixed') continue;
        const height = bar.getBoundingClientRect().height;
        if (bar.getAttribute(STICKY_INSET_ATTRIBUTE) === 'bottom') bottom += height;
        else top += height;
      }
      const next = { top: `${Math.ceil(top)}px`, bottom: `${Math.ceil(bottom)}px` };
      if (next.top !== written.top) root.style.setProperty('--sticky-top', next.top);
      if (next.bottom !== written.bottom) root.style.setProperty('--sticky-bottom', next.bottom);
      written = next;
    };

    const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    const collect = (): void => {
      const next = Array.from(document.querySelectorAll<HTMLElement>(`[${STICKY_INSET_ATTRIBUTE}]`));
      if (next.length === bars.length && next.every((bar, i) => bar === bars[i])) return;
      resizes?.disconnect();
      bars = next;
      for (const bar of bars) resizes?.observe(bar);
      if (!resizes || bars.length === 0) return update();
      // each bar observed is reported after the next layout, except one not rendered (display: none, 0×0): measured
      // once more after the next paint, when the layout is done, so the old bars' height never stays
      requestAnimationFrame(() => setTimeout(update, 0));
    };

    const mutations = new MutationObserver(collect);
    mutations.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: [STICKY_INSET_ATTRIBUTE],
    });
    window.addEventListener('resize', update);
    collect();
    return () => {
      stopped = true;
      mutations.disconnect();
      resizes?.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty('--sticky-top');
      root.style.removeProperty('--sticky-bottom');
    };
  }, []);
}

/**
 * A text area, or a date or time field, focused from the keyboard is brought wholly into view. Chromium only reveals
 * the caret or the focused part (the day, the hour), which can leave the rest of the box under a sticky bar or off
 * screen; scrolling the box first (within html's scroll-padding) leaves that part in view, so nothing else moves.
 * Focus by pointer is left alone: the user is pointing at what they see.
 */
/** Input types Chromium edits in parts (year, month, day, hour …). */
const SEGMENTED_INPUTS = new Set(['date', 'time', 'datetime-local', 'month', 'week']);

export function useTextAreasInView(): void {
  useEffect(() => {
    let pointerAt = 0;
    const onPointerDown = () => {
      pointerAt = performance.now();
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      const partial =
        target instanceof HTMLTextAreaElement ||
        (target instanceof HTMLInputElement && SEGMENTED_INPUTS.has(target.type));
      if (!partial || performance.now() - pointerAt < 500) return;
      const style = getComputedStyle(document.documentElement);
      const top = parseFloat(style.scrollPaddingTop) || 0;
      const bottom = parseFloat(style.scrollPaddingBottom) || 0;
      const rect = target.getBoundingClientRect();
      if (rect.top < top || rect.bottom > window.innerHeight - bottom) {
        target.scrollIntoView?.({ block: 'nearest' });
      }
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);
}
