import { createLocalJWKSet, createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { ConfigError, devProviderProblem, type AppConfig } from '../../config.ts';
import { DEV_CLIENT_ID, DEV_CLIENT_SECRET, DevIdentityProvider } from './dev-idp.ts';

/** The identity provider the app trusts: Google in production, the development provider elsewhere. */
export interface IdentityProvider {
  issuer: string;
  /** Other spellings of the issuer that the provider uses (Google also writes it without the scheme). */
  issuerAliases: string[];
  authorizationEndpoint: string;
  tokenEndpoint: string;
  clientId: string;
  clientSecret: string | null;
  /** Resolves the signing key of a token: the issuer's JWKS, cached and refetched on an unknown kid. */
  keys: JWTVerifyGetKey;
  dev: DevIdentityProvider | null;
}

export const GOOGLE = {
  issuer: 'https://accounts.google.com',
  authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenEndpoint: 'https://oauth2.googleapis.com/token',
  jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
};

export async function createIdentityProvider(config: AppConfig): Promise<IdentityProvider> {
  if (config.nodeEnv === 'production' || config.googleClientId) {
    if (!config.googleClientId || !config.googleClientSecret) {
      throw new ConfigError(
        'Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are required in production',
      );
    }
    return {
      issuer: GOOGLE.issuer,
      issuerAliases: ['accounts.google.com'],
      authorizationEndpoint: GOOGLE.authorizationEndpoint,
      tokenEndpoint: GOOGLE.tokenEndpoint,
      clientId: config.googleClientId,
      clientSecret: config.googleClientSecret,
      keys: createRemoteJWKSet(new URL(GOOGLE.jwksUri), { cooldownDuration: 30_000, cacheMaxAge: 600_000 }),
      dev: null,
    };
  }
  const problem = devProviderProblem(config);
  if (problem) throw new ConfigError(problem);
  const dev = await DevIdentityProvider.create(config.publicUrl);
  const local = createLocalJWKSet(dev.jwks());
  return {
    issuer: dev.issuer,
    issuerAliases: [],
    authorizationEndpoint: dev.authorizationEndpoint,
    tokenEndpoint: dev.tokenEndpoint,
    clientId: DEV_CLIENT_ID,
    clientSecret: DEV_CLIENT_SECRET,
    keys: local,
    dev,
  };
}
