import type { ReactNode } from 'react';
import { ko } from '../text/ko';
import { InboxIcon } from './icons';
import styles from './StateBlock.module.css';

export interface EmptyStateProps {
  title?: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ title = ko.states.emptyTitle, description, icon, action }: EmptyStateProps) {
  return (
    <div className={styles.block}>
      <div className={styles.icon}>{icon ?? <InboxIcon size={28} />}</div>
      <p className={styles.title}>{title}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.actions}>{action}</div> : null}
    </div>
  );
}
