import type { Authority } from '@moa/contract';

/**
 * The demo accounts of the seeded data, in one place: the seed creates them, the development sign-in page lists
 * them, and the browser journeys (e2e/support/auth.ts) sign in with them. No imports but a type, so any package can
 * import this file.
 */

export interface DemoAccount {
  email: string;
  authority: Authority;
  /** What the account is, in Korean, for the development sign-in page and docs. */
  label: string;
}

/** The demo e-mail domain (the default of ALLOWED_EMAIL_DOMAINS outside production). */
export const DEMO_DOMAIN = 'example.ac.kr';

/** The fixed demo accounts' e-mails, by role. */
export const DEMO_EMAILS = {
  admin: `admin@${DEMO_DOMAIN}`,
  manager: `manager@${DEMO_DOMAIN}`,
  manager2: `manager2@${DEMO_DOMAIN}`,
  student: `student@${DEMO_DOMAIN}`,
} as const;

/**
 * The fixed demo accounts, in this order: administrator, manager of the first club, manager of the second club,
 * student. Sign in with them through the development identity provider.
 */
export const DEMO_ACCOUNTS = [
  { email: DEMO_EMAILS.admin, authority: 'ROLE_ADMIN', label: '관리자' },
  { email: DEMO_EMAILS.manager, authority: 'ROLE_CLUB', label: '동아리 계정 · 소리울' },
  { email: DEMO_EMAILS.manager2, authority: 'ROLE_CLUB', label: '동아리 계정 · 극단 한울' },
  { email: DEMO_EMAILS.student, authority: 'ROLE_USER', label: '학생 · 김모아 (예매 2건)' },
] as const satisfies readonly DemoAccount[];

/** How many extra demo students (student001@example.ac.kr …) hold the reservations that fill the schedules. */
export const DEMO_STUDENT_COUNT = 48;
