import type { NotificationKind } from '@moa/contract';
import nodemailer from 'nodemailer';
import type { AppContext } from '../../lib/context.ts';
import { mailMessage } from './mail-message.ts';
import * as repo from './mail-repository.ts';
import { unsubscribeToken } from './service.ts';

/** How often each instance looks for mail to send. */
export const MAIL_INTERVAL_MS = 10_000;
/** How long an instance holds a mail it claimed; one stuck longer (the instance died) is tried again. */
const LEASE_MS = 2 * 60_000;
const MAX_ATTEMPTS = 8;
/** A notification older than this when mail could first go out is not mailed (it was made without SMTP). */
const FRESH_MS = 24 * 3_600_000;

/** 30 s, 1 min, 2 min, … up to 6 h between tries. */
const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 6 * 3_600_000);

export interface Mailer {
  /** Sends what is due, at most the rate limit's share of one interval; answers how many were sent. */
  sendDue(): Promise<number>;
  close(): void;
}

/**
 * The mail queue's sender (docs/decisions/0011-notifications-and-mail-queue.md): null without SMTP_URL. Each
 * notification is claimed by a conditional update before it is sent, so with several instances exactly one sends it;
 * a failure is retried with backoff; a mail whose instance died while sending is tried again after its lease.
 */
export function createMailer(ctx: AppContext): Mailer | null {
  const { smtpUrl, mailFrom, publicUrl, mailRatePerMinute } = ctx.config;
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport(smtpUrl);
  const perInterval = Math.max(1, Math.ceil((mailRatePerMinute * MAIL_INTERVAL_MS) / 60_000));

  return {
    async sendDue() {
      const now = ctx.now();
      const at = now.toISOString();
      await repo.releaseExpiredLeases(ctx.db, at);
      await repo.skipStale(ctx.db, new Date(now.getTime() - FRESH_MS).toISOString());
      let sent = 0;
      for (const n of await repo.dueMail(ctx.db, at, perInterval)) {
        if (!(await repo.claim(ctx.db, n.id, at, new Date(now.getTime() + LEASE_MS).toISOString()))) continue;
        if (await repo.optedOut(ctx.db, n.user_id, n.kind)) {
          await repo.finish(ctx.db, n.id, 'skipped', at);
          continue;
        }
        try {
          await transport.sendMail(
            mailMessage({
              to: n.email,
              from: mailFrom,
              publicUrl,
              kind: n.kind as NotificationKind,
              title: n.title,
              body: n.body,
              link: n.link,
              token: await unsubscribeToken(ctx.db, n.user_id),
            }),
          );
          await repo.finish(ctx.db, n.id, 'sent', ctx.now().toISOString());
          sent++;
        } catch (err) {
          const attempts = n.mail_attempts + 1;
          await repo.retryLater(ctx.db, n.id, {
            attempts,
            failed: attempts >= MAX_ATTEMPTS,
            nextAt: new Date(ctx.now().getTime() + backoffMs(attempts)).toISOString(),
            error: String(err).slice(0, 500),
          });
        }
      }
      return sent;
    },
    close() {
      transport.close();
    },
  };
}
