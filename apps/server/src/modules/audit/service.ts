import type { AuditAction, AuditEntry } from '@moa/contract';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';
import { insertAudit, listAudit } from './repository.ts';

export interface Actor {
  id: number | null;
  email: string;
}

/** Records who did what to which record, and when. Call it inside the write's transaction when there is one. */
export async function recordAudit(
  db: Db,
  actor: Actor,
  action: AuditAction,
  target: { type: string; id: string | number },
  detail: Record<string, unknown> = {},
): Promise<void> {
  await insertAudit(db, {
    actor_user_id: actor.id,
    actor_email: actor.email,
    action,
    target_type: target.type,
    target_id: String(target.id),
    detail: JSON.stringify(detail),
    created_at: nowIso(),
  });
}

export async function auditEntries(db: Db, limit: number, before?: number): Promise<AuditEntry[]> {
  const rows = await listAudit(db, limit, before);
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.created_at,
    actorEmail: r.actor_email,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    detail: r.detail,
  }));
}
