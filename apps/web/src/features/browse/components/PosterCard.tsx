import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/Skeleton';
import { ko } from '../../../text/ko';
import { Poster, type PosterShape } from '../../../components/Poster';
import styles from './PosterCard.module.css';

export type BadgeTone = 'brand' | 'neutral' | 'muted' | 'success';

export interface CardBadge {
  text: string;
  tone: BadgeTone;
}

export interface PosterCardProps {
  to: string;
  image: string;
  title: string;
  /** Lines under the title (club, period …). */
  lines?: ReactNode[];
  /** Small label above the title (a category). */
  eyebrow?: string;
  /** A status badge over the poster. */
  badge?: CardBadge;
  shape?: PosterShape;
  /** Heading level of the title inside the card's list. */
  headingLevel?: 2 | 3;
}

/** A poster-forward card: the whole card is one link; the poster is decorative (the title names the link). */
export function PosterCard({
  to,
  image,
  title,
  lines = [],
  eyebrow,
  badge,
  shape = 'poster',
  headingLevel = 3,
}: PosterCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Link to={to} className={styles.card}>
      <div className={styles.media}>
        <Poster src={image} alt="" shape={shape} sizes="(max-width: 600px) 50vw, 200px" />
        {badge ? <span className={`${styles.badge} ${styles[badge.tone]}`}>{badge.text}</span> : null}
      </div>
      <div className={styles.body}>
        {eyebrow ? <span className={styles.eyebrow}>{eyebrow}</span> : null}
        <Heading className={styles.title}>{title}</Heading>
        {lines.map((line, index) => (
          <p key={index} className={index === 0 ? styles.line : `${styles.line} ${styles.subtle}`}>
            {line}
          </p>
        ))}
      </div>
    </Link>
  );
}

export interface CardGridProps {
  children: ReactNode;
  /** 'wide' fits more, smaller cards per row (club photos). */
  density?: 'normal' | 'wide';
}

export function CardGrid({ children, density = 'normal' }: CardGridProps) {
  return <ul className={`${styles.grid} ${density === 'wide' ? styles.gridWide : ''}`}>{children}</ul>;
}

/** Loading state of a card grid: cards of the same shape, announced once. */
export function CardGridSkeleton({
  count = 8,
  shape = 'poster',
  density = 'normal',
  lines = 2,
}: {
  count?: number;
  shape?: PosterShape;
  density?: 'normal' | 'wide';
  lines?: number;
}) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{ko.common.loading}</span>
      <ul className={`${styles.grid} ${density === 'wide' ? styles.gridWide : ''}`} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={styles.skeletonCard}>
            <Skeleton
              className={shape === 'square' ? styles.skeletonSquare : styles.skeletonPoster}
              height="auto"
            />
            <Skeleton width="85%" height={18} />
            {Array.from({ length: lines }, (_, j) => (
              <Skeleton key={j} width={j === 0 ? '55%' : '70%'} height={14} />
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
