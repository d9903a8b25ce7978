import type { StudentProfile, StudentProfileRequest } from '@moa/contract';
import { isEmptyStudentId } from '@moa/contract';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';
import { sessionsChanged } from '../auth/index.ts';
import * as repo from './repository.ts';

export async function getProfile(db: Db, userId: number): Promise<StudentProfile> {
  const row = await repo.findProfile(db, userId);
  return {
    name: row.name,
    studentId: isEmptyStudentId(row.student_id) ? null : row.student_id,
    phoneNumber: row.phone,
    email: row.email,
    department: row.department,
    schoolYear: row.school_year,
  };
}

/** Saving the three fields completes the /add-info step (first becomes false at the next sign-in). */
export async function saveProfile(
  db: Db,
  userId: number,
  body: StudentProfileRequest,
): Promise<StudentProfile> {
  await repo.saveProfile(db, userId, {
    name: body.name,
    studentId: body.studentId,
    phone: body.phoneNumber,
    department: body.department,
    schoolYear: body.schoolYear,
    at: nowIso(),
  });
  // The deposit name of the next reservation is made from these: no schedule may keep the old ones.
  await sessionsChanged(db, { userId });
  return getProfile(db, userId);
}
