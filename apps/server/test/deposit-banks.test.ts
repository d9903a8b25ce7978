import { readdirSync, readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import {
  headerSignature,
  parseStatementFile,
  type ParseResult,
  type ParseSuccess,
} from '../src/modules/deposits/parse/index.ts';

/**
 * The deposit parser on statements laid out as Korean banks export them (fixtures/banks/statements, made by its
 * make.ts; where each layout comes from: its README.md), and on the shapes those exports take: footers, `;` and `|`
 * text, HTML with a preamble, UTF-16, BIFF with a password, remembered layouts, two name columns.
 */

const NOW = new Date('2026-11-26T12:00:00Z');
const DIR = new URL('./fixtures/banks/statements/', import.meta.url);

interface Expected {
  layout: string;
  format: string;
  encoding?: string;
  ignored: ParseSuccess['ignored'];
  deposits: { name: string; otherName?: string; amount: number; minute: string }[];
}

const EXPECTED = JSON.parse(readFileSync(new URL('expected.json', DIR), 'utf8')) as Record<string, Expected>;
const FILES = readdirSync(DIR).filter((f) => !/\.(?:ts|json|md)$/.test(f));

function ok(result: ParseResult): ParseSuccess {
  if (!result.ok) throw new Error(`expected a parse, got ${JSON.stringify(result).slice(0, 600)}`);
  return result;
}

/** The Korean wall-clock minute of an instant, as the statement shows it. */
const seoulMinute = (iso: string) =>
  new Date(new Date(iso).getTime() + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

const read = (file: string) => readFileSync(new URL(file, DIR));

describe('the bank statement corpus', () => {
  it('has one statement per layout, at least sixteen, each with its expected deposits', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(16);
    expect(FILES.toSorted()).toEqual(Object.keys(EXPECTED).toSorted());
    expect(new Set(Object.values(EXPECTED).map((e) => e.layout)).size).toBeGreaterThanOrEqual(16);
  });

  it.each(FILES)('%s: exactly the deposits it holds, its bank layout, no mapping step', async (file) => {
    const want = EXPECTED[file]!;
    const result = ok(await parseStatementFile({ bytes: read(file), filename: file, now: NOW }));
    expect(result.layout?.id).toBe(want.layout);
    expect(result.layout?.label).toMatch(/[가-힣]/);
    expect(result.format).toBe(want.format);
    if (want.encoding) expect(result.encoding).toBe(want.encoding);
    expect(result.savedLayoutUsed).toBeUndefined();
    expect(result.ignored).toEqual(want.ignored);
    expect(
      result.rows.map((r) => ({
        name: r.name,
        ...(r.otherName === undefined ? {} : { otherName: r.otherName }),
        amount: r.amount,
        minute: seoulMinute(r.at),
      })),
    ).toEqual(want.deposits);
    expect(result.mapping!.headerRow).toBeGreaterThan(0);
    expect(result.headerSignature).toBe(headerSignature(HEADERS[want.layout]!));
  });

  it('names both text columns of a layout that has two, the payer’s first', async () => {
    const hana = ok(await parseStatementFile({ bytes: read('hana.xlsx'), now: NOW }));
    expect([hana.nameHeader, hana.otherNameHeader]).toEqual(['적요', '의뢰인/수취인']);
    expect(hana.rows.find((r) => r.name === '김나래')?.otherName).toBe('(주)카카오페이');
    const epost = ok(await parseStatementFile({ bytes: read('epost.xlsx'), now: NOW }));
    expect([epost.nameHeader, epost.otherNameHeader]).toEqual(['내역', '적요']);
    expect(epost.rows[0]).toMatchObject({ name: '20231234홍길동', otherName: '타행이체' });
    const kb = ok(await parseStatementFile({ bytes: read('kb-web-excel-save.xls'), now: NOW }));
    expect([kb.nameHeader, kb.otherNameHeader]).toEqual(['내통장표시내용', '의뢰인/수취인']);
    const shinhan = ok(await parseStatementFile({ bytes: read('shinhan.xls'), now: NOW }));
    expect(shinhan).toMatchObject({ nameHeader: '내용' });
    expect(shinhan.otherNameHeader).toBeUndefined();
    expect(shinhan.rows.every((r) => r.otherName === undefined)).toBe(true);
  });

  it('gives the same deposits and fingerprints for the KB page and the CSVs Excel saves from it', async () => {
    const prints = await Promise.all(
      ['kb-web-excel-save.xls', 'kb-web-csv-cp949.csv', 'kb-web-csv-utf8-bom.csv'].map(async (f) =>
        ok(await parseStatementFile({ bytes: read(f), now: NOW })).rows.map((r) => r.fingerprint),
      ),
    );
    expect(prints[1]).toEqual(prints[0]);
    expect(prints[2]).toEqual(prints[0]);
  });
});

/** Each layout's header row as the bank writes it. */
const HEADERS: Record<string, string[]> = {
  'kb-web-html': ['거래일시', '적요', '의뢰인/수취인', '내통장표시내용', '출금금액', '입금금액', '잔액', '취급점'],
  'kb-web-csv': ['거래일시', '적요', '의뢰인/수취인', '내통장표시내용', '출금금액', '입금금액', '잔액', '취급점'],
  'kb-star-xls': ['거래일시', '적요', '보낸분/받는분', '송금메모', '출금액(원)', '입금액(원)', '잔액(원)', '처리점', '구분'],
  'shinhan-xls': ['거래일자', '거래시간', '적요', '출금(원)', '입금(원)', '내용', '잔액(원)', '거래점'],
  'shinhan-text': ['거래일자', '거래시간', '적요', '출금(원)', '입금(원)', '내용', '잔액(원)', '거래점'],
  'woori-xls': ['No.', '거래일시', '적요', '기재내용', '지급(원)', '입금(원)', '거래후잔액(원)', '취급점', '메모'],
  'hana-xlsx': ['거래일시', '적요', '의뢰인/수취인', '입금', '출금', '거래후잔액', '구분', '거래점', '거래특이사항'],
  'hana-text': ['거래일시', '적요', '의뢰인/수취인', '입금', '출금', '거래후잔액', '구분', '거래점', '거래특이사항'],
  'nh-xlsx': [
    '구분', '거래일자', '출금금액(원)', '입금금액(원)', '거래 후 잔액(원)', '거래내용', '거래기록사항', '거래점', '거래시간', '이체메모',
  ],
  'ibk-xlsx': [
    '거래일시', '출금', '입금', '거래후잔액', '거래내용', '상대계좌번호', '상대은행', '상대계좌예금주명', '거래구분', '수표어음금액', 'CMS코드',
  ],
  'ibk-print-html': [
    '거래일시', '출금', '입금', '거래후잔액', '거래내용', '상대계좌번호', '상대은행', '상대계좌예금주명', '거래구분', '수표어음금액', 'CMS코드',
  ],
  'kakao-xlsx': ['', '거래일시', '구분', '거래금액', '거래 후 잔액', '거래구분', '내용', '메모'],
  'kakao-group-xlsx': ['', '거래일시', '구분', '거래금액', '거래 후 잔액', '거래구분', '내용', '메모'],
  'toss-xlsx': ['', '거래 일시', '적요', '거래 유형', '거래 기관', '계좌번호', '거래 금액', '거래 후 잔액', '메모'],
  'epost-xlsx': ['거래일자', '거래시간', '적요', '출금금액', '입금금액', '잔액', '내역', '취급국'],
  'kfcc-xls': ['거래일시', '적요', '출금금액', '입금금액', '거래후잔액', '기재내용', '거래점'],
  'kbank-xlsx': ['거래일자', '거래시간', '거래구분', '입금금액', '출금금액', '잔액', '거래내용', '메모'],
};
