import type { AppContext } from '../../lib/context.ts';
import type { RouteTable } from '../../lib/route.ts';
import { cancelUnpaid, setCancelRequest } from './cancel.ts';
import { claimOffer } from './claim.ts';
import { claimTransfer, reserve, studentReservations } from './service.ts';

export function reservationRoutes(ctx: AppContext): RouteTable {
  return {
    reserve: async (req) => reserve(ctx, req.user!, req.body),
    studentReservations: async (req) => studentReservations(ctx, req.user!),
    cancelRequest: async (req) =>
      setCancelRequest(ctx, req.user!, req.params.reservationId, true, req.body ?? undefined),
    reservationCancel: async (req) => cancelUnpaid(ctx, req.user!, req.params.reservationId),
    cancelRequestWithdraw: async (req) => setCancelRequest(ctx, req.user!, req.params.reservationId, false),
    // Taking a waiting-list offer makes a reservation (docs/product.md#waiting-list).
    waitlistClaim: async (req) => claimOffer(ctx, req.user!, req.params.waitlistId),
    transferClaim: async (req) => claimTransfer(ctx, req.user!, req.params.reservationId, req.body),
  };
}
