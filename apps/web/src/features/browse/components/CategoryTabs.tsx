import { useRef, type KeyboardEvent } from 'react';
import styles from './CategoryTabs.module.css';

export interface TabItem<T extends string> {
  value: T;
  label: string;
}

export interface CategoryTabsProps<T extends string> {
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** A unique base for the ids of the tabs and their panel (a useId() of the page). */
  idBase: string;
}

const tabId = (idBase: string, value: string) => `${idBase}-tab-${value}`;

/** Props of the panel the tabs control: labelled by the selected tab. */
export function tabPanelProps(idBase: string, value: string) {
  return {
    id: `${idBase}-panel`,
    role: 'tabpanel',
    'aria-labelledby': tabId(idBase, value),
  } as const;
}

/**
 * Category chips as an ARIA tab list: one tab stop, arrow keys (and Home/End) move and select, the panel is labelled
 * by the selected tab. Scrolls sideways on narrow screens instead of wrapping.
 */
export function CategoryTabs<T extends string>({
  items,
  value,
  onChange,
  label,
  idBase,
}: CategoryTabsProps<T>) {
  const tabs = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const current = items.findIndex((item) => item.value === value);
    const targets: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const item = items[(target + items.length) % items.length];
    if (!item) return;
    onChange(item.value);
    const tab = tabs.current.get(item.value);
    tab?.focus();
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  return (
    <div className={styles.list} role="tablist" aria-label={label}>
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            ref={(node) => {
              if (node) tabs.current.set(item.value, node);
              else tabs.current.delete(item.value);
            }}
            id={tabId(idBase, item.value)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={selected}
            aria-controls={`${idBase}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.value)}
            onKeyDown={onKeyDown}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
