import { useLayoutEffect, useRef, useState } from 'react';

/** Assumed before the scroller is measured (and in tests, where nothing has a size). */
const FALLBACK_HEIGHT = 900;

export interface VirtualRows<E extends HTMLElement> {
  /** The scrolling element. */
  ref: React.RefObject<E | null>;
  /** The rows to render: [start, end). */
  start: number;
  end: number;
  /** Space above and below the rendered rows, in px. */
  before: number;
  after: number;
}

function rangeOf(first: number, height: number, count: number, rowHeight: number, overscan: number) {
  const start = Math.min(Math.max(0, first - overscan), Math.max(0, count - 1));
  const end = Math.min(count, first + Math.ceil((height || FALLBACK_HEIGHT) / rowHeight) + 1 + overscan);
  return { start: Math.min(start, end), end };
}

/**
 * Windowing for a long list of equally tall rows inside a scrolling element: only the rows in view (and `overscan`
 * more on each side) are rendered, with space before and after them, so 2,000 holders cost what 30 do.
 */
export function useVirtualRows<E extends HTMLElement>(
  count: number,
  rowHeight: number,
  overscan = 10,
): VirtualRows<E> {
  const ref = useRef<E | null>(null);
  // the first row in view, not the scroll offset: scrolling within a row renders nothing again
  const [view, setView] = useState({ first: 0, height: 0 });

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => {
      const first = Math.floor(element.scrollTop / rowHeight);
      const height = element.clientHeight;
      setView((current) =>
        current.first === first && current.height === height ? current : { first, height },
      );
    };
    read();
    element.addEventListener('scroll', read, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(read);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', read);
      observer?.disconnect();
    };
  }, [rowHeight]);

  const { start, end } = rangeOf(view.first, view.height, count, rowHeight, overscan);
  return { ref, start, end, before: start * rowHeight, after: Math.max(0, (count - end) * rowHeight) };
}
