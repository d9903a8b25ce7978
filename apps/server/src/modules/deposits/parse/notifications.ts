/**
 * Pasted deposit notifications (bank SMS, app pushes) to deposits. Messages differ by bank and app and change without
 * notice, so this reads the parts every message has (an amount after 입금 or before 원, a date and time, a balance
 * after 잔액) and takes what is left of the message's lines, once banks, accounts, the account's own holder, the
 * message's sentences and keywords are removed, as the depositor's name: '' when nothing is left (a push that names
 * no one). The formats read, and where each is documented, are in test/fixtures/banks/notifications/README.md.
 */
import { withFingerprints, type UnsignedRow } from './fingerprint.ts';
import { MESSAGES } from './messages.ts';
import { BALANCE, BANKS, splitMessages, WON, type PastedMessage } from './notification-split.ts';
import { MAX_STATEMENT_BYTES } from './statement.ts';
import type { IgnoredCounts, ParseResult, RowError } from './types.ts';
import { parseAmount, parseDateText, seoulWall, wallToIso, type WallClock } from './values.ts';

const BANK_SET = new Set(BANKS.map((b) => b.toLowerCase()));
const AFTER_DEPOSIT = /입금(?:액|금액)?\s*[:：]?\s*([+₩\\\d]\S*)/;
/** "입금 15,000원" or "15,000원 입금": an amount with 원 next to 입금 is the amount, before any other number. */
const BESIDE_DEPOSIT = new RegExp(String.raw`입금(?:액|금액)?\s*[:：]?\s*(${WON})|(${WON})\s*입금`);
const BEFORE_WON = new RegExp(WON);
const SPELLED = /(?:^|\s)(\S*\d\S*[만천]\S*원)/;
const OUTGOING = /출금|지급|결제|승인|님에게|송금\s*완료|이체\s*완료/;
const INCOMING = /입금|님이|보냈어요|보냈습니다|받았|들어왔/;
/** Money moved between the account and its own savings (모임금고, 세이프박스, 저금통, 플러스박스, an 적금). */
const SAVINGS = /모임금고|세이프박스|저금통|플러스박스|저금(?:됐|되었|했)|적금/;
const TOSS = /^(.*?)\s*님이\s*([+]?[₩\\]?\d[\d,]*)\s*원을?\s*(?:보냈|입금)/;
const FULL_DATE = /(?<!\d)(\d{4})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{1,2})(?!\d)/;
const SLASH_DATE = /(?<![\d/-])(\d{1,2})\/(\d{1,2})(?![\d/])/;
/** "11.22" or "11-22" is a date only just before a time; alone it could be anything. */
const DOTTED_DATE = /(?<![\d.,-])(\d{1,2})[.-](\d{1,2})(?=\s+(?:오전|오후)?\s*\d{1,2}:\d{2})/;
const TIME = /(?:(?:오전|오후)\s*)?(?<!\d)(\d{1,2}):(\d{2})(?::(\d{2}))?(?!\d)/;
/** Lines that never name the depositor: a 모임통장's member who made a move, a sentence about the account. */
const HOLDER_LINE = /^(?:거래한\s*)?모임원\s*[:：]/;
const SENTENCE_LINE = /\d\s*원[이을]?\s*(?:입금|출금|저금|이체)\s*(?:됐|되었|완료)|\d\s*원을?\s*받았/;
/** Words of the messages themselves, never a depositor's name. */
const KEYWORDS = new Set(
  [
    '입금 입금완료 입금알림 출금 입출금 이체 송금 타행 모바일 인터넷 전자금융 스마트 오픈뱅킹 잔액 잔고 원 님 님이 → -> >',
    '내 통장 계좌 모임통장 알림 안내 보냈어요 보냈습니다 받았어요 web발신 국외발신 국제발신 오전 오후',
  ]
    .join(' ')
    .split(' '),
);

type Outcome =
  | { kind: 'row'; row: UnsignedRow }
  | { kind: 'ignored'; as: keyof IgnoredCounts }
  | { kind: 'error'; message: string };

/** Cuts a match out of the text. */
function cut(text: string, match: RegExpExecArray | null): string {
  if (!match) return text;
  return `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`;
}

function readMessage(message: PastedMessage, now: Date): Outcome {
  const { row } = message;
  const text = message.lines.join(' ');
  if (SAVINGS.test(text)) return { kind: 'ignored', as: 'savings' };
  if (OUTGOING.test(text) && !/입금/.test(text)) return { kind: 'ignored', as: 'withdrawal' };

  let balance: number | null = null;
  const balanceMatch = new RegExp(BALANCE.source).exec(text);
  if (balanceMatch) {
    const b = parseAmount(balanceMatch[1] ?? '');
    if (b.kind === 'ok') balance = b.value;
  }
  const rest = cut(text, balanceMatch);

  let tossName: string | null = null;
  let amountRaw: string | null = null;
  const toss = TOSS.exec(rest);
  if (toss) {
    amountRaw = toss[2] ?? '';
    tossName = toss[1] ?? '';
  } else {
    amountRaw = amountIn(rest);
  }
  if (amountRaw === null) {
    if (!/\d/.test(rest)) return { kind: 'ignored', as: 'other' };
    return INCOMING.test(rest)
      ? { kind: 'error', message: MESSAGES.noAmount(row) }
      : { kind: 'error', message: MESSAGES.notNotification(row, text) };
  }
  const amount = parseAmount(amountRaw);
  if (amount.kind !== 'ok') return { kind: 'error', message: MESSAGES.badAmount(row, amountRaw) };
  if (amount.value <= 0) return { kind: 'ignored', as: amount.value < 0 ? 'withdrawal' : 'zero' };

  const when = readWhen(rest, message, now);
  if (when.kind === 'error') return { kind: 'error', message: MESSAGES.badDate(row, when.raw) };
  const numbers = new Set([amount.value, ...(balance === null ? [] : [balance])]);
  const name = nameIn(tossName === null ? message.lines : [tossName], numbers);
  const at = when.wall ? { at: wallToIso(when.wall) } : { at: now.toISOString(), estimatedAt: true as const };
  return { kind: 'row', row: { row, ...at, name, amount: amount.value, balance } };
}

/** The amount beside 입금, else after it ("입금 15,000", "전자금융입금 15,000"), else the first "…원". */
function amountIn(text: string): string | null {
  const beside = BESIDE_DEPOSIT.exec(text);
  if (beside) return (beside[1] ?? beside[2] ?? '').replace(/\s+/g, '').replace(/[이을]$/, '');
  const afterDeposit = AFTER_DEPOSIT.exec(text);
  if (afterDeposit) {
    return (afterDeposit[1] ?? '').replace(/원(?:이|을|입니다)?[.,!]*$/, '원').replace(/[.,!]+$/, '');
  }
  const beforeWon = BEFORE_WON.exec(text);
  if (beforeWon) return beforeWon[0].replace(/\s+/g, '').replace(/[이을]$/, '');
  // An amount in words ("1만5천원") is still the amount: say it cannot be read rather than take another number.
  const spelled = SPELLED.exec(text);
  return spelled ? (spelled[1] ?? '') : null;
}

type When = { kind: 'ok'; wall: WallClock | null } | { kind: 'error'; raw: string };

/**
 * The message's date and time; a time alone is on the day line above the message, else today (Korean); a message
 * with neither has the messaging app's received time when it was pasted with one.
 */
function readWhen(text: string, message: PastedMessage, now: Date): When {
  const date = FULL_DATE.exec(text) ?? SLASH_DATE.exec(text) ?? DOTTED_DATE.exec(text);
  const time = TIME.exec(cut(text, date));
  if (!date && !time) return { kind: 'ok', wall: message.received };
  const today = seoulWall(now);
  const { day } = message;
  let dateText = `${today.y}-${today.mo}-${today.d}`;
  if (date) dateText = date[0].replace(/\s+/g, '');
  else if (day) dateText = day.y ? `${day.y}-${day.mo}-${day.d}` : `${day.mo}/${day.d}`;
  const raw = time ? `${dateText} ${time[0]}` : dateText;
  const wall = parseDateText(raw, now);
  return wall ? { kind: 'ok', wall } : { kind: 'error', raw: date ? raw : (time?.[0] ?? raw) };
}

const G = (re: RegExp | string) => new RegExp(typeof re === 'string' ? re : re.source, 'g');
/** An amount with its word: "입금 15,000", "FBS입금 10,000", "입금15,000원". */
const AMOUNT_WITH_WORD = G(
  String.raw`[가-힣A-Za-z]*(?:입금|출금)(?:액|금액)?\s*[:：]?\s*[+₩\\]?\d[\d,]*(?:\s*원(?:[이을](?![가-힣])|(?![가-힣])))?`,
);
const LINE_NOISE = [BALANCE, AMOUNT_WITH_WORD, G(WON), G(FULL_DATE), G(SLASH_DATE), G(DOTTED_DATE), G(TIME)];

/**
 * What is left of a message's lines once banks, accounts, amounts, dates and keywords are gone. A line with an arrow
 * ("정하늘 → 모아밴드 모임통장") names the sender before it; the masked holder of the account ("김*아(4821)",
 * "정*진님") and account numbers have a star or are all digits.
 */
function nameIn(lines: string[], numbers: ReadonlySet<number>): string {
  const tokens: string[] = [];
  for (const raw of lines) {
    if (HOLDER_LINE.test(raw) || SENTENCE_LINE.test(raw)) continue;
    let line = raw.replace(/\[[^\]]*\]/g, ' ');
    const arrow = /(?:→|->)/.exec(line);
    if (arrow) line = line.slice(0, arrow.index);
    for (const noise of LINE_NOISE) line = line.replace(G(noise), ' ');
    for (const word of line.split(/\s+/)) {
      const token = word.replace(/^[:：,.·()|/~-]+|[:：,.·()|/~-]+$/g, '');
      if (isNamePart(token, numbers)) tokens.push(token);
    }
  }
  return tokens.join(' ').replace(/님$/, '').trim();
}

function isNamePart(token: string, numbers: ReadonlySet<number>): boolean {
  const lower = token.toLowerCase();
  if (token === '' || BANK_SET.has(lower) || KEYWORDS.has(lower)) return false;
  if (/(?:입금|출금)$/.test(token) || token.includes('*')) return false;
  // Accounts: digits with dashes, or ten digits and more; an account's name ("급여통장(1228)", "모임통장에").
  if (/^[\d-]+$/.test(token) && (token.includes('-') || token.length >= 10)) return false;
  if (/(?:통장|계좌)(?:\(\d+\)?)?(?:에|에서|으로|로)?$/.test(token) || /^\(?\d+\)$/.test(token)) return false;
  // The amount or balance again ("FBS입금 10,000" under the title "입금 10,000원").
  if (/^\d{1,3}(?:,\d{3})+$/.test(token) || (/^\d+$/.test(token) && numbers.has(Number(token)))) return false;
  return true;
}

/**
 * Pasted notifications, one per line or one per message (a message may span lines; blank lines, sender lines or a new
 * bank line separate them). Withdrawals and savings moves are counted, not read; a message without a date gets its
 * received time when pasted with one, else `now` and `estimatedAt`.
 */
export function parseNotificationText(text: string, now: Date = new Date()): ParseResult {
  if (Buffer.byteLength(text) > MAX_STATEMENT_BYTES) {
    return { ok: false, code: 'TOO_LARGE', message: MESSAGES.tooLarge(MAX_STATEMENT_BYTES / 1024 / 1024) };
  }
  if (text.trim() === '') return { ok: false, code: 'EMPTY', message: MESSAGES.emptyText };
  const ignored: IgnoredCounts = { withdrawal: 0, zero: 0, total: 0, savings: 0, other: 0 };
  const rows: UnsignedRow[] = [];
  const rowErrors: RowError[] = [];
  for (const message of splitMessages(text, now)) {
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
