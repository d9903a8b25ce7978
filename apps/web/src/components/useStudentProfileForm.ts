/**
 * The student profile form of /add-info and /mypage/update on the form kit: the contract's studentProfileRequest
 * holds every rule and message, the fields are checked in reading order (이름, 학번, 전화번호) and the first problem
 * is focused, with 모든 정보를 입력해주세요. under the fields while any is empty (docs/product.md#validation-rules).
 * Typing formats (digits-only 학번, 3-4-4 phone); a blur hints at a short 학번 or a malformed phone; a shown message
 * goes once its field passes.
 */
import { studentProfileRequest, VALIDATION, type StudentProfileRequest } from '@moa/contract';
import { isApiError } from '../lib/api-client';
import { openSessionExpired } from '../lib/session';
import {
  PROFILE_FIELDS,
  REQUIRED_PROFILE_FIELDS,
  formatProfileField,
  profileBlurError,
  type ProfileErrors,
  type ProfileField,
  type ProfileValues,
} from '../lib/student-profile';
import type { FieldOf } from './form/check';
import { namesFields, useContractForm, type SubmitOptions } from './form/useContractForm';
import type { ProfileInputBinding } from './StudentProfileFields';

const fieldOf: FieldOf = (path) => ((PROFILE_FIELDS as readonly string[]).includes(path) ? path : null);

const passes = (field: ProfileField, value: string) =>
  studentProfileRequest.shape[field].safeParse(value).success;

export interface StudentProfileSubmit {
  /** Asks before saving (resolving false stops). */
  confirm?: SubmitOptions<ProfileValues, StudentProfileRequest>['confirm'];
  save: (data: StudentProfileRequest) => Promise<void>;
  /** What a failed save says under the fields when the server names no field. */
  failed: (error: unknown) => string;
}

export function useStudentProfileForm(defaultValues: ProfileValues) {
  const contract = useContractForm<ProfileValues, StudentProfileRequest>({
    schema: studentProfileRequest,
    defaultValues,
    fieldOrder: PROFILE_FIELDS,
    fieldOf,
    idPrefix: 'profile',
    announce: 'focus',
  });
  const { form, setFormError } = contract;

  const bind = (field: ProfileField): ProfileInputBinding =>
    form.register(field, {
      onChange: (event: { target: { value: string } }) => {
        const raw = event.target.value;
        const value = formatProfileField(field, raw);
        if (value !== raw) form.setValue(field, value, { shouldDirty: true });
        if (form.getFieldState(field).error && passes(field, value)) form.clearErrors(field);
        setFormError(null);
      },
      // empty is judged on save; the name is not checked on blur
      onBlur: () => {
        const message = profileBlurError(field, form.getValues(field));
        if (message) form.setError(field, { type: 'manual', message });
      },
    });

  const errors: ProfileErrors = {
    name: contract.errorOf('name'),
    studentId: contract.errorOf('studentId'),
    phoneNumber: contract.errorOf('phoneNumber'),
    department: contract.errorOf('department'),
    schoolYear: contract.errorOf('schoolYear'),
  };

  const submit = ({ confirm, save, failed }: StudentProfileSubmit) =>
    contract.submit({
      before: () => {
        const values = form.getValues();
        setFormError(
          REQUIRED_PROFILE_FIELDS.some((field) => !values[field].trim()) ? VALIDATION.allRequired : null,
        );
        return Promise.resolve(true);
      },
      confirm,
      save,
      // the fields the server named are already marked; the rest is said under the fields
      failure: (error) => {
        if (!isApiError(error)) return failed(error);
        if (error.status === 401 || error.status === 403) openSessionExpired();
        else if (!namesFields(error)) return failed(error);
        else if (!PROFILE_FIELDS.some((field) => error.fieldErrors[field])) return error.message;
        return null;
      },
    });

  return { ...contract, bind, errors, submit };
}
