/**
 * The browser side of sign-in (docs/product.md#sign-in-and-sessions):
 * - startSignIn(): random state and nonce in sessionStorage, then the provider's consent page (id-token flow).
 * - the callback helpers: reading and clearing the stored request, and the Korean message of each failure (docs/product.md#error-messages).
 */
import { queryOptions } from '@tanstack/react-query';
import {
  SESSION_STORAGE_KEY,
  TIMINGS,
  endpoints,
  sessionTokenSchema,
  type AuthConfig,
  type GoogleTokenRequest,
  type SessionToken,
} from '@moa/contract';
import { z } from 'zod';
import { ApiError, call, isApiError, request } from '../../lib/api-client';
import { ko } from '../../text/ko';
import { studentKo } from '../../text/ko-student';
import { tabStorage } from '../../lib/tab-storage';

const PREFIX = `${SESSION_STORAGE_KEY.split('.')[0] ?? 'moa'}.`;
/** sessionStorage keys of the pending sign-in request; clearSignInState() removes them with the token. */
export const STATE_KEY = `${PREFIX}auth.state`;
export const NONCE_KEY = `${PREFIX}auth.nonce`;

export const DEFAULT_SCOPE = 'openid email profile';
export const CALLBACK_PATH = '/loading';

export const authConfigQuery = queryOptions({
  queryKey: ['auth', 'config'],
  queryFn: ({ signal }) =>
    call('authConfig', {
      signal,
      timeoutMs: TIMINGS.loginRequestTimeoutMs,
      // the login screen shows its own error; a failed start is not a server-down event
      reportServerDown: false,
    }),
  staleTime: 5 * 60_000,
  retry: false,
});

/** 32 random bytes as base64url (no padding). */
export function randomToken(bytes = 32): string {
  const data = new Uint8Array(bytes);
  crypto.getRandomValues(data);
  let binary = '';
  for (const byte of data) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export interface PendingSignIn {
  state: string | null;
  nonce: string | null;
}

export function readPendingSignIn(): PendingSignIn {
  const store = tabStorage();
  try {
    return { state: store?.getItem(STATE_KEY) ?? null, nonce: store?.getItem(NONCE_KEY) ?? null };
  } catch {
    return { state: null, nonce: null };
  }
}

/** Removes the state and nonce (single use) but keeps the token. */
export function clearPendingSignIn(): void {
  const store = tabStorage();
  try {
    store?.removeItem(STATE_KEY);
    store?.removeItem(NONCE_KEY);
  } catch {
    // nothing stored
  }
}

/** The provider's authorize address for this config and request (id-token flow, prompt=consent). */
export function authorizeUrl(config: AuthConfig, state: string, nonce: string, origin: string): string {
  const url = new URL(config.authorizationEndpoint);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', `${origin}${CALLBACK_PATH}`);
  url.searchParams.set('response_type', 'id_token');
  url.searchParams.set('scope', config.scope || DEFAULT_SCOPE);
  url.searchParams.set('state', state);
  url.searchParams.set('nonce', nonce);
  url.searchParams.set('prompt', 'consent');
  return url.toString();
}

/**
 * Saves a fresh state and nonce and leaves for the provider. Throws when the request cannot be made (the config
 * call failed, or sessionStorage refuses the values, without which the callback could not check the state).
 */
export function startSignIn(config: AuthConfig): void {
  const state = randomToken();
  const nonce = randomToken();
  const store = tabStorage();
  if (!store) throw new Error('sessionStorage is unavailable');
  store.setItem(STATE_KEY, state);
  store.setItem(NONCE_KEY, nonce);
  if (store.getItem(STATE_KEY) !== state) throw new Error('sessionStorage did not keep the state');
  window.location.assign(authorizeUrl(config, state, nonce, window.location.origin));
}

// ---- the code exchange ----

/** The code exchange answers the token with `first`, or with `isFirst` as the spec also allows. */
const codeExchangeAnswer = sessionTokenSchema.extend({
  first: z.boolean().optional(),
  isFirst: z.boolean().optional(),
});

/**
 * POST /api/oauth/google/token (30 s time-out, no server-down report: the callback screen explains a failure). A
 * malformed answer is ApiError INVALID_RESPONSE.
 */
export async function exchangeCode(body: GoogleTokenRequest): Promise<SessionToken> {
  const data = await request<unknown>(endpoints.googleToken.method, endpoints.googleToken.path, {
    body,
    timeoutMs: TIMINGS.loginRequestTimeoutMs,
    reportServerDown: false,
  });
  const parsed = codeExchangeAnswer.safeParse(data);
  if (!parsed.success) {
    throw new ApiError({
      status: 200,
      code: 'INVALID_RESPONSE',
      message: ko.apiErrors.invalidResponse,
      path: endpoints.googleToken.path,
      cause: parsed.error,
    });
  }
  const { token, first, isFirst } = parsed.data;
  return { token, first: first ?? isFirst ?? false };
}

// ---- callback failures ----

/**
 * Sign-in failures the server-down modal has a variant for: a foreign e-mail domain (로그인 오류), and a bad request
 * or an expired or refused sign-in (인증 오류). Both callbacks open it with these, next to their own message.
 */
export function opensSignInModal(error: unknown): error is ApiError {
  if (!isApiError(error)) return false;
  return error.code === 'DOMAIN_NOT_ALLOWED' || error.status === 400 || error.status === 401;
}

export type CallbackFlow = 'idToken' | 'code';

/** The Korean message of a failed sign-in call (docs/product.md#error-messages), by status and code. */
export function signInErrorMessage(error: unknown, flow: CallbackFlow = 'idToken'): string {
  if (!isApiError(error)) return studentKo.login.startFailed;
  const e: ApiError = error;
  if (e.code === 'TIMEOUT') return studentKo.signIn.timeout;
  if (e.status === 0) return ko.apiErrors.network;
  if (e.code === 'INVALID_RESPONSE') return studentKo.signIn.noToken;
  if (e.code === 'DOMAIN_NOT_ALLOWED') return studentKo.signIn.domainNotAllowed;
  if (e.code === 'EMAIL_NOT_VERIFIED') return studentKo.signIn.emailNotVerified;
  if (flow === 'code' && e.code === 'UPSTREAM_FAILED') return studentKo.signIn.tokenExchangeFailed(e.status);
  switch (e.status) {
    case 400:
      return studentKo.signIn.badRequest;
    case 401:
      return studentKo.signIn.unauthorized;
    case 403:
      return studentKo.signIn.forbidden;
    case 404:
      return studentKo.signIn.notFound;
    case 500:
      return studentKo.signIn.internal;
    default:
      return flow === 'code'
        ? studentKo.signIn.tokenExchangeFailed(e.status)
        : studentKo.signIn.server(e.status);
  }
}

/**
 * The server's own explanation under the message shown, when it says more than that message. The status is shown
 * once, in the message: a status the server's words carry as well is left out, and words the message already
 * holds are not repeated.
 */
export function signInErrorDetail(error: unknown, shown = ''): string | null {
  if (!isApiError(error) || error.status === 0 || error.code === 'INVALID_RESPONSE') return null;
  // these two have a full message of their own
  if (error.code === 'DOMAIN_NOT_ALLOWED' || error.code === 'EMAIL_NOT_VERIFIED') return null;
  if (!error.message || error.message === ko.apiErrors.server(error.status)) return null;
  const detail = error.message.replace(/\s*\(\d{3}\)/g, '').trim();
  if (!detail || shown.replace(/\s*\(\d{3}\)/g, '').includes(detail)) return null;
  return detail;
}
