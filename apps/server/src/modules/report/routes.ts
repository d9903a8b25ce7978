import { endpoints } from '@moa/contract';
import type { AppContext } from '../../lib/context.ts';
import type { RouteTable } from '../../lib/route.ts';
import { readMultipart } from '../../plugins/uploads.ts';
import { termReportXlsx } from './export.ts';
import * as ledger from './ledger.ts';
import { termReport } from './report.ts';

/** The treasurer's ledger and the term's union report (the club's manager only). */
export function reportRoutes(ctx: AppContext): RouteTable {
  return {
    termLedger: async (req) => ledger.termLedger(ctx, req.user!, req.params.termId),
    ledgerEntryCreate: async (req) => {
      const read = await readMultipart(req, endpoints.ledgerEntryCreate.multipart);
      return ledger.createEntry(ctx, req.user!, req.params.termId, read.request, read.files.receipt);
    },
    ledgerEntryUpdate: async (req) => {
      const read = await readMultipart(req, endpoints.ledgerEntryUpdate.multipart);
      return ledger.updateEntry(ctx, req.user!, req.params.entryId, read.request, read.files.receipt);
    },
    ledgerEntryDelete: async (req) => ledger.deleteEntry(ctx, req.user!, req.params.entryId),
    ledgerReceipt: async (req) => ledger.receiptFile(ctx, req.user!, req.params.entryId),
    termReport: async (req) => termReport(ctx, req.user!, req.params.termId),
    termReportXlsx: async (req) => termReportXlsx(ctx, req.user!, req.params.termId),
  };
}
