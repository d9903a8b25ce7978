import type { AppContext } from '../../lib/context.ts';
import type { RouteTable } from '../../lib/route.ts';
import * as browse from './service.ts';

export function browseRoutes({ db, now, config }: AppContext): RouteTable {
  return {
    // Never stored: a countdown reads it once to learn how far the device's clock is off.
    serverTime: async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { now: now().toISOString() };
    },
    attractionList: async () => browse.attractionList(db),
    showDetail: async (req) => browse.showDetail(db, req.params.showId),
    entertainDetail: async (req) => browse.entertainDetail(db, req.params.id),
    clubList: async () => browse.clubList(db),
    clubDetail: async (req) => browse.clubDetail(db, req.params.id),
    recruitingList: async () => browse.recruitingList(db),
    recruitingDetail: async (req) =>
      browse.recruitingDetail(db, req.params.recruitingId, config.applicationRetentionDays),
  };
}
