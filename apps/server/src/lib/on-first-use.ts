import type ExcelJS from 'exceljs';
import type sharp from 'sharp';

/**
 * Libraries a server rarely needs, loaded when first used rather than at start-up, where each stays in memory for
 * good (docs/decisions/0012-server-memory.md): exceljs (about 9 MiB: the XLSX exports and bank statements) and
 * sharp with libvips (about 6 MiB: image uploads).
 */

export async function loadExcelJS(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}

export async function loadSharp(): Promise<typeof sharp> {
  return (await import('sharp')).default;
}
