import {
  LIMITS,
  VALIDATION,
  isEmptyStudentId,
  isValidPhone,
  isValidStudentId,
  type StudentProfile,
} from '@moa/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';

export type ProfileField = 'name' | 'studentId' | 'phoneNumber';
export type ProfileValues = Record<ProfileField, string>;
export const PROFILE_FIELDS: readonly ProfileField[] = ['name', 'studentId', 'phoneNumber'];

/** The form's starting values: a student id of 0 or null is shown empty (spec 1 §3). */
export function profileFormValues(profile: StudentProfile): ProfileValues {
  return {
    name: profile.name ?? '',
    studentId: isEmptyStudentId(profile.studentId) ? '' : (profile.studentId ?? ''),
    phoneNumber: profile.phoneNumber ?? '',
  };
}

/** The save-time check of spec 1 §5: one message per field, or none. */
export function validateProfile(values: ProfileValues): Partial<Record<ProfileField, string>> {
  const errors: Partial<Record<ProfileField, string>> = {};
  const name = values.name.trim();
  if (!name) errors.name = VALIDATION.nameRequired;
  else if (name.length > LIMITS.nameMax) errors.name = VALIDATION.nameTooLong;
  if (!values.studentId) errors.studentId = VALIDATION.studentIdRequired;
  else if (!isValidStudentId(values.studentId)) errors.studentId = VALIDATION.studentIdLength;
  if (!values.phoneNumber) errors.phoneNumber = VALIDATION.phoneRequired;
  else if (!isValidPhone(values.phoneNumber)) errors.phoneNumber = VALIDATION.phoneFormat;
  return errors;
}

/** validateProfile as a react-hook-form resolver. */
export const profileResolver: Resolver<ProfileValues> = (values) => {
  const found = validateProfile(values);
  const errors: FieldErrors<ProfileValues> = {};
  for (const field of PROFILE_FIELDS) {
    const message = found[field];
    if (message) errors[field] = { type: 'validate', message };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};
