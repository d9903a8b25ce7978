/**
 * The term's report to the student union and the treasurer's ledger (docs/product.md#the-union-report), each call by
 * its contract name.
 */
import { queryOptions } from '@tanstack/react-query';
import type { LedgerEntryRequest } from '@moa/contract';
import { call, download } from '../../../lib/api-client';
import { memberKeys } from '../api';

export const reportKeys = {
  term: (termId: number) => [...memberKeys.all, 'report', termId] as const,
};

export function termReportQuery(termId: number) {
  return queryOptions({
    queryKey: reportKeys.term(termId),
    queryFn: ({ signal }) => call('termReport', { params: { termId }, signal }),
  });
}

export const downloadReportXlsx = (termId: number) => download('termReportXlsx', { params: { termId } });
export const createLedgerEntry = (termId: number, request: LedgerEntryRequest, receipt: File | undefined) =>
  call('ledgerEntryCreate', { params: { termId }, body: { request, files: { receipt } } });
export const updateLedgerEntry = (entryId: number, request: LedgerEntryRequest, receipt: File | undefined) =>
  call('ledgerEntryUpdate', { params: { entryId }, body: { request, files: { receipt } } });
export const deleteLedgerEntry = (entryId: number) => call('ledgerEntryDelete', { params: { entryId } });
export const downloadReceipt = (entryId: number) => download('ledgerReceipt', { params: { entryId } });
