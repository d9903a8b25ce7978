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
}
