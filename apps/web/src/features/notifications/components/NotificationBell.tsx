import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { BellIcon } from '../../../components/icons';
import { useMediaQuery } from '../../../lib/use-media-query';
import { ko } from '../../../text/ko';
import { useUnreadCount } from '../api';
import styles from './NotificationBell.module.css';

// the panel, its list and its styles load on first open: the header itself stays small
const NotificationPanel = lazy(async () => ({
  default: (await import('./NotificationPanel')).NotificationPanel,
}));

const t = ko.notifications;

/**
 * The unread count, on the bell's shoulder or beside a menu item (the side menu's 알림); nothing at 0. Hidden from
 * screen readers: the control's name says the count.
 */
export function UnreadBadge({ count, inline = false }: { count: number; inline?: boolean }) {
  if (count <= 0) return null;
  return (
    <span className={inline ? styles.count : styles.badge} aria-hidden="true">
      {t.badge(count)}
    </span>
  );
}

/** Closes on Escape (focus back on the bell), on a click outside, and when focus leaves for elsewhere. */
function useDismiss(open: boolean, close: () => void, wrap: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) =>
      target instanceof Node && wrap.current !== null && !wrap.current.contains(target);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close();
      wrap.current?.querySelector<HTMLButtonElement>('button')?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (outside(event.target)) close();
    };
    const onFocus = (event: FocusEvent) => {
      if (outside(event.target)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open, close, wrap]);
}

/**
 * The header's bell for a signed-in user (docs/product.md#notifications) with the unread count. On wide screens it
 * opens the panel below it; on phones it is a link to /notifications, a page of its own.
 */
export function NotificationBell() {
  const unread = useUnreadCount();
  const narrow = useMediaQuery('(max-width: 768px)');
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, wrap);
  const { pathname } = useLocation();
  // a new page, or a change to the phone layout, closes the panel
  useEffect(() => close(), [pathname, narrow, close]);

  const icon = (
    <>
      <BellIcon size={22} />
      <UnreadBadge count={unread} />
    </>
  );
  if (narrow) {
    return (
      <Link to="/notifications" className={styles.bell} aria-label={t.bell(unread)} title={t.title}>
        {icon}
      </Link>
    );
  }
  return (
    <div className={styles.wrap} ref={wrap}>
      <button
        type="button"
        className={`${styles.bell} ${open ? styles.bellOpen : ''}`}
        aria-label={t.bell(unread)}
        title={t.title}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {icon}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NotificationPanel id={panelId} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
