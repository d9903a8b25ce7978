import type { HallSeat } from '@moa/contract';

/** A drawn row of a hall: its seats' indices left to right, where it sits, and its section's first row. */
export interface SeatLine {
  section: string;
  row: string;
  y: number;
  /** Indices into the seats, by x. */
  seats: number[];
  /** The first row of a section with a name: where the map writes the name. */
  opensSection: boolean;
}

export interface SeatLayout {
  lines: SeatLine[];
  /** The widest row's cell count (x is 0-based). */
  cols: number;
  /** For each seat, its line. */
  lineOf: Int32Array;
}

/** The rows of a hall as drawn (by y, then x), for the map and its keyboard (docs/product.md#assigned-seats). */
export function layoutSeats(seats: readonly HallSeat[]): SeatLayout {
  const byLine = new Map<string, SeatLine>();
  let cols = 1;
  seats.forEach((seat, i) => {
    const id = `${seat.section}\u0000${seat.row}\u0000${seat.y}`;
    let line = byLine.get(id);
    if (!line) {
      line = { section: seat.section, row: seat.row, y: seat.y, seats: [], opensSection: false };
      byLine.set(id, line);
    }
    line.seats.push(i);
    cols = Math.max(cols, seat.x + 1);
  });
  const lines = [...byLine.values()].sort((a, b) => a.y - b.y);
  const lineOf = new Int32Array(seats.length);
  lines.forEach((line, l) => {
    line.seats.sort((a, b) => seats[a]!.x - seats[b]!.x);
    for (const i of line.seats) lineOf[i] = l;
    line.opensSection = line.section !== '' && (l === 0 || lines[l - 1]!.section !== line.section);
  });
  return { lines, cols, lineOf };
}

/** Keys the map answers, as the WAI-ARIA grid pattern has them. */
export type GridKey =
  'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

const PAGE_ROWS = 5;

function nearestIn(seats: readonly HallSeat[], line: SeatLine, x: number): number {
  let best = line.seats[0]!;
  for (const i of line.seats) if (Math.abs(seats[i]!.x - x) < Math.abs(seats[best]!.x - x)) best = i;
  return best;
}

/**
 * Where a key moves the focus from seat `from`: left and right along the row over aisles and gaps, up and down to
 * the nearest seat of the next row, Home/End to the row's ends (with Ctrl, the map's), Page Up/Down five rows.
 */
export function moveFocus(
  seats: readonly HallSeat[],
  layout: SeatLayout,
  from: number,
  key: GridKey,
  ctrl = false,
): number {
  const l = layout.lineOf[from] ?? 0;
  const line = layout.lines[l]!;
  const at = line.seats.indexOf(from);
  const x = seats[from]!.x;
  const toLine = (target: number) => {
    const clamped = Math.max(0, Math.min(layout.lines.length - 1, target));
    return nearestIn(seats, layout.lines[clamped]!, x);
  };
  switch (key) {
    case 'ArrowLeft':
      return line.seats[Math.max(0, at - 1)]!;
    case 'ArrowRight':
      return line.seats[Math.min(line.seats.length - 1, at + 1)]!;
    case 'ArrowUp':
      return toLine(l - 1);
    case 'ArrowDown':
      return toLine(l + 1);
    case 'PageUp':
      return toLine(l - PAGE_ROWS);
    case 'PageDown':
      return toLine(l + PAGE_ROWS);
    case 'Home':
      return ctrl ? layout.lines[0]!.seats[0]! : line.seats[0]!;
    case 'End':
      return ctrl ? layout.lines.at(-1)!.seats.at(-1)! : line.seats.at(-1)!;
  }
}

/** Drawing units a cell: the map is an SVG drawn in these and scaled to the width it is given. */
export const U = 10;

export interface Drawing {
  width: number;
  height: number;
  /** Each line's top. */
  lineTop: number[];
  /** Where column 0 (the row labels) starts. */
  left: number;
  /** Section names, where each is written (its text's baseline, centred). */
  titles: { text: string; y: number }[];
  stage: { x: number; y: number; width: number; height: number };
  /** The drawing's width in cells: what the zoom scales. */
  cellsWide: number;
}

const STAGE = 0.9 * U;
const STAGE_GAP = 0.7 * U;
const LINE = 1.12 * U;
const TITLE = 1.3 * U;
const CROSS_AISLE = 0.5 * U;

/**
 * Where everything goes: the stage on its side, each section's name above its first row, rows one under another
 * (a little more room where the drawing leaves a cross aisle), row labels in the first and last columns.
 */
export function drawSeats(layout: SeatLayout, stage: 'top' | 'bottom' | 'left' | 'right'): Drawing {
  const side = stage === 'left' || stage === 'right';
  const left = stage === 'left' ? STAGE + STAGE_GAP : 0;
  let cursor = stage === 'top' ? STAGE + STAGE_GAP : 0;
  const lineTop: number[] = [];
  const titles: Drawing['titles'] = [];
  layout.lines.forEach((line, l) => {
    const previous = layout.lines[l - 1];
    if (previous && previous.section === line.section && line.y - previous.y > 1) cursor += CROSS_AISLE;
    if (line.opensSection) {
      titles.push({ text: line.section, y: cursor + 0.85 * U });
      cursor += TITLE;
    }
    // tenths: short numbers in the drawing's paths
    cursor = Math.round(cursor * 10) / 10;
    lineTop.push(cursor);
    cursor += LINE;
  });
  const rowsWidth = (layout.cols + 2) * U;
  const rowsBottom = cursor;
  const height = stage === 'bottom' ? rowsBottom + STAGE_GAP + STAGE : rowsBottom;
  const width = side ? rowsWidth + STAGE + STAGE_GAP : rowsWidth;
  const stageBox =
    stage === 'top'
      ? { x: U, y: 0, width: layout.cols * U, height: STAGE }
      : stage === 'bottom'
        ? { x: U, y: rowsBottom + STAGE_GAP, width: layout.cols * U, height: STAGE }
        : { x: stage === 'left' ? 0 : rowsWidth + STAGE_GAP, y: 0, width: STAGE, height: rowsBottom };
  return { width, height, lineTop, left, titles, stage: stageBox, cellsWide: width / U };
}
