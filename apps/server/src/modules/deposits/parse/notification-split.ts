/**
 * Pasted notifications to messages. A treasurer pastes what the phone copies: one message, or several with or without
 * blank lines between, sometimes with the messaging app's own lines (보낸사람 : 16449999, 수신 시간, a day between
 * messages). Those lines are not part of any message: a sender line starts one, a received time dates one that has
 * no time of its own, a day line dates the times of the messages under it.
 */
import { parseDateText, type WallClock } from './values.ts';

/** Short names banks and apps sign their messages with; longest first so "KB국민" is not read as "KB" and "국민". */
export const BANKS = [
  'KB국민은행 KB국민 KB 국민은행 국민 신한은행 신한 NH농협은행 NH농협 NH 농협은행 농협 우리은행 우리 하나은행 하나 IBK기업은행 IBK기업 IBK',
  '기업은행 기업 카카오뱅크 카카오 카뱅 토스뱅크 토스 케이뱅크 K뱅크 새마을금고 새마을 MG 우체국 수협은행 수협 SC제일 SC 씨티 신협 iM뱅크 부산은행 부산',
  '경남은행 경남 광주은행 광주 전북은행 전북 제주은행 제주 산업은행 KDB DGB대구은행 대구은행',
  // Banking apps whose pushes start with the app's name.
  'KB스타뱅킹 스타뱅킹 신한SOL SOL 쏠 우리WON뱅킹 WON뱅킹 하나원큐 NH올원뱅크 올원뱅크 NH스마트뱅킹 카카오페이 토스페이',
]
  .join(' ')
  .split(' ')
  .sort((a, b) => b.length - a.length);

/**
 * A message's first line: a bracketed sender ("[Web발신]", "[토스]") or a bank's name followed by a space, a sign, a
 * date ("신한11/22") or a masked account ("신협132*****2222"); not a relayed name such as "토스2023130명하윤".
 */
const MESSAGE_START = new RegExp(
  String.raw`^(?:\[[^\]]{1,20}\]|(?:${BANKS.join('|')})(?=$|[^가-힣A-Za-z\d]|\d{1,2}/\d{1,2}|[\d-]*\*))`,
  'i',
);
/** The messaging app's sender line: "보낸사람 : 16449999", "발신번호: 1588-2100". */
const SENDER_LINE =
  /^(?:보낸\s*사람|보낸\s*분|발신\s*(?:번호|자|인)?|받는\s*사람|수신\s*(?:번호|자|인)?)\s*[:：]/;
/** The messaging app's time of a message: "수신 시간 : 2026-11-22 14:03". */
const RECEIVED_LINE = /^(?:수신|받은|보낸|발신)\s*(?:시간|시각|일시|날짜)\s*[:：]\s*(.*)$/;
/** A day between messages, as a chat view shows it: "2026년 11월 22일 토요일", "11월 22일 (토)", "2026.11.22". */
const DAY_LINE =
  /^(?:(\d{4})\s*년\s*)?(\d{1,2})\s*월\s*(\d{1,2})\s*일\s*(?:\(?[월화수목금토일](?:요일)?\)?)?$|^(\d{4})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{1,2})\s*\.?\s*(?:\(?[월화수목금토일](?:요일)?\)?)?$/;
/** A notification's title line: "입금", "입출금", "입출금 알림". */
const BARE_TITLE = /^(?:입금|출금|입출금)(?:\s*알림)?$/;
const AMOUNT = String.raw`[+]?[₩\\]?\d[\d,]*`;
/** A push's title line with the amount ("입금 10,000원"); its body may repeat the amount ("FBS입금 10,000"). */
const AMOUNT_TITLE = new RegExp(
  String.raw`^(?:입금|출금)\s*[:：]?\s*(${AMOUNT})\s*원?$|^(${AMOUNT})\s*원\s*(?:입금|출금)$`,
);
export const BALANCE = /(?:잔액|잔고)\s*[:：]?\s*([+-]?[₩\\]?\s*\d[\d,]*)\s*원?/g;
/** An amount written before 원; "20231234원지수" (a name starting with the surname 원) is not one. */
export const WON = String.raw`[+]?[₩\\]?\d[\d,]*\s*원(?:[이을](?![가-힣])|(?![가-힣])|(?=입금|출금))`;

export interface PastedMessage {
  /** 1-based line of the message's first line. */
  row: number;
  lines: string[];
  /** The messaging app's time of the message, when pasted with it. */
  received: WallClock | null;
  /** The day line above the message, when there was one. */
  day: { y: number; mo: number; d: number } | null;
}

/** A line has an amount of its own (not a balance): "입금 15,000", "15,000원". */
export function hasMainAmount(text: string): boolean {
  const t = text.replace(BALANCE, ' ');
  return /입금(?:액|금액)?\s*[:：]?\s*[+₩\\]?\s*\d/.test(t) || new RegExp(WON).test(t);
}

function amountValue(raw: string): number {
  return Number(raw.replace(/[^\d]/g, ''));
}

interface Building {
  row: number;
  lines: string[];
  received: WallClock | null;
  day: PastedMessage['day'];
  /** A line with a digit: a message so far without one is only its title or tags ("[Web발신]", "입출금"). */
  hasDigits: boolean;
  hasAmount: boolean;
  titleAmount: number | null;
  repeated: boolean;
}

/** Whether a body line ends the message being built and starts another (noting a title's amount repeated). */
function startsAnother(message: Building, line: string): boolean {
  if (!message.hasDigits) return false;
  if (MESSAGE_START.test(line)) return true;
  if (!message.hasAmount) return false;
  if (BARE_TITLE.test(line)) return true;
  if (!hasMainAmount(line) || /^(?:잔액|잔고)/.test(line)) return false;
  const repeatsTitle =
    message.titleAmount !== null &&
    !message.repeated &&
    /입금|출금/.test(line) &&
    lineAmountEquals(line, message.titleAmount);
  if (repeatsTitle) message.repeated = true;
  return !repeatsTitle;
}

/**
 * Messages of a paste. Blank lines and sender lines separate messages; so does a line that starts like a message, a
 * bare title line after a message's amount, or a second amount (a push's body repeating its title's amount aside).
 */
export function splitMessages(text: string, now: Date): PastedMessage[] {
  const messages: PastedMessage[] = [];
  let day: PastedMessage['day'] = null;
  let current: Building | null = null;
  const open = (row: number): Building => ({
    row,
    lines: [],
    received: null,
    day,
    hasDigits: false,
    hasAmount: false,
    titleAmount: null,
    repeated: false,
  });
  const flush = () => {
    if (current && current.lines.length > 0) {
      const { row, lines, received } = current;
      messages.push({ row, lines, received, day: current.day });
    }
    current = null;
  };

  const lines = text.split(/\r\n|\r|\n/);
  for (const [i, raw] of lines.entries()) {
    const line = raw.normalize('NFKC').replace(/\s+/g, ' ').trim();
    const received = RECEIVED_LINE.exec(line);
    const dayLine = DAY_LINE.exec(line);
    if (line === '') {
      flush();
    } else if (SENDER_LINE.test(line)) {
      flush();
      current = open(i + 1);
    } else if (received) {
      current ??= open(i + 1);
      current.received = parseDateText(received[1] ?? '', now);
    } else if (dayLine) {
      flush();
      const y = Number(dayLine[1] ?? dayLine[4] ?? 0);
      day = { y, mo: Number(dayLine[2] ?? dayLine[5]), d: Number(dayLine[3] ?? dayLine[6]) };
    } else {
      if (current && startsAnother(current, line)) flush();
      const message: Building = current ?? open(i + 1);
      if (message.lines.length === 0) message.row = i + 1;
      const title = AMOUNT_TITLE.exec(line);
      if (title && !message.hasAmount) message.titleAmount = amountValue(title[1] ?? title[2] ?? '');
      // An amount may sit on its own line under its word ("입금" then "15,000").
      const previous = message.lines.at(-1) ?? '';
      message.hasAmount ||= hasMainAmount(line) || hasMainAmount(`${previous} ${line}`);
      message.hasDigits ||= /\d/.test(line);
      message.lines.push(line);
      current = message;
    }
  }
  flush();
  return messages;
}

function lineAmountEquals(line: string, amount: number): boolean {
  const t = line.replace(BALANCE, ' ');
  const m = new RegExp(String.raw`(?:입금|출금)\s*[:：]?\s*(${AMOUNT})|(${AMOUNT})\s*원`).exec(t);
  return m !== null && amountValue(m[1] ?? m[2] ?? '') === amount;
}
