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
  /** The names the browser gave the file parts (for messages only; the bytes decide what a file is). */
  filenames: Record<string, string>;
}

/** The parsed `request` part of a multipart call: the output of the contract's schema. */
type RequestPart<S extends MultipartSpec> = S['request'] extends z.ZodType
  ? z.output<S['request']>
  : undefined;

/** The first message for each field of a failed parse, as VALIDATION_FAILED. */
function refuse(issues: z.core.$ZodIssue[]): never {
  const fieldErrors = fieldErrorsOf(issues);
  throw new AppError(
    'VALIDATION_FAILED',
    Object.values(fieldErrors)[0] ?? VALIDATION.allRequired,
    fieldErrors,
  );
}

/** The JSON body of a call that takes one instead of its parts (MultipartSpec.json). */
type JsonPart<S extends MultipartSpec> = S['json'] extends z.ZodType ? z.output<S['json']> : never;

/**
 * Reads a call that takes multipart parts or, instead, a JSON body (MultipartSpec.json): the parts as
 * readMultipart reads them, or the body validated with the contract's `json` schema.
 */
export async function readMultipartOrJson<S extends MultipartSpec & { json: z.ZodType }>(
  req: FastifyRequest,
  spec: S,
): Promise<{ kind: 'multipart'; body: MultipartBody<RequestPart<S>> } | { kind: 'json'; body: JsonPart<S> }> {
  if (req.isMultipart()) return { kind: 'multipart', body: await readMultipart(req, spec) };
  if (!req.headers['content-type']?.toLowerCase().startsWith('application/json')) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'multipart/form-data나 application/json 형식으로 보내주세요.',
    );
  }
  const parsed = spec.json.safeParse(req.body);
  if (!parsed.success) refuse(parsed.error.issues);
  return { kind: 'json', body: parsed.data as JsonPart<S> };
}

/**
 * Reads a multipart call: the JSON part `request`, validated with the contract's schema, and the named file parts,
 * each at most its rule's maxBytes (images: 5,242,880 bytes). Unknown parts are refused.
 */
export async function readMultipart<S extends MultipartSpec>(
  req: FastifyRequest,
  spec: S,
): Promise<MultipartBody<RequestPart<S>>> {
  if (!req.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'multipart/form-data 형식으로 보내주세요.');
  let raw: unknown = undefined;
  const files: Record<string, Buffer> = {};
  const filenames: Record<string, string> = {};
  const rules = Object.values(spec.files);
  const fileSize = Math.max(LIMITS.imageMaxBytes, ...rules.map((r) => r.maxBytes ?? 0));
  // A call with a bigger cap than images says so in its own words; every other call is about images.
  const tooLarge = rules.find((r) => r.maxBytes && r.tooLarge)?.tooLarge;
  try {
    for await (const part of req.parts({ limits: { fileSize } })) {
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
        const cap = spec.files[part.fieldname]!.maxBytes ?? LIMITS.imageMaxBytes;
        if (data.byteLength > cap)
          throw Object.assign(new Error('file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
        const empty = spec.files[part.fieldname]!.empty;
        if (data.byteLength === 0 && empty)
          throw new AppError('VALIDATION_FAILED', empty, { [part.fieldname]: empty });
        if (data.byteLength > 0) files[part.fieldname] = data;
        if (part.filename) filenames[part.fieldname] = part.filename;
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw tooLarge
        ? new AppError('PAYLOAD_TOO_LARGE', tooLarge)
        : new AppError('IMAGE_TOO_LARGE', VALIDATION.imageSize);
    }
    // Anything else the parser meets is the body's fault: a cut-off body, a broken boundary or part header.
    req.log.info({ err }, 'malformed multipart body');
    throw new AppError('BAD_REQUEST', '요청 형식이 올바르지 않습니다.');
  }
  for (const [name, rule] of Object.entries(spec.files)) {
    if (rule.required && !files[name]) {
      const missing = rule.missing ?? '이미지를 첨부해주세요.';
      throw new AppError('VALIDATION_FAILED', missing, { [name]: missing });
    }
  }
  if (!spec.request) return { request: undefined as RequestPart<S>, files, filenames };
  // No `request` part: fine for a call whose request has only optional fields (it reads as {}).
  if (raw === undefined && !spec.request.safeParse({}).success) {
    throw new AppError('VALIDATION_FAILED', VALIDATION.allRequired, { request: VALIDATION.allRequired });
  }
  raw ??= {};
  const parsed = spec.request.safeParse(raw);
  if (!parsed.success) refuse(parsed.error.issues);
  return { request: parsed.data as RequestPart<S>, files, filenames };
}
