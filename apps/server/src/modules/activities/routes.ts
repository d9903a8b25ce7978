import { endpoints } from '@moa/contract';
import type { AppContext } from '../../lib/context.ts';
import type { RouteTable } from '../../lib/route.ts';
import { readMultipart } from '../../plugins/uploads.ts';
import * as photos from './photos.ts';
import * as service from './service.ts';

/** Activity records: a term's activities and their reports, photos and 기타 활동 (the club's managers only). */
export function activityRoutes(ctx: AppContext): RouteTable {
  return {
    termActivities: async (req) => service.listTermActivities(ctx, req.user!.clubId!, req.params.termId),
    activityCreate: async (req) => service.createOther(ctx, req.user!, req.params.termId, req.body),
    activityReportSave: async (req) =>
      service.saveReport(ctx, req.user!, req.params.termId, req.params.kind, req.params.refId, req.body),
    activityDelete: async (req) =>
      service.deleteOther(ctx, req.user!, req.params.termId, req.params.kind, req.params.refId),
    activityPhotoAdd: async (req) => {
      const read = await readMultipart(req, endpoints.activityPhotoAdd.multipart);
      return photos.addPhoto(
        ctx,
        req.user!,
        req.params.termId,
        req.params.kind,
        req.params.refId,
        read.files.photo!,
      );
    },
    activityPhotoDelete: async (req) =>
      photos.removePhoto(
        ctx,
        req.user!,
        req.params.termId,
        req.params.kind,
        req.params.refId,
        req.params.photoId,
      ),
    activityPhoto: async (req) =>
      photos.activityPhoto(
        ctx,
        req.user!,
        req.params.termId,
        req.params.kind,
        req.params.refId,
        req.params.photoId,
      ),
  };
}
