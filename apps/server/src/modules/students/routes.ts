import type { AppContext } from '../../lib/context.ts';
import type { RouteTable } from '../../lib/route.ts';
import { bindInvitations } from '../members/index.ts';
import { deleteAccount, deletionPreview } from './deletion.ts';
import { getProfile, saveProfile } from './service.ts';

export function studentRoutes(ctx: AppContext): RouteTable {
  const { db } = ctx;
  return {
    studentProfile: async (req) => getProfile(db, req.user!.id),
    studentProfileUpdate: async (req) => {
      const profile = await saveProfile(db, req.user!.id, req.body);
      // A club's invitation by 학번 and 이름 binds once the profile names the student (docs/product.md#members).
      await bindInvitations(db, req.user!.id, ctx.now().toISOString());
      return profile;
    },
    accountDeletionPreview: async (req) => deletionPreview(ctx, req.user!),
    accountDelete: async (req) => deleteAccount(ctx, req.user!, req.body),
  };
}
