/**
 * The student profile's three fields (name, 학번, phone) as /add-info and /mypage/update check and format them
 * (spec 1 §5). The fields themselves are components/StudentProfileFields.
 */
import {
  LIMITS,
  VALIDATION,
  formatPhone,
  isValidPhone,
  isValidStudentId,
  sanitizeStudentId,
} from '@moa/contract';

export type ProfileField = 'name' | 'studentId' | 'phoneNumber';
export type ProfileValues = Record<ProfileField, string>;
export type ProfileErrors = Partial<Record<ProfileField, string>>;
export const PROFILE_FIELDS: readonly ProfileField[] = ['name', 'studentId', 'phoneNumber'];

/** The save-time check of spec 1 §5: one message per field, or none. */
export function validateProfile(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = VALIDATION.nameRequired;
  else if (name.length > LIMITS.nameMax) errors.name = VALIDATION.nameTooLong;
  if (!values.studentId) errors.studentId = VALIDATION.studentIdRequired;
  else if (!isValidStudentId(values.studentId)) errors.studentId = VALIDATION.studentIdLength;
  if (!values.phoneNumber) errors.phoneNumber = VALIDATION.phoneRequired;
  else if (!isValidPhone(values.phoneNumber)) errors.phoneNumber = VALIDATION.phoneFormat;
  return errors;
}

/** Whether a field's current value passes (used to take a shown message away while the user fixes it). */
export function profileFieldValid(field: ProfileField, value: string): boolean {
  switch (field) {
    case 'name':
      return value.trim().length > 0 && value.trim().length <= LIMITS.nameMax;
    case 'studentId':
      return isValidStudentId(value);
    default:
      return isValidPhone(value);
  }
}

/** What typing leaves in a field: digits only for the student id, the phone with its hyphens, the name as typed. */
export function formatProfileField(field: ProfileField, raw: string): string {
  if (field === 'studentId') return sanitizeStudentId(raw);
  if (field === 'phoneNumber') return formatPhone(raw);
  return raw;
}

/**
 * Spec 1 §5: on blur the student id asks for 8 digits and the phone for its format; empty is judged on save, and
 * the name is not checked on blur.
 */
export function profileBlurError(field: ProfileField, value: string): string | undefined {
  if (!value) return undefined;
  if (field === 'studentId' && !isValidStudentId(value)) return VALIDATION.studentIdHint;
  if (field === 'phoneNumber' && !isValidPhone(value)) return VALIDATION.phoneFormat;
  return undefined;
}
