import type { RosterImport } from '@moa/contract';
import { MEMBER_MESSAGES as M } from '@moa/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { SessionUser } from '../auth/index.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './repository.ts';
import { readRoster, type RosterRow } from './roster-file.ts';
import { assertWritable, memberPosition, ownedTerm, todayOf } from './terms.ts';
import { welcome } from './welcome.ts';

/**
 * POST …/members/import (docs/product.md#members): a roster file's rows join the term. A row whose 학번 and 이름 (or
 * e-mail) match a student's account becomes that student's membership; any other row an invitation that binds at
 * the student's first sign-in (join.ts). A row of a student on the roster already is reported, not added again. Any
 * bad row refuses the whole file (ROSTER_INVALID with every bad row), and nothing changes.
 */

const folded = (s: string) => s.normalize('NFC').replace(/\s+/g, '').toLowerCase();

export async function importRoster(
  ctx: AppContext,
  user: SessionUser,
  termId: number,
  bytes: Buffer,
): Promise<RosterImport> {
  const term = await ownedTerm(ctx, user, termId);
  const today = todayOf(ctx);
  assertWritable(term, today);
  const read = await readRoster(bytes);
  if (!read.ok) {
    throw new AppError(
      read.code,
      read.message,
      undefined,
      read.rowErrors ? { rowErrors: read.rowErrors } : undefined,
    );
  }
  const rows = read.rows;
  const [byStudentId, byEmail] = await Promise.all([
    repo.studentsByStudentId(
      ctx.db,
      rows.map((r) => r.studentId),
    ),
    repo.studentsByEmail(
      ctx.db,
      rows.flatMap((r) => (r.email ? [r.email] : [])),
    ),
  ]);
  const accountOf = (r: RosterRow) =>
    byStudentId.find((u) => u.student_id === r.studentId && folded(u.name ?? '') === folded(r.name)) ??
    (r.email ? byEmail.find((u) => u.email === r.email) : undefined);

  const at = ctx.now().toISOString();
  const position = await memberPosition(ctx.db, term.club_id, at);
  return ctx.db.transaction().execute(async (trx) => {
    const existing = await repo.termMemberships(trx, termId);
    const already: RosterImport['alreadyMembers'] = [];
    const welcomed: number[] = [];
    let invited = 0;
    for (const r of rows) {
      const account = accountOf(r);
      const onRoster = existing.some((m) =>
        account
          ? m.user_id === account.id
          : m.invite_student_id === r.studentId || (r.email !== '' && m.invite_email === r.email),
      );
      const id = onRoster
        ? undefined
        : await repo.insertMembership(trx, {
            club_id: term.club_id,
            term_id: termId,
            user_id: account?.id ?? null,
            position_id: position.id,
            status: 'active',
            status_changed_on: today,
            source: 'import',
            application_id: null,
            invite_email: account ? null : r.email || null,
            invite_name: account ? null : r.name,
            invite_student_id: account ? null : r.studentId,
            invite_department: r.department || null,
            invite_phone: r.phone || null,
            created_at: at,
            updated_at: at,
          });
      // Not added: on the roster already (read above, or added since: the unique indexes decide).
      if (id === undefined) already.push({ row: r.row, name: r.name, studentId: r.studentId });
      else if (account) welcomed.push(account.id);
      else invited += 1;
    }
    const added = welcomed.length;
    await welcome(trx, term.club_id, welcomed, at);
    await recordAudit(
      trx,
      user,
      'member.import',
      { type: 'term', id: termId },
      { added, invited, alreadyMembers: already.length },
    );
    if (added + invited === 0 && already.length === 0) throw new AppError('ROSTER_INVALID', M.rosterNoRows);
    return { added, invited, alreadyMembers: already };
  });
}
