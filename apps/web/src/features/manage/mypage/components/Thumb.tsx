import { useState } from 'react';
import { apiUrl } from '../../../../lib/api-client';
import { ko } from '../../../../text/ko';
import styles from './Thumb.module.css';

export type ThumbShape = 'poster' | 'square';

/** Intrinsic sizes of the server's re-encoded images: posters 600×800 (3:4), club photos 600×600. */
const SIZES: Record<ThumbShape, { width: number; height: number }> = {
  poster: { width: 600, height: 800 },
  square: { width: 600, height: 600 },
};

export interface ThumbProps {
  /** Server address (/files/…) or a blob: preview; empty when there is no image. */
  src: string;
  /** Empty when decorative (the card's link already names the item). */
  alt: string;
  shape?: ThumbShape;
  loading?: 'eager' | 'lazy';
  className?: string;
}

/** An image in a box of fixed aspect ratio, with a quiet stand-in when there is no image or it fails to load. */
export function Thumb({ src, alt, shape = 'poster', loading = 'lazy', className }: ThumbProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const frame = [styles.frame, styles[shape], className].filter(Boolean).join(' ');
  if (!src || failedSrc === src) {
    return (
      <div
        className={`${frame} ${styles.empty}`}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
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
        <span className={styles.emptyText}>{ko.managerArea.noImage}</span>
      </div>
    );
  }
  const { width, height } = SIZES[shape];
  return (
    <div className={frame}>
      <img
        className={styles.image}
        src={src.startsWith('blob:') || src.startsWith('data:') ? src : apiUrl(src)}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        onError={() => setFailedSrc(src)}
      />
    </div>
  );
}
