import type { ActivityKind, TermActivity } from '@moa/contract';
import { ACTIVITY_LIMITS as L, ACTIVITY_MESSAGES as M } from '@moa/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import type { FileReply } from '../../lib/route.ts';
import { recordAudit } from '../audit/index.ts';
import { assertManagesNow, type SessionUser } from '../auth/index.ts';
import { deleteStored, getStored, storePrivateImage, sweepUnreferenced } from '../files/index.ts';
import * as repo from './repository.ts';
import { activityOf, clubTerm, writableTerm } from './service.ts';

/**
 * A report's photos (docs/product.md#activity-records): images only, checked and re-encoded as every upload is, kept
 * private (`activity/…` in stored_files, never at a `/files` address) and sent to the club's managers by their own
 * call; at most six a report. They go with their report: a 기타 활동's deletion removes them, and whatever else takes a
 * report with it (its meeting, show or event deleted, the term or club deleted) is swept every hour and at start.
 */

export const PHOTO_PREFIX = 'activity/';
export const ACTIVITY_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** A photo is stored a moment before its row: one younger than this is never swept. */
const SETTLE_MS = 60 * 60 * 1000;

const tooMany = () => new AppError('CONFLICT', M.photosMax, { photo: M.photosMax });

/** POST …/activities/{kind}/{refId}/photos: one image, while the report has fewer than six. */
export async function addPhoto(
  ctx: AppContext,
  user: SessionUser,
  termId: number,
  kind: ActivityKind,
  refId: number,
  photo: Buffer,
): Promise<TermActivity> {
  const term = await writableTerm(ctx, user, termId);
  const activity = await activityOf(ctx.db, term, kind, refId);
  // refused before the image is judged and stored; counted again under the report's lock below
  if (activity.photos.length >= L.photosMax) throw tooMany();
  const stored = await storePrivateImage(ctx.db, photo, PHOTO_PREFIX.slice(0, -1));
  const at = ctx.now().toISOString();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await assertManagesNow(trx, ctx.dialect, user, term.club_id, ctx.now());
      const reportId = await repo.touchReport(trx, {
        club_id: term.club_id,
        term_id: term.id,
        kind,
        ref_id: refId,
        updated_by: user.email,
        updated_at: at,
      });
      if ((await repo.countPhotos(trx, reportId)) >= L.photosMax) throw tooMany();
      const id = await repo.insertPhoto(trx, {
        report_id: reportId,
        name: stored,
        created_by: user.email,
        created_at: at,
      });
      await recordAudit(
        trx,
        user,
        'activity.photoAdd',
        { type: 'activity', id: `${kind}:${refId}` },
        { termId, photoId: id },
      );
    });
  } catch (err) {
    await deleteStored(ctx.db, [stored]);
    if (isForeignKeyViolation(err)) throw new AppError('NOT_FOUND', M.notFound);
    throw err;
  }
  return activityOf(ctx.db, term, kind, refId);
}

/** DELETE …/photos/{photoId}: the photo's row and its bytes, in one transaction. */
export async function removePhoto(
  ctx: AppContext,
  user: SessionUser,
  termId: number,
  kind: ActivityKind,
  refId: number,
  photoId: number,
): Promise<TermActivity> {
  const term = await writableTerm(ctx, user, termId);
  await activityOf(ctx.db, term, kind, refId);
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await assertManagesNow(trx, ctx.dialect, user, term.club_id, ctx.now());
    const photo = await repo.findPhoto(trx, term.id, kind, refId, photoId);
    if (!photo || !(await repo.deletePhoto(trx, photo.id))) {
      throw new AppError('NOT_FOUND', M.photoNotFound);
    }
    await deleteStored(trx, [photo.name]);
    await repo.touchReport(trx, {
      club_id: term.club_id,
      term_id: term.id,
      kind,
      ref_id: refId,
      updated_by: user.email,
      updated_at: at,
    });
    await recordAudit(
      trx,
      user,
      'activity.photoDelete',
      { type: 'activity', id: `${kind}:${refId}` },
      { termId, photoId },
    );
  });
  return activityOf(ctx.db, term, kind, refId);
}

/** GET …/photos/{photoId}: the image, to the club's managers only (any term of the club, past ones too). */
export async function activityPhoto(
  ctx: AppContext,
  user: SessionUser,
  termId: number,
  kind: ActivityKind,
  refId: number,
  photoId: number,
): Promise<FileReply> {
  // the term's ownership first: another club's manager is told 403 whatever the ids
  await clubTerm(ctx, user.clubId!, termId);
  const photo = await repo.findPhoto(ctx.db, termId, kind, refId, photoId);
  const file = photo ? await getStored(ctx.db, photo.name) : null;
  if (!file) throw new AppError('NOT_FOUND', M.photoNotFound);
  return {
    body: file.data,
    fileName: `활동사진_${photoId}.webp`,
    asciiFileName: `activity-${photoId}.webp`,
  };
}

/**
 * Removes the reports whose record went and the stored photos no row names any more (their report went with a term
 * or club, or was just removed here); how many photos.
 */
export async function sweepActivityPhotos(ctx: AppContext): Promise<number> {
  await repo.deleteOrphanReports(ctx.db);
  const before = new Date(ctx.now().getTime() - SETTLE_MS).toISOString();
  return sweepUnreferenced(ctx.db, PHOTO_PREFIX, before, { table: 'activity_photos', column: 'name' });
}
