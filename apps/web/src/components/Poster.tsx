import { useState } from 'react';
import { fileUrl } from '../lib/api-client';
import { ko } from '../text/ko';
import styles from './Poster.module.css';

export type PosterShape = 'poster' | 'square';

/** Intrinsic sizes of the server's re-encoded images: posters 600×800 (3:4), club photos 600×600. */
const SIZES: Record<PosterShape, { width: number; height: number }> = {
  poster: { width: 600, height: 800 },
  square: { width: 600, height: 600 },
};

export interface PosterProps {
  /** Server address (/files/…) or a blob:/data: preview; empty when the item has no image. */
  src: string;
  /** Empty when the image is decorative (a card whose link already names the item). */
  alt: string;
  shape?: PosterShape;
  /** 'eager' for the first image above the fold; lazy otherwise. */
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
  sizes?: string;
  className?: string;
  /** Size in px of the stand-in's picture icon (smaller in the manager area's compact thumbnails). */
  iconSize?: number;
}

/**
 * An image in a box of fixed aspect ratio (nothing shifts while it loads), with a quiet stand-in when the item has
 * no image or the image fails.
 */
export function Poster({
  src,
  alt,
  shape = 'poster',
  loading = 'lazy',
  fetchPriority,
  sizes,
  className,
  iconSize = 32,
}: PosterProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const { width, height } = SIZES[shape];
  const frameClass = [styles.frame, styles[shape], className].filter(Boolean).join(' ');
  if (!src || failedSrc === src) {
    return (
      <div
        className={`${frameClass} ${styles.empty}`}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <svg viewBox="0 0 24 24" width={iconSize} height={iconSize} aria-hidden="true" focusable="false">
          <rect
            x="3.5"
            y="4.5"
            width="17"
            height="15"
            rx="2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
          <circle cx="9" cy="10" r="1.8" fill="currentColor" />
          <path d="M4 17l5-4.5 4 3.5 3-2.5 4 3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
        <span className={styles.emptyText}>{ko.common.noImage}</span>
      </div>
    );
  }
  return (
    <div className={frameClass}>
      <img
        className={styles.image}
        src={src.startsWith('blob:') || src.startsWith('data:') ? src : fileUrl(src)}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
        sizes={sizes}
        onError={() => setFailedSrc(src)}
      />
    </div>
  );
}
