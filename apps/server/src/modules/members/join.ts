import type { Db } from '../../db/database.ts';
import { chargeNew } from './charges.ts';
import * as repo from './repository.ts';
import { memberPosition, termForDay } from './terms.ts';

/**
 * How students join a club's roster without the manager typing them in (docs/product.md#members): 최종 합격 told to
 * an applicant makes a pending membership, and an invitation binds to the student's account at their first sign-in
 * (by e-mail) or once their profile names them (by 학번 and 이름).
 */

/**
 * Called inside the transaction that tells applicants 최종 합격: each gets one pending membership of the club, in the
 * term `today` falls in (made from the defaults when the club has none). The insert is conditional on the unique
 * (term, student) index, never on a read before it, so a result sent twice, or by two officers at once, makes one.
 * Answers how many memberships were made now.
 */
export async function joinAccepted(
  db: Db,
  clubId: number,
  accepted: readonly { userId: number; applicationId: number }[],
  today: string,
  at: string,
): Promise<number> {
  if (accepted.length === 0) return 0;
  const term = await termForDay(db, clubId, today, at);
  const position = await memberPosition(db, clubId, at);
  let made = 0;
  for (const a of accepted) {
    const id = await repo.insertMembership(db, {
      club_id: clubId,
      term_id: term.id,
      user_id: a.userId,
      position_id: position.id,
      status: 'pending',
      status_changed_on: today,
      source: 'application',
      application_id: a.applicationId,
      invite_email: null,
      invite_name: null,
      invite_student_id: null,
      invite_department: null,
      invite_phone: null,
      created_at: at,
      updated_at: at,
    });
    if (id === undefined) continue;
    await chargeNew(db, term.id, id, at);
    made += 1;
  }
  return made;
}

/**
 * Binds the invitations a student's account matches (its e-mail, or its 학번 and 이름) to it: after sign-in and after
 * the profile is saved. Each binds by a conditional update (once, and never into a term where the student is on the
 * roster already); an invitation left over in such a term is deleted. Managers' and administrators' accounts bind
 * nothing. Answers how many bound.
 */
export async function bindInvitations(db: Db, userId: number, at: string): Promise<number> {
  const account = await repo.userById(db, userId);
  if (!account || account.authority !== 'ROLE_USER') return 0;
  const invitations = await repo.matchingInvitations(db, {
    email: account.email,
    studentId: account.student_id,
    name: account.name,
  });
  let bound = 0;
  for (const invitation of invitations) {
    if (await repo.bindInvitation(db, invitation.id, userId, at)) bound += 1;
  }
  await repo.dropDuplicateInvitations(
    db,
    invitations.map((i) => i.id),
    userId,
  );
  return bound;
}
