import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulToday } from '../src/lib/time.ts';
import {
  parseNotificationText,
  type IgnoredCounts,
  type ParseResult,
  type ParseSuccess,
} from '../src/modules/deposits/parse/index.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, clubIdOf, insertSchedule, signInAs } from './support.ts';

/**
 * Pasted deposit notifications in the formats banks and apps send (fixtures/banks/notifications, whose README says
 * where each format comes from): every corpus file gives exactly its expected deposits and ignored counts, through the
 * parser and through the paste endpoint; then one case per structure the parser knows.
 */

const CORPUS = path.join(import.meta.dirname, 'fixtures/banks/notifications');

interface ExpectedDeposit {
  name: string;
  amount: number;
  /** Korean wall-clock minute, "2026-11-22 09:04"; null when the text has no time (the parse's `now` is used). */
  at: string | null;
}
interface Expected {
  now: string;
  files: Record<string, { deposits: ExpectedDeposit[]; ignored: IgnoredCounts }>;
}

const expected = JSON.parse(readFileSync(path.join(CORPUS, 'expected.json'), 'utf8')) as Expected;
const NOW = new Date(expected.now);
const corpusFiles = readdirSync(CORPUS).filter((f) => f.endsWith('.txt'));
const corpusText = (file: string) => readFileSync(path.join(CORPUS, file), 'utf8');

/** The Korean minute of an instant, as expected.json writes it. */
const seoulMinute = (iso: string) =>
  new Date(new Date(iso).getTime() + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

function ok(result: ParseResult): ParseSuccess {
  if (!result.ok) throw new Error(`expected a parse, got ${JSON.stringify(result)}`);
  return result;
}

/** Deposits as expected.json writes them; a row without a date must carry `now` and estimatedAt. */
function asExpected(rows: { name: string; amount: number; at: string; estimatedAt?: true }[]) {
  return rows.map((r) => {
    if (r.estimatedAt) expect(r.at).toBe(NOW.toISOString());
    return { name: r.name, amount: r.amount, at: r.estimatedAt ? null : seoulMinute(r.at) };
  });
}

const parse = (text: string) => parseNotificationText(text, NOW);
const names = (text: string) => ok(parse(text)).rows.map((r) => r.name);

describe('the notification corpus', () => {
  it('has an expectation for every file, 30 and more messages, from 10 and more banks and apps', () => {
    expect(Object.keys(expected.files).sort()).toEqual([...corpusFiles].sort());
    const messages = Object.values(expected.files).reduce(
      (n, f) => n + f.deposits.length + Object.values(f.ignored).reduce((a, b) => a + b, 0),
      0,
    );
    expect(messages).toBeGreaterThanOrEqual(30);
    expect(corpusFiles.filter((f) => f !== 'mixed.txt').length).toBeGreaterThanOrEqual(10);
  });

  it.each(corpusFiles)('%s gives exactly its expected deposits and ignored counts', (file) => {
    const want = expected.files[file]!;
    const result = ok(parse(corpusText(file)));
    expect(asExpected(result.rows)).toEqual(want.deposits);
    expect(result.ignored).toEqual(want.ignored);
  });
});

describe('notification structures', () => {
  it('leaves out the masked holder of the account (카카오뱅크 “김*아(4821)”), on its own line or not', () => {
    const text = [
      '[Web발신]',
      '[카카오뱅크] 김*아(4821)',
      '11/22 16:02',
      '입금 15,000원',
      '2023045이도현',
      '잔액 315,000원',
      '',
      '[Web발신] [카카오뱅크] 김*아(4821) 11/22 16:25 입금 15,000원 전하람 잔액 345,000원',
    ].join('\n');
    expect(names(text)).toEqual(['2023045이도현', '전하람']);
  });

  it('leaves out an account glued to the bank’s name (신협) and an account’s name (급여통장(1228))', () => {
    expect(names('신협132*****2222 11/22 16:15 입금 15,000원 나윤서 잔액312,533원')).toEqual(['나윤서']);
    expect(names('입금\n15,000원 윤하은 급여통장(1228) 11.22 13:20 잔액 885,045원')).toEqual(['윤하은']);
  });

  it('reads 모임통장 texts: the sentence about the account is not a name, the sender before an arrow is', () => {
    const text = [
      '토스뱅크 [입금 안내]',
      '모아밴드 모임통장에 15,000원이 입금됐어요.',
      '11/22 18:02',
      '2023045이도현',
      '',
      '입금 15,000원',
      '정하늘 → 모아밴드 모임통장 잔액 360,000원',
    ].join('\n');
    const result = ok(parse(text));
    expect(asExpected(result.rows)).toEqual([
      { name: '2023045이도현', amount: 15_000, at: '2026-11-22 18:02' },
      { name: '정하늘', amount: 15_000, at: null },
    ]);
  });

  it('gives a push that names no depositor the name ‘’', () => {
    const text = [
      '토스뱅크 모아밴드통장에 15,000원이 입금됐어요.',
      '',
      '15,000원 입금',
      '**** → 내 토스뱅크 통장',
      '',
      '입금 알림 KB국민은행 계좌에 10,000원 입금됐어요.',
    ].join('\n');
    expect(ok(parse(text)).rows.map((r) => [r.name, r.amount])).toEqual([
      ['', 15_000],
      ['', 15_000],
      ['', 10_000],
    ]);
  });

  it('counts money moved to or from the account’s own savings as savings, not as a deposit', () => {
    const text = [
      '토스뱅크 [모임통장 안내]',
      '모아밴드 모임통장 모임금고에 200,000원이 저금됐어요.',
      '11/22 18:20',
      '비상금',
      '거래한 모임원: 김*아',
      '',
      '입금 50,000원',
      '최애적금(7530) 출금 → 모아밴드 모임통장(4821) 잔액 410,000원',
      '',
      '입금 100,000원',
      '세이프박스 → 모아밴드 모임통장(4821) 잔액 510,000원',
    ].join('\n');
    const result = ok(parse(text));
    expect(result.rows).toEqual([]);
    expect(result.ignored).toEqual({ withdrawal: 0, zero: 0, total: 0, savings: 3, other: 0 });
  });

  it('reads messages pasted with the phone’s lines: a sender line first, a received time, days between', () => {
    const text = [
      '2026년 11월 21일 토요일',
      '보낸사람 : 16449999',
      '[KB]11/21 20:14',
      '834702**717',
      '2023107송지아',
      '입금',
      '15,000',
      '잔액1,100,000',
      '권나연님이 15,000원을 보냈어요',
      '오후 8:25',
      '2026년 11월 22일 일요일',
      '입금 15,000원',
      '수신 시간 : 2026-11-22 오전 8:15',
      '남궁별 → 모아밴드 모임통장 잔액 375,000원',
    ].join('\n');
    expect(asExpected(ok(parse(text)).rows)).toEqual([
      { name: '2023107송지아', amount: 15_000, at: '2026-11-21 20:14' },
      { name: '권나연', amount: 15_000, at: '2026-11-21 20:25' },
      { name: '남궁별', amount: 15_000, at: '2026-11-22 08:15' },
    ]);
  });

  it('tells a name relayed through a bank (“토스2023130명하윤”) from the start of a message', () => {
    const text = [
      'iM뱅크 11/22 09:52',
      '50813*03093',
      '입금 15,000',
      '잔액 1,204,248',
      '토스2023130명하윤',
    ].join('\n');
    expect(names(text)).toEqual(['토스2023130명하윤']);
  });

  it('reads a push whose body repeats its title’s amount as one message (KB스타뱅킹)', () => {
    const text = [
      'KB스타뱅킹',
      '입금 15,000원',
      '정*아님 11/22 11:02 582102-**-***852',
      '최유진 FBS입금 15,000 잔액1,269,400',
    ].join('\n');
    expect(asExpected(ok(parse(text)).rows)).toEqual([
      { name: '최유진', amount: 15_000, at: '2026-11-22 11:02' },
    ]);
  });

  it('takes the amount beside 입금, not a student number after it (토스 “15,000원 입금”)', () => {
    const result = ok(parse('15,000원 입금\n20231201 유승호 → 내 토스뱅크 통장'));
    expect(result.rows.map((r) => [r.name, r.amount])).toEqual([['20231201 유승호', 15_000]]);
  });

  it('keeps a name that starts with the surname 원 after a student number', () => {
    const text = [
      '[Web발신]',
      '우리 11/22 14:16',
      '*123456',
      '입금 15,000원',
      '2023045원지수',
      '잔액 500,000원',
    ].join('\n');
    expect(names(text)).toEqual(['2023045원지수']);
  });

  it('reads pushes whose lines the bank pads with wide spaces, and skips their withdrawals', () => {
    const text = [
      '입출금',
      '[입금] 송민재　　　 15,000원 1002-123-456***계좌 잔액 515,000원 11/22 14:40:12',
      '입출금',
      '[출금] 모아문구　　　 12,000원 1002-123-456***계좌 잔액 503,000원 11/22 16:05:40',
    ].join('\n');
    const result = ok(parse(text));
    expect(asExpected(result.rows)).toEqual([{ name: '송민재', amount: 15_000, at: '2026-11-22 14:40' }]);
    expect(result.ignored.withdrawal).toBe(1);
  });
});

/** The corpus through the real paste endpoint, on each database the suite runs on. */
describe.each(DB_KINDS)('pasting the notification corpus (%s)', (kind) => {
  let t: TestApp;
  let clock = new Date();
  let owner = '';
  let clubId = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, now: () => clock });
    clubId = await clubIdOf(t.db, 'manager@example.ac.kr');
    owner = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    clock = NOW;
  });
  afterAll(async () => t?.close());

  it.each(corpusFiles)('%s: the import answers the expected deposits and ignored counts', async (file) => {
    // A show of its own per file: fingerprints are per show, and two files may hold the same undated push.
    const { showId } = await insertSchedule(t.db, { clubId, date: addDays(seoulToday(), 20), seats: 20 });
    const res = await t.app.inject({
      method: 'POST',
      url: `/mypage/manager/show/${showId}/deposits`,
      headers: bearer(owner),
      payload: { text: corpusText(file) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      deposits: { name: string; amount: number; at: string }[];
      ignored: IgnoredCounts;
    };
    const want = expected.files[file]!;
    expect(body.deposits.map((d) => ({ name: d.name, amount: d.amount, at: seoulMinute(d.at) }))).toEqual(
      want.deposits.map((d) => ({ ...d, at: d.at ?? seoulMinute(NOW.toISOString()) })),
    );
    expect(body.ignored).toEqual(want.ignored);
  });
});
