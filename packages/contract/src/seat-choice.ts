import type { SeatKind, StageSide } from './halls.ts';
import { LIMITS } from './limits.ts';

/**
 * The zod-free half of assigned seats (docs/product.md#assigned-seats): messages, how seat keys read, the state's
 * bits, 자동 배정 and the nearest free seat — what the show page needs on its first load, which carries no zod
 * (docs/decisions/0007-first-load.md). The schemas are in seating.ts.
 */

const list = (items: readonly string[]) =>
  `${items.slice(0, 10).join(', ')}${items.length > 10 ? ` 외 ${items.length - 10}석` : ''}`;

export const SEATING_MESSAGES = {
  // the manager's plan
  gradeNameRequired: '등급 이름을 입력해주세요.',
  gradePrice: '등급의 가격은 0원보다 커야 합니다.',
  gradeColor: '등급의 색은 #RRGGBB 형식으로 골라주세요.',
  gradeDuplicate: (name: string) => `등급 이름 '${name}'이(가) 두 번 있습니다.`,
  gradesRequired: '등급을 하나 이상 만들어주세요.',
  tooManyGrades: `등급은 ${LIMITS.seatGradesMax}개까지 만들 수 있습니다.`,
  tooManyBlocks: `막은 좌석의 묶음은 ${LIMITS.seatBlocksMax}개까지 만들 수 있습니다.`,
  blockLabelRequired: '막을 좌석의 이름(예: 운영석)을 입력해주세요.',
  unknownSeats: (keys: readonly string[]) => `공연장에 없는 좌석입니다: ${list(keys)}`,
  seatInTwoGrades: (keys: readonly string[]) => `두 등급에 함께 칠한 좌석이 있습니다: ${list(keys)}`,
  heldUngraded: (keys: readonly string[]) => `예매된 좌석은 등급을 뺄 수 없습니다: ${list(keys)}`,
  nothingForSale: '판매할 좌석이 없습니다. 등급을 좌석에 칠해주세요.',
  hallChangeHeld: (n: number) => `${n}회차는 예매된 좌석이 있어 공연장을 바꿀 수 없습니다.`,
  hallNotFound: (n: number) => `${n}회차의 공연장을 찾을 수 없습니다.`,
  hallRequired: (n: number) => `${n}회차의 공연장을 선택해주세요.`,
  notSeatedSchedule: '이 회차는 좌석을 지정하지 않는 회차입니다.',
  holderNotLive: '좌석을 옮길 수 있는 예매가 아닙니다. 취소되었거나 기한이 지났습니다.',
  // the student's choice
  seatsRequired: '좌석을 선택해주세요.',
  seatCountMismatch: '선택한 좌석 수와 예매 매수가 다릅니다.',
  seatTwice: '같은 좌석을 두 번 선택했습니다.',
  notSeated: '이 회차는 좌석을 고르지 않는 회차입니다. 매수만 선택해주세요.',
  seatUnknown: (labels: string) => `${labels}은(는) 이 회차에 없는 좌석입니다.`,
  seatNotForSale: (labels: string) => `${labels}은(는) 판매하지 않는 좌석입니다.`,
  mixedPrices: '가격이 다른 좌석은 한 번에 예매할 수 없습니다. 등급별로 따로 예매해주세요.',
  companionAlone: (labels: string) => `${labels}은(는) 휠체어석과 함께 예매하는 동반석입니다.`,
  seatTaken: (labels: string) => `${labels}은 방금 다른 분이 예매했어요`,
  seatsGoneRestore: (labels: string) =>
    `${labels}이(가) 이미 다른 예매에 있어 되살릴 수 없습니다. 다른 좌석으로 옮겨주세요.`,
} as const;

// ---- seat keys and how they read ----

export interface SeatName {
  section: string;
  row: string;
  number: number;
}

/** A key back to its parts: `1층-가-7` or `가-7` (labels hold no `-`, docs/decisions/0025-halls.md). */
export function parseSeatKey(key: string): SeatName | null {
  const parts = key.split('-');
  const number = Number(parts.at(-1));
  if (!Number.isInteger(number) || number < 1) return null;
  if (parts.length === 3 && parts[0] && parts[1]) return { section: parts[0], row: parts[1], number };
  if (parts.length === 2 && parts[0]) return { section: '', row: parts[0], number };
  return null;
}

const byPlace = (a: SeatName, b: SeatName) =>
  a.section.localeCompare(b.section, 'ko') || a.row.localeCompare(b.row, 'ko') || a.number - b.number;

/**
 * Seats as people say them, a row at a time: "가열 5·6번", "1층 가열 5·6번, 2층 A열 1번". Keys that are not seat keys
 * are said as they are.
 */
export function seatsLabel(keys: readonly string[]): string {
  const named: SeatName[] = [];
  const other: string[] = [];
  for (const key of keys) {
    const name = parseSeatKey(key);
    if (name) named.push(name);
    else other.push(key);
  }
  named.sort(byPlace);
  const rows: string[] = [];
  for (let i = 0; i < named.length;) {
    const first = named[i]!;
    const numbers: number[] = [];
    while (i < named.length && named[i]!.section === first.section && named[i]!.row === first.row) {
      numbers.push(named[i]!.number);
      i++;
    }
    rows.push(`${first.section ? `${first.section} ` : ''}${first.row}열 ${numbers.join('·')}번`);
  }
  return [...rows, ...other].join(', ');
}

/** The state's bits packed (server) … */
export function packTaken(taken: readonly boolean[]): Uint8Array {
  const bytes = new Uint8Array(Math.ceil(taken.length / 8));
  taken.forEach((t, i) => {
    if (t) bytes[i >> 3]! |= 0x80 >> (i & 7);
  });
  return bytes;
}

/** … and read back (browser): whether seat i is taken. */
export function unpackTaken(bytes: Uint8Array, count: number): boolean[] {
  return Array.from({ length: count }, (_, i) => ((bytes[i >> 3] ?? 0) & (0x80 >> (i & 7))) !== 0);
}

// ---- choosing: 자동 배정 and the nearest free seat ----

export interface ChoosableSeat {
  key: string;
  section: string;
  row: string;
  x: number;
  y: number;
  kind: SeatKind;
  grade: number | null;
}

/** Whether the seat can be chosen now: for sale, free, and not held for wheelchair users. */
export type Free = (index: number) => boolean;

/**
 * 자동 배정: `count` seats of `grade` side by side in one row (no aisle or gap between), leaving no single empty seat
 * beside them where it can be helped, nearest the front (the stage's side), then the centre of the row. Null when no
 * row has that many free seats together.
 */
export function autoAssign(
  seats: readonly ChoosableSeat[],
  free: Free,
  grade: number,
  count: number,
  stage: StageSide,
): string[] | null {
  if (count < 1) return null;
  const rows = new Map<string, number[]>();
  seats.forEach((s, i) => {
    if (s.grade !== grade || s.kind !== 'seat') return;
    const id = `${s.section}\u0000${s.row}`;
    const row = rows.get(id) ?? [];
    row.push(i);
    rows.set(id, row);
  });
  const depth = (s: ChoosableSeat) =>
    stage === 'top' ? s.y : stage === 'bottom' ? -s.y : stage === 'left' ? s.x : -s.x;
  let best: { keys: string[]; single: boolean; front: number; off: number } | null = null;
  for (const row of rows.values()) {
    row.sort((a, b) => seats[a]!.x - seats[b]!.x);
    const xs = row.map((i) => seats[i]!.x);
    const centre = (xs[0]! + xs.at(-1)!) / 2;
    // runs of free seats that touch (x one apart)
    let start = 0;
    while (start < row.length) {
      if (!free(row[start]!)) {
        start++;
        continue;
      }
      let end = start;
      while (end + 1 < row.length && free(row[end + 1]!) && xs[end + 1]! === xs[end]! + 1) end++;
      const length = end - start + 1;
      for (let from = start; from + count - 1 <= end; from++) {
        const left = from - start;
        const right = length - left - count;
        const single = left === 1 || right === 1;
        const first = seats[row[from]!]!;
        const front = depth(first);
        const off = Math.abs((xs[from]! + xs[from + count - 1]!) / 2 - centre);
        if (
          !best ||
          Number(single) < Number(best.single) ||
          (single === best.single && (front < best.front || (front === best.front && off < best.off)))
        ) {
          best = { keys: row.slice(from, from + count).map((i) => seats[i]!.key), single, front, off };
        }
      }
      start = end + 1;
    }
  }
  return best?.keys ?? null;
}

/** The free seat of the same grade nearest a seat lost to a race: what the page offers instead. */
export function nearestFree(seats: readonly ChoosableSeat[], free: Free, key: string): string | null {
  const lost = seats.find((s) => s.key === key);
  if (!lost) return null;
  let best: { key: string; d: number } | null = null;
  seats.forEach((s, i) => {
    if (s.grade !== lost.grade || s.section !== lost.section || !free(i)) return;
    const d = Math.abs(s.y - lost.y) * 2 + Math.abs(s.x - lost.x);
    if (!best || d < best.d) best = { key: s.key, d };
  });
  return (best as { key: string } | null)?.key ?? null;
}

/**
 * The companion seats (C) of a wheelchair space (W) in its row: those touching it, directly or through other
 * companion seats (the hall's rule, docs/product.md#halls). What choosing the space adds.
 */
export function companionsOf(seats: readonly ChoosableSeat[], index: number): number[] {
  const w = seats[index];
  if (!w || w.kind !== 'wheelchair') return [];
  const inRow = new Map<number, number>();
  seats.forEach((s, i) => {
    if (s.section === w.section && s.row === w.row) inRow.set(s.x, i);
  });
  const out: number[] = [];
  for (const step of [-1, 1]) {
    for (let x = w.x + step; ; x += step) {
      const i = inRow.get(x);
      if (i === undefined || seats[i]!.kind !== 'companion') break;
      out.push(i);
    }
  }
  return out.sort((a, b) => a - b);
}

/**
 * Before wheelchair spaces open to everyone, a companion seat is taken only with a wheelchair space beside it:
 * the companion seats of `keys` that lack one (empty when the choice is fine).
 */
export function companionsAlone(seats: readonly ChoosableSeat[], keys: readonly string[]): string[] {
  const chosen = new Set(keys);
  const index = new Map(seats.map((s, i) => [s.key, i]));
  return keys.filter((key) => {
    const i = index.get(key);
    const seat = i === undefined ? undefined : seats[i];
    if (!seat || seat.kind !== 'companion') return false;
    return !seats.some((w, j) => chosen.has(w.key) && companionsOf(seats, j).includes(i!));
  });
}
