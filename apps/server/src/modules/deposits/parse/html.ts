/**
 * Bank "Excel" downloads that are an HTML page with an .xls name (KB 인터넷뱅킹 엑셀저장, IBK 인쇄용 저장): every
 * table row of the page, in document order, becomes a grid row, so a preamble table (조회기간, 계좌번호) comes first
 * and the header search finds the transactions' header below it, as in a CSV. A row that holds another table (a
 * layout wrapper) is not a row of cells. Read as a stream, stopping past `maxRows`, so a page of empty rows cannot
 * build a huge document in memory.
 */
import { Parser } from 'htmlparser2';
import type { Cell } from './types.ts';
import { MAX_COLUMNS } from './sheetjs.ts';

/** colspan as browsers read it: 1 when absent or unreadable, never more than the grid's width. */
function span(value: string | undefined): number {
  const n = Number.parseInt(value ?? '1', 10);
  return Number.isFinite(n) && n > 1 ? Math.min(n, MAX_COLUMNS) : 1;
}

interface OpenRow {
  cells: Cell[];
  /** Text of the cell being read, when one is open. */
  text: string | null;
  colspan: number;
  holdsRows: boolean;
}

class TooManyRows extends Error {}

/** The page's table rows as cells (trimmed text, '' as null); null when it has more than `maxRows` rows. */
export function htmlGrid(html: string, maxRows: number): Cell[][] | null {
  const grid: Cell[][] = [];
  const open: OpenRow[] = [];
  const closeCell = (row: OpenRow) => {
    if (row.text === null) return;
    const text = row.text.replace(/\s+/g, ' ').trim();
    row.cells.push(text === '' ? null : text);
    for (let i = 1; i < row.colspan; i += 1) row.cells.push(null);
    row.text = null;
  };
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const row = open[open.length - 1];
        if (name === 'tr') {
          if (row) row.holdsRows = true;
          open.push({ cells: [], text: null, colspan: 1, holdsRows: false });
        } else if ((name === 'td' || name === 'th') && row) {
          closeCell(row);
          row.text = '';
          row.colspan = span(attrs.colspan);
        } else if (name === 'br' && row?.text !== null && row) {
          row.text += ' ';
        }
      },
      ontext(text) {
        const row = open[open.length - 1];
        if (row && row.text !== null) row.text += text;
      },
      onclosetag(name) {
        const row = open[open.length - 1];
        if (!row) return;
        if (name === 'td' || name === 'th') closeCell(row);
        if (name !== 'tr') return;
        closeCell(row);
        open.pop();
        if (row.holdsRows) return;
        grid.push(row.cells.slice(0, MAX_COLUMNS));
        if (grid.length > maxRows) throw new TooManyRows();
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  try {
    parser.write(html);
    parser.end();
  } catch (error) {
    if (error instanceof TooManyRows) return null;
    throw error;
  }
  return grid;
}

/** An HTML page with at least one table row; other markup is not a statement. */
export function hasTableRows(html: string): boolean {
  return /<tr[\s>]/i.test(html);
}

/** An XML Spreadsheet 2003 document (Excel's "XML 스프레드시트"), which SheetJS reads. */
export function isXmlSpreadsheet(text: string): boolean {
  const head = text.slice(0, 4096);
  return /urn:schemas-microsoft-com:office:spreadsheet/i.test(head) && /<(?:ss:)?Workbook[\s>]/.test(head);
}
