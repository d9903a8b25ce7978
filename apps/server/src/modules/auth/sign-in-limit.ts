import { AppError } from '../../lib/app-error.ts';

/**
 * Sign-in limits count failed verifications only, so a whole campus behind one NAT address signs in freely. A token
 * that is not genuine (forged, expired, for another client) or an unknown authorization code counts against the
 * client's address; a genuine token used wrongly (replayed, another nonce, a foreign domain) counts against its
 * account. Past the limit the address, or the account, is refused until its window ends. Counts live in this process.
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

export class SignInLimiter {
  private readonly addresses: FailureWindows;
  private readonly accounts: FailureWindows;

  constructor(now: () => Date = () => new Date(), limits: SignInLimits = SIGN_IN_LIMITS) {
    this.addresses = new FailureWindows(limits.perAddress, limits.windowMs, now);
    this.accounts = new FailureWindows(limits.perAccount, limits.windowMs, now);
  }

  /**
   * Records a failure, against the account when one is known, otherwise against the address, and throws the
   * refusal when that address or account is past its limit (RATE_LIMITED instead of the failure's own answer). A
   * success is never counted nor refused: only failures are limited.
   */
  failed(address: string, subject: string | null): void {
    if (subject) this.accounts.add(subject);
    else this.addresses.add(address);
    if (this.addresses.over(address) || (subject !== null && this.accounts.over(subject))) {
      throw new AppError('RATE_LIMITED', TOO_MANY);
    }
  }
}
