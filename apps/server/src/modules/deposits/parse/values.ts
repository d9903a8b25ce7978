/** Reading one amount, date or time out of a cell or a piece of text, and the name normalisation matching uses. */
import type { Cell } from './types.ts';

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Days from Excel's day 0 (1899-12-30 in the 1900 system) to 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25_569;
/** Larger than any real statement line; keeps every amount a safe integer. */
const MAX_AMOUNT = 1_000_000_000_000;

/** NFC, no whitespace (nor zero-width characters), lower case: the form deposit names are compared in. */
export function normalizeName(s: string): string {
  return s
    .normalize('NFC')
    .replace(/[\s\u200b-\u200d\u2060\ufeff]+/gu, '')
    .toLowerCase();
}

export type AmountResult = { kind: 'empty' } | { kind: 'ok'; value: number } | { kind: 'bad' };

const AMOUNT = /^([+-]?)(?:₩|krw|\\)?([+-]?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.0+)?(?:원)?$/i;

/** "15,000", "15000", "15,000원", "₩15,000", "+15,000", "(15,000)" (negative), Excel numbers. */
export function parseAmount(cell: Cell): AmountResult {
  if (cell === null) return { kind: 'empty' };
  if (cell instanceof Date) return { kind: 'bad' };
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || !Number.isInteger(cell) || Math.abs(cell) > MAX_AMOUNT)
      return { kind: 'bad' };
    return { kind: 'ok', value: cell };
  }
  let s = cell.normalize('NFKC').replace(/\s+/g, '');
  if (s === '' || s === '-') return { kind: 'empty' };
  let negative = false;
  const paren = /^\((.*)\)$/.exec(s);
  if (paren) {
    negative = true;
    s = paren[1] ?? '';
  }
  const m = AMOUNT.exec(s);
  if (!m) return { kind: 'bad' };
  if (m[1] && m[2]) return { kind: 'bad' };
  if (m[1] === '-' || m[2] === '-') negative = !negative;
  const value = Number((m[3] ?? '').replaceAll(',', ''));
  if (value > MAX_AMOUNT) return { kind: 'bad' };
  return { kind: 'ok', value: negative && value !== 0 ? -value : value };
}

/** A Korean wall-clock time, month 1-based. */
export interface WallClock {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  s: number;
}

export interface TimeOfDay {
  h: number;
  mi: number;
  s: number;
}

/** The UTC instant of a Korean wall-clock time (Korea keeps UTC+9 all year). */
export function wallToIso(w: WallClock): string {
  return new Date(Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi, w.s) - SEOUL_OFFSET_MS).toISOString();
}

/** The Korean wall-clock time of an instant. */
export function seoulWall(now: Date): WallClock {
  return fromUtcFields(new Date(now.getTime() + SEOUL_OFFSET_MS));
}

function fromUtcFields(d: Date): WallClock {
  return {
    y: d.getUTCFullYear(),
    mo: d.getUTCMonth() + 1,
    d: d.getUTCDate(),
    h: d.getUTCHours(),
    mi: d.getUTCMinutes(),
    s: d.getUTCSeconds(),
  };
}

function wallMs(w: WallClock): number {
  return Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi, w.s);
}

function valid(w: WallClock): WallClock | null {
  if (w.y < 1900 || w.y > 2999 || w.h > 23 || w.mi > 59 || w.s > 59) return null;
  const back = new Date(wallMs(w));
  return back.getUTCMonth() + 1 === w.mo && back.getUTCDate() === w.d ? w : null;
}

/**
 * A month and day without a year (a bank SMS's "11/22") is in the current Korean year, or the year before when that
 * would put it more than a day ahead of `now` (a December message pasted in January).
 */
function withYear(mo: number, d: number, time: TimeOfDay, now: Date): WallClock | null {
  const today = seoulWall(now);
  const w = valid({ y: today.y, mo, d, ...time });
  if (w && wallMs(w) > wallMs(today) + DAY_MS) return valid({ ...w, y: w.y - 1 });
  return w;
}

/** Excel's serial day number (days and fractions since 1899-12-30), read as a wall-clock time. */
function fromSerial(serial: number): WallClock {
  const ms = Math.round(((serial - EXCEL_EPOCH_DAYS) * DAY_MS) / 1000) * 1000;
  return fromUtcFields(new Date(ms));
}

/** exceljs gives date cells as Dates whose UTC fields are the wall-clock values typed into the sheet. */
function fromExcelDate(date: Date): WallClock {
  return fromUtcFields(new Date(Math.round(date.getTime() / 1000) * 1000));
}

const MERIDIEM = /(오전|오후|AM|PM)/i;

/** Takes 오전/오후 (AM/PM) out of a text and returns the hour adjustment it asks for. */
function takeMeridiem(s: string): { text: string; pm: boolean | null } {
  const m = MERIDIEM.exec(s);
  if (!m) return { text: s, pm: null };
  const word = (m[1] ?? '').toUpperCase();
  return { text: s.replace(MERIDIEM, ' ').trim(), pm: word === '오후' || word === 'PM' };
}

function applyMeridiem(h: number, pm: boolean | null): number | null {
  if (pm === null) return h;
  if (h < 1 || h > 12) return null;
  return pm ? (h % 12) + 12 : h % 12;
}

/**
 * Seconds may carry a fraction: "05.12", or two digits written straight after them, as 우체국's statements do
 * ("14:03:0512"; test/fixtures/banks/statements/README.md).
 */
const TIME_TEXT = String.raw`(\d{1,2})\s*[:시]\s*(\d{1,2})\s*분?(?:\s*:?\s*(\d{1,2})\s*초?)?(?:\.\d+|(?<=:\d{2})\d{2})?`;
const FULL_DATE = new RegExp(
  String.raw`^(\d{4}|\d{2})\s*[-./년]\s*(\d{1,2})\s*[-./월]\s*(\d{1,2})\s*일?\.?\s*(?:\([월화수목금토일]\))?` +
    String.raw`(?:(?:\s+|T)${TIME_TEXT})?$`,
);
const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})(?:[\sT]*(\d{2})(\d{2})(\d{2})?)?$/;
const YEARLESS_DATE = new RegExp(String.raw`^(\d{1,2})\s*[-./]\s*(\d{1,2})(?:\s+${TIME_TEXT})?$`);
const TIME_ONLY = new RegExp(String.raw`^${TIME_TEXT}$`);
const COMPACT_TIME = /^(\d{2})(\d{2})(\d{2})?$/;

function num(s: string | undefined): number {
  return s === undefined ? 0 : Number(s);
}

function timeFrom(h: string | undefined, mi: string | undefined, s: string | undefined, pm: boolean | null) {
  const hour = applyMeridiem(num(h), h === undefined ? null : pm);
  return hour === null ? null : { h: hour, mi: num(mi), s: num(s) };
}

/** Date text: "2026-11-22 14:03:05", "2026.11.22 14:03", "2026/11/22", "20261122 140305", "11/22 14:03", … */
export function parseDateText(raw: string, now: Date): WallClock | null {
  const { text, pm } = takeMeridiem(raw.normalize('NFKC').trim().replace(/\s+/g, ' '));
  let m = FULL_DATE.exec(text);
  if (m) {
    const time = timeFrom(m[4], m[5], m[6], pm);
    if (!time) return null;
    const year = m[1]!.length === 2 ? 2000 + num(m[1]) : num(m[1]);
    return valid({ y: year, mo: num(m[2]), d: num(m[3]), ...time });
  }
  m = COMPACT_DATE.exec(text);
  if (m) {
    const time = timeFrom(m[4], m[5], m[6], pm);
    return time && valid({ y: num(m[1]), mo: num(m[2]), d: num(m[3]), ...time });
  }
  m = YEARLESS_DATE.exec(text);
  if (m) {
    const time = timeFrom(m[3], m[4], m[5], pm);
    return time && withYear(num(m[1]), num(m[2]), time, now);
  }
  return null;
}

/** A date cell: text, an Excel date, an Excel serial number, or a number such as 20261122. */
export function parseDateCell(cell: Cell, now: Date): WallClock | null {
  if (cell === null) return null;
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : valid(fromExcelDate(cell));
  if (typeof cell === 'number') {
    if (Number.isInteger(cell) && /^\d{8}(\d{4}|\d{6})?$/.test(String(cell)))
      return parseDateText(String(cell), now);
    return cell >= 1 && cell < 2_958_466 ? valid(fromSerial(cell)) : null;
  }
  return parseDateText(cell, now);
}

/** A separate time cell: "14:03:05", "140305", "오후 2:03", an Excel time (a Date on 1899-12-30, or a fraction). */
export function parseTimeCell(cell: Cell): TimeOfDay | null {
  if (cell === null) return null;
  let t: TimeOfDay | null = null;
  if (cell instanceof Date) {
    if (!Number.isNaN(cell.getTime())) t = fromExcelDate(cell);
  } else if (typeof cell === 'number') {
    if (cell >= 0 && cell < 1) t = fromSerial(EXCEL_EPOCH_DAYS + cell);
    else if (Number.isInteger(cell) && cell >= 0 && cell <= 235_959)
      t = parseTimeText(String(cell).padStart(6, '0'));
  } else {
    t = parseTimeText(cell);
  }
  return t && t.h <= 23 && t.mi <= 59 && t.s <= 59 ? { h: t.h, mi: t.mi, s: t.s } : null;
}

function parseTimeText(raw: string): TimeOfDay | null {
  const { text, pm } = takeMeridiem(raw.normalize('NFKC').trim());
  const m = TIME_ONLY.exec(text) ?? COMPACT_TIME.exec(text);
  return m ? timeFrom(m[1], m[2], m[3], pm) : null;
}

/** True when a cell holds nothing but whitespace. */
export function isBlank(cell: Cell): boolean {
  return cell === null || (typeof cell === 'string' && cell.trim() === '');
}

/** A cell as text for previews and messages; Excel dates as their wall-clock values. */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return '';
    const w = fromExcelDate(cell);
    const pad = (n: number) => String(n).padStart(2, '0');
    const date = `${w.y}-${pad(w.mo)}-${pad(w.d)}`;
    return w.h || w.mi || w.s ? `${date} ${pad(w.h)}:${pad(w.mi)}:${pad(w.s)}` : date;
  }
  return String(cell).trim();
}

const DIGIT_TAKES_EUL = new Set(['0', '1', '3', '6', '7', '8']);

/** 을 or 를 after a word, by its last syllable (digits by how they are read: 일, 이, 삼, …). */
export function objectParticle(word: string): string {
  const last = word.replace(/[^\p{L}\p{N}]+$/u, '').slice(-1);
  if (last >= '가' && last <= '힣') return (last.charCodeAt(0) - 0xac00) % 28 === 0 ? '를' : '을';
  if (last >= '0' && last <= '9') return DIGIT_TAKES_EUL.has(last) ? '을' : '를';
  return '을(를)';
}

/** A source value quoted in a message, shortened. */
export function quoted(value: string): string {
  const v = value.replace(/\s+/g, ' ').trim();
  return v.length > 30 ? `${v.slice(0, 29)}…` : v;
}
