import { z } from 'zod';
import { AUTHORITIES } from './limits.ts';

export const authoritySchema = z.enum(AUTHORITIES);

/** GET /api/auth/me: the signed-in user. */
export const meSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    authority: authoritySchema,
    name: z.string().nullable(),
    studentId: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    /** True once the student's name, student id and phone are saved (the /add-info step is done). */
    profileComplete: z.boolean(),
    clubId: z.number().int().nullable(),
    clubName: z.string().nullable(),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof meSchema>;

/** GET /api/auth/config: what the browser needs to start sign-in. */
export const authConfigSchema = z.object({
  issuer: z.string(),
  authorizationEndpoint: z.string(),
  clientId: z.string(),
  scope: z.string(),
  /** The redirect address the provider sends the id token back to (/loading on this origin). */
  redirectPath: z.string(),
  development: z.boolean(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

export const googleSessionRequest = z.object({
  credential: z.string().min(1).max(10_000),
  nonce: z.string().min(1).max(200),
});
export type GoogleSessionRequest = z.infer<typeof googleSessionRequest>;

export const googleTokenRequest = z.object({
  code: z.string().min(1).max(2_000),
  state: z.string().min(1).max(200),
  /** The nonce the browser stored with the state; the exchanged id token must carry it. */
  nonce: z.string().min(1).max(200),
});
export type GoogleTokenRequest = z.infer<typeof googleTokenRequest>;

/** Both sign-in calls answer the opaque session token and whether the /add-info step is still ahead. */
export const sessionTokenSchema = z.object({ token: z.string(), first: z.boolean() });
export type SessionToken = z.infer<typeof sessionTokenSchema>;

/** GET /api/config: the settings the browser reads at run time (unset values are null). */
export const publicConfigSchema = z.object({
  /** "/" shows the pre-launch teaser until this date (YYYY-MM-DD, Asia/Seoul). */
  launchDate: z.string().nullable(),
  /** Public JavaScript key of the messenger share SDK; null → the share button copies the text. */
  kakaoJsKey: z.string().nullable(),
  /** Mobile payment-app link; null → the payment button copies the account. */
  tossPaymentLink: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
