import type { Db } from '../../db/database.ts';

export async function insertAudit(
  db: Db,
  row: {
    actor_user_id: number | null;
    actor_email: string;
    action: string;
    target_type: string;
    target_id: string;
    detail: string;
    created_at: string;
  },
): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

export async function listAudit(db: Db, limit: number, before?: number) {
  let q = db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit);
  if (before) q = q.where('id', '<', before);
  return q.execute();
}
