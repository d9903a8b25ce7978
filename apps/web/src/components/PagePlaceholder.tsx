import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/document-title';
import { ko } from '../text/ko';
import { SparkleIcon } from './icons';
import styles from './PagePlaceholder.module.css';

export interface PagePlaceholderProps {
  /** The page's Korean name: its heading and document title. */
  title: string;
  description?: ReactNode;
  /** Shows faint poster-card outlines below the notice (for list pages). */
  showGhostCards?: boolean;
}

/** Stand-in for a page that is not built yet: its name, a "준비 중입니다" notice and the document title. */
export function PagePlaceholder({
  title,
  description = ko.placeholder.body,
  showGhostCards = false,
}: PagePlaceholderProps) {
  useDocumentTitle(title);
  return (
    <section className={styles.page} aria-labelledby="page-heading">
      <h1 id="page-heading" className={styles.heading}>
        {title}
      </h1>
      <div className={styles.card}>
        <span className={styles.badge}>
          <SparkleIcon size={16} />
          {ko.placeholder.badge}
        </span>
        <p className={styles.title}>{ko.placeholder.title}</p>
        <p className={styles.body}>{description}</p>
      </div>
      {showGhostCards ? (
        <div className={styles.skeletons} aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className={styles.ghostCard}>
              <div className={styles.ghostPoster} />
              <div className={styles.ghostLine} style={{ width: '80%' }} />
              <div className={styles.ghostLine} style={{ width: '50%' }} />
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}
