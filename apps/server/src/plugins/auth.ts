import type { IncomingMessage } from 'node:http';
import type { Access } from '@moa/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import type { AppContext } from '../lib/context.ts';
import {
  closeSessionCache,
  openSessionCache,
  resolveSession,
  type SessionLookup,
  type SessionUser,
} from '../modules/auth/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Resolved from the Bearer token before any handler runs. */
    user: SessionUser | null;
    sessionToken: string | null;
    sessionProblem: 'unknown' | 'expired' | 'revoked' | null;
  }
  interface FastifyContextConfig {
    /** The contract's access of the call (plugins/routes.ts); absent for the routes outside the contract. */
    access?: Access;
  }
}

/** A longer token is no token of ours: refused as unknown without a lookup. */
export const MAX_TOKEN_LENGTH = 200;

export function bearerToken(req: Pick<IncomingMessage, 'headers'>): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

// Sessions expire by the wall clock; a hand-over's window by the app's (docs/decisions/0027).
const lookUp = (ctx: AppContext, token: string) => resolveSession(ctx.db, token, new Date(), ctx.now());

/**
 * Session lookups started before Fastify (the early refusals, plugins/early-refusals.ts, while a body comes in), which
 * the onRequest hook below then takes instead of looking again: one read, one touch, one answer to a failure.
 */
const started = new WeakMap<IncomingMessage, Promise<SessionLookup>>();

/** Looks up the request's session as the onRequest hook would, and hands the lookup to that hook. */
export function lookUpSignIn(ctx: AppContext, req: IncomingMessage, token: string): Promise<SessionLookup> {
  const lookup = lookUp(ctx, token);
  started.set(req, lookup);
  return lookup;
}

/** Who may call what lives here, in one place; every route declares its Access in the contract. */
export function checkAccess(access: Access, req: FastifyRequest): void {
  if (access === 'public') return;
  const user = req.user;
  if (!user) {
    if (req.sessionProblem === 'expired' || req.sessionProblem === 'revoked') {
      throw new AppError(
        'SESSION_EXPIRED',
        '로그인 정보가 없거나 세션이 만료되었습니다. 다시 로그인해주세요.',
      );
    }
    throw new AppError('UNAUTHORIZED', '로그인이 필요합니다.');
  }
  if (access === 'signedIn') return;
  if (access === 'student' && user.authority !== 'ROLE_USER') {
    throw new AppError('FORBIDDEN', '학생 계정으로만 이용할 수 있습니다.');
  }
  if (access === 'club' && (user.authority !== 'ROLE_CLUB' || user.clubId === null)) {
    throw new AppError('FORBIDDEN', '동아리 관리자 권한이 필요합니다.');
  }
  if (access === 'admin' && user.authority !== 'ROLE_ADMIN') {
    throw new AppError('FORBIDDEN', '관리자 권한이 필요합니다.');
  }
}

export const authPlugin = fp(async (app: FastifyInstance, ctx: AppContext) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('sessionProblem', null);
  // Usable sessions are kept in memory for a few seconds, dropped on every instance by a logout or a role change.
  await openSessionCache(ctx.db, ctx.config.databaseUrl, (err) =>
    app.log.warn({ err }, 'session cache: lost the other instances; reading every session from the database'),
  );
  app.addHook('onClose', async () => closeSessionCache(ctx.db));
  app.addHook('onRequest', async (req) => {
    const token = bearerToken(req);
    if (!token) return;
    req.sessionToken = token;
    // A public call answers everyone alike (no handler of one reads the user; the public read cache shares their
    // answers), so its token is not looked up: no read and no touch, as for a read the cache answers before Fastify.
    if (req.routeOptions.config?.access === 'public') return;
    if (token.length > MAX_TOKEN_LENGTH) {
      req.sessionProblem = 'unknown';
      return;
    }
    const early = started.get(req.raw);
    if (early) started.delete(req.raw);
    const found = await (early ?? lookUp(ctx, token));
    if (found.user) req.user = found.user;
    else req.sessionProblem = found.reason;
  });
});
