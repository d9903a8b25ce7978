import type { AppContext } from '../../lib/context.ts';
import type { RouteTable } from '../../lib/route.ts';
import { joinWaitlist, leaveWaitlist, studentWaitlist } from './service.ts';

export function waitlistRoutes(ctx: AppContext): RouteTable {
  return {
    waitlistJoin: async (req) => joinWaitlist(ctx, req.user!, req.body),
    studentWaitlist: async (req) => studentWaitlist(ctx, req.user!),
    waitlistLeave: async (req) => leaveWaitlist(ctx, req.user!, req.params.waitlistId),
  };
}
