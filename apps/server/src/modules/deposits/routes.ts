import { endpoints } from '@moa/contract';
import type { AppContext } from '../../lib/context.ts';
import type { RouteTable } from '../../lib/route.ts';
import { readMultipartOrJson } from '../../plugins/uploads.ts';
import {
  applyDeposits,
  chooseNameColumn,
  depositImports,
  importDeposits,
  importRows,
  reopenImport,
  type DepositSource,
} from './service.ts';
import { depositIssues, settleShort } from './settle.ts';

export function depositRoutes(ctx: AppContext): RouteTable {
  return {
    depositImport: async (req) => {
      const read = await readMultipartOrJson(req, endpoints.depositImport.multipart);
      const source: DepositSource =
        read.kind === 'json'
          ? { kind: 'text', text: read.body.text }
          : {
              kind: 'file',
              bytes: read.body.files.file!,
              filename: read.body.filenames.file,
              mapping: read.body.request.mapping,
            };
      return importDeposits(ctx, req.user!, req.params.showId, source);
    },
    depositApply: async (req) =>
      applyDeposits(ctx, req.user!, req.params.showId, req.params.importId, req.body),
    depositImports: async (req) => depositImports(ctx, req.user!, req.params.showId),
    depositImportReview: async (req) => reopenImport(ctx, req.user!, req.params.showId, req.params.importId),
    depositNameColumn: async (req) =>
      chooseNameColumn(ctx, req.user!, req.params.showId, req.params.importId, req.body.column),
    depositImportRows: async (req) =>
      importRows(ctx, req.user!, req.params.showId, req.params.importId, req.query),
    depositIssues: async (req) => depositIssues(ctx, req.user!, req.params.showId),
    depositSettle: async (req) => settleShort(ctx, req.user!, req.params.showId, req.body),
  };
}
