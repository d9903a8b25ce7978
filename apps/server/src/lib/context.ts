import type { AppConfig } from '../config.ts';
import type { Db, DialectName } from '../db/database.ts';
import type { Clock } from './clock.ts';

/** What every module needs: configuration and the database. Passed explicitly, never imported as a global. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  dialect: DialectName;
  /** The time now (lib/clock.ts); never read the system clock directly for a rule. */
  now: Clock;
  /**
   * Told after a show, event, recruiting post or club was saved or deleted and its transaction committed: the share
   * images are made again off the request path (modules/previews). Absent: nobody listens.
   */
  contentSaved?: (kind: 'show' | 'entertain' | 'recruiting' | 'club', id: number) => void;
  /**
   * Told after a student signed in: the club invitations their e-mail matches bind to the account
   * (modules/members). Absent: nobody listens.
   */
  studentSignedIn?: (userId: number) => Promise<void>;
}
