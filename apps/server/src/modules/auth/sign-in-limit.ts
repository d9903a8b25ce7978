import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { countOne, currentCount } from '../../lib/rate-counters.ts';

/**
 * Sign-in limits count failed verifications only, so a whole campus behind one NAT address signs in freely. A token
 * that is not genuine (forged, expired, for another client) or an unknown authorization code counts against the
 * client's address; a genuine token used wrongly (replayed, another nonce, a foreign domain) counts against its
 * account. Past the limit the address, or the account, is refused until its window ends. On SQLite (one process) the
 * counts live in the process; on PostgreSQL they live in the database, so a failure counted by one instance counts
 * at every other (docs/decisions/0021-several-instances.md).
 */
export interface SignInLimits {
  /** Failed verifications one address may cause per window. */
  perAddress: number;
  /** Failed verifications of one account's genuine tokens per window. */
  perAccount: number;
  windowMs: number;
}

export const SIGN_IN_LIMITS: SignInLimits = { perAddress: 100, perAccount: 10, windowMs: 10 * 60 * 1000 };

/** Beyond this many keys, windows that have ended are dropped, then the oldest. */
const MAX_KEYS = 50_000;

class FailureWindows {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => Date,
  ) {}

  /** True once the key has had more failures than allowed in its current window. */
  over(key: string): boolean {
    const w = this.windows.get(key);
    if (!w) return false;
    if (this.now().getTime() >= w.resetAt) {
      this.windows.delete(key);
      return false;
    }
    return w.count > this.max;
  }

  add(key: string): void {
    const t = this.now().getTime();
    let w = this.windows.get(key);
    if (!w || t >= w.resetAt) {
      this.windows.delete(key);
      if (this.windows.size >= MAX_KEYS) this.prune(t);
      w = { count: 0, resetAt: t + this.windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
  }

  private prune(t: number): void {
    for (const [key, w] of this.windows) if (t >= w.resetAt) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size < MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}

const TOO_MANY = '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.';

export interface SignInLimiterOptions {
  limits?: SignInLimits;
  /** The database whose `rate_counters` hold the counts (PostgreSQL with several instances); none: this process. */
  shared?: Db | null;
}

export class SignInLimiter {
  private readonly addresses: FailureWindows;
  private readonly accounts: FailureWindows;
  private readonly limits: SignInLimits;
  private readonly shared: Db | null;

  constructor(
    private readonly now: () => Date = () => new Date(),
    options: SignInLimiterOptions = {},
  ) {
    this.limits = options.limits ?? SIGN_IN_LIMITS;
    this.shared = options.shared ?? null;
    this.addresses = new FailureWindows(this.limits.perAddress, this.limits.windowMs, now);
    this.accounts = new FailureWindows(this.limits.perAccount, this.limits.windowMs, now);
  }

  /**
   * Records a failure, against the account when one is known, otherwise against the address, and throws the
   * refusal when that address or account is past its limit (RATE_LIMITED instead of the failure's own answer). A
   * success is never counted nor refused: only failures are limited.
   */
  async failed(address: string, subject: string | null): Promise<void> {
    const over = this.shared
      ? await this.sharedOver(this.shared, address, subject)
      : this.localOver(address, subject);
    if (over) throw new AppError('RATE_LIMITED', TOO_MANY);
  }

  private localOver(address: string, subject: string | null): boolean {
    if (subject) this.accounts.add(subject);
    else this.addresses.add(address);
    return this.addresses.over(address) || (subject !== null && this.accounts.over(subject));
  }

  /**
   * The same rule on the shared counts: the failure's own count is the one its upsert answers, never one read
   * before writing; the address's count beside an account's failure is only read, since that failure adds nothing
   * to it.
   */
  private async sharedOver(db: Db, address: string, subject: string | null): Promise<boolean> {
    const { perAddress, perAccount, windowMs } = this.limits;
    const now = this.now();
    const addressKey = `sign-in:address:${address}`;
    if (subject === null) return (await countOne(db, addressKey, now, windowMs)) > perAddress;
    if ((await countOne(db, `sign-in:account:${subject}`, now, windowMs)) > perAccount) return true;
    return (await currentCount(db, addressKey, now)) > perAddress;
  }
}
