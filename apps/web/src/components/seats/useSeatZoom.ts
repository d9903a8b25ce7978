import { useCallback, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';

/** The size a finger hits reliably (docs/product.md#assigned-seats): a tap on smaller seats zooms to it first. */
export const TAP_CELL = 28;
/** A mouse hits smaller seats: below this a click zooms first. */
export const MOUSE_CELL = 12;
const MAX_CELL = 48;
/** Fitted, a seat is never drawn larger than this. */
export const MAX_FIT = 32;
const MIN_CELL = 4;
const STEP = 1.5;

interface Anchor {
  /** The point of the content under the anchor, as a share of its size. */
  fx: number;
  fy: number;
  /** Where that point sits in the viewport. */
  vx: number;
  vy: number;
}

/**
 * The map's zoom. Fitted (the default), the drawing takes its box's width (an SVG scales to it, so showing the map
 * needs no measuring); zoomed, it is a cell size in px. Zooming keeps the point under the finger, or the centre,
 * where it was. `cellsWide` is the drawing's width in cells.
 */
export function useSeatZoom(cellsWide: number) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [zoomed, setZoomed] = useState<number | null>(null);
  const anchor = useRef<Anchor | null>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; cell: number } | null>(null);

  const fitCell = useCallback(() => {
    const width = viewportRef.current?.clientWidth ?? 0;
    return Math.max(MIN_CELL, Math.min(MAX_FIT, (width - 16) / cellsWide));
  }, [cellsWide]);
  const currentCell = useCallback(() => zoomed ?? fitCell(), [zoomed, fitCell]);

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    const at = anchor.current;
    if (!viewport || !at) return;
    anchor.current = null;
    viewport.scrollLeft = at.fx * viewport.scrollWidth - at.vx;
    viewport.scrollTop = at.fy * viewport.scrollHeight - at.vy;
  }, [zoomed]);

  const zoomTo = useCallback(
    (target: number, clientX?: number, clientY?: number) => {
      const viewport = viewportRef.current;
      if (viewport) {
        const rect = viewport.getBoundingClientRect();
        const vx = clientX === undefined ? viewport.clientWidth / 2 : clientX - rect.left;
        const vy = clientY === undefined ? viewport.clientHeight / 2 : clientY - rect.top;
        anchor.current = {
          fx: (viewport.scrollLeft + vx) / Math.max(1, viewport.scrollWidth),
          fy: (viewport.scrollTop + vy) / Math.max(1, viewport.scrollHeight),
          vx,
          vy,
        };
      }
      const next = Math.min(MAX_CELL, target);
      setZoomed(next <= fitCell() + 0.5 ? null : next);
    },
    [fitCell],
  );

  const pointerHandlers = {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      if (event.pointerType !== 'touch') return;
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.current.size === 2) {
        const [a, b] = [...pointers.current.values()];
        pinch.current = { distance: Math.hypot(a!.x - b!.x, a!.y - b!.y), cell: currentCell() };
      }
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      if (!pointers.current.has(event.pointerId)) return;
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const start = pinch.current;
      if (!start || pointers.current.size !== 2) return;
      const [a, b] = [...pointers.current.values()];
      const distance = Math.hypot(a!.x - b!.x, a!.y - b!.y);
      if (start.distance > 0)
        zoomTo(start.cell * (distance / start.distance), (a!.x + b!.x) / 2, (a!.y + b!.y) / 2);
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      pointers.current.delete(event.pointerId);
      if (pointers.current.size < 2) pinch.current = null;
    },
    onPointerCancel: (event: PointerEvent<HTMLDivElement>) => {
      pointers.current.delete(event.pointerId);
      pinch.current = null;
    },
  };

  return {
    viewportRef,
    /** The drawing's width: its box's (at most MAX_FIT a cell), or the zoom's. */
    width: zoomed === null ? null : zoomed * cellsWide,
    /** The cell size now, in px. */
    currentCell,
    canZoomIn: zoomed === null || zoomed < MAX_CELL,
    canZoomOut: zoomed !== null,
    zoomIn: () => zoomTo(Math.max(TAP_CELL, currentCell() * STEP)),
    zoomOut: () => zoomTo(currentCell() / STEP),
    fit: () => setZoomed(null),
    zoomTo,
    pointerHandlers,
  };
}
