import { describe, expect, it } from 'vitest';
import {
  HALL_MESSAGES,
  hallIssueText,
  hallSeats,
  hallTextFromSeats,
  parseHallText,
  ROW_LABELS,
  serializeHall,
  type HallParse,
  type ParsedHall,
} from './halls.ts';
import { LIMITS } from './limits.ts';

const block = (n: number) => '○'.repeat(n);

/**
 * 대강당: 1층 of 9 rows, 24 seats each in three blocks between two aisles, the last row with two wheelchair spaces
 * and their companions; a balcony (2층) of 6 rows of 14 numbered from the right. 216 + 84 = 300 seats.
 */
const AUDITORIUM = [
  '# 대강당 (2026년 배치)',
  '무대',
  '[1층]',
  ...'가나다라마바사아'.split('').map((r) => `${r} | ${block(6)} _ ${block(12)} _ ${block(6)}`),
  `자 | ○○○○WC _ ${block(12)} _ CW○○○○`,
  '',
  '[2층] 오른쪽부터',
  ...'ABCDEF'.split('').map((r) => `${r} | ${block(7)} _ ${block(7)}`),
].join('\n');

function ok(result: HallParse): ParsedHall {
  if (!result.ok) throw new Error(result.errors.map(hallIssueText).join('\n'));
  return result.hall;
}

function errorsOf(text: string) {
  const result = parseHallText(text);
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.errors;
}

describe('the hall text format', () => {
  it('reads a 300-seat hall with two aisles and a balcony', () => {
    const hall = ok(parseHallText(AUDITORIUM));
    expect(hall.seatCount).toBe(300);
    expect(hall.stage).toBe('top');
    expect(hall.sections.map((s) => [s.name, s.numbering, s.rows.length])).toEqual([
      ['1층', 'leftToRight', 9],
      ['2층', 'rightToLeft', 6],
    ]);
    const seats = hallSeats(hall);
    expect(new Set(seats.map((s) => s.key)).size).toBe(300);
    const byKey = new Map(seats.map((s) => [s.key, s]));
    // the aisle takes a cell and no number: seat 7 is right of it
    expect(byKey.get('1층-가-6')).toMatchObject({ x: 5, y: 0, kind: 'seat' });
    expect(byKey.get('1층-가-7')).toMatchObject({ x: 7, y: 0, row: '가', section: '1층', number: 7 });
    expect(byKey.get('1층-가-24')).toMatchObject({ x: 25 });
    expect(byKey.has('1층-가-25')).toBe(false);
    // the balcony starts one row below the floor's last, and is numbered from the right
    expect(byKey.get('2층-A-1')).toMatchObject({ x: 14, y: 10 });
    expect(byKey.get('2층-A-14')).toMatchObject({ x: 0, y: 10 });
    expect(byKey.get('2층-F-8')).toMatchObject({ x: 6, y: 15 });
  });

  it('marks wheelchair spaces and their companion seats, numbered with the others', () => {
    const hall = ok(parseHallText(AUDITORIUM));
    const row = hall.sections[0]!.rows.at(-1)!;
    expect(row.seats.filter((s) => s.kind !== 'seat').map((s) => [s.key, s.kind])).toEqual([
      ['1층-자-5', 'wheelchair'],
      ['1층-자-6', 'companion'],
      ['1층-자-19', 'companion'],
      ['1층-자-20', 'wheelchair'],
    ]);
    expect(errorsOf('가 | ○○○C _ ○○○W')).toEqual([{ line: 1, message: HALL_MESSAGES.companionAlone }]);
    expect(ok(parseHallText('가 | CWC ○○ WW')).seatCount).toBe(7);
  });

  it('numbers from the right when the section says so', () => {
    const hall = ok(parseHallText('[발코니] 오른쪽부터\n가 | ○○○ _ ○○'));
    expect(hallSeats(hall).map((s) => [s.x, s.number])).toEqual([
      [0, 5],
      [1, 4],
      [2, 3],
      [4, 2],
      [5, 1],
    ]);
  });

  it('keeps the number of a gap between seats, and none for gaps that only move a row over', () => {
    const hall = ok(parseHallText('○○○.○○\n..○○○○..'));
    const [front, back] = hall.sections[0]!.rows;
    expect(front!.seats.map((s) => s.number)).toEqual([1, 2, 3, 5, 6]);
    expect(back!.seats.map((s) => [s.key, s.x])).toEqual([
      ['나-1', 2],
      ['나-2', 3],
      ['나-3', 4],
      ['나-4', 5],
    ]);
  });

  it('gives rows without a label 가…하, then A…Z, by position; a hall without sections has keys without one', () => {
    const rows = Array.from({ length: 16 }, () => '○○');
    const hall = ok(parseHallText(rows.join('\n')));
    expect(hall.sections).toHaveLength(1);
    expect(hall.sections[0]!.name).toBe('');
    expect(hall.sections[0]!.rows.map((r) => r.label)).toEqual([...'가나다라마바사아자차카타파하', 'A', 'B']);
    expect(hallSeats(hall)[0]!.key).toBe('가-1');
    // a cross aisle takes a line and no label
    const crossed = ok(parseHallText('○○\n__\n○○'));
    expect(crossed.sections[0]!.rows.map((r) => [r.label, r.y])).toEqual([
      ['가', 0],
      [null, 1],
      ['나', 2],
    ]);
    const tooMany = Array.from({ length: ROW_LABELS.length + 1 }, () => '○').join('\n');
    expect(errorsOf(tooMany)).toEqual([{ line: 41, message: HALL_MESSAGES.tooManyAutoLabels }]);
  });

  it('puts the stage where its line is, or where it says', () => {
    expect(ok(parseHallText('○○\n○○\n=== 무대 ===')).stage).toBe('bottom');
    expect(ok(parseHallText('무대: 왼쪽\n○○')).stage).toBe('left');
    expect(ok(parseHallText('○○\n무대: 오른쪽')).stage).toBe('right');
    expect(ok(parseHallText('○○')).stage).toBe('top');
    expect(errorsOf('○○\n무대\n○○')).toEqual([{ line: 2, message: HALL_MESSAGES.stageInMiddle }]);
    expect(errorsOf('무대\n○○\n무대')).toEqual([{ line: 3, message: HALL_MESSAGES.stageTwice }]);
    expect(errorsOf('무대: 앞\n○○')).toEqual([{ line: 1, message: HALL_MESSAGES.unknownStageSide('앞') }]);
  });

  it('reports every problem with its line, in Korean', () => {
    const text = [
      '무대', // 1
      '[1층]', // 2
      '가 | ○○○○', // 3
      '나 | ○○X○', // 4
      '가 | ○○○○', // 5
      `다 | ${block(LIMITS.hallRowCellsMax + 1)}`, // 6
      '라 ○○○○', // 7
      '[1층] 가운데부터', // 8
      '마-1 | ○○', // 9
      '[2층]', // 10
    ].join('\n');
    expect(errorsOf(text)).toEqual([
      { line: 4, message: HALL_MESSAGES.unknownCharacter('X') },
      { line: 5, message: HALL_MESSAGES.duplicateLabel('가', 3) },
      { line: 6, message: HALL_MESSAGES.rowTooLong },
      { line: 7, message: HALL_MESSAGES.labelWithoutBar('라') },
      { line: 8, message: HALL_MESSAGES.duplicateSection('1층', 2) },
      { line: 8, message: HALL_MESSAGES.unknownNumbering('가운데부터') },
      { line: 9, message: HALL_MESSAGES.badLabel },
      { line: 10, message: HALL_MESSAGES.sectionWithoutRows },
    ]);
    expect(hallIssueText({ line: 4, message: HALL_MESSAGES.unknownCharacter('X') })).toBe(
      "4번째 줄: 알 수 없는 문자 'X'가 있습니다. 좌석은 ○, 휠체어석은 W, 동반석은 C, 통로는 _, 빈자리는 .로 그려주세요.",
    );
    expect(errorsOf('○○\n[1층]\n○○')).toEqual([{ line: 2, message: HALL_MESSAGES.rowsBeforeSection }]);
  });

  it('refuses an empty hall and more than 1,500 seats', () => {
    expect(errorsOf('')).toEqual([{ message: HALL_MESSAGES.empty }]);
    expect(errorsOf('무대\n# 아직 그리는 중\n__')).toEqual([{ message: HALL_MESSAGES.empty }]);
    // 1,500 seats pass; one more is refused at the line that went over
    const rows = (n: number) => Array.from({ length: n }, (_, i) => `R${i + 1} | ${block(50)}`);
    expect(ok(parseHallText(rows(30).join('\n'))).seatCount).toBe(LIMITS.hallSeatsMax);
    expect(errorsOf([...rows(30), 'R31 | ○'].join('\n'))).toEqual([
      { line: 31, message: HALL_MESSAGES.tooManySeats(1_501) },
    ]);
    expect(HALL_MESSAGES.tooManySeats(1_501)).toBe(
      '좌석은 한 공연장에 1,500석까지 만들 수 있습니다. (지금 1,501석)',
    );
    expect(errorsOf('○'.repeat(LIMITS.hallTextMax + 1))).toEqual([{ message: HALL_MESSAGES.textTooLong }]);
  });

  it('writes a hall back as text that reads as the same seats', () => {
    for (const text of [AUDITORIUM, '○○.○○\n__\n..○○..\n무대', '무대: 왼쪽\n가 | CW_○○']) {
      const hall = ok(parseHallText(text));
      const again = ok(parseHallText(serializeHall(hall)));
      expect(again.stage).toBe(hall.stage);
      expect(hallSeats(again)).toEqual(hallSeats(hall));
    }
    expect(serializeHall(ok(parseHallText('[2층] 오른쪽부터\nA|○○_○○')))).toBe(
      '무대\n[2층] 오른쪽부터\nA | ○○ _ ○○\n',
    );
  });
});

describe('a hall from a list of seats (the CSV import)', () => {
  const seat = (section: string, row: string, number: number, line: number, kind = 'seat' as const) => ({
    section,
    row,
    number,
    kind,
    line,
  });

  it('draws each row with seat n in cell n, a missing number as a gap that keeps it', () => {
    const { text, errors } = hallTextFromSeats([
      seat('1층', '가', 1, 2),
      seat('1층', '가', 2, 3),
      seat('1층', '가', 4, 4),
      { ...seat('1층', '나', 1, 5), kind: 'wheelchair' },
      { ...seat('1층', '나', 2, 6), kind: 'companion' },
      seat('2층', 'A', 1, 7),
    ]);
    expect(errors).toEqual([]);
    expect(text).toBe('무대\n[1층]\n가 | ○○.○\n나 | WC\n[2층]\nA | ○\n');
    expect(hallSeats(ok(parseHallText(text))).map((s) => s.key)).toEqual([
      '1층-가-1',
      '1층-가-2',
      '1층-가-4',
      '1층-나-1',
      '1층-나-2',
      '2층-A-1',
    ]);
  });

  it('reports bad seats at their own lines', () => {
    const { errors } = hallTextFromSeats([
      seat('', '가', 1, 2),
      seat('', '가', 1, 3),
      seat('', '나', 3, 4),
      { ...seat('', '다', 1, 5), kind: 'companion' },
      seat('', 'a b', 1, 6),
    ]);
    expect(errors).toEqual([
      { line: 3, message: HALL_MESSAGES.csvDuplicate('가-1', 2) },
      { line: 4, message: HALL_MESSAGES.csvRowStart('나', 3) },
      { line: 6, message: HALL_MESSAGES.badLabel },
    ]);
    expect(hallTextFromSeats([{ ...seat('', '다', 1, 5), kind: 'companion' }]).errors).toEqual([
      { line: 5, message: HALL_MESSAGES.companionAlone },
    ]);
    expect(hallTextFromSeats([]).errors).toEqual([{ message: HALL_MESSAGES.empty }]);
  });
});
