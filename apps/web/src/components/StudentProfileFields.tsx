import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { LIMITS } from '@moa/contract';
import { usePhoneInput } from '../lib/phone-input';
import type { ProfileErrors, ProfileField } from '../lib/student-profile';
import { ko } from '../text/ko';
import { Skeleton } from './Skeleton';
import styles from './StudentProfileFields.module.css';

/** What a page binds to one input: value or registration, change and blur handlers, ref. */
export type ProfileInputBinding = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'aria-invalid' | 'aria-describedby'
> & { ref?: Ref<HTMLInputElement> };

export interface StudentProfileFieldsProps {
  /** The shown message of each field, if any. */
  errors: ProfileErrors;
  /** The page's binding of each input (controlled state or a react-hook-form registration). */
  bind: (field: ProfileField) => ProfileInputBinding;
}

function Field({
  id,
  label,
  error,
  optional = false,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  /** Marked 선택 instead of 필수. */
  optional?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        <span className={optional ? styles.optional : styles.required}>
          {optional ? ko.studentProfile.optional : ko.studentProfile.required}
        </span>
      </label>
      {children(error ? errorId : undefined)}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The student profile's name, 학번 and phone inputs (docs/product.md#validation-rules), as /add-info and
 * /mypage/update show them. The page owns the form (useStudentProfileForm) and everything around the fields; they
 * render as siblings so the page's form lays them out. The phone is formatted as it is typed, with the caret kept
 * where the user edits.
 */
export function StudentProfileFields({ errors, bind }: StudentProfileFieldsProps) {
  const text = ko.studentProfile;
  const baseId = useId();
  const ids: Record<ProfileField, string> = {
    name: `${baseId}-name`,
    studentId: `${baseId}-student-id`,
    phoneNumber: `${baseId}-phone`,
    department: `${baseId}-department`,
    schoolYear: `${baseId}-school-year`,
  };
  const phone = usePhoneInput(bind('phoneNumber'));
  const input = (field: ProfileField, describedBy: string | undefined) => ({
    ...(field === 'phoneNumber' ? phone : bind(field)),
    id: ids[field],
    // the form kit focuses the first invalid field by this name
    'data-field': field,
    className: styles.input,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy,
  });
  return (
    <>
      <Field id={ids.name} label={text.name} error={errors.name}>
        {(describedBy) => (
          <input
            {...input('name', describedBy)}
            type="text"
            autoComplete="name"
            maxLength={LIMITS.nameMax}
            placeholder={text.namePlaceholder}
          />
        )}
      </Field>
      <Field id={ids.studentId} label={text.studentId} error={errors.studentId}>
        {(describedBy) => (
          <input
            {...input('studentId', describedBy)}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={LIMITS.studentIdLength}
            placeholder={text.studentIdPlaceholder}
          />
        )}
      </Field>
      <Field id={ids.phoneNumber} label={text.phone} error={errors.phoneNumber}>
        {(describedBy) => (
          <input
            {...input('phoneNumber', describedBy)}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={LIMITS.phoneMaxLength}
            placeholder={text.phonePlaceholder}
          />
        )}
      </Field>
      <Field id={ids.department} label={text.department} error={errors.department} optional>
        {(describedBy) => (
          <input
            {...input('department', describedBy)}
            type="text"
            autoComplete="organization-title"
            maxLength={LIMITS.departmentMax}
            placeholder={text.departmentPlaceholder}
          />
        )}
      </Field>
      <Field id={ids.schoolYear} label={text.schoolYear} error={errors.schoolYear} optional>
        {(describedBy) => (
          <input
            {...input('schoolYear', describedBy)}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={1}
            placeholder={text.schoolYearPlaceholder}
          />
        )}
      </Field>
    </>
  );
}

/** Stand-ins for the five fields while the profile loads (decorative; the page announces the loading). */
export function StudentProfileFieldsSkeleton() {
  return (
    <>
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className={styles.field} aria-hidden="true">
          <Skeleton width={64} height={18} />
          <Skeleton height={48} radius="var(--radius-md)" />
        </div>
      ))}
    </>
  );
}
