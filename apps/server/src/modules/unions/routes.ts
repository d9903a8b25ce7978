import type { AppContext } from '../../lib/context.ts';
import type { RouteTable } from '../../lib/route.ts';
import * as unions from './service.ts';

/** Student unions' rules: the administrator's list and edits, and the club manager's view of their own union. */
export function unionRoutes(ctx: AppContext): RouteTable {
  return {
    adminUnions: async () => ({ unions: await unions.listUnions(ctx) }),
    adminUnionCreate: async (req) => unions.saveUnion(ctx, req.user!, null, req.body),
    adminUnionUpdate: async (req) => unions.saveUnion(ctx, req.user!, req.params.unionId, req.body),
    adminUnionDelete: async (req) => {
      await unions.deleteUnion(ctx, req.user!, req.params.unionId);
      return { success: true as const };
    },
    clubUnion: async (req) => unions.clubUnion(ctx, req.user!),
  };
}
