/**
 * Orders text code unit by code unit: the order of ISO dates and timestamps of one format (YYYY-MM-DD, …T…Z) and of
 * zero-padded names (the migrations'). `localeCompare` gives the same answer for them through ICU's collation, whose
 * data (about 2 MiB) it maps into the server's memory for good (docs/decisions/0012-server-memory.md).
 */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
