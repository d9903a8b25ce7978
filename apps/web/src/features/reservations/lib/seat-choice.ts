/**
 * Choosing seats on a seated schedule's map (docs/product.md#assigned-seats): which seats can be chosen now, and what
 * a tap does to a choice — the per-person cap, one price a reservation, a wheelchair space taking its companion seats
 * with it, and before the release time a companion seat only beside a chosen wheelchair space. The server checks
 * every one of these again; here they keep the student from choosing what it would refuse.
 */
import { companionsOf, unpackTaken, type SeatMap, type SeatState } from '@moa/contract';

export type SeatNotice =
  | { kind: 'cap'; max: number }
  | { kind: 'otherPrice' }
  | { kind: 'companionAlone' }
  | { kind: 'wheelchairAdded'; companions: string[] };

export interface SeatChoice {
  /** Which seats are taken, by index (all free while the state is loading). */
  taken: readonly boolean[];
  /** Whether wheelchair spaces and companion seats are still kept for wheelchair users. */
  wheelchairKept: boolean;
  /** Whether seat i can be chosen (for sale, not taken; a kept companion seat only with its space). */
  free: (index: number) => boolean;
  priceOf: (index: number) => number | null;
}

/** The taken bits of a state, decoded once per state. */
export function takenOf(map: SeatMap, state: SeatState | undefined): boolean[] {
  if (!state) return map.seats.map(() => false);
  const binary = atob(state.taken);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return unpackTaken(bytes, map.seats.length);
}

export function seatChoice(map: SeatMap, taken: readonly boolean[], now: Date): SeatChoice {
  const wheelchairKept = map.wheelchairReleaseAt !== null && now < new Date(map.wheelchairReleaseAt);
  const priceOf = (i: number) => {
    const grade = map.seats[i]?.grade;
    return grade === null || grade === undefined ? null : (map.grades[grade]?.price ?? null);
  };
  return {
    taken,
    wheelchairKept,
    priceOf,
    free: (i) => map.seats[i]?.grade !== null && map.seats[i]?.grade !== undefined && !taken[i],
  };
}

export interface Toggled {
  keys: string[];
  notice: SeatNotice | null;
}

/** A tap on seat `index`: chosen seats come off (a wheelchair space with its companion seats); free ones go on. */
export function toggleSeat(
  map: SeatMap,
  choice: SeatChoice,
  keys: readonly string[],
  index: number,
): Toggled {
  const seat = map.seats[index];
  if (!seat) return { keys: [...keys], notice: null };
  const chosen = new Set(keys);
  if (chosen.has(seat.key)) {
    chosen.delete(seat.key);
    if (seat.kind === 'wheelchair')
      for (const c of companionsOf(map.seats, index)) chosen.delete(map.seats[c]!.key);
    return { keys: keys.filter((k) => chosen.has(k)), notice: null };
  }
  if (!choice.free(index)) return { keys: [...keys], notice: null };
  const companions =
    seat.kind === 'wheelchair' ? companionsOf(map.seats, index).filter((c) => choice.free(c)) : [];
  if (seat.kind === 'companion' && choice.wheelchairKept) {
    const beside = map.seats.some(
      (w, j) => w.kind === 'wheelchair' && chosen.has(w.key) && companionsOf(map.seats, j).includes(index),
    );
    if (!beside) return { keys: [...keys], notice: { kind: 'companionAlone' } };
  }
  const adding = [index, ...companions.filter((c) => !chosen.has(map.seats[c]!.key))];
  if (keys.length + adding.length > map.maxTickets) {
    return { keys: [...keys], notice: { kind: 'cap', max: map.maxTickets } };
  }
  const price = choice.priceOf(index);
  const first = keys[0] === undefined ? -1 : map.seats.findIndex((s) => s.key === keys[0]);
  if (first >= 0 && choice.priceOf(first) !== price)
    return { keys: [...keys], notice: { kind: 'otherPrice' } };
  if (adding.some((i) => choice.priceOf(i) !== price))
    return { keys: [...keys], notice: { kind: 'otherPrice' } };
  const added = adding.map((i) => map.seats[i]!.key);
  return {
    keys: [...keys, ...added],
    notice: added.length > 1 ? { kind: 'wheelchairAdded', companions: added.slice(1) } : null,
  };
}

/** Seats left per grade (free and for sale), for the grade list and 자동 배정. */
export function leftPerGrade(map: SeatMap, choice: SeatChoice): number[] {
  const left = map.grades.map(() => 0);
  map.seats.forEach((s, i) => {
    if (s.grade !== null && choice.free(i)) left[s.grade]! += 1;
  });
  return left;
}

/** The grade of a choice, when it has one (all its seats share a price; the first seat's grade names it). */
export function gradeOfChoice(map: SeatMap, keys: readonly string[]): number | null {
  const first = map.seats.find((s) => s.key === keys[0]);
  return first?.grade ?? null;
}
