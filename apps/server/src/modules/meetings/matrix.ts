import type { AttendanceMark, AttendanceRow, TermAttendance, TermAttendanceQuery } from '@moa/contract';
import { ATTENDANCE_MARK_LABELS, MEMBERSHIP_STATUS_LABELS } from '@moa/contract';
import type { AppContext } from '../../lib/context.ts';
import type { FileReply } from '../../lib/route.ts';
import { safeTitle, sheetWorkbook, type Column } from '../../lib/spreadsheet.ts';
import type { SessionUser } from '../auth/index.ts';
import { ownedTerm } from '../members/index.ts';
import * as repo from './repository.ts';
import { isExpected, personOf, positionsByMeeting, seoulMinute, stateOf } from './view.ts';

/**
 * The term's attendance (docs/product.md#meetings-and-attendance): every member of the term a meeting expected or
 * marked, × the term's meetings in time order, each member's counts and 출석률 — (출석 + 지각) over the meetings that
 * have started and expected them, 공결 left out of both — filtered as the roster is, and as an XLSX file.
 */

const folded = (s: string) => s.normalize('NFC').replace(/\s+/g, '').toLowerCase();

export async function termAttendance(
  ctx: AppContext,
  user: SessionUser,
  termId: number,
  filter: TermAttendanceQuery,
): Promise<TermAttendance> {
  const term = await ownedTerm(ctx, user, termId);
  const now = ctx.now().getTime();
  const meetings = await repo.termMeetings(ctx.db, termId);
  const ids = meetings.map((m) => m.id);
  const [positions, members, marks] = await Promise.all([
    positionsByMeeting(ctx.db, ids),
    repo.termMemberships(ctx.db, termId),
    repo.marksOf(ctx.db, ids),
  ]);
  const expectedSets = new Map(
    meetings.map((m) => [m.id, new Set((positions.get(m.id) ?? []).map((p) => p.positionId))]),
  );
  const markOf = new Map(marks.map((m) => [`${m.meeting_id}:${m.membership_id}`, m.mark as AttendanceMark]));
  const started = new Set(meetings.filter((m) => stateOf(m, now) !== 'upcoming').map((m) => m.id));

  const rows: AttendanceRow[] = [];
  for (const member of members) {
    const cells = meetings.map((meeting) => ({
      expected: isExpected(meeting, expectedSets.get(meeting.id)!, member),
      mark: markOf.get(`${meeting.id}:${member.id}`) ?? null,
    }));
    if (!cells.some((c) => c.expected || c.mark)) continue;
    const counts = { present: 0, late: 0, excused: 0, absent: 0 };
    let counted = 0;
    cells.forEach((cell, i) => {
      if (cell.mark) counts[cell.mark] += 1;
      if ((cell.expected || cell.mark) && started.has(meetings[i]!.id) && cell.mark !== 'excused')
        counted += 1;
    });
    rows.push({
      membershipId: member.id,
      ...personOf(member),
      positionName: member.position_name,
      status: member.status,
      cells,
      counts,
      rate: counted === 0 ? null : (counts.present + counts.late) / counted,
    });
  }
  const q = filter.query ? folded(filter.query) : '';
  const shown = rows.filter((r) => {
    const member = members.find((m) => m.id === r.membershipId)!;
    if (filter.status && member.status !== filter.status) return false;
    if (filter.positionId && member.position_id !== filter.positionId) return false;
    return q === '' || folded(r.name).includes(q) || r.studentId.includes(q);
  });
  return {
    termId,
    termName: term.name,
    meetings: meetings.map((m) => ({
      meetingId: m.id,
      title: m.title,
      startsAt: seoulMinute(m.starts_at),
      state: stateOf(m, now),
    })),
    members: shown,
    all: rows.length,
  };
}

/** GET …/attendance.xlsx: '{term}_출석부.xlsx', a column per meeting ('MM.DD 제목'), then the counts and the rate. */
export async function termAttendanceXlsx(
  ctx: AppContext,
  user: SessionUser,
  termId: number,
  filter: TermAttendanceQuery,
): Promise<FileReply> {
  const matrix = await termAttendance(ctx, user, termId, filter);
  const columns: Column<AttendanceRow>[] = [
    { header: '이름', width: 12, value: (r) => r.name },
    { header: '학번', width: 12, value: (r) => r.studentId },
    { header: '직책', width: 10, value: (r) => r.positionName },
    {
      header: '상태',
      width: 8,
      value: (r) => MEMBERSHIP_STATUS_LABELS[r.status as keyof typeof MEMBERSHIP_STATUS_LABELS] ?? r.status,
    },
    ...matrix.meetings.map((m, i): Column<AttendanceRow> => ({
      header: `${m.startsAt.slice(5, 10).replace('-', '.')} ${m.title}`,
      width: 12,
      value: (r) => {
        const cell = r.cells[i]!;
        return cell.mark ? ATTENDANCE_MARK_LABELS[cell.mark] : cell.expected ? '' : '-';
      },
    })),
    { header: '출석', width: 6, value: (r) => r.counts.present },
    { header: '지각', width: 6, value: (r) => r.counts.late },
    { header: '공결', width: 6, value: (r) => r.counts.excused },
    { header: '결석', width: 6, value: (r) => r.counts.absent },
    { header: '출석률', width: 8, numFmt: '0%', value: (r) => r.rate },
  ];
  return {
    body: await sheetWorkbook('출석부', columns, matrix.members),
    fileName: `${safeTitle(matrix.termName)}_출석부.xlsx`,
    asciiFileName: `attendance-${termId}.xlsx`,
  };
}
