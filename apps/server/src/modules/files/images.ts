import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { LIMITS, VALIDATION } from '@moa/contract';
import { fileTypeFromBuffer } from 'file-type';
import type sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import { loadSharp } from '../../lib/on-first-use.ts';

/**
 * The image pipeline: judge the bytes (magic numbers, not names or declared types), bound size and pixels, and
 * re-encode, so no uploaded file is ever served as it came. Files get server-made names.
 */

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

export type ImageKind = 'poster' | 'qr';

export interface ProcessedImage {
  name: string;
  mime: string;
  data: Buffer;
  width: number;
  height: number;
}

export async function processImage(input: Buffer, kind: ImageKind): Promise<ProcessedImage> {
  if (input.byteLength > LIMITS.imageMaxBytes) {
    throw new AppError('IMAGE_TOO_LARGE', '파일 크기는 5MB 이하여야 합니다.');
  }
  const type = await fileTypeFromBuffer(input);
  // iPhone photos: say what to do instead of calling them "not an image"
  if (type && /^image\/hei[cf]/.test(type.mime)) {
    throw new AppError('IMAGE_INVALID', VALIDATION.imageHeic);
  }
  if (!type || !ACCEPTED.has(type.mime)) {
    throw new AppError('IMAGE_INVALID', '이미지 파일만 업로드할 수 있습니다.');
  }
  const open = await loadSharp();
  let pipeline: sharp.Sharp;
  try {
    pipeline = open(input, { limitInputPixels: LIMITS.imageMaxPixels, animated: false });
    const meta = await pipeline.metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
  } catch (err) {
    const tooBig = err instanceof Error && /pixel limit/i.test(err.message);
    throw new AppError(
      'IMAGE_INVALID',
      tooBig ? '이미지 해상도가 너무 큽니다.' : '이미지 파일만 업로드할 수 있습니다.',
    );
  }
  // QR codes stay lossless PNG so they scan; posters become WebP, at most 1600 px wide.
  const out =
    kind === 'qr'
      ? pipeline.rotate().resize({ width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true }).png()
      : pipeline.rotate().resize({ width: 1600, withoutEnlargement: true }).webp({ quality: 82 });
  try {
    const { data, info } = await out.toBuffer({ resolveWithObject: true });
    const ext = kind === 'qr' ? 'png' : 'webp';
    return {
      name: `${randomUUID()}.${ext}`,
      mime: kind === 'qr' ? 'image/png' : 'image/webp',
      data,
      width: info.width,
      height: info.height,
    };
  } catch {
    throw new AppError('IMAGE_INVALID', '이미지 파일만 업로드할 수 있습니다.');
  }
}

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** Errors of a full disk, and of an uploads folder that cannot be written (read-only, not a folder, no access). */
const DISK_FULL = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);
const NOT_WRITABLE = new Set(['EROFS', 'EACCES', 'EPERM', 'ENOTDIR', 'EEXIST', 'ENOENT', 'EIO']);

/** What the user is told when an image cannot be stored; the cause goes to the log. */
export class StorageError extends AppError {
  constructor(cause: NodeJS.ErrnoException) {
    super(
      DISK_FULL.has(cause.code ?? '') ? 'STORAGE_FULL' : 'STORAGE_UNAVAILABLE',
      DISK_FULL.has(cause.code ?? '')
        ? '서버의 저장 공간이 부족해 이미지를 저장하지 못했습니다. 아무것도 저장되지 않았으니 관리자에게 알려주세요.'
        : '지금은 서버가 이미지를 저장할 수 없습니다. 아무것도 저장되지 않았으니 잠시 후 다시 시도하거나 관리자에게 알려주세요.',
    );
    this.cause = cause;
  }
}

/**
 * Stores an image under its name in the uploads folder, whole or not at all: the bytes go to a temporary name that
 * is renamed into place once written, and removed when anything fails, so a full disk or an unwritable folder
 * leaves no empty or cut image behind. Such a failure is a StorageError (507 STORAGE_FULL or 503
 * STORAGE_UNAVAILABLE). `write` writes a file (the tests point it at /dev/full to meet a full disk).
 */
export async function writeImageFile(
  dataDir: string,
  image: ProcessedImage,
  write: (file: string, data: Buffer) => Promise<void> = (file, data) =>
    fs.writeFile(file, data, { flag: 'wx' }),
): Promise<void> {
  const dir = uploadsDir(dataDir);
  const temp = path.join(dir, `.${image.name}.${randomUUID()}.part`);
  try {
    await fs.mkdir(dir, { recursive: true });
    await write(temp, image.data);
    await fs.rename(temp, path.join(dir, image.name));
  } catch (err) {
    await fs.rm(temp, { force: true }).catch(() => {});
    const code = (err as NodeJS.ErrnoException).code ?? '';
    if (DISK_FULL.has(code) || NOT_WRITABLE.has(code)) throw new StorageError(err as NodeJS.ErrnoException);
    throw err;
  }
}

/** A stored image's bytes; null when it is not there (the share images draw without it). */
export async function readImageFile(dataDir: string, name: string): Promise<Buffer | null> {
  return fs.readFile(path.join(uploadsDir(dataDir), path.basename(name))).catch(() => null);
}

export async function removeImageFile(dataDir: string, name: string): Promise<void> {
  await fs.rm(path.join(uploadsDir(dataDir), path.basename(name)), { force: true });
}

/** The public address of a stored image; empty when there is none. */
export function fileUrl(name: string | null | undefined): string {
  return name ? `/files/${name}` : '';
}
