import type { z } from 'zod';
import type { ManagerClub, ManagerProfile, ManagerProfileRequest } from '@moa/contract';
import type { managerClubRequest } from '@moa/contract';
import type { AppContext } from '../../lib/context.ts';
import { nowIso } from '../../lib/time.ts';
import { sessionsChanged } from '../auth/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { recordAudit } from '../audit/index.ts';
import { fileUrl } from '../files/index.ts';
import { saveWithImages } from '../files/index.ts';
import * as repo from './profile-repository.ts';
import { followerCount } from '../notifications/index.ts';

export async function getProfile(ctx: AppContext, user: SessionUser): Promise<ManagerProfile> {
  const row = await repo.findManagerWithClub(ctx.db, user.id);
  return {
    clubName: row.club_name,
    name: row.name ?? '',
    phoneNumber: row.phone ?? '',
    email: row.email,
    clubPoster: fileUrl(row.poster_file),
  };
}

/** Saves the manager's name and phone; the club name is read-only here. */
export async function saveProfile(ctx: AppContext, user: SessionUser, body: ManagerProfileRequest) {
  await ctx.db.transaction().execute(async (trx) => {
    await repo.updateManager(trx, user.id, { name: body.name, phone: body.phoneNumber, at: nowIso() });
    await recordAudit(trx, user, 'manager.profile.update', { type: 'user', id: user.id });
  });
  await sessionsChanged(ctx.db, { userId: user.id });
  return getProfile(ctx, user);
}

export async function getClub(ctx: AppContext, user: SessionUser): Promise<ManagerClub> {
  const row = await repo.findManagerWithClub(ctx.db, user.id);
  return {
    clubId: row.club_id,
    clubName: row.club_name,
    managerName: row.name ?? '',
    phoneNumber: row.phone ?? '',
    content: row.content,
    instaUrl: row.insta_url,
    kakaoUrl: row.kakao_url,
    youtubeUrl: row.youtube_url,
    url: row.url,
    mandatorySemesters: row.mandatory_semesters,
    poster: fileUrl(row.poster_file),
    followerCount: await followerCount(ctx.db, row.club_id),
  };
}

export async function saveClub(
  ctx: AppContext,
  user: SessionUser,
  body: z.output<typeof managerClubRequest>,
  image?: Buffer,
) {
  const clubId = user.clubId!;
  const before = await repo.findManagerWithClub(ctx.db, user.id);
  await saveWithImages(ctx.db, { image: image && { data: image, kind: 'poster' } }, async (names) => {
    await ctx.db.transaction().execute(async (trx) => {
      await repo.updateClubInfo(trx, clubId, {
        content: body.content,
        insta_url: body.instaUrl,
        kakao_url: body.kakaoUrl,
        youtube_url: body.youtubeUrl,
        url: body.url,
        mandatory_semesters: body.mandatorySemesters,
        poster_file: names.image,
        at: nowIso(),
      });
      await recordAudit(
        trx,
        user,
        'club.update',
        { type: 'club', id: clubId },
        { image: Boolean(names.image) },
      );
    });
    return { result: undefined, replaced: names.image ? [before.poster_file] : [] };
  });
  return getClub(ctx, user);
}
