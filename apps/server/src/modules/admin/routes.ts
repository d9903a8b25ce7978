import { endpoints } from '@moa/contract';
import type { AppContext } from '../../lib/context.ts';
import type { RouteTable } from '../../lib/route.ts';
import { readMultipart } from '../../plugins/uploads.ts';
import { auditEntries } from '../audit/index.ts';
import * as admin from './service.ts';

export function adminRoutes(ctx: AppContext): RouteTable {
  return {
    adminClubs: async () => ({ clubs: await admin.listClubs(ctx) }),
    adminClubCreate: async (req) => {
      const { request, files } = await readMultipart(req, endpoints.adminClubCreate.multipart);
      const id = await admin.saveClub(ctx, req.user!, null, request, files.poster);
      ctx.contentSaved?.('club', id);
      return { id };
    },
    adminClubUpdate: async (req) => {
      const { request, files } = await readMultipart(req, endpoints.adminClubUpdate.multipart);
      const id = await admin.saveClub(ctx, req.user!, req.params.id, request, files.poster);
      // The club's name is on its shows', events' and posts' images too (modules/previews).
      ctx.contentSaved?.('club', id);
      return { id };
    },
    adminManagers: async () => ({ managers: await admin.listGrants(ctx) }),
    adminManagerGrant: async (req) => admin.grantManager(ctx, req.user!, req.body.email, req.body.clubId),
    adminManagerRevoke: async (req) => {
      await admin.revokeManager(ctx, req.user!, req.params.email);
      return { success: true as const };
    },
    adminAudit: async (req) => ({ entries: await auditEntries(ctx.db, req.query.limit, req.query.before) }),
  };
}
