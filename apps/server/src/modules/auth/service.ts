import type { Authority, Me, SessionToken } from '@moa/contract';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/time.ts';
import { grantWindowOf, windowHolds } from './grant-window.ts';
import type { IdentityProvider } from './provider.ts';
import { sessionsChanged } from './session-cache.ts';
import { createSession, type SessionUser } from './sessions.ts';
import * as users from './user-repository.ts';
import type { SignInLimiter } from './sign-in-limit.ts';
import { VerificationError, verifyIdToken } from './verify.ts';

/**
 * Sign-in: a verified identity becomes a user keyed by `sub`, with the role the configuration and the grants give
 * it, and a new session token.
 */
/** Who is signing in: the client's address, and the limiter that counts failed verifications. */
export interface SignInAttempt {
  address: string;
  limiter: SignInLimiter;
  /** Told once a student has signed in (AppContext.studentSignedIn). */
  signedIn?: (userId: number) => Promise<void>;
}

export async function signIn(
  db: Db,
  config: AppConfig,
  idp: IdentityProvider,
  idToken: string,
  nonce: string,
  attempt: SignInAttempt,
): Promise<SessionToken> {
  let identity;
  try {
    identity = await verifyIdToken(db, idp, config.allowedEmailDomains, idToken, nonce);
  } catch (err) {
    // Only failures are refused: a genuine token signs in even from an address or for an account over the limit,
    // so one script on a campus network cannot lock the campus out (docs/decisions/0003).
    if (err instanceof VerificationError) await attempt.limiter.failed(attempt.address, err.subject);
    throw err;
  }
  const at = nowIso();
  const found = await users.findGrant(db, identity.email);
  // A position grant outside its window (a successor's before the hand-over, an outgoing officer's after) is none.
  const window = found
    ? grantWindowOf({
        grant_club_id: found.club_id,
        grant_club_name: null,
        grant_starts_at: found.starts_at,
        grant_ends_at: found.ends_at,
      })
    : null;
  const grant = found && (!window || windowHolds(window, Date.now())) ? found : undefined;
  const isAdmin = config.adminEmails.includes(identity.email);
  const authority: Authority = isAdmin ? 'ROLE_ADMIN' : grant ? 'ROLE_CLUB' : 'ROLE_USER';
  const clubId = grant?.club_id ?? null;

  let user = await users.findUserBySub(db, identity.sub);
  if (!user) {
    const sameEmail = await users.findUserByEmail(db, identity.email);
    if (sameEmail)
      throw new AppError('CONFLICT', '이미 다른 계정에 연결된 이메일입니다. 관리자에게 문의해주세요.');
    const id = await users.insertUser(db, {
      sub: identity.sub,
      email: identity.email,
      authority,
      club_id: clubId,
      name: identity.name,
      at,
    });
    user = (await users.findUserById(db, id))!;
  } else {
    await users.updateUserRole(db, user.id, { email: identity.email, authority, club_id: clubId, at });
    if (user.authority !== authority || user.club_id !== clubId || user.email !== identity.email) {
      // The user's other sessions carry the old role.
      await sessionsChanged(db, { userId: user.id });
    }
  }
  const token = await createSession(db, user.id);
  if (authority === 'ROLE_USER') await attempt.signedIn?.(user.id);
  // Only students have the /add-info step; managers and administrators keep their own profiles.
  return { token, first: authority === 'ROLE_USER' && user.profile_complete !== 1 };
}

/** The authorization-code flow: exchange the code at the provider's token endpoint, then sign in as above. */
export async function signInWithCode(
  db: Db,
  config: AppConfig,
  idp: IdentityProvider,
  code: string,
  nonce: string,
  exchange: (
    body: URLSearchParams,
  ) => Promise<{ ok: boolean; status: number; idToken?: string; error?: string }>,
  attempt: SignInAttempt,
): Promise<SessionToken> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    client_id: idp.clientId,
    client_secret: idp.clientSecret ?? '',
    redirect_uri: `${config.publicUrl}/login/oauth2/code/google`,
  });
  const result = await exchange(body);
  // The provider refuses an unknown, expired or used code with invalid_grant: the browser's code is bad. Any other
  // refusal (our client or redirect address) is the provider's answer to us, a 502.
  if (result.error === 'invalid_grant') {
    await attempt.limiter.failed(attempt.address, null);
    throw new AppError(
      'AUTH_CODE_INVALID',
      '로그인 코드가 올바르지 않거나 이미 사용되었습니다. 다시 로그인해주세요.',
    );
  }
  if (!result.ok || !result.idToken) {
    throw new AppError('UPSTREAM_FAILED', `토큰 교환에 실패했습니다. (${result.status})`);
  }
  return signIn(db, config, idp, result.idToken, nonce, attempt);
}

export function toMe(user: SessionUser): Me {
  return {
    id: user.id,
    email: user.email,
    authority: user.authority,
    name: user.name,
    studentId: user.studentId,
    phoneNumber: user.phone,
    profileComplete: user.profileComplete,
    clubId: user.clubId,
    clubName: user.clubName,
  };
}
