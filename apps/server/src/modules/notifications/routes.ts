import type { AppContext } from '../../lib/context.ts';
import type { RouteTable } from '../../lib/route.ts';
import * as service from './service.ts';

export function notificationRoutes(ctx: AppContext): RouteTable {
  return {
    notificationList: async (req) => service.notificationPage(ctx, req.user!, req.query.before),
    notificationRead: async (req) => service.markRead(ctx, req.user!, req.body),
    emailPreferences: async (req) => service.emailPreferences(ctx, req.user!),
    emailPreferencesUpdate: async (req) => service.setEmailPreferences(ctx, req.user!, req.body),
    unsubscribe: async (req) => service.unsubscribe(ctx, req.body),
    unsubscribeOneClick: async (req) => service.unsubscribe(ctx, req.query),
    clubFollow: async (req) => service.followClub(ctx, req.user!, req.params.id, true),
    clubUnfollow: async (req) => service.followClub(ctx, req.user!, req.params.id, false),
    follows: async (req) => service.follows(ctx, req.user!),
  };
}
