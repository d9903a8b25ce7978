import multipart from '@fastify/multipart';
import type { MultipartSpec } from '@moa/contract';
import { LIMITS, VALIDATION } from '@moa/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { refuseNul } from '../lib/nul.ts';
import { fieldErrorsOf } from './errors.ts';

export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: LIMITS.imageMaxBytes, files: 3, fields: 5, fieldSize: 200_000, parts: 8 },
  });
}

export interface MultipartBody<T> {
  request: T;
  files: Record<string, Buffer>;
}

/** The parsed `request` part of a multipart call: the output of the contract's schema. */
type RequestPart<S extends MultipartSpec> = S['request'] extends z.ZodType
  ? z.output<S['request']>
  : undefined;

/**
 * Reads a multipart call: the JSON part `request`, validated with the contract's schema, and the named file parts,
 * each at most 5,242,880 bytes. Unknown parts are refused.
 */
export async function readMultipart<S extends MultipartSpec>(
  req: FastifyRequest,
  spec: S,
): Promise<MultipartBody<RequestPart<S>>> {
  if (!req.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'multipart/form-data 형식으로 보내주세요.');
  let raw: unknown = undefined;
  const files: Record<string, Buffer> = {};
  try {
    for await (const part of req.parts()) {
      // Browsers send `request` as a field or as a JSON Blob (a file part); both are read the same way.
      if (part.fieldname === 'request') {
        const text = part.type === 'file' ? (await part.toBuffer()).toString('utf8') : String(part.value);
        try {
          raw = JSON.parse(text);
        } catch {
          throw new AppError('BAD_REQUEST', 'request 항목의 JSON 형식이 올바르지 않습니다.');
        }
        refuseNul(raw);
      } else if (part.type === 'file') {
        if (!(part.fieldname in spec.files) || part.fieldname in files) {
          await part.toBuffer().catch(() => undefined);
          throw new AppError('BAD_REQUEST', `알 수 없는 파일 항목입니다: ${part.fieldname}`);
        }
        const data = await part.toBuffer();
        if (data.byteLength > 0) files[part.fieldname] = data;
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('IMAGE_TOO_LARGE', VALIDATION.imageSize);
    // Anything else the parser meets is the body's fault: a cut-off body, a broken boundary or part header.
    req.log.info({ err }, 'malformed multipart body');
    throw new AppError('BAD_REQUEST', '요청 형식이 올바르지 않습니다.');
  }
  for (const [name, rule] of Object.entries(spec.files)) {
    if (rule.required && !files[name]) {
      throw new AppError('VALIDATION_FAILED', '이미지를 첨부해주세요.', { [name]: '이미지를 첨부해주세요.' });
    }
  }
  if (!spec.request) return { request: undefined as RequestPart<S>, files };
  if (raw === undefined) {
    throw new AppError('VALIDATION_FAILED', VALIDATION.allRequired, { request: VALIDATION.allRequired });
  }
  const parsed = spec.request.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error.issues);
    throw new AppError(
      'VALIDATION_FAILED',
      Object.values(fieldErrors)[0] ?? VALIDATION.allRequired,
      fieldErrors,
    );
  }
  return { request: parsed.data as RequestPart<S>, files };
}
