import type { AppContext } from '../../lib/context.ts';
import type { RouteTable } from '../../lib/route.ts';
import * as apply from './apply.ts';
import * as exports from './export.ts';
import * as review from './review.ts';
import * as slots from './slots.ts';

/** Recruiting applications: the student's calls and the manager's review, interview and result calls. */
export function applicationRoutes(ctx: AppContext): RouteTable {
  return {
    myApplication: async (req) => apply.myApplication(ctx, req.user!, req.params.recruitingId),
    applicationSubmit: async (req) =>
      apply.submitApplication(ctx, req.user!, req.params.recruitingId, req.body),
    applicationUpdate: async (req) =>
      apply.updateApplication(ctx, req.user!, req.params.recruitingId, req.body),
    applicationDelete: async (req) => apply.deleteOwnApplication(ctx, req.user!, req.params.recruitingId),
    myApplications: async (req) => apply.myApplications(ctx, req.user!),
    applicationSlots: async (req) => slots.openSlots(ctx, req.user!, req.params.recruitingId),
    applicationSlotBook: async (req) =>
      slots.bookSlot(ctx, req.user!, req.params.recruitingId, req.body.slotId),
    managerApplications: async (req) => review.postApplications(ctx, req.user!, req.params.recruitingId),
    applicationStageMove: async (req) =>
      review.moveStage(ctx, req.user!, req.params.recruitingId, req.body.applicationIds, req.body.stage),
    applicationReview: async (req) =>
      review.saveReview(ctx, req.user!, req.params.recruitingId, req.params.applicationId, req.body),
    applicationResults: async (req) => review.sendResults(ctx, req.user!, req.params.recruitingId, req.body),
    applicationExport: async (req) => exports.applicationsXlsx(ctx, req.user!, req.params.recruitingId),
    applicationCsvExport: async (req) => exports.applicationsCsv(ctx, req.user!, req.params.recruitingId),
    interviewSlots: async (req) => slots.managerSlots(ctx, req.user!, req.params.recruitingId),
    interviewSlotCreate: async (req) => slots.createSlot(ctx, req.user!, req.params.recruitingId, req.body),
    interviewSlotUpdate: async (req) =>
      slots.updateSlot(ctx, req.user!, req.params.recruitingId, req.params.slotId, req.body),
    interviewSlotDelete: async (req) =>
      slots.deleteSlot(ctx, req.user!, req.params.recruitingId, req.params.slotId),
  };
}
