import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/Button';
import { ChevronDownIcon } from '../../../components/icons';
import styles from './CreateMenu.module.css';

export interface CreateMenuProps {
  label: string;
  items: readonly { to: string; label: string }[];
}

/**
 * A disclosure button with a short list of links (the managers' "등록하기" on /main). Escape closes it and returns
 * focus to the button; a click or focus outside closes it.
 */
export function CreateMenu({ label, items }: CreateMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName()}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {label}
        <ChevronDownIcon className={open ? styles.chevronOpen : styles.chevron} strokeLinejoin="miter" />
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={styles.item} onClick={() => setOpen(false)}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
