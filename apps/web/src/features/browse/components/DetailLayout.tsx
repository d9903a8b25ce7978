import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/Skeleton';
import { ko } from '../../../text/ko';
import styles from './DetailLayout.module.css';

export interface DetailLayoutProps {
  /** The poster column (sticky beside the content on wide screens, above it on phones). */
  media: ReactNode;
  children: ReactNode;
  /** Content above both columns (a back button). */
  top?: ReactNode;
  labelledBy?: string;
}

export function DetailLayout({ media, children, top, labelledBy }: DetailLayoutProps) {
  return (
    <article className={styles.page} aria-labelledby={labelledBy}>
      {top ? <div className={styles.top}>{top}</div> : null}
      <div className={styles.columns}>
        <div className={styles.media}>{media}</div>
        <div className={styles.content}>{children}</div>
      </div>
    </article>
  );
}

export interface DetailHeaderProps {
  id: string;
  title: string;
  /** Chips above the title. */
  chips?: ReactNode;
  /** Lines under the title (club link …). */
  subtitle?: ReactNode;
  children?: ReactNode;
}

export function DetailHeader({ id, title, chips, subtitle, children }: DetailHeaderProps) {
  return (
    <header className={styles.header}>
      {chips ? <div className={styles.chips}>{chips}</div> : null}
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      {subtitle ? <div className={styles.subtitle}>{subtitle}</div> : null}
      {children}
    </header>
  );
}

export function Chip({
  children,
  tone = 'brand',
}: {
  children: ReactNode;
  tone?: 'brand' | 'neutral' | 'warm';
}) {
  return <span className={`${styles.chip} ${styles[`chip_${tone}`]}`}>{children}</span>;
}

export function DetailSection({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <div className={styles.sectionBody}>{children}</div>
    </section>
  );
}

/** Loading state shaped like a detail page: poster, title, a few rows. The page's name is its heading meanwhile. */
export function DetailSkeleton({ pageName, square = false }: { pageName: string; square?: boolean }) {
  return (
    <div className={styles.page} role="status" aria-live="polite">
      <h1 className="visually-hidden">{pageName}</h1>
      <span className="visually-hidden">{ko.common.loading}</span>
      <div className={styles.columns} aria-hidden="true">
        <div className={styles.media}>
          <Skeleton className={square ? styles.skeletonSquare : styles.skeletonPoster} height="auto" />
        </div>
        <div className={styles.content}>
          <div className={styles.header}>
            <Skeleton width={72} height={24} radius="var(--radius-pill)" />
            <Skeleton width="75%" height={36} />
            <Skeleton width="35%" height={18} />
          </div>
          <div className={styles.section}>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} width={`${90 - i * 9}%`} height={18} />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
