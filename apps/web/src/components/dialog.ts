import { useEffect, useRef, type RefObject } from 'react';

/**
 * Keeps a native <dialog> in step with an `open` prop: showModal() (focus moves in, Escape and a backdrop for free),
 * close(); Escape and a click on the backdrop call onClose when dismissible. Falls back to the open attribute where
 * showModal is missing (jsdom, very old browsers).
 */
export function useNativeDialog(
  open: boolean,
  onClose: () => void,
  dismissible = true,
): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement | null>(null);
  const onCloseRef = useRef(onClose);
  const dismissibleRef = useRef(dismissible);
  useEffect(() => {
    onCloseRef.current = onClose;
    dismissibleRef.current = dismissible;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
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
    };
  }, []);

  return ref;
}
