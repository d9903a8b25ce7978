import { endpoints } from '@moa/contract';
import type { AppContext } from '../../lib/context.ts';
import type { RouteTable } from '../../lib/route.ts';
import { readMultipart } from '../../plugins/uploads.ts';
import * as cancelRequests from './cancel-requests.ts';
import * as dashboard from './dashboard.ts';
import * as holderExport from './export.ts';
import * as holders from './holders.ts';
import * as paymentUndo from './payment-undo.ts';
import * as posts from './posts.ts';
import * as profile from './profile.ts';
import * as refunds from './refunds.ts';
import * as shows from './shows.ts';
import * as waitlist from './waitlist.ts';

/**
 * Tells the app a record was saved or deleted (its transaction has committed): its share image is made again in
 * the background (modules/previews). Answers the service's answer.
 */
function saved<T>(
  ctx: AppContext,
  kind: 'show' | 'entertain' | 'recruiting' | 'club',
  answer: T,
  id?: number,
): T {
  const savedId = id ?? (answer as { id?: number }).id;
  if (savedId !== undefined) ctx.contentSaved?.(kind, savedId);
  return answer;
}

export function manageRoutes(ctx: AppContext): RouteTable {
  return {
    managerProfile: async (req) => profile.getProfile(ctx, req.user!),
    managerProfileUpdate: async (req) => profile.saveProfile(ctx, req.user!, req.body),
    managerClub: async (req) => profile.getClub(ctx, req.user!),
    managerClubUpdate: async (req) => {
      const { request, files } = await readMultipart(req, endpoints.managerClubUpdate.multipart);
      return saved(
        ctx,
        'club',
        await profile.saveClub(ctx, req.user!, request, files.image),
        req.user!.clubId!,
      );
    },
    holderSchedules: async (req) => holders.scheduleCards(ctx, req.user!),
    holderList: async (req) => holders.holderList(ctx, req.user!, req.params.scheduleId),
    holderPayment: async (req) =>
      holders.setPayments(ctx, req.user!, req.params.scheduleId, req.body.reservationList),
    holderPaymentUndo: async (req) =>
      paymentUndo.undoPayments(ctx, req.user!, req.params.scheduleId, req.params.changeId),
    holderDelete: async (req) =>
      holders.deleteHolders(
        ctx,
        req.user!,
        req.params.scheduleId,
        req.body.reservationList.map((r) => r.reservationId),
        req.body.refund ?? false,
      ),
    holderRestore: async (req) =>
      holders.restoreHolders(
        ctx,
        req.user!,
        req.params.scheduleId,
        req.body.reservationList.map((r) => r.reservationId),
        new Map(
          req.body.reservationList.flatMap((r) => (r.seats ? [[r.reservationId, r.seats] as const] : [])),
        ),
      ),
    holderCancel: async (req) =>
      cancelRequests.answerCancelRequests(ctx, req.user!, req.params.scheduleId, req.body),
    holderWaitlist: async (req) => waitlist.holderWaitlist(ctx, req.user!, req.params.scheduleId),
    showRefunds: async (req) => refunds.showRefunds(ctx, req.user!, req.params.showId),
    showRefundsMark: async (req) => refunds.markRefunds(ctx, req.user!, req.params.showId, req.body),
    showRefundsXlsx: async (req) => refunds.refundExport(ctx, req.user!, req.params.showId),
    showHolders: async (req) => holders.showHolderList(ctx, req.user!, req.params.showId),
    showDashboard: async (req) => dashboard.showDashboard(ctx, req.user!, req.params.showId),
    holderExport: async (req) => holderExport.scheduleExport(ctx, req.user!, req.params.scheduleId),
    showHolderExport: async (req) => holderExport.showExport(ctx, req.user!, req.params.showId),
    showDelete: async (req) =>
      saved(ctx, 'show', await shows.deleteShow(ctx, req.user!, req.params.id), req.params.id),
    managerShows: async (req) => shows.listShows(ctx, req.user!),
    managerEntertains: async (req) => posts.listEntertains(ctx, req.user!),
    managerRecruitings: async (req) => posts.listRecruitings(ctx, req.user!),
    recruitingCreate: async (req) => {
      const { request, files } = await readMultipart(req, endpoints.recruitingCreate.multipart);
      return saved(ctx, 'recruiting', await posts.createRecruiting(ctx, req.user!, request, files.poster));
    },
    recruitingEdit: async (req) => posts.recruitingForEdit(ctx, req.user!, req.params.recruitingId),
    recruitingUpdate: async (req) => {
      const { request, files } = await readMultipart(req, endpoints.recruitingUpdate.multipart);
      return saved(
        ctx,
        'recruiting',
        await posts.updateRecruiting(ctx, req.user!, req.params.recruitingId, request, files.poster),
      );
    },
    entertainCreate: async (req) => {
      const { request, files } = await readMultipart(req, endpoints.entertainCreate.multipart);
      return saved(ctx, 'entertain', await posts.createEntertain(ctx, req.user!, request, files.poster!));
    },
    entertainDelete: async (req) =>
      saved(ctx, 'entertain', await posts.deleteEntertain(ctx, req.user!, req.params.id), req.params.id),
    entertainEdit: async (req) => posts.entertainForEdit(ctx, req.user!, req.params.id),
    entertainUpdate: async (req) => {
      const { request, files } = await readMultipart(req, endpoints.entertainUpdate.multipart);
      return saved(
        ctx,
        'entertain',
        await posts.updateEntertain(ctx, req.user!, req.params.id, request, files.poster),
      );
    },
    showCreate: async (req) => {
      const { request, files } = await readMultipart(req, endpoints.showCreate.multipart);
      return saved(ctx, 'show', await shows.createShow(ctx, req.user!, request, files.poster!, files.qr!));
    },
    showEdit: async (req) => shows.showForEdit(ctx, req.user!, req.params.id),
    showUpdate: async (req) => {
      const { request, files } = await readMultipart(req, endpoints.showUpdate.multipart);
      return saved(ctx, 'show', await shows.updateShow(ctx, req.user!, req.params.id, request, files.poster));
    },
  };
}
