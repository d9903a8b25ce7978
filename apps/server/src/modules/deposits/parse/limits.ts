/**
 * What an XLSX may unpack to: a statement of MAX_STATEMENT_ROWS rows unpacks to well under 20 MB; a file that unpacks
 * to more is refused before anything is inflated into a workbook (a 195 KB file can unpack to 190 MiB).
 * A module of its own so the serving process (off-thread.ts) can name it without loading the parser, SheetJS and
 * htmlparser2, which only the worker needs (docs/decisions/0012-server-memory.md).
 */
export const MAX_XLSX_UNPACKED_BYTES = 48 * 1024 * 1024;
