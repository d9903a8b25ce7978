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
/** A day between messages, as a chat view shows it: "2026년 11월 22일 토요일", "11월 22일 (토)". */
const DAY_LINE =
  /^(?:(\d{4})\s*년\s*)?(\d{1,2})\s*월\s*(\d{1,2})\s*일\s*(?:\(?[월화수목금토일](?:요일)?\)?)?$|^(\d{4})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{1,2})\s*\.?\s*\(?[월화수목금토일](?:요일)?\)?$/;
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
  hasAmount: boolean;
  titleAmount: number | null;
  repeated: boolean;
}

/**
 * Messages of a paste. Blank lines and sender lines separate messages; so does a line that starts like a message, a
 * bare title line after a message's amount, or a second amount (a push's body repeating its title's amount aside).
 */
export function splitMessages(text: string, now: Date): PastedMessage[] {
  const messages: PastedMessage[] = [];
  let current: Building | null = null;
  let day: PastedMessage['day'] = null;
  const flush = () => {
    if (current && current.lines.length > 0) {
      const { row, lines, received } = current;
      messages.push({ row, lines, received, day: current.day });
    }
    current = null;
  };
  const open = (row: number): Building => ({
    row,
    lines: [],
    received: null,
    day,
    hasAmount: false,
    titleAmount: null,
    repeated: false,
  });

  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const line = raw.normalize('NFKC').replace(/\s+/g, ' ').trim();
    if (line === '') return flush();
    if (SENDER_LINE.test(line)) {
      flush();
      current = open(i + 1);
      return;
    }
    const received = RECEIVED_LINE.exec(line);
    if (received) {
      current ??= open(i + 1);
      current.received = parseDateText(received[1] ?? '', now);
      return;
    }
    const dayLine = DAY_LINE.exec(line);
    if (dayLine) {
      flush();
      const y = Number(dayLine[1] ?? dayLine[4] ?? 0);
      day = { y, mo: Number(dayLine[2] ?? dayLine[5]), d: Number(dayLine[3] ?? dayLine[6]) };
      return;
    }
    const title = AMOUNT_TITLE.exec(line);
    const lineHasAmount = hasMainAmount(line);
    let building = current as Building | null;
    if (building && building.lines.some((l) => /\d/.test(l))) {
      const repeatsTitle =
        lineHasAmount &&
        building.titleAmount !== null &&
        !building.repeated &&
        /입금|출금/.test(line) &&
        lineAmountEquals(line, building.titleAmount);
      const starts =
        MESSAGE_START.test(line) ||
        (building.hasAmount && BARE_TITLE.test(line)) ||
        (lineHasAmount && building.hasAmount && !/^(?:잔액|잔고)/.test(line) && !repeatsTitle);
      if (starts) {
        flush();
        building = null;
      } else if (repeatsTitle) {
        building.repeated = true;
      }
    }
    building ??= current ?? open(i + 1);
    if (building.lines.length === 0) building.row = i + 1;
    if (title && !building.hasAmount) building.titleAmount = amountValue(title[1] ?? title[2] ?? '');
    building.lines.push(line);
    // An amount may sit on its own line under its word ("입금" then "15,000").
    building.hasAmount ||= hasMainAmount(building.lines.join(' '));
    current = building;
  });
  flush();
  return messages;
}

function lineAmountEquals(line: string, amount: number): boolean {
  const t = line.replace(BALANCE, ' ');
  const m = new RegExp(String.raw`(?:입금|출금)\s*[:：]?\s*(${AMOUNT})|(${AMOUNT})\s*원`).exec(t);
  return m !== null && amountValue(m[1] ?? m[2] ?? '') === amount;
}
