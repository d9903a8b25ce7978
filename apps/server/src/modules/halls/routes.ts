import { endpoints } from '@moa/contract';
import type { AppContext } from '../../lib/context.ts';
import type { RouteTable } from '../../lib/route.ts';
import { readMultipartOrJson } from '../../plugins/uploads.ts';
import { AppError } from '../../lib/app-error.ts';
import { HALL_MESSAGES } from '@moa/contract';
import { createHall, deleteHall, getHall, listHalls, updateHall, type HallSource } from './service.ts';

export function hallRoutes(ctx: AppContext): RouteTable {
  return {
    halls: async (req) => listHalls(ctx, req.user!),
    hall: async (req) => getHall(ctx, req.user!, req.params.hallId),
    hallCreate: async (req) => {
      const read = await readMultipartOrJson(req, endpoints.hallCreate.multipart);
      if (read.kind === 'json') {
        return createHall(ctx, req.user!, read.body.name, { kind: 'text', text: read.body.text });
      }
      const { request, files } = read.body;
      const file = files.file;
      if (file && request.text !== undefined)
        throw new AppError('VALIDATION_FAILED', HALL_MESSAGES.csvAndText, { file: HALL_MESSAGES.csvAndText });
      const source: HallSource | undefined = file
        ? { kind: 'csv', bytes: file }
        : request.text !== undefined
          ? { kind: 'text', text: request.text }
          : undefined;
      if (!source)
        throw new AppError('VALIDATION_FAILED', HALL_MESSAGES.csvRequired, {
          file: HALL_MESSAGES.csvRequired,
        });
      return createHall(ctx, req.user!, request.name, source);
    },
    hallUpdate: async (req) => updateHall(ctx, req.user!, req.params.hallId, req.body),
    hallDelete: async (req) => deleteHall(ctx, req.user!, req.params.hallId),
  };
}
