import type { AttendanceCounts, AttendanceEntry, Meeting, MeetingState } from '@moa/contract';
import { isEmptyStudentId, MEETING_LIMITS as L, toSalesOpenAt } from '@moa/contract';
import type { Db } from '../../db/database.ts';
import * as repo from './repository.ts';
import type { MarkRow, MeetingRow, TermMembershipRow } from './repository.ts';

/**
 * What a meeting is at an instant, who it expects and how its marks count (docs/product.md#meetings-and-attendance):
 * one place, so the manager's list, the attendance list, the close and the student's side agree.
 */

const MINUTE = 60_000;

/** Scans are taken from 30 minutes before the start until the manager closes it or 3 hours after its end. */
export function stateOf(
  row: Pick<MeetingRow, 'starts_at' | 'ends_at' | 'closed_at'>,
  nowMs: number,
): MeetingState {
  if (row.closed_at !== null) return 'closed';
  if (nowMs > Date.parse(row.ends_at) + L.closesHoursAfter * 60 * MINUTE) return 'closed';
  if (nowMs >= Date.parse(row.starts_at) - L.opensMinutesBefore * MINUTE) return 'open';
  return 'upcoming';
}

/** Within the late threshold of the start a scan is 출석, after it 지각. */
export const markAt = (row: Pick<MeetingRow, 'starts_at' | 'late_minutes'>, nowMs: number) =>
  nowMs <= Date.parse(row.starts_at) + row.late_minutes * MINUTE ? ('present' as const) : ('late' as const);

/** Expected: an active member of the meeting's term, of an expected position when it names positions. */
export function isExpected(
  meeting: Pick<MeetingRow, 'audience'>,
  positions: ReadonlySet<number>,
  member: { status: string; position_id: number },
): boolean {
  return member.status === 'active' && (meeting.audience === 'all' || positions.has(member.position_id));
}

/** Stored instants as the contract says them: Seoul 'YYYY-MM-DDTHH:MM'. */
export const seoulMinute = (iso: string) => toSalesOpenAt(new Date(iso));

export const personOf = (r: {
  user_name: string | null;
  user_student_id: string | null;
  invite_name: string | null;
  invite_student_id: string | null;
  invite_email?: string | null;
}) => {
  const studentId = r.user_student_id ?? r.invite_student_id ?? '';
  return {
    name: r.user_name ?? r.invite_name ?? r.invite_email ?? '',
    studentId: isEmptyStudentId(studentId) ? '' : studentId,
  };
};

type Positions = Map<number, { positionId: number; name: string }[]>;

/** The expected members of a meeting with their marks, and those marked who are no longer expected. */
export function entriesOf(
  meeting: MeetingRow,
  positions: Positions,
  members: readonly TermMembershipRow[],
  marks: readonly MarkRow[],
): AttendanceEntry[] {
  const expectedPositions = new Set((positions.get(meeting.id) ?? []).map((p) => p.positionId));
  const byMember = new Map(marks.filter((m) => m.meeting_id === meeting.id).map((m) => [m.membership_id, m]));
  const entries: AttendanceEntry[] = [];
  for (const m of members) {
    const expected = isExpected(meeting, expectedPositions, m);
    const mark = byMember.get(m.id);
    if (!expected && !mark) continue;
    entries.push({
      membershipId: m.id,
      ...personOf(m),
      positionName: m.position_name,
      expected,
      mark: mark?.mark ?? null,
      markedAt: mark?.marked_at ?? null,
      method: mark?.method ?? null,
    });
  }
  return entries;
}

export function countsOf(entries: readonly AttendanceEntry[]): AttendanceCounts {
  const counts = { expected: 0, present: 0, late: 0, excused: 0, absent: 0, unmarked: 0 };
  for (const e of entries) {
    if (e.expected) counts.expected += 1;
    if (e.mark) counts[e.mark] += 1;
    else if (e.expected) counts.unmarked += 1;
  }
  return counts;
}

export async function positionsByMeeting(db: Db, meetingIds: readonly number[]): Promise<Positions> {
  const map: Positions = new Map();
  for (const p of await repo.positionsOf(db, meetingIds)) {
    const list = map.get(p.meeting_id) ?? [];
    list.push({ positionId: p.position_id, name: p.name });
    map.set(p.meeting_id, list);
  }
  return map;
}

export function meetingOf(
  row: MeetingRow,
  positions: Positions,
  entries: readonly AttendanceEntry[],
  nowMs: number,
): Meeting {
  return {
    meetingId: row.id,
    termId: row.term_id,
    seriesId: row.series_id,
    title: row.title,
    startsAt: seoulMinute(row.starts_at),
    endsAt: seoulMinute(row.ends_at),
    durationMinutes: Math.round((Date.parse(row.ends_at) - Date.parse(row.starts_at)) / MINUTE),
    place: row.place,
    audience: row.audience,
    positions: row.audience === 'all' ? [] : (positions.get(row.id) ?? []),
    lateMinutes: row.late_minutes,
    state: stateOf(row, nowMs),
    closedAt: row.closed_at,
    counts: countsOf(entries),
  };
}

/** Meetings of one term as the contract says them, each with its counts. */
export async function meetingViews(
  db: Db,
  termId: number,
  rows: readonly MeetingRow[],
  nowMs: number,
): Promise<Meeting[]> {
  const ids = rows.map((r) => r.id);
  const [positions, members, marks] = await Promise.all([
    positionsByMeeting(db, ids),
    repo.termMemberships(db, termId),
    repo.marksOf(db, ids),
  ]);
  return rows.map((r) => meetingOf(r, positions, entriesOf(r, positions, members, marks), nowMs));
}

/** One meeting with its attendance list. */
export async function attendanceView(db: Db, row: MeetingRow, nowMs: number) {
  const [positions, members, marks] = await Promise.all([
    positionsByMeeting(db, [row.id]),
    repo.termMemberships(db, row.term_id),
    repo.marksOf(db, [row.id]),
  ]);
  const entries = entriesOf(row, positions, members, marks);
  return { meeting: meetingOf(row, positions, entries, nowMs), members: entries };
}

/** The expected members of a meeting (with `positionIds` its expected positions) among a term's memberships. */
export function expectedAmong(
  meeting: Pick<MeetingRow, 'audience'>,
  positionIds: readonly number[],
  members: readonly TermMembershipRow[],
): TermMembershipRow[] {
  const set = new Set(positionIds);
  return members.filter((m) => isExpected(meeting, set, m));
}
