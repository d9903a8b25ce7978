import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';
import { devSubject } from './dev-subject.ts';

/**
 * The development OpenID provider: stands in for Google outside production so the same browser flow and the same
 * verification run locally and in tests. It signs RS256 id tokens with a key generated at start.
 */

export const DEV_CLIENT_ID = 'moa-dev-client';
export const DEV_CLIENT_SECRET = 'moa-dev-secret';
const CODE_TTL_MS = 2 * 60 * 1000;
const TOKEN_TTL_S = 10 * 60;

interface PendingCode {
  clientId: string;
  redirectUri: string;
  email: string;
  nonce: string | undefined;
  expires: number;
}

export class DevIdentityProvider {
  readonly issuer: string;
  readonly kid: string;
  private readonly codes = new Map<string, PendingCode>();

  private constructor(
    issuer: string,
    private readonly privateKey: CryptoKey,
    private readonly publicJwk: JWK,
    kid: string,
  ) {
    this.issuer = issuer;
    this.kid = kid;
  }

  static async create(publicUrl: string): Promise<DevIdentityProvider> {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const kid = randomBytes(8).toString('hex');
    const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
    return new DevIdentityProvider(`${publicUrl}/dev-idp`, privateKey, jwk, kid);
  }

  get authorizationEndpoint(): string {
    return `${this.issuer}/authorize`;
  }

  get tokenEndpoint(): string {
    return `${this.issuer}/token`;
  }

  get jwksUri(): string {
    return `${this.issuer}/jwks`;
  }

  jwks(): { keys: JWK[] } {
    return { keys: [this.publicJwk] };
  }

  discovery() {
    return {
      issuer: this.issuer,
      authorization_endpoint: this.authorizationEndpoint,
      token_endpoint: this.tokenEndpoint,
      jwks_uri: this.jwksUri,
      response_types_supported: ['id_token', 'code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['client_secret_post'],
      claims_supported: ['sub', 'email', 'email_verified', 'name', 'nonce', 'iss', 'aud', 'exp', 'iat'],
    };
  }

  /** Signs an id token for an e-mail; `extra` overrides claims (tests use it to make unfit tokens). */
  async idToken(email: string, nonce: string | undefined, extra: JWTPayload = {}): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const normalized = email.trim().toLowerCase();
    return this.sign({
      iss: this.issuer,
      aud: DEV_CLIENT_ID,
      sub: devSubject(normalized),
      email: normalized,
      email_verified: true,
      name: normalized.split('@')[0],
      iat: now,
      exp: now + TOKEN_TTL_S,
      ...(nonce ? { nonce } : {}),
      ...extra,
    });
  }

  async sign(claims: JWTPayload, kid = this.kid): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(this.privateKey);
  }

  issueCode(p: Omit<PendingCode, 'expires'>): string {
    const code = randomBytes(24).toString('base64url');
    this.codes.set(code, { ...p, expires: Date.now() + CODE_TTL_MS });
    return code;
  }

  /** A code is good once, for the client and redirect address it was issued to. */
  redeemCode(code: string, clientId: string, redirectUri: string | undefined): PendingCode | null {
    const pending = this.codes.get(code);
    this.codes.delete(code);
    if (!pending || pending.expires < Date.now() || pending.clientId !== clientId) return null;
    if (redirectUri !== undefined && redirectUri !== pending.redirectUri) return null;
    return pending;
  }
}
