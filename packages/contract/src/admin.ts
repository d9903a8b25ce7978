import { z } from 'zod';
import { imageUrl } from './common.ts';
import { CLUB_CATEGORIES, LIMITS } from './limits.ts';
import { VALIDATION } from './messages.ts';
import { idField, idParam, optionalText, trimmed } from './validators.ts';

/** The administrator's console (/admin). What an administrator may do: docs/product.md#roles. */

export const adminClubSchema = z.object({
  id: z.number().int(),
  clubName: z.string(),
  category: z.enum(CLUB_CATEGORIES),
  content: z.string(),
  poster: imageUrl,
  managers: z.array(z.string()),
});
export const adminClubListSchema = z.object({ clubs: z.array(adminClubSchema) });
export type AdminClub = z.infer<typeof adminClubSchema>;

/** Multipart part `request` of POST /api/admin/clubs and PUT /api/admin/clubs/{id}; the poster is the `poster` part. */
export const adminClubRequest = z.object({
  clubName: trimmed(LIMITS.titleMax, VALIDATION.clubNameRequired),
  category: z.enum(CLUB_CATEGORIES, { error: VALIDATION.invalidChoice }),
  content: optionalText(1_000),
});
export type AdminClubRequest = z.input<typeof adminClubRequest>;

export const managerGrantSchema = z.object({
  email: z.string(),
  clubId: z.number().int(),
  clubName: z.string(),
  grantedAt: z.string(),
  /** False while the e-mail has not signed in yet; the grant takes effect at its first sign-in. */
  signedIn: z.boolean(),
});
export const managerGrantListSchema = z.object({ managers: z.array(managerGrantSchema) });
export type ManagerGrant = z.infer<typeof managerGrantSchema>;

export const managerGrantRequest = z.object({
  email: z
    .string({ error: VALIDATION.invalidEmail })
    .trim()
    .toLowerCase()
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, VALIDATION.invalidEmail),
  clubId: idField(VALIDATION.invalidChoice),
});
export type ManagerGrantRequest = z.infer<typeof managerGrantRequest>;

/**
 * Every action the server records in the audit log (apps/server's recordAudit takes only these), so each has its
 * label on the administrator's screen (the web's text table is keyed by this list).
 */
export const AUDIT_ACTIONS = [
  'club.create',
  'club.update',
  'manager.grant',
  'manager.revoke',
  'manager.profile.update',
  'show.create',
  'show.update',
  'show.delete',
  'entertain.create',
  'entertain.update',
  'entertain.delete',
  'recruiting.create',
  'recruiting.update',
  'holder.payment',
  'holder.payment.undo',
  'holder.delete',
  'holder.restore',
  'holder.cancel.approve',
  'holder.cancel.reject',
  'deposit.apply',
  'deposit.acceptShort',
  'deposit.refundShort',
  'refund.done',
  'refund.undo',
  'reservation.cancel',
  'reservation.cancelRequest',
  'reservation.cancelRequestWithdraw',
  'reservation.expire',
  'account.delete',
  'waitlist.join',
  'waitlist.leave',
  'waitlist.offer',
  'waitlist.claim',
  'waitlist.lapse',
  'checkin.staff.add',
  'checkin.staff.remove',
  'application.submit',
  'application.update',
  'application.delete',
  'application.stage',
  'application.result',
  'application.bookInterview',
  'application.purge',
  'interviewSlot.create',
  'interviewSlot.update',
  'interviewSlot.delete',
  'hall.create',
  'hall.update',
  'hall.delete',
  'schedule.seats',
  'holder.seats',
  'term.create',
  'term.update',
  'position.update',
  'member.add',
  'member.update',
  'member.import',
  'term.renew',
  'member.purge',
  'term.dues',
  'member.dues',
  'handover.create',
  'handover.accept',
  'handover.decline',
  'handover.apply',
  'handover.cancel',
  'meeting.create',
  'meeting.update',
  'meeting.delete',
  'meeting.close',
  'attendance.mark',
  'excuse.decide',
  'ledger.create',
  'ledger.update',
  'ledger.delete',
  'activity.create',
  'activity.report',
  'activity.delete',
  'activity.photoAdd',
  'activity.photoDelete',
  'union.create',
  'union.update',
  'union.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The actors the server's own timers record under, instead of an e-mail. */
export const AUDIT_SYSTEM_ACTORS = ['expiry', 'waitlist', 'retention', 'handover', 'meeting'] as const;
export type AuditSystemActor = (typeof AUDIT_SYSTEM_ACTORS)[number];

export const auditEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  detail: z.string(),
});
export const auditListSchema = z.object({ entries: z.array(auditEntrySchema) });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: idParam.optional(),
});
