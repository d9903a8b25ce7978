import type { AppContext } from '../../lib/context.ts';
import type { RouteTable } from '../../lib/route.ts';
import { moveHolderSeats, saveSeatPlan, seatMap, seatPlan, seatState } from './service.ts';

export function seatingRoutes(ctx: AppContext): RouteTable {
  return {
    seatMap: async (req) => seatMap(ctx, req.params.showId, req.params.scheduleId),
    seatState: async (req) => seatState(ctx, req.params.showId, req.params.scheduleId),
    seatPlan: async (req) => seatPlan(ctx, req.user!, req.params.scheduleId),
    holderSeats: async (req) =>
      moveHolderSeats(ctx, req.user!, req.params.scheduleId, req.params.reservationId, req.body.seats),
    seatPlanUpdate: async (req) => saveSeatPlan(ctx, req.user!, req.params.scheduleId, req.body),
  };
}
