import type { AppContext } from '../../lib/context.ts';
import type { RouteTable } from '../../lib/route.ts';
import type { IdentityProvider } from './provider.ts';
import type { SignInLimiter } from './sign-in-limit.ts';
import { signIn, signInWithCode, toMe } from './service.ts';
import { endSession } from './sessions.ts';

export function authRoutes(ctx: AppContext, idp: IdentityProvider, limiter: SignInLimiter): RouteTable {
  const { db, config } = ctx;
  const redirectUri = `${config.publicUrl}/login/oauth2/code/google`;

  /** The development provider is in this process; Google is reached over HTTPS. */
  const exchange = async (body: URLSearchParams) => {
    if (idp.dev) {
      const pending = idp.dev.redeemCode(body.get('code') ?? '', body.get('client_id') ?? '', redirectUri);
      if (!pending) return { ok: false, status: 400, error: 'invalid_grant' };
      return { ok: true, status: 200, idToken: await idp.dev.idToken(pending.email, pending.nonce) };
    }
    try {
      const res = await fetch(idp.tokenEndpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      const json = (await res.json().catch(() => ({}))) as { id_token?: string; error?: string };
      return { ok: res.ok, status: res.status, idToken: json.id_token, error: json.error };
    } catch {
      return { ok: false, status: 0 };
    }
  };

  return {
    appConfig: async () => ({
      launchDate: config.launchDate,
      kakaoJsKey: config.kakaoJsKey,
      tossPaymentLink: config.tossPaymentLink,
    }),
    authConfig: async () => ({
      issuer: idp.issuer,
      authorizationEndpoint: idp.authorizationEndpoint,
      clientId: idp.clientId,
      scope: 'openid email profile',
      redirectPath: '/loading',
      development: idp.dev !== null,
    }),
    googleSession: async (req) =>
      signIn(db, config, idp, req.body.credential, req.body.nonce, {
        address: req.ip,
        limiter,
        signedIn: ctx.studentSignedIn,
      }),
    googleToken: async (req) =>
      signInWithCode(db, config, idp, req.body.code, req.body.nonce, exchange, {
        address: req.ip,
        limiter,
        signedIn: ctx.studentSignedIn,
      }),
    authMe: async (req) => toMe(req.user!),
    authLogout: async (req) => {
      if (req.sessionToken) await endSession(db, req.sessionToken);
      return { success: true as const };
    },
  };
}
