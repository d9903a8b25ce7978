import type { NotificationKind } from '@moa/contract';
import type { AppContext } from '../../lib/context.ts';
import { nodemailer } from '../../lib/on-first-use.ts';
import { takeOne } from '../../lib/rate-counters.ts';
import { mailDetails } from './mail-details.ts';
import { mailMessage } from './mail-message.ts';
import * as repo from './mail-repository.ts';
import { unsubscribeToken } from './service.ts';

/** How often each instance looks for mail to send. */
export const MAIL_INTERVAL_MS = 10_000;
/**
 * How long an instance holds a mail it claimed, from the claim; one held longer is taken to be lost (its instance
 * died) and is tried again, by any instance. It must outlast any one send, or a slow send would be sent twice: see
 * the transport's timeouts below.
 */
const LEASE_MS = 5 * 60_000;
/**
 * The transport's limit on each wait of a send, kept well below the lease. A send is a name look-up, a connection,
 * the greeting and at most about ten exchanges (EHLO, STARTTLS, AUTH, MAIL FROM, RCPT TO, DATA, the message), each
 * bounded by these, so even a server that answers every step just in time is done in about 4 minutes, inside the
 * lease; nodemailer's defaults (2 minutes to connect, 10 minutes of silence) would let one send outlive it.
 */
const SMTP_TIMEOUTS = {
  dnsTimeout: 10_000,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
};
/** Outright refusals (SMTP 5xx) after which a mail is given up; nothing else ever gives one up. */
const MAX_REJECTIONS = 3;
/** A notification older than this when mail could first go out is not mailed (it was made without SMTP). */
const FRESH_MS = 24 * 3_600_000;

/**
 * The end of the mail rate's shared window that holds `at`: windows of one interval, aligned to the clock, so every
 * instance counts in the same one.
 */
const windowEnd = (at: Date) =>
  new Date((Math.floor(at.getTime() / MAIL_INTERVAL_MS) + 1) * MAIL_INTERVAL_MS);

/** 30 s, 1 min, 2 min, … up to 6 h between tries, however many there are. */
const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 6 * 3_600_000);

/**
 * The SMTP server refused the mail for good: a 5xx reply (nodemailer puts the reply's code in responseCode). Anything
 * else (no connection, a timeout, a 4xx "try again later") passes, and the mail is tried again however long it lasts.
 */
const isRejection = (err: unknown) => ((err as { responseCode?: number } | null)?.responseCode ?? 0) >= 500;

export interface Mailer {
  /** Sends what is due, at most the rate limit's share of one interval; answers how many were sent. */
  sendDue(): Promise<number>;
  close(): void;
}

/**
 * The mail queue's sender (docs/decisions/0011-notifications-and-mail-queue.md): null without SMTP_URL. Each
 * notification is claimed by a conditional update before it is sent, so with several instances exactly one sends it;
 * a failure is retried with backoff until it goes out, unless the server refuses it outright a few times; a mail
 * whose instance died while sending is tried again after its lease. MAIL_RATE_PER_MINUTE bounds each instance's
 * batch; on PostgreSQL it bounds all instances together as well: each send first takes one of the interval's share
 * in a window every instance counts in (lib/rate-counters.ts), so two instances send no more than one would.
 */
export function createMailer(ctx: AppContext, observe: { failed?: () => void } = {}): Mailer | null {
  const { smtpUrl, mailFrom, publicUrl, mailRatePerMinute } = ctx.config;
  if (!smtpUrl) return null;
  // made at the first mail due: nodemailer is loaded then (lib/on-first-use.ts)
  let made: ReturnType<ReturnType<typeof nodemailer>['createTransport']> | undefined;
  const transport = () => (made ??= nodemailer().createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }));
  const perInterval = Math.max(1, Math.ceil((mailRatePerMinute * MAIL_INTERVAL_MS) / 60_000));
  const shared = ctx.dialect === 'postgres';

  return {
    async sendDue() {
      const now = ctx.now();
      const at = now.toISOString();
      await repo.releaseExpiredLeases(ctx.db, at);
      await repo.skipStale(ctx.db, new Date(now.getTime() - FRESH_MS).toISOString());
      let sent = 0;
      for (const n of await repo.dueMail(ctx.db, at, perInterval)) {
        // Taken before the claim: a slot another instance's claim wastes only slows the mail, never speeds it up.
        const slotAt = ctx.now();
        if (shared && !(await takeOne(ctx.db, 'mail', slotAt, windowEnd(slotAt), perInterval))) break;
        // The lease runs from this claim, not from the batch's start: the sends before it took their time.
        const claimedAt = ctx.now();
        const until = new Date(claimedAt.getTime() + LEASE_MS).toISOString();
        if (!(await repo.claim(ctx.db, n.id, claimedAt.toISOString(), until))) continue;
        // A deleted account has no address to send to (docs/decisions/0015-account-deletion.md).
        if (n.deleted_at !== null || (await repo.optedOut(ctx.db, n.user_id, n.kind))) {
          await repo.finish(ctx.db, n.id, 'skipped', at);
          continue;
        }
        try {
          await transport().sendMail(
            mailMessage({
              to: n.email,
              from: mailFrom,
              publicUrl,
              kind: n.kind as NotificationKind,
              title: n.title,
              body: n.body,
              link: n.link,
              token: await unsubscribeToken(ctx.db, n.user_id, n.kind as NotificationKind),
              details: await mailDetails(ctx, n),
            }),
          );
          await repo.finish(ctx.db, n.id, 'sent', ctx.now().toISOString());
          sent++;
        } catch (err) {
          observe.failed?.();
          const attempts = n.mail_attempts + 1;
          const rejections = n.mail_rejections + (isRejection(err) ? 1 : 0);
          await repo.retryLater(ctx.db, n.id, {
            attempts,
            rejections,
            failed: rejections >= MAX_REJECTIONS,
            nextAt: new Date(ctx.now().getTime() + backoffMs(attempts)).toISOString(),
            error: String(err).slice(0, 500),
          });
        }
      }
      return sent;
    },
    close() {
      made?.close();
    },
  };
}
