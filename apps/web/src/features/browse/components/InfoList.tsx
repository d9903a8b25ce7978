import type { ReactNode } from 'react';
import styles from './InfoList.module.css';

export interface InfoRow {
  label: string;
  value: ReactNode;
}

/** Label–value rows of a detail page; rows without a value are left out. */
export function InfoList({ rows }: { rows: InfoRow[] }) {
  const shown = rows.filter((row) => row.value !== '' && row.value !== null && row.value !== undefined);
  if (shown.length === 0) return null;
  return (
    <dl className={styles.list}>
      {shown.map((row) => (
        <div key={row.label} className={styles.row}>
          <dt className={styles.label}>{row.label}</dt>
          <dd className={styles.value}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
