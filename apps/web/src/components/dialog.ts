import { useEffect, useRef, type RefObject } from 'react';

/** Marks the control that takes the focus when its dialog opens (Button sets it for autoFocus). */
const AUTOFOCUS_ATTRIBUTE = 'data-autofocus';

/** Whether focus has left the page's controls: on <body>, nowhere, or inside the dialog that is going away. */
function focusIsLost(dialog: HTMLDialogElement | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || (dialog !== null && dialog.contains(active));
}

/** Focuses `target` if it is still on the page and can take focus; true when it did. */
function giveFocusTo(target: HTMLElement | null): boolean {
  if (!target || !target.isConnected) return false;
  // no scrolling: the control is where it was when the dialog opened, and a caller may be scrolling on purpose
  target.focus({ preventScroll: true });
  return document.activeElement === target;
}

/** Whether `target` is wholly within the dialog's visible box (at its current scroll). */
function inView(dialog: HTMLElement, target: HTMLElement): boolean {
  const box = dialog.getBoundingClientRect();
  const rect = target.getBoundingClientRect();
  return rect.top >= box.top && rect.bottom <= box.bottom;
}

/**
 * A dialog opens at its top, whatever takes the focus: a dialog taller than a phone's screen (the reservation's
 * success, with the amount and the deadline first) must not open scrolled down to its last button. The control
 * marked for focus takes it when it is in view at the top; otherwise the dialog itself does, so reading and Tab
 * start from the top.
 */
function placeInitialFocus(dialog: HTMLDialogElement, initial: HTMLElement | null): void {
  dialog.scrollTop = 0;
  if (!initial) return;
  if (inView(dialog, initial)) {
    initial.focus({ preventScroll: true });
    return;
  }
  if (!dialog.hasAttribute('tabindex')) dialog.setAttribute('tabindex', '-1');
  dialog.focus({ preventScroll: true });
  dialog.scrollTop = 0;
}

/**
 * The control to give focus back to when a dialog closes and another opens in the same update (a confirm replaced by
 * its result) while that control could not take focus yet: the next dialog returns focus there instead.
 */
let handoff: HTMLElement | null = null;

/**
 * Keeps a native <dialog> in step with an `open` prop: showModal() (Escape and a backdrop for free), close(); Escape
 * and a click on the backdrop call onClose when dismissible. Falls back to the open attribute where showModal is
 * missing (jsdom, very old browsers).
 *
 * Focus: on opening it moves to the control marked data-autofocus (a Button with autoFocus), else to the dialog's
 * first control; on closing, or when the dialog leaves the page while open, it returns to the control that had it
 * before the dialog opened, unless something else has taken it meanwhile.
 */
export function useNativeDialog(
  open: boolean,
  onClose: () => void,
  dismissible = true,
): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement | null>(null);
  const onCloseRef = useRef(onClose);
  const dismissibleRef = useRef(dismissible);
  /** The control that had focus before the dialog opened; null while closed. */
  const openerRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    onCloseRef.current = onClose;
    dismissibleRef.current = dismissible;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const active = document.activeElement;
      openerRef.current =
        active instanceof HTMLElement && active !== document.body && !dialog.contains(active)
          ? active
          : handoff;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // React's autoFocus runs while the dialog is still hidden, so it is applied here, once the dialog shows
      const initial = dialog.querySelector<HTMLElement>(`[${AUTOFOCUS_ATTRIBUTE}], [autofocus]`);
      placeInitialFocus(dialog, initial);
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      returnFocus(dialog, openerRef.current);
      openerRef.current = null;
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (dismissibleRef.current) onCloseRef.current();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target !== dialog || !dismissibleRef.current) return;
      const rect = dialog.getBoundingClientRect();
      const inside =
        event.clientX >= rect.left &&
        event.clientX <= rect.right &&
        event.clientY >= rect.top &&
        event.clientY <= rect.bottom;
      // a click on the dialog element itself outside its box is a click on the backdrop
      if (!inside || (rect.width === 0 && rect.height === 0)) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onClick);
      // unmounted while open (a dialog rendered only while needed): give focus back all the same
      if (openerRef.current) {
        returnFocus(null, openerRef.current);
        openerRef.current = null;
      }
    };
  }, []);

  return ref;
}

/** After a dialog closed: focus goes back to its opener, or is handed to a dialog opening in the same update. */
function returnFocus(dialog: HTMLDialogElement | null, opener: HTMLElement | null): void {
  if (!opener || !focusIsLost(dialog) || giveFocusTo(opener)) return;
  handoff = opener;
  queueMicrotask(() => {
    if (handoff === opener) handoff = null;
  });
}
