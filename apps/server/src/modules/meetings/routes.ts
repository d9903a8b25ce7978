import { endpoints } from '@moa/contract';
import type { AppContext } from '../../lib/context.ts';
import type { RouteTable } from '../../lib/route.ts';
import { readMultipart } from '../../plugins/uploads.ts';
import * as attendance from './attendance.ts';
import * as excuses from './excuses.ts';
import * as matrix from './matrix.ts';
import * as schedule from './schedule.ts';

/**
 * Meetings and attendance: the manager's meetings, marks, close and excuses (the club's manager only), and the
 * member's upcoming meetings, scans and excuse requests.
 */
export function meetingRoutes(ctx: AppContext): RouteTable {
  return {
    termMeetings: async (req) => schedule.listMeetings(ctx, req.user!, req.params.termId),
    termMeetingCreate: async (req) => schedule.createMeetings(ctx, req.user!, req.params.termId, req.body),
    meetingUpdate: async (req) => schedule.updateMeeting(ctx, req.user!, req.params.meetingId, req.body),
    meetingDelete: async (req) => schedule.deleteMeeting(ctx, req.user!, req.params.meetingId),
    meetingCode: async (req) => attendance.currentCode(ctx, req.user!, req.params.meetingId),
    meetingAttendance: async (req) => attendance.attendanceList(ctx, req.user!, req.params.meetingId),
    meetingAttendanceMark: async (req) =>
      attendance.markByHand(ctx, req.user!, req.params.meetingId, req.params.membershipId, req.body),
    meetingClose: async (req) => attendance.closeMeeting(ctx, req.user!, req.params.meetingId),
    termAttendance: async (req) => matrix.termAttendance(ctx, req.user!, req.params.termId, req.query),
    termAttendanceXlsx: async (req) =>
      matrix.termAttendanceXlsx(ctx, req.user!, req.params.termId, req.query),
    termExcuses: async (req) => excuses.termExcuses(ctx, req.user!, req.params.termId),
    excuseDecision: async (req) => excuses.decideExcuse(ctx, req.user!, req.params.excuseId, req.body),
    excusePhoto: async (req) => excuses.excusePhoto(ctx, req.user!, req.params.excuseId),
    myMeetings: async (req) => attendance.myMeetings(ctx, req.user!),
    myMeetingAttend: async (req) => attendance.attend(ctx, req.user!, req.params.meetingId, req.body),
    myExcuses: async (req) => excuses.myExcuses(ctx, req.user!),
    myExcuseCreate: async (req) => {
      const read = await readMultipart(req, endpoints.myExcuseCreate.multipart);
      return excuses.requestExcuse(ctx, req.user!, req.params.membershipId, read.request, read.files.photo);
    },
  };
}
