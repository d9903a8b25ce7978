import type { AppContext } from '../../lib/context.ts';
import type { RouteTable } from '../../lib/route.ts';
import { getProfile, saveProfile } from './service.ts';

export function studentRoutes({ db }: AppContext): RouteTable {
  return {
    studentProfile: async (req) => getProfile(db, req.user!.id),
    studentProfileUpdate: async (req) => saveProfile(db, req.user!.id, req.body),
  };
}
