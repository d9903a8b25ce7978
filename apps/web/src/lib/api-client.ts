/**
 * The only code of the web app that calls `fetch`; screens call the contract's endpoints through `call`.
 *
 * - One API host: `VITE_API_HOST`, else the page's own origin; cookies are always included.
 * - `Authorization: Bearer <token>` when a token is stored; `X-XSRF-TOKEN` from the `XSRF-TOKEN` cookie when present.
 * - JSON bodies, or FormData for multipart calls (`buildFormData`: a `request` JSON part plus named file parts).
 * - A 401 or 403 whose path contains /auth/, /oauth/, /login or /token clears the session; any other failure is
 *   only thrown to the caller (what it means for the user: lib/api-errors.ts).
 * - A down server (network error, time-out: status 0; or status ≥ 500) is reported to `subscribeServerDown`
 *   listeners (the server-down modal). A request the caller aborted itself is not reported.
 * - Every failure is thrown as one type, `ApiError`.
 * - A GET whose earlier answer carried an ETag asks again with If-None-Match, and a 304 gives the kept answer
 *   (lib/kept-answers.ts): a page that polls costs the server a 304 while nothing changed.
 * - Answers are checked against the contract's response schemas in development and tests only; the production
 *   build sends calls from a schema-free table (`__MOA_ENDPOINT_ROUTES__`) and trusts the server, which serialises
 *   every answer through the same schemas, so zod is not in what /main loads first (docs/decisions/0007-first-load.md).
 * - A call that answers a file (the XLSX exports) goes through `download`, the same way, and gives the bytes and the
 *   server's file name.
 */
import {
  TIMINGS,
  XSRF_COOKIE,
  XSRF_HEADER,
  // development and tests only (checkAnswer, errorBodyOf): the production build drops them, and zod with them
  endpoints,
  isErrorBody,
  type EndpointName,
  type Endpoints,
  type ErrorBody,
  type ErrorCode,
  type HttpMethod,
  type MultipartSpec,
  type ResponseOf,
} from '@moa/contract';
import type { z } from 'zod';
import { ko } from '../text/ko';
import { keepAnswer, keptAnswer } from './kept-answers';
import { clearToken, getToken } from './token';

/** Codes of failures that never reached a server answer, or whose answer could not be read. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'ABORTED' | 'INVALID_RESPONSE' | 'HTTP_ERROR';
export type ApiErrorCode = ErrorCode | ClientErrorCode;

export interface ApiErrorInit {
  status: number;
  code: ApiErrorCode;
  message: string;
  fieldErrors?: Record<string, string>;
  /** The error body's extra parts some codes carry (a statement's rowErrors, its column-mapping step, SEAT_TAKEN's seats). */
  extra?: ApiErrorExtra;
  path: string;
  cause?: unknown;
}

export type ApiErrorExtra = Partial<Pick<ErrorBody, 'rowErrors' | 'statementMapping' | 'takenSeats'>>;

export class ApiError extends Error {
  /** HTTP status; 0 when no answer arrived (network error, time-out, abort). */
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fieldErrors: Record<string, string>;
  readonly extra: ApiErrorExtra;
  /** The request path (without host), e.g. /api/auth/me. */
  readonly path: string;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.extra = init.extra ?? {};
    this.path = init.path;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Network error, time-out (status 0) or a server failure (≥ 500): what opens the server-down modal. */
export function isServerDownError(error: ApiError): boolean {
  return (error.status === 0 && error.code !== 'ABORTED') || error.status >= 500;
}

/** Paths whose 401/403 end the session (docs/product.md#sign-in-and-sessions). */
export function isAuthPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return /\/auth\/|\/oauth\/|\/login|\/token/.test(pathname);
}

// ---- server-down notification ----

export type ServerDownListener = (error: ApiError) => void;
const serverDownListeners = new Set<ServerDownListener>();

export function subscribeServerDown(listener: ServerDownListener): () => void {
  serverDownListeners.add(listener);
  return () => serverDownListeners.delete(listener);
}

/**
 * Opens the server-down modal with this error. The client calls it itself for down-server errors; sign-in screens
 * may call it with a sign-in failure (a DOMAIN_NOT_ALLOWED or SESSION_EXPIRED error picks the modal's variant).
 */
export function reportServerDown(error: ApiError): void {
  for (const listener of serverDownListeners) listener(error);
}

// ---- URLs and headers ----

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export function apiBaseUrl(): string {
  const configured = import.meta.env.VITE_API_HOST;
  const base = configured && configured.length > 0 ? configured : window.location.origin;
  return base.replace(/\/+$/, '');
}

/**
 * The address of a file (/files/… images) for an element's src: the path as it is unless the API is on a host of its
 * own (VITE_API_HOST), so the page rendered on the server and the browser's first render write the same address
 * (docs/decisions/0022-server-rendered-pages.md).
 */
export function fileUrl(path: string): string {
  const configured = import.meta.env.VITE_API_HOST;
  if (!configured || /^https?:\/\//i.test(path)) return path;
  return `${configured.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Absolute address of an API path: apiUrl('/club/list', { page: 2 }). */
export function apiUrl(path: string, query?: Query): string {
  const absolute = /^https?:\/\//i.test(path);
  const url = new URL(absolute ? path : `${apiBaseUrl()}${path.startsWith('/') ? '' : '/'}${path}`);
  if (query) {
    for (const [key, value] of Object.entries(query)) {
      const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
      for (const item of values) {
        if (item !== null && item !== undefined) url.searchParams.append(key, String(item));
      }
    }
  }
  return url.toString();
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined' || !document.cookie) return null;
  for (const part of document.cookie.split(';')) {
    const [rawKey, ...rest] = part.split('=');
    if (rawKey?.trim() === name) {
      const raw = rest.join('=').trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
}

/** Multipart body of the manager calls: a `request` part (JSON Blob, application/json) plus named file parts. */
export function buildFormData(
  request: unknown,
  files: Record<string, Blob | null | undefined> = {},
): FormData {
  const form = new FormData();
  if (request !== undefined) {
    form.append('request', new Blob([JSON.stringify(request)], { type: 'application/json' }));
  }
  for (const [name, file] of Object.entries(files)) {
    if (!file) continue;
    if (typeof File !== 'undefined' && file instanceof File) form.append(name, file, file.name);
    else form.append(name, file);
  }
  return form;
}

// ---- requests ----

export interface RequestOptions {
  query?: Query;
  /** A plain value is sent as JSON; a FormData as multipart; undefined sends no body. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Per-call time-out in milliseconds; there is no default time-out. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** false: do not report a down server (used by the server-down retry itself). */
  reportServerDown?: boolean;
}

function combineSignals(signals: AbortSignal[]): AbortSignal | undefined {
  if (signals.length === 0) return undefined;
  if (signals.length === 1) return signals[0];
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

function timeoutSignal(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), ms);
  return controller.signal;
}

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL',
  501: 'NOT_IMPLEMENTED',
  502: 'UPSTREAM_FAILED',
};

function codeForStatus(status: number): ApiErrorCode {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'HTTP_ERROR');
}

function parseJson(text: string): unknown {
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The contract's error body, or null: its shape checked by hand, and by the contract's schema in development and tests. */
function errorBodyOf(data: unknown): ErrorBody | null {
  if (typeof data !== 'object' || data === null) return null;
  const body = data as Record<string, unknown>;
  const shaped =
    typeof body.status === 'number' &&
    typeof body.code === 'string' &&
    typeof body.message === 'string' &&
    (body.fieldErrors === undefined || (typeof body.fieldErrors === 'object' && body.fieldErrors !== null));
  if (!shaped) return null;
  if (import.meta.env.DEV && !isErrorBody(data)) return null;
  return data as ErrorBody;
}

/**
 * Checks an answer against the call's response schema in development and tests (a mismatch is ApiError
 * INVALID_RESPONSE); the production build leaves this out (docs/decisions/0007-first-load.md).
 */
function checkAnswer(name: EndpointName, path: string, data: unknown): void {
  if (import.meta.env.DEV) {
    const parsed = (endpoints[name].response as z.ZodType).safeParse(data);
    if (!parsed.success) {
      throw new ApiError({
        status: 200,
        code: 'INVALID_RESPONSE',
        message: ko.apiErrors.invalidResponse,
        path,
        cause: parsed.error,
      });
    }
  }
}

/** Fills :params of a contract path: fillPath('/show/detail/:showId', { showId: 3 }) → '/show/detail/3'. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}

/** How long an answer src/early.ts asked for stays usable. */
const EARLY_ANSWER_MS = 15_000;

/**
 * The answer src/early.ts asked for at this URL before the app had loaded (a public page's data), at most once and
 * while fresh; a failed one is asked for again (docs/decisions/0007-first-load.md).
 */
function takeEarlyAnswer(url: string): Promise<Response> | undefined {
  const table = typeof window === 'undefined' ? undefined : window.__moaEarly;
  const early = table?.[url];
  if (!table || !early) return undefined;
  delete table[url];
  return Date.now() - early.at <= EARLY_ANSWER_MS ? early.response : undefined;
}

function fail(error: ApiError, report: boolean): never {
  if (report && isServerDownError(error)) reportServerDown(error);
  throw error;
}

/**
 * Sends one request (the token, the XSRF header, the body, the time-out and the failures of every call) and reads a
 * successful answer with `readOk`; a failed one becomes an ApiError from its JSON error body.
 */
async function exchange<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions,
  accept: string,
  readOk: (response: Response) => Promise<T>,
  /** A 304 is read by readOk too (the caller sent If-None-Match and holds the answer). */
  notModifiedOk = false,
): Promise<T> {
  const report = options.reportServerDown !== false;
  const pathOnly = /^https?:\/\//i.test(path) ? new URL(path).pathname : path;

  const headers = new Headers({ Accept: accept });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers.set(XSRF_HEADER, xsrf);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body; // the browser sets the multipart boundary
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  for (const [key, value] of Object.entries(options.headers ?? {})) headers.set(key, value);

  const timeout = options.timeoutMs === undefined ? undefined : timeoutSignal(options.timeoutMs);
  const signal = combineSignals([options.signal, timeout].filter((s): s is AbortSignal => s !== undefined));

  let response: Response;
  let text: string;
  try {
    const url = apiUrl(path, options.query);
    const early = method === 'GET' && body === undefined ? takeEarlyAnswer(url) : undefined;
    response =
      (early ? await early.catch(() => undefined) : undefined) ??
      (await fetch(url, {
        method,
        headers,
        body,
        credentials: 'include',
        signal,
      }));
    if (response.ok || (notModifiedOk && response.status === 304)) return await readOk(response);
    text = await response.text();
  } catch (cause) {
    const aborted = options.signal?.aborted === true;
    const timedOut = !aborted && timeout?.aborted === true;
    fail(
      new ApiError({
        status: 0,
        code: aborted ? 'ABORTED' : timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
        message: aborted ? ko.apiErrors.aborted : timedOut ? ko.apiErrors.timeout : ko.apiErrors.network,
        path: pathOnly,
        cause,
      }),
      report,
    );
  }

  const data = parseJson(text);
  const errorBody = errorBodyOf(data);
  const error = new ApiError({
    status: response.status,
    code: errorBody?.code ?? codeForStatus(response.status),
    message: errorBody?.message ?? ko.apiErrors.server(response.status),
    fieldErrors: errorBody?.fieldErrors,
    extra: errorBody
      ? {
          ...(errorBody.rowErrors ? { rowErrors: errorBody.rowErrors } : {}),
          ...(errorBody.statementMapping ? { statementMapping: errorBody.statementMapping } : {}),
          ...(errorBody.takenSeats ? { takenSeats: errorBody.takenSeats } : {}),
        }
      : undefined,
    path: pathOnly,
  });
  if ((response.status === 401 || response.status === 403) && isAuthPath(pathOnly)) clearToken();
  fail(error, report);
}

/** Sends one request; resolves with the parsed JSON body (undefined when empty); rejects with ApiError. */
export async function request<T = unknown>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  // A GET asks again with the ETag of the answer kept for its URL: unchanged, the server answers 304 with no body.
  let url: string | undefined;
  try {
    url = method === 'GET' && options.body === undefined ? apiUrl(path, options.query) : undefined;
  } catch {
    url = undefined; // exchange reports the bad address
  }
  const kept = url === undefined ? undefined : keptAnswer(url);
  return exchange(
    method,
    path,
    kept ? { ...options, headers: { ...options.headers, 'If-None-Match': kept.etag } } : options,
    'application/json',
    async (response) => {
      if (response.status === 304 && kept) return parseJson(kept.text) as T;
      const text = await response.text();
      if (url !== undefined) keepAnswer(url, response.headers, text);
      return parseJson(text) as T;
    },
    kept !== undefined,
  );
}

// ---- typed calls from the contract's endpoint table ----

type Endpoint<N extends EndpointName> = Endpoints[N];

type ParamsArg<E> = E extends { params: infer P extends z.ZodObject }
  ? { params: { [K in keyof z.output<P>]: string | number } }
  : { params?: undefined };

type QueryArg<E> = E extends { query: infer Q extends z.ZodType }
  ? { query?: z.input<Q> }
  : { query?: undefined };

export type MultipartBody<M extends MultipartSpec> = {
  request: M['request'] extends z.ZodType ? z.input<M['request']> : undefined;
  files?: { [K in keyof M['files']]?: Blob | null };
};

/** A call that takes a JSON body instead of its parts (MultipartSpec.json) is sent `{ json }` as JSON. */
type JsonAlternative<M extends MultipartSpec> = M['json'] extends z.ZodType
  ? { json: z.input<M['json']> }
  : never;

type BodyArg<E> = E extends { body: infer B extends z.ZodType }
  ? { body: z.input<B> }
  : E extends { multipart: infer M extends MultipartSpec }
    ? { body: FormData | MultipartBody<M> | JsonAlternative<M> }
    : { body?: undefined };

export type CallArgs<N extends EndpointName> = ParamsArg<Endpoint<N>> &
  QueryArg<Endpoint<N>> &
  BodyArg<Endpoint<N>> &
  Pick<RequestOptions, 'headers' | 'timeoutMs' | 'signal' | 'reportServerDown'>;

type CallRest<N extends EndpointName> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  {} extends CallArgs<N> ? [args?: CallArgs<N>] : [args: CallArgs<N>];

function isJsonAlternative(body: unknown): body is { json: unknown } {
  return typeof body === 'object' && body !== null && !(body instanceof FormData) && 'json' in body;
}

/**
 * One signature per call of the contract, then the generic one. Checking an argument against the generic signature
 * alone, TypeScript reads the object's type across every call of the table before it knows the name (the web's
 * typecheck spent two thirds of its time there, docs/decisions/0014-ci-time.md); a signature of the name's own is
 * picked by the name first. The generic one, last, takes a name that is a union and words the errors: a call with
 * its arguments missing is reported against the last named signature instead.
 */
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;
type NamedSignatures<Names extends EndpointName, Result> = UnionToIntersection<
  {
    [N in Names]: (
      name: N,
      ...rest: CallRest<N>
    ) => Promise<Result extends 'response' ? ResponseOf<N> : Result>;
  }[Names]
>;

/**
 * A typed call of the contract: call('showDetail', { params: { showId: 3 } }) resolves with the parsed ShowDetail.
 * The answer is checked with the endpoint's response schema; a mismatch throws ApiError INVALID_RESPONSE.
 */
export const call = callEndpoint as NamedSignatures<EndpointName, 'response'> & typeof callEndpoint;

async function callEndpoint<N extends EndpointName>(name: N, ...rest: CallRest<N>): Promise<ResponseOf<N>> {
  const endpoint = __MOA_ENDPOINT_ROUTES__[name];
  // Read untyped: with every call of the contract the typed arguments' union is too large to narrow here.
  const args = ((rest as unknown[])[0] ?? {}) as {
    params?: Record<string, string | number>;
    query?: Query;
    body?: unknown;
  } & Pick<RequestOptions, 'headers' | 'timeoutMs' | 'signal' | 'reportServerDown'>;
  const path = fillPath(endpoint.path, args.params);

  let body = args.body;
  if (endpoint.multipart?.json && isJsonAlternative(body)) {
    body = body.json;
  } else if (endpoint.multipart && body !== undefined && !(body instanceof FormData)) {
    const parts = body as { request?: unknown; files?: Record<string, Blob | null | undefined> };
    body = buildFormData(parts.request, parts.files);
  }

  const data = await request<unknown>(endpoint.method, path, {
    query: args.query,
    body,
    headers: args.headers,
    timeoutMs: args.timeoutMs,
    signal: args.signal,
    reportServerDown: args.reportServerDown,
  });
  checkAnswer(name, path, data);
  return data as ResponseOf<N>;
}

// ---- file answers (the exports) ----

/** The calls that answer a file (EndpointDef.file) instead of JSON. */
export type FileEndpointName = {
  [N in EndpointName]: Endpoints[N] extends { file: { contentType: string } } ? N : never;
}[EndpointName];

export interface DownloadedFile {
  blob: Blob;
  /** The name the server gave in Content-Disposition (its UTF-8 form when present), else null. */
  fileName: string | null;
}

/** The file name of a Content-Disposition header: `filename*=UTF-8''…` first, else `filename="…"`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // an undecodable name: fall back to the plain one
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}

/**
 * A typed call of a file answer: download('holderExport', { params: { scheduleId } }) resolves with the bytes and
 * the server's file name. Sent like every call (token, XSRF, failures as ApiError from the JSON error body); the
 * answer is checked against the endpoint's response schema (its content type).
 */
export const download = downloadFile as NamedSignatures<FileEndpointName, DownloadedFile> &
  typeof downloadFile;

async function downloadFile<N extends FileEndpointName>(
  name: N,
  ...rest: CallRest<N>
): Promise<DownloadedFile> {
  const endpoint = __MOA_ENDPOINT_ROUTES__[name];
  const args = (rest[0] ?? {}) as { params?: Record<string, string | number>; query?: Query } & Pick<
    RequestOptions,
    'headers' | 'timeoutMs' | 'signal' | 'reportServerDown'
  >;
  const path = fillPath(endpoint.path, args.params);
  const contentType = endpoint.file ?? 'application/octet-stream';
  const answer = await exchange(
    endpoint.method,
    path,
    {
      query: args.query,
      headers: args.headers,
      timeoutMs: args.timeoutMs,
      signal: args.signal,
      reportServerDown: args.reportServerDown,
    },
    `${contentType}, application/json;q=0.5`,
    async (response) => ({
      // bytes, not response.blob(): a File is then built from them in the page's own realm
      bytes: await response.arrayBuffer(),
      fileName: fileNameOf(response.headers.get('content-disposition')),
      type: (response.headers.get('content-type') ?? '').split(';', 1)[0]!.trim(),
    }),
  );
  const file = new File([answer.bytes], answer.fileName ?? 'download', { type: answer.type });
  checkAnswer(name, path, file);
  return { blob: file, fileName: answer.fileName };
}

/**
 * The server-down modal's retry (docs/product.md#dialogs-and-unsaved-changes): GET /main asking for JSON with a 5 s time-out. A 401 counts as
 * reachable. Never reports to the server-down listeners itself.
 */
export async function checkServerReachable(
  timeoutMs: number = TIMINGS.serverDownRetryTimeoutMs,
): Promise<boolean> {
  try {
    await request('GET', __MOA_ENDPOINT_ROUTES__.health.path, { timeoutMs, reportServerDown: false });
    return true;
  } catch (error) {
    return isApiError(error) && error.status === 401;
  }
}
