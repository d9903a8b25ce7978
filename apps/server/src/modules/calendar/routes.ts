import type { AppContext } from '../../lib/context.ts';
import type { RouteTable } from '../../lib/route.ts';
import { interviewCalendar, reservationCalendar } from './service.ts';

export function calendarRoutes(ctx: AppContext): RouteTable {
  return {
    reservationCalendar: async (req) => reservationCalendar(ctx, req.user!, req.params.reservationId),
    interviewCalendar: async (req) => interviewCalendar(ctx, req.user!, req.params.recruitingId),
  };
}
