import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

export interface PageHeaderProps {
  title: string;
  id?: string;
  level?: 1 | 2;
  /** A count or short note beside the title. */
  aside?: ReactNode;
  /** Controls on the right (a manager's create button). */
  actions?: ReactNode;
}

export function PageHeader({ title, id, level = 1, aside, actions }: PageHeaderProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.header}>
      <div className={styles.titleRow}>
        <Heading id={id} className={level === 1 ? styles.title : styles.subtitle}>
          {title}
        </Heading>
        {aside ? <span className={styles.aside}>{aside}</span> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
