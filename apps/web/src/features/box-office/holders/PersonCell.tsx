import type { ReactNode } from 'react';
import styles from './PersonCell.module.css';

export interface PersonCellProps {
  name: string;
  stdCode: string;
  /** Lines under the name (phone, schedule, …), set quieter; an empty one is kept as a line. */
  lines: ReactNode[];
}

/** Who a row of a manager list is about: the name with the 학번, then its quieter lines. */
export function PersonCell({ name, stdCode, lines }: PersonCellProps) {
  return (
    <div className={styles.who}>
      <p className={styles.name}>
        {name} <span className={styles.quiet}>{stdCode}</span>
      </p>
      {lines.map((line, i) => (
        <p key={i} className={styles.quiet}>
          {line}
        </p>
      ))}
    </div>
  );
}
