import type { z } from 'zod';
import type { AdminClub, ClubCategory, ManagerGrant } from '@moa/contract';
import type { adminClubRequest } from '@moa/contract';
import { VALIDATION } from '@moa/contract';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/app-error.ts';
import { clubNameKey } from '../../lib/club-name.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { assertSignInDomain } from '../../lib/email-domain.ts';
import { nowIso } from '../../lib/time.ts';
import { recordAudit, type Actor } from '../audit/index.ts';
import { sessionsChanged } from '../auth/index.ts';
import { fileUrl } from '../files/index.ts';
import { saveWithImages } from '../files/index.ts';
import * as repo from './repository.ts';

export async function listClubs(ctx: AppContext): Promise<AdminClub[]> {
  const { clubs, grants } = await repo.listClubsWithManagers(ctx.db);
  return clubs.map((c) => ({
    id: c.id,
    clubName: c.name,
    category: c.category as ClubCategory,
    content: c.content,
    poster: fileUrl(c.poster_file),
    managers: grants.filter((g) => g.club_id === c.id).map((g) => g.email),
  }));
}

/** Creates or edits a club; a new poster is stored first and removed again if the record cannot be saved. */
export async function saveClub(
  ctx: AppContext,
  actor: Actor,
  id: number | null,
  body: z.output<typeof adminClubRequest>,
  poster: Buffer | undefined,
): Promise<number> {
  if (id !== null && !(await repo.findClub(ctx.db, id)))
    throw new AppError('NOT_FOUND', '동아리를 찾을 수 없습니다.');
  return saveWithImages(
    ctx.db,
    { poster: poster ? { data: poster, kind: 'poster' } : undefined },
    async ({ poster: posterFile }) => {
      const current = id === null ? undefined : await repo.findClub(ctx.db, id);
      const key = clubNameKey(body.clubName);
      // The unique index on name_key decides (migration 025), two saves racing included. A club keeping its own
      // name (in another case or spacing) keeps its key, so clubs named alike before the rule stay editable.
      const nameKey = current && clubNameKey(current.name) === key ? undefined : key;
      const clubId = await ctx.db
        .transaction()
        .execute(async (trx) => {
          const at = nowIso();
          const row = { name: body.clubName, category: body.category, content: body.content, at };
          const saved =
            id === null
              ? await repo.insertClub(trx, { ...row, name_key: key, poster_file: posterFile ?? null })
              : (await repo.updateClub(trx, id, { ...row, name_key: nameKey, poster_file: posterFile }), id);
          await recordAudit(
            trx,
            actor,
            id === null ? 'club.create' : 'club.update',
            { type: 'club', id: saved },
            { clubName: body.clubName, category: body.category, poster: posterFile !== undefined },
          );
          return saved;
        })
        .catch((err: unknown) => {
          throw isUniqueViolation(err) ? nameTaken() : err;
        });
      // A schedule carries its club's name.
      if (id !== null) await sessionsChanged(ctx.db, 'all');
      return { result: clubId, replaced: posterFile ? [current?.poster_file] : [] };
    },
  );
}

/** The refusal of a name another club has (compared by clubNameKey): a 409, and a field error on clubName. */
function nameTaken(): AppError {
  return new AppError('CLUB_NAME_TAKEN', VALIDATION.clubNameTaken, { clubName: VALIDATION.clubNameTaken });
}

export async function listGrants(ctx: AppContext): Promise<ManagerGrant[]> {
  const rows = await repo.listGrants(ctx.db);
  return rows.map((r) => ({
    email: r.email,
    clubId: r.club_id,
    clubName: r.club_name,
    grantedAt: r.created_at,
    signedIn: r.user_id !== null,
  }));
}

/** Grants the club-manager role by e-mail; an existing user has it from their next request, a new one at sign-in. */
export async function grantManager(
  ctx: AppContext,
  actor: Actor,
  email: string,
  clubId: number,
): Promise<ManagerGrant> {
  assertSignInDomain(ctx.config.allowedEmailDomains, email);
  if (!(await repo.findClub(ctx.db, clubId))) {
    throw new AppError('VALIDATION_FAILED', '동아리를 찾을 수 없습니다.', {
      clubId: '동아리를 찾을 수 없습니다.',
    });
  }
  await ctx.db.transaction().execute(async (trx) => {
    const at = nowIso();
    await repo.upsertGrant(trx, { email, club_id: clubId, granted_by: actor.email, at });
    await repo.setUserClubRole(trx, email, clubId, at);
    await recordAudit(trx, actor, 'manager.grant', { type: 'user', id: email }, { clubId });
  });
  // The role applies from the user's next request, on every instance.
  await sessionsChanged(ctx.db, 'all');
  const grant = (await listGrants(ctx)).find((g) => g.email === email);
  return grant!;
}

export async function revokeManager(ctx: AppContext, actor: Actor, email: string): Promise<void> {
  const normalized = email.trim().toLowerCase();
  await ctx.db.transaction().execute(async (trx) => {
    const removed = await repo.deleteGrant(trx, normalized);
    if (removed === 0) throw new AppError('NOT_FOUND', '해당 이메일의 관리자 권한이 없습니다.');
    await repo.setUserClubRole(trx, normalized, null, nowIso());
    await recordAudit(trx, actor, 'manager.revoke', { type: 'user', id: normalized });
  });
  await sessionsChanged(ctx.db, 'all');
}
