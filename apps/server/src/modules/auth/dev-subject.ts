import { createHash } from 'node:crypto';

/**
 * The subject the development identity provider gives an e-mail: stable, so demo accounts seeded ahead of any
 * sign-in are the same users that later sign in through /dev-idp.
 */
export function devSubject(email: string): string {
  return `dev-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;
}
