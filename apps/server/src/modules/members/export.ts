import type { Member } from '@moa/contract';
import { ROSTER_COLUMNS } from '@moa/contract';
import type { AppContext } from '../../lib/context.ts';
import type { FileReply } from '../../lib/route.ts';
import { csvFile, safeTitle, sheetWorkbook, type Column } from '../../lib/spreadsheet.ts';
import type { SessionUser } from '../auth/index.ts';
import { termRoster } from './roster.ts';

/**
 * A term's roster in the shape student unions ask for (docs/product.md#members): 이름, 학번, 학과, 학년, 연락처,
 * 휴학 여부, 직책; members who withdrew are left out, and so is the contact of every member who did not agree that
 * the union may receive it. Text is never a formula (lib/spreadsheet.ts). 학년 is the student's own (empty until
 * they say it on their profile; an invitation has none).
 */

type Cell = string | number | Date | null;

const VALUES: Record<(typeof ROSTER_COLUMNS)[number], (m: Member) => Cell> = {
  이름: (m) => m.name,
  학번: (m) => m.studentId,
  학과: (m) => m.department,
  학년: (m) => m.schoolYear ?? '',
  연락처: (m) => (m.unionConsent ? m.phoneNumber : ''),
  '휴학 여부': (m) => (m.status === 'leave' ? '휴학' : '재학'),
  직책: (m) => m.positionName,
};

const WIDTHS: Record<(typeof ROSTER_COLUMNS)[number], number> = {
  이름: 12,
  학번: 12,
  학과: 20,
  학년: 8,
  연락처: 16,
  '휴학 여부': 10,
  직책: 10,
};

/** The roster's columns as the union receives them (the report's roster sheet uses them too). */
export const rosterColumns = (): Column<Member>[] =>
  ROSTER_COLUMNS.map((header) => ({ header, width: WIDTHS[header], value: VALUES[header] }));

async function rows(ctx: AppContext, user: SessionUser, termId: number) {
  const { term, members } = await termRoster(ctx, user, termId);
  return {
    members: members.filter((m) => m.status !== 'withdrawn'),
    baseName: `${safeTitle(term.name)}_회원명단`,
  };
}

/** GET …/members.xlsx: '{term}_회원명단.xlsx'. */
export async function rosterXlsx(ctx: AppContext, user: SessionUser, termId: number): Promise<FileReply> {
  const { members, baseName } = await rows(ctx, user, termId);
  return {
    body: await sheetWorkbook('회원 명단', rosterColumns(), members),
    fileName: `${baseName}.xlsx`,
    asciiFileName: `members-${termId}.xlsx`,
  };
}

/** GET …/members.csv: UTF-8 with a byte-order mark, CRLF lines; '{term}_회원명단.csv'. */
export async function rosterCsv(ctx: AppContext, user: SessionUser, termId: number): Promise<FileReply> {
  const { members, baseName } = await rows(ctx, user, termId);
  return {
    body: csvFile([[...ROSTER_COLUMNS], ...members.map((m) => ROSTER_COLUMNS.map((c) => VALUES[c](m)))]),
    fileName: `${baseName}.csv`,
    asciiFileName: `members-${termId}.csv`,
  };
}
