import type { HallSeat, StageSide } from '@moa/contract';
import {
  memo,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { seatsKo } from '../../text/ko-seats';
import { drawSeats, layoutSeats, moveFocus, U, type GridKey, type SeatLine } from './layout';
import styles from './SeatGrid.module.css';
import { useSeatZoom, MAX_FIT, MOUSE_CELL, TAP_CELL } from './useSeatZoom';

/** How a seat looks: free (its grade's colour), selected, taken by someone (a cross), off (not for sale: hollow). */
export type SeatLook = 'free' | 'selected' | 'taken' | 'off';

export interface SeatGridProps {
  seats: readonly HallSeat[];
  stage: StageSide;
  look: (index: number) => SeatLook;
  /** The seat's fill when free (its grade's colour); none: the plain seat colour. */
  color: (index: number) => string | undefined;
  /** Seats drawn hatched over their colour (a manager's blocked seats). */
  hatched?: (index: number) => boolean;
  /** What assistive technology says of the seat, e.g. "가열 5번, R석 15,000원, 선택 가능". */
  name: (index: number) => string;
  /** A tap, a click, Enter or Space on a seat (at a size a finger can hit: smaller, a tap zooms in first). */
  onActivate?: (index: number) => void;
  /** The grid's own name. */
  label: string;
  /** Scroll the map to this seat and make it the grid's tab stop (a seat chosen from elsewhere). */
  reveal?: number | null;
  /**
   * Given, the caller promises that a seat's name changes only with its look, its fill or this key, so a render
   * need not build every seat's name to find the rows that changed (the show page, where a toggle must be quick).
   * Without it the names are compared as well.
   */
  nameKey?: string;
}

const KEYS = new Set<string>([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);
const MARK: Record<HallSeat['kind'], string> = { seat: '', wheelchair: 'W', companion: 'C' };
// marks drawn as shapes in a cell of U: a tick when chosen, a cross when taken
// relative to the cell's corner (an absolute M x y before each)
const TICK = 'm2.8 5.2l1.6 1.6l2.8 -3.4';
const CROSS = 'm3.2 3.2l3.6 3.6m0 -3.6l-3.6 3.6';

interface CellProps {
  index: number;
  x: number;
  y: number;
  look: SeatLook;
  label: string;
  tabbable: boolean;
}

// One seat as the grid knows it: an invisible target over its drawing that takes focus, taps and a name (its size
// and look in CSS: fewer attributes for a thousand seats).
function Cell({ index, x, y, look, label, tabbable }: CellProps) {
  return (
    <rect
      role="gridcell"
      data-index={index}
      x={x}
      y={y}
      tabIndex={tabbable ? 0 : -1}
      aria-label={label}
      aria-selected={look === 'selected'}
      aria-disabled={look === 'taken' || look === 'off' || undefined}
    />
  );
}

interface SeatRowProps {
  line: SeatLine;
  top: number;
  left: number;
  cols: number;
  seats: readonly HallSeat[];
  placed: readonly Placed[];
  hatchId: string;
  /** The grid's tab stop when it is in this row, else -1. */
  tabStop: number;
  /** How the row's seats look, their fills and names, as one string: the row draws again only when it changes. */
  rowKey: string;
  source: RefObject<Pick<SeatGridProps, 'look' | 'color' | 'name' | 'hatched'>>;
}

/** A drawn row: its labels, its seats' drawing and their targets. Memoised on its key, so a toggle redraws one row. */
const SeatRow = memo(
  function SeatRow({ line, top, left, cols, seats, placed, hatchId, tabStop, source }: SeatRowProps) {
    const { look, color, name, hatched } = source.current;
    const paint = paintSeats(line.seats, seats, placed, look, color, hatched);
    return (
      <g role="row" className={styles.row}>
        <text className={styles.rowLabel} x={left + 0.5 * U} y={top + 0.68 * U} aria-hidden="true">
          {line.row}
        </text>
        <SeatPaint paint={paint} hatchId={hatchId} />
        {line.seats.map((i) => (
          <Cell
            key={i}
            index={i}
            x={placed[i]!.x}
            y={placed[i]!.y}
            look={look(i)}
            label={name(i)}
            tabbable={i === tabStop}
          />
        ))}
        <text className={styles.rowLabel} x={left + (cols + 1.5) * U} y={top + 0.68 * U} aria-hidden="true">
          {line.row}
        </text>
      </g>
    );
  },
  (a, b) =>
    a.rowKey === b.rowKey &&
    a.tabStop === b.tabStop &&
    a.line === b.line &&
    a.top === b.top &&
    a.placed === b.placed &&
    a.hatchId === b.hatchId,
);

/** A rounded seat at (x, y) as a path: many seats of one look make one path, so the browser draws a few shapes. */
const seatPath = (x: number, y: number) =>
  `M${x + 2.8} ${y + 0.8}h4.4a2 2 0 0 1 2 2v4.4a2 2 0 0 1 -2 2h-4.4a2 2 0 0 1 -2 -2v-4.4a2 2 0 0 1 2 -2z`;

interface Paint {
  /** Seat shapes by fill: a grade's colour, or a look's class. */
  fills: Map<string, string[]>;
  ticks: string[];
  crosses: string[];
  /** Hatched seats over a grade's colour: white stripes. */
  hatched: string[];
  /** Hatched seats over a pale fill (not for sale, taken): dark stripes, or the hatch would vanish into it. */
  hatchedPale: string[];
  letters: { x: number; y: number; mark: string; look: SeatLook }[];
}

/** Where each seat's cell is, and its shape as a path, worked out once a drawing. */
interface Placed {
  x: number;
  y: number;
  shape: string;
}

/** The drawing of some seats, grouped into a few paths by how they look. */
function paintSeats(
  indices: readonly number[],
  seats: readonly HallSeat[],
  placed: readonly Placed[],
  look: (i: number) => SeatLook,
  color: (i: number) => string | undefined,
  hatched: ((i: number) => boolean) | undefined,
): Paint {
  const paint: Paint = {
    fills: new Map(),
    ticks: [],
    crosses: [],
    hatched: [],
    hatchedPale: [],
    letters: [],
  };
  indices.forEach((i) => {
    const seat = seats[i]!;
    const { x, y, shape } = placed[i]!;
    const l = look(i);
    const fill = l === 'free' ? (color(i) ?? 'free') : l;
    const shapes = paint.fills.get(fill);
    if (shapes) shapes.push(shape);
    else paint.fills.set(fill, [shape]);
    if (hatched?.(i)) (PALE.has(l) ? paint.hatchedPale : paint.hatched).push(shape);
    if (l === 'taken') paint.crosses.push(`M${x} ${y}${CROSS}`);
    else if (MARK[seat.kind]) paint.letters.push({ x, y, mark: MARK[seat.kind], look: l });
    else if (l === 'selected') paint.ticks.push(`M${x} ${y}${TICK}`);
  });
  return paint;
}

/** Looks drawn pale (white, light grey): a hatch over them is drawn dark. */
const PALE = new Set<SeatLook>(['off', 'taken']);

/**
 * The dark hatch's stripes: against the map's background (--color-surface-sunken, #f1f2f6) 7.0:1, against a
 * white seat 7.8:1, against a taken one 5.5:1: over WCAG's 3:1 for a mark that must be seen (1.4.11 non-text contrast).
 */
const PALE_HATCH = '#4b5263';

const LOOK_CLASS: Record<string, string | undefined> = {
  free: styles.free,
  selected: styles.selected,
  taken: styles.taken,
  off: styles.off,
};

/**
 * A hall's seats as a map (docs/product.md#assigned-seats), drawn as one SVG: rows as drawn, the stage on its side,
 * every seat coloured by its grade and marked by shape when selected (a tick), taken (a cross) or not for sale
 * (hollow), so colour is never the only sign. It is one WAI-ARIA grid: one tab stop, arrow keys between seats over
 * aisles, Home/End, Page Up/Down, each seat named by `name`. It opens fitted to its width; a tap on seats too small
 * to hit zooms in to 28 px around them, and + / − / 전체 보기 and a pinch zoom as well. Being an SVG, zooming scales
 * the drawing without laying a thousand boxes out again.
 */
export function SeatGrid({
  seats,
  stage,
  look,
  color,
  hatched,
  name,
  onActivate,
  label,
  reveal,
  nameKey,
}: SeatGridProps) {
  const layout = useMemo(() => layoutSeats(seats), [seats]);
  const drawing = useMemo(() => drawSeats(layout, stage), [layout, stage]);
  const zoom = useSeatZoom(drawing.cellsWide);
  const placed = useMemo(
    () =>
      seats.map((seat, i) => {
        const x = drawing.left + (seat.x + 1) * U;
        const y = drawing.lineTop[layout.lineOf[i]!]!;
        return { x, y, shape: seatPath(x, y) };
      }),
    [seats, drawing, layout],
  );
  // what each row's re-render depends on, as strings: a toggle re-renders the one row whose seat changed
  const source = useRef({ look, color, name, hatched });
  source.current = { look, color, name, hatched };
  // each part made again only when its function is a new one: a caller that keeps `color` (or, with `nameKey`,
  // needs no names) pays for the seats' looks alone on a toggle
  const fillKeys = useMemo(
    () =>
      layout.lines.map((line) => {
        let fills = '';
        for (const i of line.seats) fills += `${color(i) ?? ''}${hatched?.(i) ? '#' : ''},`;
        return fills;
      }),
    [layout, color, hatched],
  );
  const nameKeys = useMemo(
    () =>
      layout.lines.map((line) => {
        if (nameKey !== undefined) return nameKey;
        let names = '';
        for (const i of line.seats) names += `${name(i)}\u0001`;
        return names;
      }),
    [layout, name, nameKey],
  );
  const rowKeys = layout.lines.map((line, l) => {
    let looks = '';
    for (const i of line.seats) looks += look(i)[0];
    return looks + fillKeys[l]! + nameKeys[l]!;
  });
  const gridRef = useRef<SVGSVGElement>(null);
  const [active, setActive] = useState(0);
  const focusNext = useRef(false);
  const pointerType = useRef('mouse');
  const hatchId = `hatch-${useId().replace(/:/g, '')}`;
  const current = Math.min(active, Math.max(0, seats.length - 1));

  useEffect(() => {
    if (reveal === null || reveal === undefined || reveal < 0) return;
    setActive(reveal);
    gridRef.current
      ?.querySelector<SVGElement>(`[data-index="${reveal}"]`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [reveal]);

  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    const cell = gridRef.current?.querySelector<SVGElement>(`[data-index="${current}"]`);
    cell?.focus({ preventScroll: true });
    cell?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  const indexOf = (target: EventTarget | null) => {
    const cell = (target as Element | null)?.closest?.('[data-index]');
    return cell ? Number(cell.getAttribute('data-index')) : null;
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const from = indexOf(event.target);
    if (from === null) return;
    if (KEYS.has(event.key)) {
      event.preventDefault();
      focusNext.current = true;
      setActive(moveFocus(seats, layout, from, event.key as GridKey, event.ctrlKey || event.metaKey));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onActivate?.(from);
    }
  };

  const svgStyle: CSSProperties =
    zoom.width === null
      ? { width: '100%', maxWidth: drawing.cellsWide * MAX_FIT }
      : { width: zoom.width, maxWidth: 'none' };
  return (
    <div className={styles.box}>
      <div className={styles.tools}>
        <button type="button" className={styles.tool} onClick={zoom.zoomOut} disabled={!zoom.canZoomOut}>
          <span aria-hidden="true">−</span>
          <span className="visually-hidden">{seatsKo.map.zoomOut}</span>
        </button>
        <button type="button" className={styles.tool} onClick={zoom.zoomIn} disabled={!zoom.canZoomIn}>
          <span aria-hidden="true">+</span>
          <span className="visually-hidden">{seatsKo.map.zoomIn}</span>
        </button>
        <button type="button" className={styles.toolText} onClick={zoom.fit} disabled={!zoom.canZoomOut}>
          {seatsKo.map.fit}
        </button>
      </div>
      <div ref={zoom.viewportRef} className={styles.viewport} {...zoom.pointerHandlers}>
        <svg
          ref={gridRef}
          role="grid"
          // focus lives on one seat at a time (roving tabindex); the grid itself is no tab stop
          tabIndex={-1}
          aria-label={label}
          aria-multiselectable="true"
          className={styles.grid}
          viewBox={`0 0 ${drawing.width} ${drawing.height}`}
          style={svgStyle}
          onKeyDown={onKeyDown}
          onFocus={(event) => {
            const i = indexOf(event.target);
            if (i !== null && i !== current) setActive(i);
          }}
          onPointerDown={(event) => {
            pointerType.current = event.pointerType;
          }}
          onClick={(event) => {
            const i = indexOf(event.target);
            if (i === null) return;
            // seats too small for a finger (or even a mouse): the first tap brings them close
            const cellPx = zoom.currentCell();
            const small = pointerType.current === 'mouse' ? cellPx < MOUSE_CELL : cellPx < TAP_CELL;
            if (event.detail > 0 && small) {
              zoom.zoomTo(TAP_CELL, event.clientX, event.clientY);
              return;
            }
            onActivate?.(i);
          }}
        >
          <defs>
            <pattern
              id={hatchId}
              width={0.3 * U}
              height={0.3 * U}
              patternUnits="userSpaceOnUse"
              patternTransform="rotate(45)"
            >
              <rect width={0.12 * U} height={0.3 * U} fill="#ffffff" />
            </pattern>
            <pattern
              id={`${hatchId}-pale`}
              width={0.3 * U}
              height={0.3 * U}
              patternUnits="userSpaceOnUse"
              patternTransform="rotate(45)"
            >
              <rect width={0.12 * U} height={0.3 * U} fill={PALE_HATCH} />
            </pattern>
          </defs>
          <g aria-hidden="true">
            <rect className={styles.stage} {...drawing.stage} rx={0.2 * U} />
            <text
              className={styles.stageText}
              x={drawing.stage.x + drawing.stage.width / 2}
              y={drawing.stage.y + drawing.stage.height / 2}
            >
              {seatsKo.map.stage}
            </text>
            {drawing.titles.map((title) => (
              <text key={title.y} className={styles.title} x={drawing.left + drawing.width / 2} y={title.y}>
                {title.text}
              </text>
            ))}
          </g>
          {layout.lines.map((line, l) => (
            <SeatRow
              key={`${line.section}-${line.row}-${line.y}`}
              line={line}
              top={drawing.lineTop[l]!}
              left={drawing.left}
              cols={layout.cols}
              seats={seats}
              placed={placed}
              hatchId={hatchId}
              tabStop={line.seats.includes(current) ? current : -1}
              rowKey={rowKeys[l]!}
              source={source}
            />
          ))}
        </svg>
      </div>
      <SeatLegend />
    </div>
  );
}

/** The seats' drawing: a path per fill, the ticks and crosses, the hatching, W and C. */
function SeatPaint({ paint, hatchId }: { paint: Paint; hatchId: string }) {
  return (
    <g aria-hidden="true" className={styles.paint}>
      {[...paint.fills].map(([fill, shapes]) => (
        <path
          key={fill}
          className={LOOK_CLASS[fill] ?? styles.free}
          style={LOOK_CLASS[fill] ? undefined : { fill }}
          d={shapes.join('')}
        />
      ))}
      {paint.hatched.length > 0 ? <path d={paint.hatched.join('')} fill={`url(#${hatchId})`} /> : null}
      {paint.hatchedPale.length > 0 ? (
        <path d={paint.hatchedPale.join('')} fill={`url(#${hatchId}-pale)`} />
      ) : null}
      {paint.crosses.length > 0 ? <path className={styles.cross} d={paint.crosses.join('')} /> : null}
      {paint.ticks.length > 0 ? <path className={styles.tick} d={paint.ticks.join('')} /> : null}
      {paint.letters.map((letter) => (
        <text
          key={`${letter.x}-${letter.y}`}
          className={letter.look === 'off' ? `${styles.letter} ${styles.letterOff}` : styles.letter}
          x={letter.x + 0.5 * U}
          y={letter.y + 0.68 * U}
        >
          {letter.mark}
        </text>
      ))}
    </g>
  );
}

function SeatLegend() {
  const t = seatsKo.map;
  const items: [SeatLook, string, string][] = [
    ['free', '', t.legendFree],
    ['selected', '', t.legendSelected],
    ['taken', '', t.legendTaken],
    ['off', '', t.legendOff],
    ['free', 'W', t.legendWheelchair],
    ['free', 'C', t.legendCompanion],
  ];
  return (
    <ul className={styles.legend} aria-hidden="true">
      {items.map(([lookName, mark, text]) => (
        <li key={text}>
          <svg className={styles.legendSeat} viewBox={`0 0 ${U} ${U}`}>
            <SeatPaint
              paint={paintSeats(
                [0],
                [
                  {
                    key: text,
                    section: '',
                    row: '',
                    number: 1,
                    x: 0,
                    y: 0,
                    kind: mark === 'W' ? 'wheelchair' : mark === 'C' ? 'companion' : 'seat',
                  },
                ],
                [{ x: 0, y: 0, shape: seatPath(0, 0) }],
                () => lookName,
                () => undefined,
                undefined,
              )}
              hatchId=""
            />
          </svg>
          {text}
        </li>
      ))}
    </ul>
  );
}
