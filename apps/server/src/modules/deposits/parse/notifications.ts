/**
 * Pasted deposit notifications (bank SMS, app pushes) to deposits. Messages differ by bank and change without
 * notice, so this reads the parts every message has (an amount after 입금 or before 원, a date and time, a balance
 * after 잔액) and takes what is left, once banks, accounts and keywords are removed, as the depositor's name.
 */
import { withFingerprints, type UnsignedRow } from './fingerprint.ts';
import { MESSAGES } from './messages.ts';
import { MAX_STATEMENT_BYTES } from './statement.ts';
import type { IgnoredCounts, ParseResult, RowError } from './types.ts';
import { parseAmount, parseDateText, seoulWall, wallToIso, type WallClock } from './values.ts';

/** Short names banks sign their messages with; longest first so "KB국민" is not read as "KB" and "국민". */
const BANKS = [
  'KB국민은행 KB국민 KB 국민은행 국민 신한은행 신한 NH농협은행 NH농협 NH 농협은행 농협 우리은행 우리 하나은행 하나 IBK기업은행 IBK기업 IBK',
  '기업은행 기업 카카오뱅크 카카오 카뱅 토스뱅크 토스 케이뱅크 K뱅크 새마을금고 새마을 MG 우체국 수협은행 수협 SC제일 SC 씨티 신협 iM뱅크 부산은행 부산',
  '경남은행 경남 광주은행 광주 전북은행 전북 제주은행 제주 산업은행 KDB',
]
  .join(' ')
  .split(' ')
  .sort((a, b) => b.length - a.length);

const BANK_SET = new Set(BANKS.map((b) => b.toLowerCase()));
/** A message's first line: a bracketed sender ("[Web발신]", "[토스]") or a bank's name followed by a non-letter. */
const MESSAGE_START = new RegExp(
  String.raw`^\s*(?:\[[^\]]{1,20}\]|(?:${BANKS.join('|')})(?![가-힣A-Za-z]))`,
  'i',
);
const TAG_ONLY = /^\s*(?:\[[^\]]{1,20}\]\s*)+$/;
const BALANCE = /(?:잔액|잔고)\s*[:：]?\s*([+-]?[₩\\]?\s*\d[\d,]*)\s*원?/g;
const AFTER_DEPOSIT = /입금(?:액|금액)?\s*[:：]?\s*([+₩\\\d]\S*)/;
const BEFORE_WON = /[+]?[₩\\]?\d[\d,]*\s*원/;
const SPELLED = /(?:^|\s)(\S*\d\S*[만천]\S*원)/;
const OUTGOING = /출금|지급|결제|승인|님에게|송금\s*완료|이체\s*완료/;
const INCOMING = /입금|님이|보냈어요|보냈습니다|받았|들어왔/;
const TOSS = /^(.*?)\s*님이\s*([+]?[₩\\]?\d[\d,]*)\s*원을?\s*(?:보냈|입금)/;
const FULL_DATE = /(?<!\d)(\d{4})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{1,2})(?!\d)/;
const SLASH_DATE = /(?<![\d/-])(\d{1,2})\/(\d{1,2})(?![\d/])/;
/** "11.22" or "11-22" is a date only just before a time; alone it could be anything. */
const DOTTED_DATE = /(?<![\d.,-])(\d{1,2})[.-](\d{1,2})(?=\s+\d{1,2}:\d{2})/;
const TIME = /(?<!\d)(\d{1,2}):(\d{2})(?::(\d{2}))?(?!\d)/;
/** Words of the messages themselves, never a depositor's name. */
const KEYWORDS = new Set(
  [
    '입금 입금완료 입금알림 출금 이체 송금 타행 모바일 인터넷 전자금융 스마트 오픈뱅킹 잔액 잔고 원 님 님이 → -> > 내 통장 계좌 알림 보냈어요 보냈습니다',
    'web발신 국외발신 국제발신',
  ]
    .join(' ')
    .split(' '),
);

interface Message {
  row: number;
  text: string;
}

/** Blank lines separate messages; so does a line that starts like a message, or a second amount. */
function splitMessages(text: string): Message[] {
  const messages: Message[] = [];
  let current: { row: number; lines: string[] } | null = null;
  const flush = () => {
    if (current) messages.push({ row: current.row, text: current.lines.join(' ') });
    current = null;
  };
  text.split(/\r\n|\r|\n/).forEach((line, i) => {
    if (line.trim() === '') {
      flush();
      return;
    }
    if (current) {
      const soFar = current.lines.join(' ');
      const tagOnly = TAG_ONLY.test(soFar);
      const starts =
        MESSAGE_START.test(line) ||
        (hasMainAmount(line) && hasMainAmount(soFar) && !/^\s*(잔액|잔고)/.test(line));
      if (starts && !tagOnly) flush();
    }
    if (current) current.lines.push(line.trim());
    else current = { row: i + 1, lines: [line.trim()] };
  });
  flush();
  return messages;
}

function hasMainAmount(text: string): boolean {
  const t = text.replace(BALANCE, ' ');
  return /입금(?:액|금액)?\s*[:：]?\s*[+₩\\]?\s*\d/.test(t) || /\d\s*원/.test(t);
}

type Outcome =
  | { kind: 'row'; row: UnsignedRow }
  | { kind: 'ignored'; as: keyof IgnoredCounts }
  | { kind: 'error'; message: string };

/** Cuts a match out of the text, so what is left is the name. */
function cut(text: string, match: RegExpExecArray | null): string {
  if (!match) return text;
  return `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`;
}

function readMessage(message: Message, now: Date): Outcome {
  const { row } = message;
  let text = message.text.normalize('NFKC');
  if (OUTGOING.test(text) && !/입금/.test(text)) return { kind: 'ignored', as: 'withdrawal' };

  let balance: number | null = null;
  const balanceMatch = new RegExp(BALANCE.source).exec(text);
  if (balanceMatch) {
    const b = parseAmount(balanceMatch[1] ?? '');
    if (b.kind === 'ok') balance = b.value;
    text = cut(text, balanceMatch);
  }

  let name: string | null = null;
  let amountRaw: string | null = null;
  const toss = TOSS.exec(text);
  if (toss) {
    amountRaw = toss[2] ?? '';
    name = toss[1] ?? '';
    text = text.slice(toss[0].length);
  } else {
    const found = amountIn(text);
    if (found) {
      amountRaw = found.raw;
      text = cut(text, found.match);
    }
  }
  if (amountRaw === null) {
    if (!/\d/.test(text)) return { kind: 'ignored', as: 'other' };
    return INCOMING.test(text)
      ? { kind: 'error', message: MESSAGES.noAmount(row) }
      : { kind: 'error', message: MESSAGES.notNotification(row, message.text) };
  }
  const amount = parseAmount(amountRaw);
  if (amount.kind !== 'ok') return { kind: 'error', message: MESSAGES.badAmount(row, amountRaw) };
  if (amount.value <= 0) return { kind: 'ignored', as: amount.value < 0 ? 'withdrawal' : 'zero' };

  const when = readWhen(text, now);
  if (when.kind === 'error') return { kind: 'error', message: MESSAGES.badDate(row, when.raw) };
  text = when.rest;
  const fullName = nameIn(name ?? text);
  const at = when.wall ? { at: wallToIso(when.wall) } : { at: now.toISOString(), estimatedAt: true as const };
  return { kind: 'row', row: { row, ...at, name: fullName, amount: amount.value, balance } };
}

/** The amount after 입금 ("입금 15,000", "전자금융입금 15,000", "입금15,000원"), else the first "…원". */
function amountIn(text: string): { raw: string; match: RegExpExecArray } | null {
  const afterDeposit = AFTER_DEPOSIT.exec(text);
  if (afterDeposit) {
    const raw = (afterDeposit[1] ?? '').replace(/원(?:이|을|입니다)?[.,!]*$/, '원').replace(/[.,!]+$/, '');
    return { raw, match: afterDeposit };
  }
  const beforeWon = BEFORE_WON.exec(text);
  if (beforeWon) return { raw: beforeWon[0].replace(/\s+/g, ''), match: beforeWon };
  // An amount in words ("1만5천원") is still the amount: say it cannot be read rather than take another number.
  const spelled = SPELLED.exec(text);
  return spelled ? { raw: spelled[1] ?? '', match: spelled } : null;
}

type When = { kind: 'ok'; wall: WallClock | null; rest: string } | { kind: 'error'; raw: string };

function readWhen(text: string, now: Date): When {
  const date = FULL_DATE.exec(text) ?? SLASH_DATE.exec(text) ?? DOTTED_DATE.exec(text);
  let rest = cut(text, date);
  const time = TIME.exec(rest);
  rest = cut(rest, time);
  if (!date && !time) return { kind: 'ok', wall: null, rest };
  const today = seoulWall(now);
  // A time alone is today's (Korean) date.
  const dateText = date ? date[0].replace(/\s+/g, '') : `${today.y}-${today.mo}-${today.d}`;
  const raw = time ? `${dateText} ${time[0]}` : dateText;
  const wall = parseDateText(raw, now);
  return wall ? { kind: 'ok', wall, rest } : { kind: 'error', raw: date ? raw : (time?.[0] ?? raw) };
}

/** What is left of a message once banks, accounts, amounts and keywords are gone. */
function nameIn(text: string): string {
  const tokens = text
    .replace(/\[[^\]]*\]/g, ' ')
    .split(/\s+/)
    .map((t) => t.replace(/^[:：,.·()-]+|[:：,.·()-]+$/g, ''))
    .filter((t) => t !== '')
    .filter((t) => !BANK_SET.has(t.toLowerCase()) && !KEYWORDS.has(t.toLowerCase()))
    .filter((t) => !/입금$/.test(t))
    // Account numbers: digits with dashes or masking stars, or ten digits and more.
    .filter((t) => !(/\d/.test(t) && /^[\d*-]+$/.test(t) && (/[*-]/.test(t) || t.length >= 10)));
  return tokens.join(' ').replace(/님$/, '').trim();
}

/**
 * Pasted notifications, one per line or one per message (a message may span lines; blank lines or a new sender
 * line separate them). Withdrawals are skipped; a message without a date gets `now` and `estimatedAt`.
 */
export function parseNotificationText(text: string, now: Date = new Date()): ParseResult {
  if (Buffer.byteLength(text) > MAX_STATEMENT_BYTES) {
    return { ok: false, code: 'TOO_LARGE', message: MESSAGES.tooLarge(MAX_STATEMENT_BYTES / 1024 / 1024) };
  }
  if (text.trim() === '') return { ok: false, code: 'EMPTY', message: MESSAGES.emptyText };
  const ignored: IgnoredCounts = { withdrawal: 0, zero: 0, total: 0, savings: 0, other: 0 };
  const rows: UnsignedRow[] = [];
  const rowErrors: RowError[] = [];
  for (const message of splitMessages(text)) {
    const outcome = readMessage(message, now);
    if (outcome.kind === 'row') rows.push(outcome.row);
    else if (outcome.kind === 'ignored') ignored[outcome.as] += 1;
    else rowErrors.push({ row: message.row, message: outcome.message });
  }
  if (rowErrors.length > 0) {
    return { ok: false, code: 'BAD_ROWS', message: MESSAGES.badRows(rowErrors.length), rowErrors };
  }
  return { ok: true, format: 'text', rows: withFingerprints(rows), ignored };
}
