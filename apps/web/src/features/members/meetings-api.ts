/**
 * The manager's meetings and attendance (docs/product.md#meetings-and-attendance), each call by its contract name:
 * a term's meetings and excuse requests, a meeting's QR code and attendance list, and the manager's changes.
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  AttendanceMark,
  ExcuseDecisionRequest,
  MeetingCreateRequest,
  MeetingUpdateRequest,
} from '@moa/contract';
import { call, download } from '../../lib/api-client';
import { manageKeys } from '../../lib/manager-keys';

export const meetingKeys = {
  all: [...manageKeys.all, 'meetings'] as const,
  term: (termId: number) => [...manageKeys.all, 'meetings', 'term', termId] as const,
  excuses: (termId: number) => [...manageKeys.all, 'meetings', 'excuses', termId] as const,
  attendance: (meetingId: number) => [...manageKeys.all, 'meetings', 'attendance', meetingId] as const,
  code: (meetingId: number) => [...manageKeys.all, 'meetings', 'code', meetingId] as const,
};

/** How often the attendance list and the QR screen's counts are fetched again while the meeting is open. */
export const ATTENDANCE_REFRESH_MS = 5_000;

export function termMeetingsQuery(termId: number) {
  return queryOptions({
    queryKey: meetingKeys.term(termId),
    queryFn: ({ signal }) => call('termMeetings', { params: { termId }, signal }),
  });
}

export function termExcusesQuery(termId: number) {
  return queryOptions({
    queryKey: meetingKeys.excuses(termId),
    queryFn: ({ signal }) => call('termExcuses', { params: { termId }, signal }),
  });
}

export function attendanceQuery(meetingId: number) {
  return queryOptions({
    queryKey: meetingKeys.attendance(meetingId),
    queryFn: ({ signal }) => call('meetingAttendance', { params: { meetingId }, signal }),
  });
}

export const fetchMeetingCode = (meetingId: number, signal?: AbortSignal) =>
  call('meetingCode', { params: { meetingId }, signal });

export const createMeetings = (termId: number, body: MeetingCreateRequest) =>
  call('termMeetingCreate', { params: { termId }, body });
export const updateMeeting = (meetingId: number, body: MeetingUpdateRequest) =>
  call('meetingUpdate', { params: { meetingId }, body });
export const deleteMeeting = (meetingId: number) => call('meetingDelete', { params: { meetingId } });
export const markAttendance = (meetingId: number, membershipId: number, mark: AttendanceMark) =>
  call('meetingAttendanceMark', { params: { meetingId, membershipId }, body: { mark } });
export const closeMeeting = (meetingId: number) => call('meetingClose', { params: { meetingId } });
export const decideExcuse = (excuseId: number, body: ExcuseDecisionRequest) =>
  call('excuseDecision', { params: { excuseId }, body });
export const downloadExcusePhoto = (excuseId: number) => download('excusePhoto', { params: { excuseId } });
