import { groupDigits } from '@moa/contract';
import type { FinanceLine, TermActivity, TermReport, UnionRuleResult } from '@moa/contract';
import type { AppContext } from '../../lib/context.ts';
import type { FileReply } from '../../lib/route.ts';
import { compareCodeUnits } from '../../lib/compare.ts';
import {
  safeTitle,
  seoulCellDate,
  sheetOf,
  WON_FORMAT,
  workbookOf,
  type Column,
} from '../../lib/spreadsheet.ts';
import type { SessionUser } from '../auth/index.ts';
import { rosterColumns } from '../members/index.ts';
import { termReport } from './report.ts';

/**
 * GET …/terms/{termId}/report.xlsx (docs/product.md#the-union-report): the report as the union receives it, one
 * sheet each — 규정 (the union's rules, met or not), 회원 명단 (as the roster's own export), 활동, 결산 (every line,
 * then the totals and the balance). Text is never a formula (lib/spreadsheet.ts writes cells as values).
 */

const KIND_LABELS: Record<TermActivity['kind'], string> = {
  meeting: '모임',
  show: '공연',
  event: '행사',
  other: '기타',
};

const ruleColumns: Column<UnionRuleResult>[] = [
  { header: '규정', width: 28, value: (r) => r.label },
  { header: '기준', width: 10, value: (r) => r.required },
  { header: '현재', width: 10, value: (r) => r.actual },
  { header: '충족', width: 8, value: (r) => (r.met ? '충족' : '미충족') },
  { header: '설명', width: 48, value: (r) => r.detail },
];

const activityColumns: Column<TermActivity>[] = [
  { header: '날짜', width: 18, numFmt: 'yyyy-mm-dd hh:mm', value: (a) => seoulCellDate(a.startsAt) },
  { header: '구분', width: 8, value: (a) => KIND_LABELS[a.kind] },
  { header: '활동', width: 28, value: (a) => a.title },
  { header: '장소', width: 20, value: (a) => a.place },
  { header: '참여 인원', width: 10, value: (a) => a.attendees },
  { header: '사진', width: 8, value: (a) => a.photos.length },
  { header: '활동 내용', width: 60, value: (a) => a.summary },
];

type FinanceRow = Pick<FinanceLine, 'category' | 'description' | 'date' | 'amount'> & {
  direction: FinanceLine['direction'] | null;
  evidence: string;
};

const DIRECTION_LABELS = { income: '수입', expense: '지출' } as const;

const financeColumns: Column<FinanceRow>[] = [
  { header: '구분', width: 8, value: (l) => (l.direction ? DIRECTION_LABELS[l.direction] : '') },
  { header: '날짜', width: 12, value: (l) => l.date },
  { header: '항목', width: 16, value: (l) => l.category },
  { header: '내용', width: 40, value: (l) => l.description },
  { header: '금액', width: 14, numFmt: WON_FORMAT, value: (l) => l.amount },
  { header: '증빙', width: 36, value: (l) => l.evidence },
];

/** How an entry is evidenced: the portal's own records, a receipt, or the reason it has none. */
function evidenceOf(l: FinanceLine): string {
  if (l.source !== 'ledger') return '모아 기록';
  if (l.hasReceipt) return '영수증 첨부';
  return l.noReceiptReason ? `영수증 없음: ${l.noReceiptReason}` : '';
}

function financeRows(report: TermReport): FinanceRow[] {
  const f = report.finance;
  const ordered = [...f.lines].sort(
    (a, b) =>
      (a.direction === b.direction ? 0 : a.direction === 'income' ? -1 : 1) ||
      compareCodeUnits(a.date ?? '', b.date ?? ''),
  );
  const total = (category: string, amount: number): FinanceRow => ({
    direction: null,
    date: null,
    category,
    description: '',
    amount,
    evidence: '',
  });
  return [
    ...ordered.map((l) => ({ ...l, evidence: evidenceOf(l) })),
    total('수입 합계', f.income),
    total('지출 합계', f.expense),
    total('잔액', f.balance),
    ...(f.refundsOwed.count > 0
      ? [
          {
            ...total('환불 예정', f.refundsOwed.amount),
            description: `잔액 중 돌려줄 돈 ${f.refundsOwed.count}건`,
          },
        ]
      : []),
  ];
}

type Pair = [string, string | number];
const summaryColumns: Column<Pair>[] = [
  { header: '항목', width: 16, value: (p) => p[0] },
  { header: '내용', width: 48, value: (p) => p[1] },
];

function summaryRows(r: TermReport): Pair[] {
  const won = (n: number) => `${groupDigits(n)}원`;
  return [
    ['동아리', r.club.name],
    ['학기', `${r.term.name} (${r.term.startsOn} ~ ${r.term.endsOn})`],
    ['소속 학생회', r.union ? `${r.union.university} ${r.union.name}` : '정해지지 않음'],
    ['활동 회원', `${r.facts.members}명 (명단 ${r.roster.length}명)`],
    ['학과', `${r.facts.departments.length}개 학과`],
    ['활동', `${r.facts.activities}회`],
    ['수입 합계', won(r.finance.income)],
    ['지출 합계', won(r.finance.expense)],
    ['잔액', won(r.finance.balance)],
    ['규정', r.union ? `${r.rules.filter((x) => x.met).length}/${r.rules.length} 충족` : '확인할 규정 없음'],
    ['만든 때', new Date(r.generatedAt).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul' })],
  ];
}

export async function termReportXlsx(ctx: AppContext, user: SessionUser, termId: number): Promise<FileReply> {
  const report = await termReport(ctx, user, termId);
  const body = await workbookOf([
    sheetOf('요약', summaryColumns, summaryRows(report)),
    sheetOf('규정', ruleColumns, report.rules),
    sheetOf('회원 명단', rosterColumns(), report.roster),
    sheetOf('활동', activityColumns, report.activities),
    sheetOf('결산', financeColumns, financeRows(report)),
  ]);
  return {
    body,
    fileName: `${safeTitle(report.club.name)}_${safeTitle(report.term.name)}_학기보고서.xlsx`,
    asciiFileName: `report-${termId}.xlsx`,
  };
}
