/**
 * The seat plan as the painting screen holds it (docs/product.md#assigned-seats): the grades and blocks as the
 * form's values, and the paint — which grade and which block each seat of the hall is in — by seat index, apart
 * from the form (a hall has up to 1,500 seats). A seat a live reservation holds keeps a grade: painting it out is
 * refused here in the server's words (SEATING_MESSAGES.heldUngraded).
 */
import {
  LIMITS,
  SEATING_MESSAGES,
  seatPlanRequest,
  type HallSeat,
  type SeatPlan,
  type SeatPlanRequest,
} from '@moa/contract';
import { z } from 'zod';

/** Eight colours told apart by most eyes (and from the grey of unpainted seats); the first is the server's 일반석. */
export const GRADE_PALETTE = [
  '#2563EB',
  '#DC2626',
  '#16A34A',
  '#F59E0B',
  '#9333EA',
  '#0891B2',
  '#DB2777',
  '#78350F',
] as const;

export interface GradeDraft {
  /** Stable while editing (the paint refers to it); not sent. */
  id: string;
  name: string;
  /** Digits only, in won. */
  price: string;
  color: string;
}

export interface BlockDraft {
  id: string;
  label: string;
}

export interface PlanValues {
  grades: GradeDraft[];
  blocks: BlockDraft[];
  /** 'hours': wheelchair spaces open to everyone `releaseHours` before the start; 'never': kept for wheelchair users. */
  release: 'hours' | 'never';
  releaseHours: string;
  /** Counts paint strokes, so that painting marks the form as changed (the unsaved-changes guard). */
  paintEdits: number;
}

/** Per seat index: the id of its grade and of its block, or null. */
export interface Paint {
  grade: (string | null)[];
  block: (string | null)[];
}

export type Brush =
  { kind: 'grade'; id: string } | { kind: 'erase' } | { kind: 'block'; id: string } | { kind: 'unblock' };

let nextId = 0;
export const newId = (prefix: string) => `${prefix}${++nextId}`;

/** The form's values and the paint of a plan as the server answers it. */
export function fromPlan(plan: SeatPlan): { values: PlanValues; paint: Paint } {
  const index = new Map(plan.seats.map((s, i) => [s.key, i]));
  const paint: Paint = {
    grade: plan.seats.map(() => null),
    block: plan.seats.map(() => null),
  };
  const grades = plan.grades.map((g) => {
    const id = newId('g');
    for (const key of g.seats) {
      const i = index.get(key);
      if (i !== undefined) paint.grade[i] = id;
    }
    return { id, name: g.name, price: String(g.price), color: g.color.toUpperCase() };
  });
  const blocks = plan.blocks.map((b) => {
    const id = newId('b');
    for (const key of b.seats) {
      const i = index.get(key);
      if (i !== undefined) paint.block[i] = id;
    }
    return { id, label: b.label };
  });
  return {
    values: {
      grades,
      blocks,
      release: plan.wheelchairReleaseHours === null ? 'never' : 'hours',
      releaseHours: String(plan.wheelchairReleaseHours ?? LIMITS.wheelchairReleaseHours),
      paintEdits: 0,
    },
    paint,
  };
}

/** Usual grade names, offered in turn to a new grade. */
const GRADE_NAMES = ['R석', 'S석', 'A석', 'B석', 'C석', 'VIP석', '일반석', '학생석'];
const BLOCK_LABELS = ['운영석', '카메라석', '초대석', '음향석'];

const unused = (names: readonly string[], taken: readonly string[], fallback: string) =>
  names.find((n) => !taken.includes(n)) ?? fallback;

export function newGrade(grades: readonly GradeDraft[]): GradeDraft {
  const colors = grades.map((g) => g.color.toUpperCase());
  return {
    id: newId('g'),
    name: unused(
      GRADE_NAMES,
      grades.map((g) => g.name.trim()),
      '',
    ),
    price: '',
    color: GRADE_PALETTE.find((c) => !colors.includes(c)) ?? GRADE_PALETTE[0],
  };
}

export function newBlock(blocks: readonly BlockDraft[]): BlockDraft {
  return {
    id: newId('b'),
    label: unused(
      BLOCK_LABELS,
      blocks.map((b) => b.label.trim()),
      '',
    ),
  };
}

/**
 * The brush on these seats. Painting a held seat out of every grade is refused for that seat (the rest are
 * painted): `refused` names them.
 */
export function applyBrush(
  paint: Paint,
  seats: readonly HallSeat[],
  indices: readonly number[],
  brush: Brush,
  held: ReadonlySet<string>,
): { paint: Paint; refused: string[]; changed: number } {
  const grade = [...paint.grade];
  const block = [...paint.block];
  const refused: string[] = [];
  let changed = 0;
  for (const i of indices) {
    switch (brush.kind) {
      case 'grade':
        if (grade[i] !== brush.id) changed++;
        grade[i] = brush.id;
        break;
      case 'erase':
        if (grade[i] === null) break;
        if (held.has(seats[i]!.key)) refused.push(seats[i]!.key);
        else {
          grade[i] = null;
          changed++;
        }
        break;
      case 'block':
        if (block[i] !== brush.id) changed++;
        block[i] = brush.id;
        break;
      case 'unblock':
        if (block[i] !== null) changed++;
        block[i] = null;
        break;
    }
  }
  return { paint: { grade, block }, refused, changed };
}

/** The held seats painted in this grade: while there are any, it cannot be deleted. */
export function heldIn(paint: Paint, seats: readonly HallSeat[], held: ReadonlySet<string>, gradeId: string) {
  return seats.filter((s, i) => paint.grade[i] === gradeId && held.has(s.key)).map((s) => s.key);
}

/** The paint without a grade (its seats unpainted) or a block (its seats open). */
export function withoutGrade(paint: Paint, gradeId: string): Paint {
  return { ...paint, grade: paint.grade.map((g) => (g === gradeId ? null : g)) };
}
export function withoutBlock(paint: Paint, blockId: string): Paint {
  return { ...paint, block: paint.block.map((b) => (b === blockId ? null : b)) };
}

export interface PlanCounts {
  /** Per grade id: seats for sale (painted, not blocked) and blocked ones. */
  byGrade: Map<string, { forSale: number; blocked: number }>;
  byBlock: Map<string, number>;
  forSale: number;
  blocked: number;
  unpainted: number;
}

export function countPlan(paint: Paint): PlanCounts {
  const byGrade = new Map<string, { forSale: number; blocked: number }>();
  const byBlock = new Map<string, number>();
  let forSale = 0;
  let blocked = 0;
  let unpainted = 0;
  paint.grade.forEach((g, i) => {
    const b = paint.block[i] ?? null;
    if (b !== null) {
      byBlock.set(b, (byBlock.get(b) ?? 0) + 1);
      blocked++;
    }
    if (g === null) {
      if (b === null) unpainted++;
      return;
    }
    const entry = byGrade.get(g) ?? { forSale: 0, blocked: 0 };
    if (b === null) {
      entry.forSale++;
      forSale++;
    } else entry.blocked++;
    byGrade.set(g, entry);
  });
  return { byGrade, byBlock, forSale, blocked, unpainted };
}

const digits = (value: string) => (value === '' ? null : Number(value));

/** The form's values and the paint as the request of PUT /mypage/manager/schedule/{scheduleId}/seats. */
export function toRequest(values: PlanValues, paint: Paint, seats: readonly HallSeat[]) {
  const keysOf = (at: (string | null)[], id: string) =>
    seats.filter((_, i) => at[i] === id).map((s) => s.key);
  return {
    grades: values.grades.map((g) => ({
      name: g.name,
      price: digits(g.price),
      color: g.color,
      seats: keysOf(paint.grade, g.id),
    })),
    blocks: values.blocks.map((b) => ({ label: b.label, seats: keysOf(paint.block, b.id) })),
    wheelchairReleaseHours: values.release === 'never' ? null : digits(values.releaseHours),
  };
}

/**
 * The form's schema: the request checked by the contract, and what the server would refuse for the paint: a held
 * seat without a grade, no seat for sale.
 */
export function planFormSchema(paint: () => Paint, seats: readonly HallSeat[], held: ReadonlySet<string>) {
  return z.preprocess(
    (values) => toRequest(values as PlanValues, paint(), seats),
    seatPlanRequest.superRefine((request, ctx) => {
      const graded = new Set(request.grades.flatMap((g) => g.seats));
      const ungraded = [...held].filter((key) => !graded.has(key)).sort();
      if (ungraded.length > 0) {
        ctx.addIssue({ code: 'custom', path: ['grades'], message: SEATING_MESSAGES.heldUngraded(ungraded) });
      }
      const blocked = new Set(request.blocks.flatMap((b) => b.seats));
      if (request.grades.length > 0 && ![...graded].some((key) => !blocked.has(key))) {
        ctx.addIssue({ code: 'custom', path: ['grades'], message: SEATING_MESSAGES.nothingForSale });
      }
    }),
  );
}
export type PlanRequest = SeatPlanRequest;

/** A request path as the form's field. */
export function planFieldOf(path: string): string | null {
  if (path === 'wheelchairReleaseHours') return 'releaseHours';
  const grade = /^grades\.(\d+)\.(name|price|color)$/.exec(path);
  if (grade) return path;
  if (path.startsWith('grades')) return 'grades';
  if (/^blocks\.\d+\.label$/.test(path)) return path;
  if (path.startsWith('blocks')) return 'blocks';
  return null;
}

/** The check order: the grades, each name, price, colour; the blocks; the wheelchair hours. */
export function planFieldOrder(values: PlanValues): string[] {
  return [
    'grades',
    ...values.grades.flatMap((_, i) => [`grades.${i}.name`, `grades.${i}.price`, `grades.${i}.color`]),
    'blocks',
    ...values.blocks.map((_, i) => `blocks.${i}.label`),
    'releaseHours',
  ];
}

// ---- the hall's rows, for painting a row at a time or a range in a row ----

export interface HallRowSeats {
  /** `section\u0000row`. */
  id: string;
  /** The row's first line in the drawing. */
  y: number;
  section: string;
  row: string;
  /** Seat indices, by number. */
  seats: number[];
  min: number;
  max: number;
}

export interface HallSectionRows {
  name: string;
  rows: HallRowSeats[];
}

/** The hall's sections and rows in drawing order (by line), each row's seats by number. */
export function hallRows(seats: readonly HallSeat[]): HallSectionRows[] {
  const sections: HallSectionRows[] = [];
  const rows = new Map<string, HallRowSeats>();
  seats.forEach((s, i) => {
    const id = `${s.section}\u0000${s.row}`;
    let row = rows.get(id);
    if (!row) {
      row = { id, section: s.section, row: s.row, seats: [], min: s.number, max: s.number, y: s.y };
      rows.set(id, row);
      let section = sections.find((x) => x.name === s.section);
      if (!section) {
        section = { name: s.section, rows: [] };
        sections.push(section);
      }
      section.rows.push(row);
    }
    row.seats.push(i);
    row.min = Math.min(row.min, s.number);
    row.max = Math.max(row.max, s.number);
    row.y = Math.min(row.y, s.y);
  });
  for (const section of sections) {
    section.rows.sort((a, b) => a.y - b.y);
    for (const row of section.rows) row.seats.sort((a, b) => seats[a]!.number - seats[b]!.number);
  }
  return sections;
}

/** The seats of a row numbered from..to (either way round). */
export function rangeOf(seats: readonly HallSeat[], row: HallRowSeats, from: number, to: number): number[] {
  const lo = Math.min(from, to);
  const hi = Math.max(from, to);
  return row.seats.filter((i) => seats[i]!.number >= lo && seats[i]!.number <= hi);
}
