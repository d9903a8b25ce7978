/**
 * The student profile's fields (name, 학번, phone, and the optional 학과 and 학년) as /add-info and /mypage/update format them while typing
 * and hint at them on blur (docs/product.md#validation-rules). The save-time rules are the contract's
 * studentProfileRequest (components/useStudentProfileForm); the fields are components/StudentProfileFields.
 */
import { VALIDATION, formatPhone, isValidPhone, isValidStudentId, sanitizeStudentId } from '@moa/contract';

export type ProfileField = 'name' | 'studentId' | 'phoneNumber' | 'department' | 'schoolYear';
export type ProfileValues = Record<ProfileField, string>;
export type ProfileErrors = Partial<Record<ProfileField, string>>;
/** The fields in reading order; 학과 and 학년 (docs/product.md#members) last and optional. */
export const PROFILE_FIELDS: readonly ProfileField[] = [
  'name',
  'studentId',
  'phoneNumber',
  'department',
  'schoolYear',
];
/** The fields 모든 정보를 입력해주세요 asks for. */
export const REQUIRED_PROFILE_FIELDS: readonly ProfileField[] = ['name', 'studentId', 'phoneNumber'];

/** What typing leaves in a field: digits only for the student id, the phone with its hyphens, the name as typed. */
export function formatProfileField(field: ProfileField, raw: string): string {
  if (field === 'studentId') return sanitizeStudentId(raw);
  if (field === 'phoneNumber') return formatPhone(raw);
  if (field === 'schoolYear') return raw.replace(/\D/g, '').slice(0, 1);
  return raw;
}

/**
 * On blur the student id asks for 8 digits and the phone for its format; empty is judged on save, and the name is
 * not checked on blur.
 */
export function profileBlurError(field: ProfileField, value: string): string | undefined {
  if (!value) return undefined;
  if (field === 'studentId' && !isValidStudentId(value)) return VALIDATION.studentIdHint;
  if (field === 'phoneNumber' && !isValidPhone(value)) return VALIDATION.phoneFormat;
  return undefined;
}
