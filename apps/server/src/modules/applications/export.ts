import type { ApplicationStage, ManagerApplication, Question } from '@moa/contract';
import type { AppContext } from '../../lib/context.ts';
import type { FileReply } from '../../lib/route.ts';
import type { SessionUser } from '../auth/index.ts';
import { loadExcelJS } from '../../lib/on-first-use.ts';
import { csvCell, safeTitle, seoulCellDate } from '../../lib/spreadsheet.ts';
import { ownedPost } from './owned.ts';
import { questionsOf } from './questions.ts';
import { postApplications } from './review.ts';

/**
 * A post's applications as XLSX and CSV (docs/product.md#recruiting-applications): the applicant, stage, mean rating
 * and interview, then one column per question in the form's order. Officers' notes stay in the portal. Text is never
 * a formula: XLSX cells are text cells, and a CSV cell that a spreadsheet would read as one gets a leading quote.
 */

export const STAGE_LABELS: Record<ApplicationStage, string> = {
  applied: '지원',
  screenPassed: '서류 합격',
  screenFailed: '서류 불합격',
  interview: '면접',
  accepted: '최종 합격',
  rejected: '최종 불합격',
};

const FIXED_HEADERS = [
  '번호',
  '지원일시',
  '이름',
  '학번',
  '전화번호',
  '이메일',
  '단계',
  '평균 평점',
  '면접 일시',
  '면접 장소',
];

type Cell = string | number | Date | null;

function rowOf(a: ManagerApplication, index: number, questions: readonly Question[]): Cell[] {
  const answer = (q: Question) => {
    const value = a.answers.find((x) => x.questionId === q.questionId)?.value ?? '';
    return Array.isArray(value) ? value.join(', ') : value;
  };
  return [
    index + 1,
    seoulCellDate(a.submittedAt),
    a.applicant.name,
    a.applicant.studentId,
    a.applicant.phoneNumber,
    a.applicant.email,
    STAGE_LABELS[a.stage],
    a.ratingAverage,
    a.interview ? a.interview.startsAt.replace('T', ' ') : '',
    a.interview?.place ?? '',
    ...questions.map(answer),
  ];
}

async function loaded(ctx: AppContext, user: SessionUser, recruitingId: number) {
  const post = await ownedPost(ctx, user, recruitingId);
  const [applications, questions] = await Promise.all([
    postApplications(ctx, user, recruitingId),
    questionsOf(ctx.db, recruitingId),
  ]);
  return {
    headers: [...FIXED_HEADERS, ...questions.map((q) => q.label)],
    rows: applications.map((a, i) => rowOf(a, i, questions)),
    baseName: `${safeTitle(post.title)}_지원자`,
  };
}

/** GET …/applications.xlsx: '{title}_지원자.xlsx'. */
export async function applicationsXlsx(
  ctx: AppContext,
  user: SessionUser,
  recruitingId: number,
): Promise<FileReply> {
  const { headers, rows, baseName } = await loaded(ctx, user, recruitingId);
  // exceljs is loaded on the first export, not at start (lib/on-first-use.ts, docs/decisions/0012-server-memory.md).
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '모아';
  const sheet = workbook.addWorksheet('지원자', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((header, i) => ({
    header,
    width: i < FIXED_HEADERS.length ? 14 : 30,
    ...(i === 1 ? { style: { numFmt: 'yyyy-mm-dd hh:mm' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: headers.length } };
  return {
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
    fileName: `${baseName}.xlsx`,
    asciiFileName: `applications-${recruitingId}.xlsx`,
  };
}

/** GET …/applications.csv: UTF-8 with a byte-order mark, CRLF lines; '{title}_지원자.csv'. */
export async function applicationsCsv(
  ctx: AppContext,
  user: SessionUser,
  recruitingId: number,
): Promise<FileReply> {
  const { headers, rows, baseName } = await loaded(ctx, user, recruitingId);
  const lines = [headers, ...rows].map((cells) => cells.map(csvCell).join(','));
  return {
    body: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'),
    fileName: `${baseName}.csv`,
    asciiFileName: `applications-${recruitingId}.csv`,
  };
}
