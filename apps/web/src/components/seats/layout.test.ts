import { parseHallText, hallSeats, type HallSeat } from '@moa/contract';
import { describe, expect, it } from 'vitest';
import { layoutSeats, moveFocus } from './layout';

const hall = (text: string): HallSeat[] => {
  const parse = parseHallText(text);
  if (!parse.ok) throw new Error(JSON.stringify(parse.errors));
  return hallSeats(parse.hall);
};

const seats = hall(
  ['무대: 위', '[1층]', '가 | ○○○ _ ○○○', '나 | ○○○ _ ○○○', '[2층]', 'A | .○○ _ ○○W'].join('\n'),
);
const layout = layoutSeats(seats);
const at = (key: string) => seats.findIndex((s) => s.key === key);
const move = (key: string, k: Parameters<typeof moveFocus>[3], ctrl = false) =>
  seats[moveFocus(seats, layout, at(key), k, ctrl)]!.key;

describe('the seat map layout and its keyboard', () => {
  it('lays rows out as drawn, naming each section once', () => {
    expect(layout.lines.map((l) => `${l.section}-${l.row}:${l.seats.length}`)).toEqual([
      '1층-가:6',
      '1층-나:6',
      '2층-A:5',
    ]);
    expect(layout.lines.map((l) => l.opensSection)).toEqual([true, false, true]);
    expect(layout.cols).toBe(7);
  });

  it('moves along a row over the aisle and stops at its ends', () => {
    expect(move('1층-가-3', 'ArrowRight')).toBe('1층-가-4');
    expect(move('1층-가-4', 'ArrowLeft')).toBe('1층-가-3');
    expect(move('1층-가-1', 'ArrowLeft')).toBe('1층-가-1');
    expect(move('1층-가-6', 'ArrowRight')).toBe('1층-가-6');
  });

  it('moves between rows to the nearest seat, over a missing one and into the next section', () => {
    expect(move('1층-가-2', 'ArrowDown')).toBe('1층-나-2');
    // 2층 A has no seat at the first column: the nearest is its first seat
    expect(move('1층-나-1', 'ArrowDown')).toBe('2층-A-1');
    expect(move('2층-A-1', 'ArrowUp')).toBe('1층-나-2');
    expect(move('1층-가-1', 'ArrowUp')).toBe('1층-가-1');
  });

  it('goes to the ends with Home and End, the whole map with Ctrl, and five rows with Page keys', () => {
    expect(move('1층-나-4', 'Home')).toBe('1층-나-1');
    expect(move('1층-나-4', 'End')).toBe('1층-나-6');
    expect(move('1층-나-4', 'Home', true)).toBe('1층-가-1');
    expect(move('1층-가-1', 'End', true)).toBe('2층-A-5');
    expect(move('1층-가-4', 'PageDown')).toBe('2층-A-3');
    expect(move('2층-A-3', 'PageUp')).toBe('1층-가-4');
  });
});
