import type { Authority } from '@moa/contract';

/** The signed-in user a request acts as, resolved from its session token. */
export interface SessionUser {
  id: number;
  email: string;
  authority: Authority;
  name: string | null;
  studentId: string | null;
  phone: string | null;
  clubId: number | null;
  clubName: string | null;
  profileComplete: boolean;
}
