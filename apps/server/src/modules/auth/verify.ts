import type { ErrorCode } from '@moa/contract';
import { errors, jwtVerify } from 'jose';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { IdentityProvider } from './provider.ts';
import { rememberNonce } from './user-repository.ts';

/** Clock skew allowed on exp and iat, and how old an id token may be when it is presented. */
const SKEW_S = 60;
const MAX_AGE_S = 10 * 60;

export interface VerifiedIdentity {
  sub: string;
  email: string;
  name: string | null;
}

/**
 * A refused id token. `subject` is its account when the signature held: the token is genuine and only its use is
 * wrong (a replay, another nonce, a foreign domain), so the failure counts against that account; a token that is not
 * genuine counts against the client's address.
 */
export class VerificationError extends AppError {
  readonly subject: string | null;

  constructor(code: ErrorCode, message: string, subject: string | null = null) {
    super(code, message);
    this.subject = subject;
  }
}

const INVALID = '로그인 정보를 확인할 수 없습니다. 다시 로그인해주세요.';

/**
 * Verifies an id token: RS256 signature against the issuer's keys, issuer, audience (an array of audiences only with
 * our client as the authorized party), exp and iat, the nonce (present, equal to the one sent, used once), a verified
 * e-mail, and an allowed e-mail domain.
 */
export async function verifyIdToken(
  db: Db,
  idp: IdentityProvider,
  allowedDomains: string[],
  token: string,
  expectedNonce: string,
): Promise<VerifiedIdentity> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, idp.keys, {
      algorithms: ['RS256'],
      issuer: [idp.issuer, ...idp.issuerAliases],
      audience: idp.clientId,
      clockTolerance: SKEW_S,
      maxTokenAge: MAX_AGE_S + SKEW_S,
      requiredClaims: ['iss', 'aud', 'exp', 'iat', 'sub'],
    }));
  } catch (err) {
    if (err instanceof errors.JWTExpired)
      throw new VerificationError('TOKEN_EXPIRED', '로그인 정보가 만료되었습니다. 다시 로그인해주세요.');
    throw new VerificationError('TOKEN_INVALID', INVALID);
  }
  if ((payload.iat ?? 0) > Math.floor(Date.now() / 1000) + SKEW_S) {
    throw new VerificationError('TOKEN_INVALID', INVALID);
  }
  // A token for several audiences, or presented by another party, was not issued to this app's sign-in.
  if ((Array.isArray(payload.aud) || payload.azp !== undefined) && payload.azp !== idp.clientId) {
    throw new VerificationError('TOKEN_INVALID', INVALID);
  }
  const sub = payload.sub!;
  const nonce = typeof payload.nonce === 'string' ? payload.nonce : undefined;
  if (!nonce || nonce !== expectedNonce) {
    throw new VerificationError(
      'NONCE_MISMATCH',
      '로그인 요청이 일치하지 않습니다. 다시 로그인해주세요.',
      sub,
    );
  }
  const expiresAt = new Date(((payload.exp ?? 0) + SKEW_S) * 1000).toISOString();
  if (!(await rememberNonce(db, nonce, expiresAt))) {
    throw new VerificationError('NONCE_REPLAYED', '이미 사용된 로그인 정보입니다. 다시 로그인해주세요.', sub);
  }
  const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
  if (payload.email_verified !== true || !email) {
    throw new VerificationError('EMAIL_NOT_VERIFIED', '인증된 이메일 계정으로 로그인해주세요.', sub);
  }
  const domain = email.split('@')[1] ?? '';
  if (!allowedDomains.includes(domain)) {
    throw new VerificationError(
      'DOMAIN_NOT_ALLOWED',
      '학교 계정으로만 로그인할 수 있습니다. 학교 이메일 계정을 사용해주세요.',
      sub,
    );
  }
  return { sub, email, name: typeof payload.name === 'string' ? payload.name : null };
}
