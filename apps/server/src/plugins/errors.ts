import type { ErrorBody, ErrorCode } from '@moa/contract';
import { ERROR_STATUS } from '@moa/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorExtra } from '../lib/app-error.ts';
import { isConcurrencyAbort, isDatabaseUnavailable, isStorageFull } from '../lib/db-errors.ts';

/** The one error handler: every failure leaves as { status, code, message, fieldErrors? }. */

const GENERIC: Partial<Record<ErrorCode, string>> = {
  VALIDATION_FAILED: '입력값을 확인해주세요.',
  BAD_REQUEST: '잘못된 요청입니다.',
  NOT_FOUND: '요청한 정보를 찾을 수 없습니다.',
  CONFLICT: '다른 요청과 동시에 처리되어 완료하지 못했습니다. 다시 시도해주세요.',
  METHOD_NOT_ALLOWED: '허용되지 않는 요청입니다.',
  PAYLOAD_TOO_LARGE: '요청이 너무 큽니다. 파일 크기는 5MB 이하여야 합니다.',
  UNSUPPORTED_MEDIA_TYPE: '지원하지 않는 형식의 요청입니다.',
  RATE_LIMITED: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  INTERNAL: '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  NOT_IMPLEMENTED: '아직 준비 중인 기능입니다.',
  SERVICE_UNAVAILABLE: '서버가 잠시 멈추는 중입니다. 잠시 후 다시 시도해주세요.',
  DATABASE_UNAVAILABLE: '데이터베이스에 잠시 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
  STORAGE_FULL:
    '서버의 저장 공간이 부족해 저장하지 못했습니다. 아무것도 저장되지 않았으니 관리자에게 알려주세요.',
};

export function errorBody(
  code: ErrorCode,
  message?: string,
  fieldErrors?: Record<string, string>,
  extra?: ErrorExtra,
): ErrorBody {
  return {
    status: ERROR_STATUS[code],
    code,
    message: message ?? GENERIC[code] ?? GENERIC.BAD_REQUEST!,
    ...(fieldErrors && Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}),
    ...extra,
  };
}

const sentCodes = new WeakMap<FastifyReply, ErrorCode>();

/** The error code a reply was answered with, if it was an error (the metrics count refusals by code). */
export function errorCodeOf(reply: FastifyReply): ErrorCode | undefined {
  return sentCodes.get(reply);
}

/** Sends the error body with the request's id in it (the same as its x-request-id header: plugins/request-id.ts). */
export function sendError(reply: FastifyReply, body: ErrorBody): FastifyReply {
  sentCodes.set(reply, body.code);
  return reply
    .code(body.status)
    .type('application/json; charset=utf-8')
    .send({ ...body, requestId: reply.request.id });
}

interface Issue {
  path?: PropertyKey[];
  instancePath?: string;
  message?: string;
}

/** The first message for each field, keyed by its dotted path ("scheduleDtoList.0.cost"). */
export function fieldErrorsOf(issues: readonly Issue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key =
      issue.path && issue.path.length > 0
        ? issue.path.map(String).join('.')
        : (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || '_';
    if (!(key in out)) out[key] = issue.message ?? GENERIC.VALIDATION_FAILED!;
  }
  return out;
}

function statusCode(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'BAD_REQUEST';
  }
}

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22: a number out of its column's range, a NUL in text, a malformed
 * value) come from values a request carried, so they answer 400; the contract should have refused them first.
 */
export function isBadValueError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/** The router's own failures (a malformed %-escape, an over-long path parameter) in the same error body. */
export function frameworkError(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') void sendError(reply, errorBody('NOT_FOUND'));
  else if (err.code === 'FST_ERR_BAD_URL') void sendError(reply, errorBody('BAD_REQUEST'));
  else void sendError(reply, errorBody('INTERNAL'));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      // A refusal of the server's own making (uploads cannot be stored) is the operator's to fix: logged.
      if (err.status >= 500) req.log.error({ err: err.cause ?? err }, err.message);
      return sendError(reply, errorBody(err.code, err.message, err.fieldErrors, err.extra));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // A malformed id in the path is an unknown resource, not a bad form.
      if (err.validationContext === 'params') return sendError(reply, errorBody('NOT_FOUND'));
      const issues = err.validation.map((v) => ({
        instancePath: v.instancePath,
        message: v.message,
      }));
      const fieldErrors = fieldErrorsOf(issues);
      const first = Object.values(fieldErrors)[0];
      return sendError(reply, errorBody('VALIDATION_FAILED', first ?? undefined, fieldErrors));
    }
    // A transaction PostgreSQL aborted for a concurrent one kept nothing: a clear 409 to send again, not a 500. The
    // warning stays in the log, because a deadlock means some path takes its locks out of order.
    if (isConcurrencyAbort(err)) {
      req.log.warn({ err }, 'transaction aborted for a concurrent one');
      return sendError(reply, errorBody('CONFLICT'));
    }
    // The database is away (a restart, a failover): a 503 the client may send again; the pool reconnects by itself.
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable');
      return sendError(reply, errorBody('DATABASE_UNAVAILABLE'));
    }
    // The database's disk is full (images are stored in it): the operator's to fix, so an error in the log.
    if (isStorageFull(err)) {
      req.log.error({ err }, 'database storage full');
      return sendError(reply, errorBody('STORAGE_FULL'));
    }
    if (isBadValueError(err)) {
      req.log.warn({ err }, 'value refused by the database');
      return sendError(reply, errorBody('BAD_REQUEST'));
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, errorBody(statusCode(status)));
    }
    // Details of server faults stay in the log.
    req.log.error({ err }, 'request failed');
    return sendError(reply, errorBody('INTERNAL'));
  });
}
