import { isEmptyStudentId, type StudentProfile } from '@moa/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { PROFILE_FIELDS, validateProfile, type ProfileValues } from '../../../lib/student-profile';

/** The form's starting values: a student id of 0 or null is shown empty (spec 1 §3). */
export function profileFormValues(profile: StudentProfile): ProfileValues {
  return {
    name: profile.name ?? '',
    studentId: isEmptyStudentId(profile.studentId) ? '' : (profile.studentId ?? ''),
    phoneNumber: profile.phoneNumber ?? '',
  };
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
