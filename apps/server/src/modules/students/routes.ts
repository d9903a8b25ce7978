import type { AppContext } from '../../lib/context.ts';
import type { RouteTable } from '../../lib/route.ts';
import { deleteAccount, deletionPreview } from './deletion.ts';
import { getProfile, saveProfile } from './service.ts';

export function studentRoutes(ctx: AppContext): RouteTable {
  const { db } = ctx;
  return {
    studentProfile: async (req) => getProfile(db, req.user!.id),
    studentProfileUpdate: async (req) => saveProfile(db, req.user!.id, req.body),
    accountDeletionPreview: async (req) => deletionPreview(ctx, req.user!),
    accountDelete: async (req) => deleteAccount(ctx, req.user!, req.body),
  };
}
