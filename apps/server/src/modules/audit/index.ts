/**
 * The audit log: every manager and administrator write records who, what and when, inside its transaction.
 * What other modules may use of this one: they import this file only, never another file of the module
 * (docs/architecture.md, "Server").
 */
export { auditEntries, recordAudit, type Actor } from './service.ts';
