import { z } from 'zod';
import { groupDigits } from './numbers.ts';
import { isoDateTime } from './common.ts';
import { LIMITS } from './limits.ts';
import { trimmed } from './validators.ts';

/**
 * A club's hall drawn as text (docs/product.md#halls, docs/decisions/0025-halls.md): one parser for the manager's
 * live preview and for the server, so what the preview shows is what is saved.
 *
 * ```
 * 무대
 * [1층]
 * 가 | ○○○○○○○○ _ ○○○○○○○○
 *     ○○○○○○○○ _ ○○○○○○WC
 * [2층] 오른쪽부터
 * A | ○○○○ _ ○○○○
 * ```
 *
 * - `[이름]` starts a section; `오른쪽부터` after it numbers its seats from the right (`왼쪽부터`, the default).
 *   A hall without a `[…]` line has one section without a name, and its keys have no section part (`가-7`).
 * - A row is `열 | 칸들`; without `열 |` the row takes the section's next label by position (가…하, then A…Z).
 * - Cells: `○` (or `O`, `o`) a seat, `W` a wheelchair space, `C` its companion seat (next to a W), `_` an aisle,
 *   `.` no seat. Spaces are ignored. Seats are numbered 1…n along the row; an aisle takes no number; a `.` between
 *   two seats keeps its number (a pillar: 4, then 6), a `.` before the first or after the last seat only moves the
 *   row over. A line of only `_` and `.` is an empty row (a cross aisle) and takes no label.
 * - `무대` alone on the first or last line puts the stage at the top or the bottom; `무대: 왼쪽` (위, 아래, 오른쪽)
 *   says so anywhere. Without one the stage is at the top. `#` starts a comment line.
 * - Every seat's key is `구역-열-번호` (`1층-가-7`): what reservations hold, so an edit keeps it as long as the
 *   section, the label and the number stay.
 */

export const SEAT_KINDS = ['seat', 'wheelchair', 'companion'] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];
export const STAGE_SIDES = ['top', 'bottom', 'left', 'right'] as const;
export type StageSide = (typeof STAGE_SIDES)[number];
export const NUMBERINGS = ['leftToRight', 'rightToLeft'] as const;
export type Numbering = (typeof NUMBERINGS)[number];

/** Row labels given by position when a row has none: 가…하, then A…Z. */
export const ROW_LABELS: readonly string[] = [
  ...'가나다라마바사아자차카타파하',
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
];

const STAGE_WORDS: Record<string, StageSide> = { 위: 'top', 아래: 'bottom', 왼쪽: 'left', 오른쪽: 'right' };
export const STAGE_LABELS: Record<StageSide, string> = {
  top: '위',
  bottom: '아래',
  left: '왼쪽',
  right: '오른쪽',
};
const NUMBERING_WORDS: Record<string, Numbering> = { 왼쪽부터: 'leftToRight', 오른쪽부터: 'rightToLeft' };
export const SEAT_KIND_LABELS: Record<SeatKind, string> = {
  seat: '좌석',
  wheelchair: '휠체어석',
  companion: '동반석',
};

const count = groupDigits;

export const HALL_MESSAGES = {
  nameRequired: '공연장 이름을 입력해주세요.',
  nameTaken: '같은 이름의 공연장이 이미 있습니다. 다른 이름을 입력해주세요.',
  textRequired: '좌석 배치를 그려주세요.',
  textTooLong: `좌석 배치는 ${count(LIMITS.hallTextMax)}자까지 입력할 수 있습니다.`,
  empty: '좌석이 하나도 없습니다. 좌석을 ○로 그려주세요.',
  tooManySeats: (n: number) =>
    `좌석은 한 공연장에 ${count(LIMITS.hallSeatsMax)}석까지 만들 수 있습니다. (지금 ${count(n)}석)`,
  unknownCharacter: (ch: string) =>
    `알 수 없는 문자 '${ch}'가 있습니다. 좌석은 ○, 휠체어석은 W, 동반석은 C, 통로는 _, 빈자리는 .로 그려주세요.`,
  labelWithoutBar: (ch: string) =>
    `알 수 없는 문자 '${ch}'가 있습니다. 열 이름은 '가 | ○○○'처럼 | 앞에 적어주세요.`,
  rowTooLong: `한 열에는 ${LIMITS.hallRowCellsMax}칸까지 그릴 수 있습니다.`,
  rowWithoutSeats: '열 이름이 있는 줄에 좌석이 없습니다.',
  badLabel: `열 이름은 ${LIMITS.hallLabelMax}자 이내로, 빈칸과 - | [ ] 없이 적어주세요.`,
  badSectionName: `구역 이름은 ${LIMITS.hallLabelMax}자 이내로, 빈칸과 - | [ ] 없이 적어주세요.`,
  duplicateLabel: (label: string, line: number) => `'${label}'열이 이 구역의 ${line}번째 줄에 이미 있습니다.`,
  duplicateSection: (name: string, line: number) => `'${name}' 구역이 ${line}번째 줄에 이미 있습니다.`,
  tooManyAutoLabels: `열 이름은 ${ROW_LABELS.length}열까지(가~하, A~Z) 자동으로 붙습니다. 그 뒤의 열에는 이름을 적어주세요.`,
  unknownNumbering: (word: string) =>
    `'${word}'는 알 수 없는 번호 방향입니다. 왼쪽부터나 오른쪽부터로 적어주세요.`,
  sectionWithoutRows: '좌석이 없는 구역입니다.',
  rowsBeforeSection: '구역을 나누려면 첫 열보다 먼저 [구역 이름] 줄을 적어주세요.',
  unknownStageSide: (word: string) =>
    `'${word}'는 알 수 없는 무대 방향입니다. 위, 아래, 왼쪽, 오른쪽 중에서 적어주세요.`,
  stageTwice: '무대 줄은 한 번만 적어주세요.',
  stageInMiddle: "무대 줄은 맨 위나 맨 아래에 두거나, '무대: 왼쪽'처럼 방향을 적어주세요.",
  companionAlone: '동반석(C)은 휠체어석(W) 바로 옆에 두어야 합니다.',
  atLine: (line: number, message: string) => `${line}번째 줄: ${message}`,
  // the CSV of seats (read by the server: docs/product.md#halls)
  csvRequired: 'CSV 파일을 올리거나 좌석 배치를 그려주세요.',
  csvAndText: 'CSV 파일과 좌석 배치 중 하나만 보내주세요.',
  csvEmpty: '빈 파일입니다. 구역, 열, 번호, 종류 열이 있는 CSV 파일을 올려주세요.',
  csvTooLarge: `파일이 너무 큽니다. 좌석 CSV는 ${LIMITS.hallCsvMaxBytes / 1000}KB까지 올릴 수 있습니다.`,
  csvEncoding: 'CSV 파일을 읽을 수 없습니다. UTF-8이나 CP949(엑셀 기본) 형식의 CSV로 저장해 올려주세요.',
  csvUnreadable: 'CSV 형식이 올바르지 않습니다. 따옴표와 쉼표를 확인해주세요.',
  csvHeader: "첫 줄에 '열'과 '번호' 열 이름이 있어야 합니다. (구역, 종류는 선택)",
  csvTooManyRows: `좌석 CSV는 ${count(LIMITS.hallSeatsMax)}줄까지 올릴 수 있습니다.`,
  csvNumber: `번호는 1부터 ${LIMITS.hallRowCellsMax}까지의 정수로 적어주세요.`,
  csvKind: '종류는 좌석, 휠체어석, 동반석 중 하나로 적어주세요. (비워 두면 좌석)',
  csvDuplicate: (key: string, line: number) => `${key} 좌석이 ${line}번째 줄에 이미 있습니다.`,
  csvRowStart: (label: string, first: number) =>
    `'${label}'열의 번호가 ${first}번부터 시작합니다. 열마다 번호는 1번부터 적어주세요.`,
  // the hall's use
  notFound: '공연장을 찾을 수 없습니다.',
  inUse: (n: number) => `이 공연장을 쓰는 회차가 ${n}개 있어 삭제할 수 없습니다.`,
  tooManyHalls: `공연장은 동아리마다 ${LIMITS.hallsPerClubMax}개까지 만들 수 있습니다.`,
  seatsHeld: (keys: readonly string[]) =>
    `예매된 좌석은 없앨 수 없습니다: ${keys.slice(0, 20).join(', ')}${keys.length > 20 ? ` 외 ${keys.length - 20}석` : ''}`,
} as const;

export interface HallSeat {
  /** `구역-열-번호`, or `열-번호` in a hall without sections: what a reservation holds. */
  key: string;
  section: string;
  row: string;
  number: number;
  /** The cell's column in its drawn row (0-based, spaces not counted) and the row's line in the drawing (0-based). */
  x: number;
  y: number;
  kind: SeatKind;
}

export interface HallRow {
  /** Null for an empty row (a cross aisle). */
  label: string | null;
  /** The line of the text it was drawn on (1-based). */
  line: number;
  y: number;
  /** The cells as drawn, canonical: ○ W C _ . only. */
  cells: string;
  seats: HallSeat[];
}

export interface HallSection {
  /** '' for the one section of a hall drawn without `[…]`. */
  name: string;
  numbering: Numbering;
  line: number;
  rows: HallRow[];
}

export interface ParsedHall {
  stage: StageSide;
  sections: HallSection[];
  seatCount: number;
}

/** A problem of the text: its line (1-based), or none for the hall as a whole. */
export interface HallIssue {
  line?: number;
  message: string;
}

export type HallParse = { ok: true; hall: ParsedHall } | { ok: false; errors: HallIssue[] };

export const seatKey = (section: string, row: string, number: number): string =>
  section ? `${section}-${row}-${number}` : `${row}-${number}`;

/** The issue's message as one line, with its line number when it has one. */
export const hallIssueText = (issue: HallIssue): string =>
  issue.line ? HALL_MESSAGES.atLine(issue.line, issue.message) : issue.message;

/** Every seat of the hall, section by section, row by row, left to right. */
export function hallSeats(hall: ParsedHall): HallSeat[] {
  return hall.sections.flatMap((s) => s.rows.flatMap((r) => r.seats));
}

const CELL: Record<string, string> = {
  '○': '○',
  O: '○',
  o: '○',
  W: 'W',
  w: 'W',
  C: 'C',
  c: 'C',
  _: '_',
  '.': '.',
};
const SEAT_CELL: Record<string, SeatKind> = { '○': 'seat', W: 'wheelchair', C: 'companion' };
/** Section names and row labels become parts of keys: no separator, no bracket, no bar, no space. */
const LABEL_PATTERN = /^[^\s\p{Cc}\-|[\]#]+$/u;
const validLabel = (s: string) => LABEL_PATTERN.test(s) && [...s].length <= LIMITS.hallLabelMax;

const STAGE_LINE = /^[=\-─━\s]*무대(?:\s*:\s*(\S*))?[=\-─━\s]*$/u;
const SECTION_LINE = /^\[([^\]]*)\]\s*(.*)$/u;

interface OpenSection extends HallSection {
  labels: Map<string, number>;
  seatRows: number;
}

/** Reads a hall's text; every problem is reported, each with its line where it has one. */
export function parseHallText(text: string): HallParse {
  const errors: HallIssue[] = [];
  if (text.length > LIMITS.hallTextMax)
    return { ok: false, errors: [{ message: HALL_MESSAGES.textTooLong }] };
  const lines = text.split(/\r\n|\n|\r/);
  const sections: OpenSection[] = [];
  const sectionLines = new Map<string, number>();
  let stage: StageSide | null = null;
  /** The line of a `무대` line drawn after rows: it is the bottom only if no row follows it. */
  let stageAfterRows: number | null = null;
  let y = 0;
  let seatCount = 0;
  let overLine: number | null = null;
  let rowsSeen = false;

  lines.forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trim();
    if (content === '' || content.startsWith('#')) return;

    const stageMatch = STAGE_LINE.exec(content);
    if (stageMatch) {
      if (stage !== null || stageAfterRows !== null) {
        errors.push({ line, message: HALL_MESSAGES.stageTwice });
        return;
      }
      const word = stageMatch[1];
      if (word === undefined) {
        if (rowsSeen) stageAfterRows = line;
        else stage = 'top';
      } else if (word in STAGE_WORDS) stage = STAGE_WORDS[word]!;
      else errors.push({ line, message: HALL_MESSAGES.unknownStageSide(word) });
      return;
    }
    if (stageAfterRows !== null) {
      errors.push({ line: stageAfterRows, message: HALL_MESSAGES.stageInMiddle });
      stageAfterRows = null;
      stage = 'top';
    }

    const sectionMatch = SECTION_LINE.exec(content);
    if (sectionMatch) {
      const name = sectionMatch[1]!.trim();
      const option = sectionMatch[2]!.trim();
      if (!validLabel(name)) errors.push({ line, message: HALL_MESSAGES.badSectionName });
      else if (sectionLines.has(name))
        errors.push({ line, message: HALL_MESSAGES.duplicateSection(name, sectionLines.get(name)!) });
      if (option !== '' && !(option in NUMBERING_WORDS))
        errors.push({ line, message: HALL_MESSAGES.unknownNumbering(option) });
      const current = sections.at(-1);
      if (current && current.name === '') errors.push({ line, message: HALL_MESSAGES.rowsBeforeSection });
      if (current) y += 1; // a section starts one empty row below the one before
      sectionLines.set(name, line);
      sections.push({
        name,
        numbering: NUMBERING_WORDS[option] ?? 'leftToRight',
        line,
        rows: [],
        labels: new Map(),
        seatRows: 0,
      });
      return;
    }

    rowsSeen = true;
    let section = sections.at(-1);
    if (!section) {
      section = { name: '', numbering: 'leftToRight', line, rows: [], labels: new Map(), seatRows: 0 };
      sections.push(section);
    }
    const bar = content.indexOf('|');
    const written = bar >= 0 ? content.slice(0, bar).trim() : '';
    const drawn = bar >= 0 ? content.slice(bar + 1) : content;

    let cells = '';
    let unknown: string | null = null;
    for (const ch of drawn) {
      if (/\s/u.test(ch)) continue;
      const cell = CELL[ch];
      if (cell === undefined) {
        unknown ??= ch;
        continue;
      }
      cells += cell;
    }
    if (unknown !== null) {
      const looksLikeLabel = bar < 0 && !([...content][0]! in CELL);
      errors.push({
        line,
        message: looksLikeLabel
          ? HALL_MESSAGES.labelWithoutBar(unknown)
          : HALL_MESSAGES.unknownCharacter(unknown),
      });
      return;
    }
    if (cells.length > LIMITS.hallRowCellsMax) {
      errors.push({ line, message: HALL_MESSAGES.rowTooLong });
      return;
    }
    const hasSeats = /[○WC]/u.test(cells);
    if (!hasSeats) {
      if (written !== '' || cells === '') {
        errors.push({ line, message: HALL_MESSAGES.rowWithoutSeats });
        return;
      }
      section.rows.push({ label: null, line, y, cells, seats: [] });
      y += 1;
      return;
    }

    let label = written;
    if (label === '') {
      const generated = ROW_LABELS[section.seatRows];
      if (generated === undefined) {
        errors.push({ line, message: HALL_MESSAGES.tooManyAutoLabels });
        return;
      }
      label = generated;
    } else if (!validLabel(label)) {
      errors.push({ line, message: HALL_MESSAGES.badLabel });
      return;
    }
    section.seatRows += 1;
    const earlier = section.labels.get(label);
    if (earlier !== undefined) {
      errors.push({ line, message: HALL_MESSAGES.duplicateLabel(label, earlier) });
      return;
    }
    section.labels.set(label, line);

    if (companionAlone(cells)) {
      errors.push({ line, message: HALL_MESSAGES.companionAlone });
    }

    const seats = numberRow(cells, section.name, label, y, section.numbering);
    seatCount += seats.length;
    if (seatCount > LIMITS.hallSeatsMax && overLine === null) overLine = line;
    section.rows.push({ label, line, y, cells, seats });
    y += 1;
  });

  if (stageAfterRows !== null) stage = 'bottom';
  // A section whose rows were all refused is reported by those rows, not again as empty.
  sections.forEach((s, i) => {
    const end = sections[i + 1]?.line ?? Infinity;
    const refused = errors.some((e) => e.line !== undefined && e.line > s.line && e.line < end);
    if (s.name !== '' && !refused && !s.rows.some((r) => r.seats.length > 0))
      errors.push({ line: s.line, message: HALL_MESSAGES.sectionWithoutRows });
  });
  if (overLine !== null) errors.push({ line: overLine, message: HALL_MESSAGES.tooManySeats(seatCount) });
  if (seatCount === 0 && errors.length === 0) errors.push({ message: HALL_MESSAGES.empty });
  if (errors.length > 0) {
    errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    return { ok: false, errors };
  }
  return {
    ok: true,
    hall: {
      stage: stage ?? 'top',
      sections: sections.map(({ name, numbering, line, rows }) => ({ name, numbering, line, rows })),
      seatCount,
    },
  };
}

/** True when a run of wheelchair and companion cells holds companions and no wheelchair space. */
function companionAlone(cells: string): boolean {
  return (cells.match(/[WC]+/gu) ?? []).some((run) => !run.includes('W'));
}

/**
 * Numbers a row's seats 1…n in the section's direction: seats take a number, aisles none, a `.` between two seats
 * keeps its number, a `.` outside the seats none.
 */
function numberRow(cells: string, section: string, row: string, y: number, numbering: Numbering): HallSeat[] {
  const chars = [...cells];
  const isSeat = (c: string) => c in SEAT_CELL;
  const first = chars.findIndex(isSeat);
  const last = chars.length - 1 - [...chars].reverse().findIndex(isSeat);
  const order = chars.map((_, i) => i);
  if (numbering === 'rightToLeft') order.reverse();
  const seats: HallSeat[] = [];
  let number = 0;
  for (const x of order) {
    const c = chars[x]!;
    if (isSeat(c)) {
      number += 1;
      seats.push({ key: seatKey(section, row, number), section, row, number, x, y, kind: SEAT_CELL[c]! });
    } else if (c === '.' && x > first && x < last) number += 1;
  }
  return seats.sort((a, b) => a.x - b.x);
}

/** The hall as canonical text: parsing it gives the same seats, keys, kinds and places. */
export function serializeHall(hall: ParsedHall): string {
  const out: string[] = [];
  if (hall.stage === 'top') out.push('무대');
  else if (hall.stage !== 'bottom') out.push(`무대: ${STAGE_LABELS[hall.stage]}`);
  for (const section of hall.sections) {
    if (section.name !== '')
      out.push(`[${section.name}]${section.numbering === 'rightToLeft' ? ' 오른쪽부터' : ''}`);
    for (const row of section.rows) {
      const cells = row.cells.replace(/_/gu, ' _ ').trim();
      out.push(row.label === null ? cells : `${row.label} | ${cells}`);
    }
  }
  if (hall.stage === 'bottom') out.push('무대');
  return `${out.join('\n')}\n`;
}

/** A seat as a list of seats gives it (the server's CSV import): where it came from, for messages. */
export interface ListedSeat {
  section: string;
  row: string;
  number: number;
  kind: SeatKind;
  /** The seat's line in its source (1-based). */
  line: number;
}

/**
 * Draws a list of seats as a hall's text: each section in order of first appearance, each row likewise, seat n in
 * cell n (a number missing inside a row becomes a `.`), numbered from the left, stage at the top. Problems of single
 * seats are reported at their lines; the drawing is then read by parseHallText like any other, and its problems
 * come back at the line of the row's first seat.
 */
export function hallTextFromSeats(seats: readonly ListedSeat[]): { text: string; errors: HallIssue[] } {
  const errors: HallIssue[] = [];
  const sections = new Map<string, Map<string, Map<number, ListedSeat>>>();
  for (const seat of seats) {
    if (seat.section !== '' && !validLabel(seat.section)) {
      errors.push({ line: seat.line, message: HALL_MESSAGES.badSectionName });
      continue;
    }
    if (!validLabel(seat.row)) {
      errors.push({ line: seat.line, message: HALL_MESSAGES.badLabel });
      continue;
    }
    const rows = sections.get(seat.section) ?? new Map<string, Map<number, ListedSeat>>();
    sections.set(seat.section, rows);
    const row = rows.get(seat.row) ?? new Map<number, ListedSeat>();
    rows.set(seat.row, row);
    const before = row.get(seat.number);
    if (before) {
      errors.push({
        line: seat.line,
        message: HALL_MESSAGES.csvDuplicate(seatKey(seat.section, seat.row, seat.number), before.line),
      });
      continue;
    }
    row.set(seat.number, seat);
  }
  const named = [...sections.keys()].some((s) => s !== '');
  const out: string[] = ['무대'];
  /** The source line of each drawn line's first seat, to put the drawing's problems back at the source's lines. */
  const sourceOf = new Map<number, number>();
  for (const [name, rows] of sections) {
    if (named) out.push(`[${name === '' ? '구역' : name}]`);
    for (const [label, row] of rows) {
      const numbers = [...row.keys()].sort((a, b) => a - b);
      const firstSeat = row.get(numbers[0]!)!;
      if (numbers[0] !== 1) {
        errors.push({ line: firstSeat.line, message: HALL_MESSAGES.csvRowStart(label, numbers[0]!) });
        continue;
      }
      let cells = '';
      for (let n = 1; n <= numbers.at(-1)!; n++) {
        const seat = row.get(n);
        cells += seat ? { seat: '○', wheelchair: 'W', companion: 'C' }[seat.kind] : '.';
      }
      out.push(`${label} | ${cells}`);
      sourceOf.set(out.length, firstSeat.line);
    }
  }
  const text = `${out.join('\n')}\n`;
  if (errors.length === 0 && seats.length > 0) {
    const parsed = parseHallText(text);
    if (!parsed.ok) {
      for (const e of parsed.errors)
        errors.push(
          e.line && sourceOf.has(e.line)
            ? { line: sourceOf.get(e.line)!, message: e.message }
            : { message: e.message },
        );
    }
  }
  if (seats.length === 0) errors.push({ message: HALL_MESSAGES.empty });
  return { text, errors: errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)) };
}

// ---- the calls (docs/product.md#halls) ----

const hallName = trimmed(LIMITS.hallNameMax, HALL_MESSAGES.nameRequired);
const hallText = z
  .string({ error: HALL_MESSAGES.textRequired })
  .max(LIMITS.hallTextMax, HALL_MESSAGES.textTooLong)
  .refine((t) => t.trim() !== '', HALL_MESSAGES.textRequired);

/** A hall drawn as text: its creation as JSON, and every edit. */
export const hallRequest = z.object({ name: hallName, text: hallText });
export type HallRequest = z.infer<typeof hallRequest>;
/** The `request` part of a creation sent with a CSV of seats (multipart `file`); `text` instead of the file. */
export const hallFileRequest = z.object({ name: hallName, text: hallText.optional() });

export const hallSeatSchema = z.object({
  key: z.string(),
  section: z.string(),
  row: z.string(),
  number: z.number().int(),
  x: z.number().int(),
  y: z.number().int(),
  kind: z.enum(SEAT_KINDS),
});

const hallFields = {
  hallId: z.number().int(),
  name: z.string(),
  stage: z.enum(STAGE_SIDES),
  seatCount: z.number().int(),
  /** How many schedules are set in it: a hall in use cannot be deleted. */
  scheduleCount: z.number().int(),
  updatedAt: isoDateTime,
};

export const hallSummarySchema = z.object(hallFields);
export const hallListSchema = z.object({ hallList: z.array(hallSummarySchema) }).meta({ id: 'HallList' });
export const hallSchema = z
  .object({ ...hallFields, text: z.string(), seats: z.array(hallSeatSchema) })
  .meta({ id: 'Hall' });
export type HallSummary = z.infer<typeof hallSummarySchema>;
export type Hall = z.infer<typeof hallSchema>;
