import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { LIMITS, VALIDATION } from '@moa/contract';
import type sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import { fileType, loadSharp } from '../../lib/on-first-use.ts';

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
  const type = await fileType().fileTypeFromBuffer(input);
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

/** Where images were kept before they moved into the database (migration 018); read once at start to move them. */
export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** The public address of a stored image; empty when there is none. */
export function fileUrl(name: string | null | undefined): string {
  return name ? `/files/${name}` : '';
}
