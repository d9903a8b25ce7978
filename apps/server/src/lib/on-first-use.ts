import { createRequire } from 'node:module';
import type ExcelJS from 'exceljs';
import type * as FileType from 'file-type';
import type { parse as ParseCsv } from 'csv-parse/sync';
import type * as Ics from 'ics';
import type Iconv from 'iconv-lite';
import type Nodemailer from 'nodemailer';
import type QRCode from 'qrcode';
import type sharp from 'sharp';

/**
 * Libraries a server rarely needs, loaded when first used rather than at start-up, where each stays in memory for
 * good (docs/decisions/0012-server-memory.md): exceljs (about 9 MiB: the XLSX exports and bank statements) and
 * sharp with libvips (about 6 MiB: image uploads), and the smaller ones only a mail, an upload, a calendar file, a
 * text file from a bank or a spreadsheet, or the demo data needs (about 7 MiB of V8's heap together: nodemailer,
 * file-type, ics, csv-parse, iconv-lite, qrcode). Those are required synchronously (Node loads an ES module without
 * top-level await that way too), so the functions that use them keep their shape. ESLint refuses a value import of
 * any of these elsewhere in the server (eslint.config.js).
 */

export async function loadExcelJS(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}

export async function loadSharp(): Promise<typeof sharp> {
  return (await import('sharp')).default;
}

const require = createRequire(import.meta.url);

function onFirstUse<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}

export const nodemailer = onFirstUse<typeof Nodemailer>('nodemailer');
export const fileType = onFirstUse<typeof FileType>('file-type');
export const ics = onFirstUse<typeof Ics>('ics');
export const iconv = onFirstUse<typeof Iconv>('iconv-lite');
export const csvParse = onFirstUse<{ parse: typeof ParseCsv }>('csv-parse/sync');
export const qrcode = onFirstUse<typeof QRCode>('qrcode');
