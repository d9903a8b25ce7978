import { VALIDATION } from '@moa/contract';
import { AppError } from './app-error.ts';

/**
 * Refuses an e-mail that could never sign in (its domain is not one of ALLOWED_EMAIL_DOMAINS, which sign-in checks in
 * modules/auth/verify.ts): a role or a door given to it would never be used. A field error on `field`.
 */
export function assertSignInDomain(allowed: readonly string[], email: string, field = 'email'): void {
  const domain = email.trim().toLowerCase().split('@')[1] ?? '';
  if (allowed.includes(domain)) return;
  const message = VALIDATION.emailDomain(allowed);
  throw new AppError('VALIDATION_FAILED', message, { [field]: message });
}
