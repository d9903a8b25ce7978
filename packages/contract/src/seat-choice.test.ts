import { describe, expect, it } from 'vitest';
import {
  autoAssign,
  companionsAlone,
  companionsOf,
  nearestFree,
  packTaken,
  parseSeatKey,
  seatsLabel,
  unpackTaken,
  type ChoosableSeat,
} from './seat-choice.ts';

/** A row of seats as the map lists them: `cells` is one character a seat (○ W C), x from 0, all in grade 0. */
function row(label: string, cells: string, y = 0, section = ''): ChoosableSeat[] {
  const kinds = { '○': 'seat', W: 'wheelchair', C: 'companion' } as const;
  return [...cells].flatMap((c, x) =>
    c === '_'
      ? []
      : [
          {
            key: `${section ? `${section}-` : ''}${label}-${x + 1}`,
            section,
            row: label,
            x,
            y,
            kind: kinds[c as '○'],
            grade: 0,
          },
        ],
  );
}

describe('seat keys and labels', () => {
  it('reads keys with and without a section', () => {
    expect(parseSeatKey('1층-가-7')).toEqual({ section: '1층', row: '가', number: 7 });
    expect(parseSeatKey('가-7')).toEqual({ section: '', row: '가', number: 7 });
    expect(parseSeatKey('가')).toBeNull();
    expect(parseSeatKey('가-0')).toBeNull();
  });

  it('says seats a row at a time, in order', () => {
    expect(seatsLabel(['가-6', '가-5'])).toBe('가열 5·6번');
    expect(seatsLabel(['2층-A-1', '1층-가-7', '1층-나-2'])).toBe('1층 가열 7번, 1층 나열 2번, 2층 A열 1번');
    expect(seatsLabel([])).toBe('');
  });

  it('packs the taken bits and reads them back', () => {
    const taken = [true, false, false, true, false, false, false, false, true, true];
    const bytes = packTaken(taken);
    expect([...bytes]).toEqual([0b10010000, 0b11000000]);
    expect(unpackTaken(bytes, taken.length)).toEqual(taken);
  });
});

describe('자동 배정', () => {
  const hall = [...row('가', '○○○○○○○○', 0), ...row('나', '○○○○○○○○', 1)];
  const free = (taken: string[]) => (i: number) => !taken.includes(hall[i]!.key);

  it('takes seats side by side nearest the front, then the centre', () => {
    expect(autoAssign(hall, free([]), 0, 2, 'top')).toEqual(['가-4', '가-5']);
    expect(autoAssign(hall, free([]), 0, 2, 'bottom')).toEqual(['나-4', '나-5']);
  });

  it('leaves no single empty seat where it can be helped', () => {
    // 가: 1 2 3 free, 4 taken, 5 6 7 8 free: two in 1–3 would leave one alone; 5–6 leaves 7–8
    const choice = autoAssign(hall, free(['가-4']), 0, 2, 'top');
    expect(choice).not.toEqual(['가-2', '가-3']);
    expect(choice).not.toEqual(['가-1', '가-2']);
    expect(choice).toEqual(['가-5', '가-6']);
  });

  it('never splits across an aisle and answers null when no row has room', () => {
    const aisle = row('가', '○○_○○', 0);
    expect(autoAssign(aisle, () => true, 0, 3, 'top')).toBeNull();
    expect(autoAssign(aisle, () => true, 0, 2, 'top')).toHaveLength(2);
  });

  it('offers the nearest free seat of the same grade after a race', () => {
    expect(nearestFree(hall, free(['가-4']), '가-4')).toMatch(/^가-[35]$/);
  });
});

describe('wheelchair spaces', () => {
  const seats = row('자', '○○WCC_CW○', 0);
  it('a space brings the companion seats that touch it, through other companion seats', () => {
    const w = seats.findIndex((s) => s.key === '자-3');
    expect(companionsOf(seats, w).map((i) => seats[i]!.key)).toEqual(['자-4', '자-5']);
  });
  it('a companion seat alone is named; with its space it is fine', () => {
    expect(companionsAlone(seats, ['자-5'])).toEqual(['자-5']);
    expect(companionsAlone(seats, ['자-3', '자-4', '자-5'])).toEqual([]);
    expect(companionsAlone(seats, ['자-7', '자-8'])).toEqual([]);
  });
});
