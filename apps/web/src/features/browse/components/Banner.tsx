import { BANNER_ITEMS, BANNER_THUMBNAILS, BREAKPOINTS, TIMINGS, type AttractionItem } from '@moa/contract';
import { useEffect, useRef, useState, type CSSProperties, type FocusEvent, type TouchEvent } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/icons';
import { Skeleton } from '../../../components/Skeleton';
import { fileUrl } from '../../../lib/api-client';
import { ko } from '../../../text/ko';
import { itemPath } from '../lib/paths';
import { usePrefersReducedMotion, useViewportWiderThan } from '../lib/viewport';
import { Poster } from '../../../components/Poster';
import styles from './Banner.module.css';

export interface BannerProps {
  /** rotatingPerformances of GET /attraction/list; the first five are shown. */
  items: readonly AttractionItem[];
}

/** Horizontal distance (px) a touch must travel to count as a swipe. */
const SWIPE_PX = 40;

/**
 * The recommendation banner of /main (docs/product.md#main-page).
 * - Wider than 1280 px: a main item plus 4 thumbnails (the next items in turn); hovering or focusing a thumbnail
 *   shows it as the main item.
 * - 1280 px or less: a carousel of up to 5 items with dots (and swipe).
 * - Auto-advances every 8 s with a 250 ms fade (desktop) or every 10 s with a 1 s fade (mobile); paused while a
 *   thumbnail or the banner is hovered or focused, or by its pause button. No fade under prefers-reduced-motion.
 * - A click goes to /show/{id} for a show, /entertain/{id} for an event (by `kind`, not by category).
 */
export function Banner({ items: all }: BannerProps) {
  const items = all.slice(0, BANNER_ITEMS);
  const count = items.length;
  const wide = useViewportWiderThan(BREAKPOINTS.banner);
  const reducedMotion = usePrefersReducedMotion();

  /** The item shown as the main item. */
  const [active, setActive] = useState(0);
  /** The thumbnails list the items after this one; it follows `active` once the pointer and focus have left. */
  const [anchor, setAnchor] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const touchStartX = useRef<number | null>(null);

  const interval = wide ? TIMINGS.bannerDesktopMs : TIMINGS.bannerMobileMs;
  const fadeMs = reducedMotion ? 0 : wide ? TIMINGS.bannerDesktopFadeMs : TIMINGS.bannerMobileFadeMs;
  const paused = hovered || focused || stopped || count < 2;
  const current = count === 0 ? 0 : active % count;

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => {
      const next = (current + 1) % count;
      setActive(next);
      setAnchor(next);
    }, interval);
    return () => clearTimeout(timer);
  }, [paused, current, count, interval]);

  if (count === 0) return null;

  const show = (index: number) => {
    const next = (index + count) % count;
    setActive(next);
    setAnchor(next);
  };

  const endHover = () => {
    setHovered(false);
    setAnchor(current);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setFocused(false);
    setAnchor(current);
  };

  const onTouchEnd = (event: TouchEvent<HTMLElement>) => {
    const endX = event.changedTouches[0]?.clientX;
    const startX = touchStartX.current;
    touchStartX.current = null;
    if (startX === null || endX === undefined) return;
    const dx = endX - startX;
    if (Math.abs(dx) >= SWIPE_PX) show(current + (dx < 0 ? 1 : -1));
  };

  // Not known yet (the server's render and its hydration): both the dots and the thumbnails, the CSS shows one.
  const thumbnails =
    wide !== false
      ? Array.from({ length: Math.min(BANNER_THUMBNAILS, count - 1) }, (_, i) => (anchor + 1 + i) % count)
      : [];

  return (
    <section
      className={`${styles.banner} ${styles.carousel}`}
      aria-roledescription="carousel"
      aria-label={ko.browse.banner.label}
      style={{ '--banner-fade': `${fadeMs}ms` } as CSSProperties}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'touch') setHovered(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'touch') endHover();
      }}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={styles.viewport}>
        <div
          className={styles.stage}
          onTouchStart={(event) => {
            touchStartX.current = event.touches[0]?.clientX ?? null;
          }}
          onTouchEnd={onTouchEnd}
          aria-live={paused ? 'polite' : 'off'}
        >
          {items.map((item, index) => {
            const isActive = index === current;
            // Not known yet (the server's render and its hydration): the shown slide alone. The others are hidden
            // until they fade in, the first of them seconds after the app has started; written into the page they
            // were 40 % of /main's rendered body, rendered on every miss (docs/decisions/0022-server-rendered-pages.md,
            // tenth round).
            if (wide === null && !isActive) return null;
            return (
              <div
                key={`${item.kind}-${item.id}`}
                className={`${styles.slide} ${isActive ? styles.active : ''}`}
                role="group"
                aria-roledescription="slide"
                aria-label={ko.browse.banner.slide(index + 1, count)}
                aria-hidden={!isActive}
                inert={!isActive}
              >
                <Link to={itemPath(item.kind, item.id)} className={styles.slideLink}>
                  {item.img ? (
                    <img
                      className={styles.backdrop}
                      src={fileUrl(item.img)}
                      alt=""
                      aria-hidden="true"
                      loading={index === 0 ? 'eager' : 'lazy'}
                      fetchPriority={index === 0 ? 'high' : undefined}
                    />
                  ) : null}
                  <div className={styles.slideInner}>
                    <Poster
                      src={item.img}
                      alt=""
                      className={styles.slidePoster}
                      loading={index === 0 ? 'eager' : 'lazy'}
                      fetchPriority={index === 0 ? 'high' : undefined}
                      sizes="(max-width: 600px) 45vw, 300px"
                    />
                    <div className={styles.copy}>
                      <div className={styles.badges}>
                        <span className={styles.tag}>{ko.browse.tags[item.tag]}</span>
                        <span className={styles.category}>
                          {ko.browse.attractionCategories[item.category]}
                        </span>
                      </div>
                      <p className={styles.title}>{item.title}</p>
                      <p className={styles.club}>{item.club}</p>
                      <p className={styles.period}>{item.period}</p>
                      <span className={styles.cta}>
                        {ko.browse.banner.viewDetail}
                        <ChevronRightIcon size={18} />
                      </span>
                    </div>
                  </div>
                </Link>
              </div>
            );
          })}
        </div>
        {/* on narrow screens the controls' row is there even without controls: the banner's height never changes */}
        {count > 1 || wide !== true ? (
          <div className={styles.controls}>
            {wide !== true && count > 1 ? (
              <div className={styles.dots} role="group" aria-label={ko.browse.banner.dotsLabel}>
                {items.map((item, index) => (
                  <button
                    key={`${item.kind}-${item.id}`}
                    type="button"
                    className={styles.dot}
                    aria-label={ko.browse.banner.goTo(index + 1)}
                    aria-pressed={index === current}
                    onClick={() => show(index)}
                  >
                    <span className={styles.dotMark} aria-hidden="true" />
                  </button>
                ))}
              </div>
            ) : null}
            {count > 1 ? (
              <button
                type="button"
                className={styles.pause}
                aria-label={stopped ? ko.browse.banner.play : ko.browse.banner.pause}
                title={stopped ? ko.browse.banner.play : ko.browse.banner.pause}
                onClick={() => setStopped((value) => !value)}
              >
                {stopped ? (
                  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                    <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
                  </svg>
                ) : (
                  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                    <path d="M7.5 5.5h3v13h-3zM13.5 5.5h3v13h-3z" fill="currentColor" />
                  </svg>
                )}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>

      {thumbnails.length > 0 ? (
        <ul className={styles.thumbnails} aria-label={ko.browse.banner.thumbnailsLabel}>
          {thumbnails.map((index) => {
            const item = items[index]!;
            return (
              <li key={`${item.kind}-${item.id}`}>
                <Link
                  to={itemPath(item.kind, item.id)}
                  className={`${styles.thumbnail} ${index === current ? styles.thumbnailActive : ''}`}
                  onPointerEnter={() => setActive(index)}
                  onFocus={() => setActive(index)}
                >
                  <Poster
                    src={item.img}
                    alt=""
                    className={styles.thumbnailPoster}
                    loading="lazy"
                    sizes="72px"
                  />
                  <span className={styles.thumbnailText}>
                    <span className={styles.thumbnailTitle}>{item.title}</span>
                    <span className={styles.thumbnailMeta}>{item.period}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * The banner's loading state: a box of the banner's own height (with the carousel's controls row on narrow screens),
 * so nothing below moves when it arrives.
 */
export function BannerSkeleton() {
  return (
    <div className={`${styles.banner} ${styles.reserved} ${styles.loading}`} role="status" aria-live="polite">
      <span className="visually-hidden">{ko.common.loading}</span>
      <Skeleton className={styles.skeletonStage} height="var(--banner-height)" radius="var(--radius-xl)" />
      <div className={styles.skeletonThumbnails} aria-hidden="true">
        {Array.from({ length: BANNER_THUMBNAILS }, (_, i) => (
          <Skeleton key={i} height="auto" radius="var(--radius-lg)" />
        ))}
      </div>
    </div>
  );
}

/** The banner's failure or empty text, in the banner's place. */
export function BannerNotice({ kind }: { kind: 'error' | 'empty' }) {
  const error = kind === 'error';
  return (
    <div className={`${styles.banner} ${styles.reserved}`}>
      <div
        className={`${styles.placeholder} ${error ? styles.placeholderError : ''}`}
        role={error ? 'alert' : undefined}
      >
        <p>{error ? ko.browse.banner.loadFailed : ko.browse.banner.empty}</p>
      </div>
    </div>
  );
}
