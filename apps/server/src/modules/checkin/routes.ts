import type { AppContext } from '../../lib/context.ts';
import type { RouteTable } from '../../lib/route.ts';
import { doorSchedule } from './door-list.ts';
import { scanTicket } from './scan.ts';
import { addShowStaff, doorDuties, listShowStaff, removeShowStaff } from './staff.ts';
import { syncScans } from './sync.ts';

export function checkinRoutes(ctx: AppContext): RouteTable {
  return {
    checkinSchedule: async (req) => doorSchedule(ctx, req.user!, req.params.scheduleId),
    checkinScan: async (req) => scanTicket(ctx, req.user!, req.params.scheduleId, req.body),
    checkinSync: async (req) => syncScans(ctx, req.user!, req.params.scheduleId, req.body),
    doorDuties: async (req) => doorDuties(ctx, req.user!),
    showStaff: async (req) => listShowStaff(ctx, req.user!, req.params.showId),
    showStaffAdd: async (req) => addShowStaff(ctx, req.user!, req.params.showId, req.body.email),
    showStaffRemove: async (req) => removeShowStaff(ctx, req.user!, req.params.showId, req.params.email),
  };
}
