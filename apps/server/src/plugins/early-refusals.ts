import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { endpoints, errorBodySchema, type ErrorCode } from '@moa/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppError } from '../lib/app-error.ts';
import type { AppContext } from '../lib/context.ts';
import type { ContentVersion } from '../lib/invalidation.ts';
import { cachedUserByHash, hashToken, type SessionUser } from '../modules/auth/index.ts';
import { earlyRefusal, ScheduleSnapshots } from '../modules/reservations/index.ts';
import { bearerToken, MAX_TOKEN_LENGTH, lookUpSignIn } from './auth.ts';
import { errorBody } from './errors.ts';
import type { FirstLook } from './http-server.ts';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id.ts';

/**
 * Reservation attempts refused before Fastify (docs/decisions/0023-early-refusals.md). In a rush almost every attempt
 * is a refusal; one that the server can refuse from memory (the signed-in student, from the session cache or looked
 * up as Fastify would, and the schedule's snapshot under the content version) is answered by the server's first look
 * (plugins/http-server.ts), with the status, body and headers Fastify would send. Anything else goes on to Fastify,
 * with the body already read handed back to it by the preParsing hook below.
 */

const CALL = 'reserve';
const { path: PATH, body: REQUEST } = endpoints[CALL];
/** Bodies read on the early path at most; a longer one (a valid attempt is about 50 bytes) is Fastify's. */
const BODY_MAX = 1024;
/** The only body type taken early: what the web client sends, which Fastify's JSON parser takes as it is. */
const JSON_TYPE = /^application\/json(\s*;\s*charset=utf-8)?$/i;
const FIELDS = new Set(Object.keys(REQUEST.shape));
/** The error body as Fastify's serialiser writes it for this route's 4xx (plugins/routes.ts): byte for byte. */
const serializeError = serializerCompiler({
  schema: errorBodySchema,
  method: 'POST',
  url: PATH,
  httpStatus: '4xx',
});

/**
 * The serialiser's bytes for an error body with a given request id: the body is one of a few (a code, its message,
 * "현재 k매"), so it is serialised once with a mark in the id's place, and each refusal splices its own id in.
 * JSON.stringify writes the id as the whole body's serialisation would.
 */
const ID_MARK = 'early-refusal-request-id';
const MAX_PAYLOADS = 256;
const payloads = new Map<string, readonly [string, string] | null>();
function errorPayload(refusal: AppError, id: string): string {
  // Most refusals are a code and its message alone: keyed by those, without writing the body to find its key.
  const plain = refusal.fieldErrors === undefined && refusal.extra === undefined;
  const error = () => errorBody(refusal.code, refusal.message, refusal.fieldErrors, refusal.extra);
  const key = plain ? `${refusal.code}\n${refusal.message}` : JSON.stringify(error());
  let parts = payloads.get(key);
  if (parts === undefined) {
    const whole = serializeError({ ...error(), requestId: ID_MARK });
    const mark = JSON.stringify(ID_MARK);
    const at = whole.indexOf(mark);
    parts = at === -1 ? null : [whole.slice(0, at), whole.slice(at + mark.length)];
    if (payloads.size >= MAX_PAYLOADS) payloads.clear();
    payloads.set(key, parts);
  }
  return parts ? parts[0] + JSON.stringify(id) + parts[1] : serializeError({ ...error(), requestId: id });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The schedules' snapshots the early refusals read (tests wait for their reads). */
    earlyRefusals: { snapshots: ScheduleSnapshots };
  }
}

export interface EarlyRefusalOptions {
  ctx: AppContext;
  /** The public read cache's content version (lib/invalidation.ts). */
  version: ContentVersion;
  /** The headers every answer carries (the security headers). */
  headers: Readonly<Record<string, string>>;
  /** True while the app shuts down: every request is then Fastify's, which refuses it. */
  closing: () => boolean;
  /** Where the server takes requests from before routing (plugins/http-server.ts). */
  firstLook: (look: FirstLook) => void;
  /** Counts a refusal as Fastify's metrics hook would (plugins/metrics.ts). */
  counted: (call: string, route: string, code: ErrorCode, status: number, seconds: number) => void;
}

/** The request's bearer token, or null when it carries none that could be a session's. */
function tokenOf(req: IncomingMessage): string | null {
  const token = bearerToken(req);
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

/** The signed-in student the session cache holds for this token, or null. */
function studentOf(ctx: AppContext, tokenHash: string): SessionUser | null {
  const user = cachedUserByHash(ctx.db, tokenHash, ctx.now().getTime());
  // Access `student` (the contract's) is checked by Fastify's onRequest; anyone else is refused there, not here.
  return user?.authority === 'ROLE_USER' ? user : null;
}

/** Whether the request's framing and type are what Fastify would read as JSON without a word: small and plain. */
function takenEarly(req: IncomingMessage): boolean {
  const h = req.headers;
  if (h['transfer-encoding'] !== undefined || h['content-encoding'] !== undefined) return false;
  const length = Number(h['content-length']);
  return length > 0 && length <= BODY_MAX && JSON_TYPE.test(h['content-type'] ?? '');
}

/**
 * The body as Fastify's validation would give it to the handler, or null whenever Fastify might answer anything else
 * (a parse error, a validation failure, a NUL check): only the request's own fields, each valid.
 */
function bodyOf(bytes: Buffer) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  for (const key of Object.keys(parsed)) if (!FIELDS.has(key)) return null;
  const valid = REQUEST.safeParse(parsed);
  return valid.success ? valid.data : null;
}

/** Reads the whole body, then calls `done` with it, or with the error that cut it off. */
function readBody(req: IncomingMessage, done: (body: Buffer | Error) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  const onData = (chunk: Buffer) => {
    chunks.push(chunk);
    size += chunk.length;
  };
  // Every listener goes once the body is in: 'close' comes after every request, whole or not, and an error made
  // for it then would cost its stack trace on every refusal.
  const settle = (result: Buffer | Error) => {
    req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
    done(result);
  };
  const onEnd = () => settle(Buffer.concat(chunks, size));
  const onError = (err: Error) => settle(err);
  const onClose = () => settle(new Error('request closed before its body ended'));
  req.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
}

export function registerEarlyRefusals(app: FastifyInstance, options: EarlyRefusalOptions): void {
  const { ctx, headers, closing } = options;
  // The headers in the order Fastify sends them for a refusal (test/early-refusals.test.ts compares them), as name,
  // value, name, value…: the request id's and the length's values are each refusal's own.
  const refusalHeaders: (string | number)[] = [
    REQUEST_ID_HEADER,
    '',
    ...Object.entries(headers).flat(),
    'content-type',
    'application/json; charset=utf-8',
    'cache-control',
    'no-store',
    'content-length',
    0,
  ];
  const snapshots = new ScheduleSnapshots(ctx.db, options.version);
  app.decorate('earlyRefusals', { snapshots });
  app.addHook('onClose', async () => {
    await snapshots.idle();
    snapshots.clear();
  });

  // An attempt Fastify refused is one the first look could not: with a looked-up session (which starts no read, below)
  // or on a schedule whose snapshot was not current. Its schedule's snapshot is read now, so that a rush's next
  // attempts, first ones included, are refused early once its schedule is sold out (the decision, "Seventh round").
  // A hook of the reservation route alone: no other request pays for it.
  const readAfterRefusal = async (req: FastifyRequest, reply: FastifyReply) => {
    if (reply.statusCode !== 409) return;
    const scheduleId = (req.body as { scheduleId?: unknown } | undefined)?.scheduleId;
    if (typeof scheduleId === 'number') snapshots.current(scheduleId);
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.endpoint !== CALL) return;
    const own = route.onResponse;
    route.onResponse = own === undefined ? [readAfterRefusal] : [own, readAfterRefusal].flat();
  });

  // The bodies the first look read and then left to Fastify: handed back as the stream Fastify parses.
  const replays = new WeakMap<IncomingMessage, Buffer | Error>();
  app.addHook('preParsing', async (req, _reply, payload) => {
    const kept = replays.get(req.raw);
    if (kept === undefined) return payload;
    replays.delete(req.raw);
    if (kept instanceof Error) {
      return new Readable({
        read() {
          this.destroy(kept);
        },
      });
    }
    return Readable.from([kept], { objectMode: false });
  });

  const refuse = (
    req: IncomingMessage,
    res: ServerResponse,
    user: SessionUser | null,
    bytes: Buffer,
    started: number,
    // A looked-up session's attempt starts no read of a schedule's snapshot: those are mostly a rush's first attempts,
    // made while sales still move the version, and each read would be thrown away (the decision, "Sixth round").
    readSnapshot: boolean,
  ): boolean => {
    if (closing()) return false;
    const body = user && bodyOf(bytes);
    const refusal = body && earlyRefusal(snapshots, ctx.now(), user, body, readSnapshot);
    if (!refusal) return false;
    const id = requestIdOf(req);
    const payload = errorPayload(refusal, id);
    // One array, written into Node's header block at once (writeHead copies nothing of it): its request id and length.
    refusalHeaders[1] = id;
    refusalHeaders[refusalHeaders.length - 1] = Buffer.byteLength(payload);
    res.writeHead(refusal.status, refusalHeaders).end(payload);
    options.counted(CALL, PATH, refusal.code, refusal.status, (performance.now() - started) / 1000);
    return true;
  };

  options.firstLook((req, res, toFastify) => {
    if (req.method !== 'POST' || req.url !== PATH || closing() || !takenEarly(req)) return false;
    const token = tokenOf(req);
    if (!token) return false;
    const tokenHash = hashToken(token);
    const started = performance.now();
    // The session: from the cache, or, when the cache does not hold it usable with no touch due, looked up as
    // Fastify's onRequest would look it up (and handed to it), while the body comes in. A student found is refused
    // from the schedule's snapshot as any cached student is; anyone else (an unknown, expired or revoked token, a
    // manager, a lookup that failed) is Fastify's, which answers from the same lookup.
    const cached = studentOf(ctx, tokenHash) !== null;
    // Its failure handled here at once (Fastify's hook, which takes the same lookup, answers for it).
    const lookedUp = cached
      ? null
      : lookUpSignIn(ctx, req, token).then(
          (found) => (found.user?.authority === 'ROLE_USER' ? found.user : null),
          () => null,
        );
    readBody(req, (body) => {
      const answer = (user: SessionUser | null) => {
        if (body instanceof Error || !refuse(req, res, user, body, started, cached)) {
          replays.set(req, body);
          toFastify(req, res);
        }
      };
      // A cached session is asked for again: it may have ended while the body came in.
      if (lookedUp) void lookedUp.then(answer);
      else answer(studentOf(ctx, tokenHash));
    });
    return true;
  });
}
