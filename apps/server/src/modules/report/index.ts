/**
 * The treasurer's ledger and the term's report to the student union (docs/product.md#the-union-report). What other
 * modules may use of this one: they import this file only, never another file of the module (docs/architecture.md,
 * "Server").
 */
export { RECEIPT_SWEEP_INTERVAL_MS, sweepReceipts } from './ledger.ts';
export { reportRoutes } from './routes.ts';
