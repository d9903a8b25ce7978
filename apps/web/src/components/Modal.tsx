import { useId, type ReactNode } from 'react';
import { useNativeDialog } from './dialog';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons of the modal, right-aligned (full width on narrow screens). */
  actions?: ReactNode;
  icon?: ReactNode;
  tone?: 'default' | 'danger';
  /** false: Escape and the backdrop do not close it. */
  dismissible?: boolean;
  /** role="alertdialog" for modals that interrupt (errors, confirmations). */
  alert?: boolean;
  /** wide: room for a seat map or a table (up to 880 px, the screen's width on a phone). */
  size?: 'default' | 'wide';
}

/**
 * A modal on the native <dialog> element. It opens with focus on the action rendered with autoFocus (the control the
 * modal means: a confirm button, 확인), else on its first control; Enter activates only the focused control. When it
 * closes, or leaves the page while open, focus goes back to the control that opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  actions,
  icon,
  tone = 'default',
  dismissible = true,
  alert = false,
  size = 'default',
}: ModalProps) {
  const ref = useNativeDialog(open, onClose, dismissible);
  const titleId = useId();
  const bodyId = useId();
  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${tone === 'danger' ? styles.danger : ''} ${size === 'wide' ? styles.wide : ''}`}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      role={alert ? 'alertdialog' : undefined}
    >
      {open ? (
        <>
          <div className={styles.body}>
            {icon ? <div className={styles.icon}>{icon}</div> : null}
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {children ? (
              <div id={bodyId} className={styles.content}>
                {children}
              </div>
            ) : null}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </>
      ) : null}
    </dialog>
  );
}
