import type { CSSProperties } from 'react';
import { ko } from '../text/ko';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

/** A grey placeholder block; decorative (hidden from assistive technology). */
export function Skeleton({ width = '100%', height = 16, radius, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, className].filter(Boolean).join(' ')}
      style={{ width, height, borderRadius: radius }}
    />
  );
}

/** A page-shaped loading state: a title line and a grid of poster cards, announced once as loading. */
export function PageSkeleton({ cards = 8 }: { cards?: number }) {
  return (
    <div className={styles.page} role="status" aria-live="polite">
      <span className="visually-hidden">{ko.common.loading}</span>
      <Skeleton width="40%" height={32} radius="var(--radius-sm)" />
      <Skeleton width="65%" height={18} />
      <div className={styles.grid}>
        {Array.from({ length: cards }, (_, i) => (
          <div key={i} className={styles.card}>
            <Skeleton className={styles.poster} height="auto" />
            <Skeleton width="80%" height={16} />
            <Skeleton width="50%" height={14} />
          </div>
        ))}
      </div>
    </div>
  );
}
