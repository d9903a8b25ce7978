/**
 * Focus after an action (WCAG 2.4.3): when the control that was used goes away, is disabled or closes with its
 * dialog, the browser drops focus on <body> and a keyboard or screen-reader user starts again from the top. These
 * put it on the result, the changed row or the next control instead.
 */

/**
 * Whether focus has fallen to the page: on <body>, nowhere, on an element that left the page, or on a control that
 * became disabled (it keeps focus in Chromium, but a key press there does nothing and Tab starts over).
 */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return (
    !active ||
    active === document.body ||
    !active.isConnected ||
    (active instanceof HTMLElement && active.matches(':disabled'))
  );
}

/** Focuses `el` (made focusable by script when it is not a control), without scrolling past what the user sees. */
export function focusOn(el: HTMLElement | null | undefined): boolean {
  if (!el || !el.isConnected) return false;
  if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus();
  return document.activeElement === el;
}

/** How long after an action focus is watched: the list read again after a save can still re-render the row. */
const WATCH_MS = 1_500;

/**
 * For a short while after an action, whenever focus falls to the page, gives it to `target()` (looked up each time,
 * so a re-rendered row is found again). Focus the user has put somewhere else is left alone.
 */
export function keepFocusOn(target: () => HTMLElement | null | undefined): void {
  // a later action's target wins: the watch of an earlier one (still running) stops
  const mine = ++watch;
  const until = performance.now() + WATCH_MS;
  const check = () => {
    if (mine !== watch) return;
    if (focusIsLost()) focusOn(target());
    if (performance.now() < until) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** The latest watch started by keepFocusOn. */
let watch = 0;
