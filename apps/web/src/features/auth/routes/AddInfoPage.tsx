import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  LIMITS,
  VALIDATION,
  formatPhone,
  isValidPhone,
  isValidStudentId,
  sanitizeStudentId,
} from '@moa/contract';
import { Button } from '../../../components/Button';
import { SparkleIcon } from '../../../components/icons';
import { Modal } from '../../../components/Modal';
import { call, isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useNavigationBlock } from '../../../lib/navigation-block';
import { openSessionExpired, refreshUser, useSession } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { Spinner } from '../components/Spinner';
import styles from './AddInfoPage.module.css';

type Field = 'name' | 'studentId' | 'phoneNumber';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = ['name', 'studentId', 'phoneNumber'];
const EMPTY: Values = { name: '', studentId: '', phoneNumber: '' };

/** The confirm-time check of spec 1 §5: the message of each field, or none. */
export function validateProfile(values: Values): Errors {
  const errors: Errors = {};
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
function fieldValid(field: Field, value: string): boolean {
  switch (field) {
    case 'name':
      return value.trim().length > 0 && value.trim().length <= LIMITS.nameMax;
    case 'studentId':
      return isValidStudentId(value);
    default:
      return isValidPhone(value);
  }
}

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        <span className={styles.required}>{ko.addInfo.required}</span>
      </label>
      {children(describedBy)}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * /add-info (spec 1 §2, §5): name, student id and phone once after the first sign-in, with the consent note.
 * While any field is filled, leaving asks first (in-app navigation and page unload). Saving goes to /main.
 */
export function AddInfoPage() {
  useDocumentTitle(ko.pages.addInfo);
  const navigate = useNavigate();
  const { user } = useSession();
  const block = useNavigationBlock();
  const { set: setBlock, clear: clearBlock } = block;
  const baseId = useId();
  const ids: Record<Field, string> = {
    name: `${baseId}-name`,
    studentId: `${baseId}-student-id`,
    phoneNumber: `${baseId}-phone`,
  };
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);

  const filled = !done && FIELDS.some((field) => values[field].length > 0);
  useEffect(() => {
    if (filled) setBlock();
    else clearBlock();
  }, [filled, setBlock, clearBlock]);
  // leaving this page (saved, or through the leave dialog) never leaves the flag behind
  useEffect(() => () => clearBlock(), [clearBlock]);

  const change = (field: Field, raw: string) => {
    const value =
      field === 'studentId' ? sanitizeStudentId(raw) : field === 'phoneNumber' ? formatPhone(raw) : raw;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field] && fieldValid(field, value)) {
      setErrors((current) => ({ ...current, [field]: undefined }));
    }
    if (formError) setFormError(null);
  };

  /** Spec 1 §5: on blur the student id asks for 8 digits, the phone for its format (empty is judged on submit). */
  const blur = (field: Field) => {
    const value = values[field];
    if (!value) return;
    if (field === 'studentId' && !isValidStudentId(value)) {
      setErrors((current) => ({ ...current, studentId: VALIDATION.studentIdHint }));
    } else if (field === 'phoneNumber' && !isValidPhone(value)) {
      setErrors((current) => ({ ...current, phoneNumber: VALIDATION.phoneFormat }));
    }
  };

  const focusFirst = (next: Errors) => {
    const first = FIELDS.find((field) => next[field]);
    if (first) inputs.current[first]?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const next = validateProfile(values);
    const missing = FIELDS.some((field) => !values[field].trim());
    setErrors(next);
    setFormError(missing ? VALIDATION.allRequired : null);
    if (Object.keys(next).length > 0) {
      focusFirst(next);
      return;
    }

    setSaving(true);
    try {
      await call('studentProfileUpdate', {
        body: { name: values.name.trim(), studentId: values.studentId, phoneNumber: values.phoneNumber },
      });
      clearBlock();
      setDone(true);
      void refreshUser();
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.status === 403)) {
        openSessionExpired();
      } else if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
        const fromServer: Errors = {};
        for (const field of FIELDS) {
          const message = error.fieldErrors[field];
          if (message) fromServer[field] = message;
        }
        setErrors(fromServer);
        setFormError(Object.keys(fromServer).length > 0 ? null : error.message);
        focusFirst(fromServer);
      } else {
        setFormError(ko.addInfo.saveFailed);
      }
    } finally {
      setSaving(false);
    }
  };

  const goToMain = () => {
    clearBlock();
    void navigate('/main', { replace: true });
  };

  const inputProps = (field: Field, describedBy: string | undefined) => ({
    id: ids[field],
    name: field,
    value: values[field],
    ref: (element: HTMLInputElement | null) => {
      inputs.current[field] = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(field, event.target.value),
    onBlur: () => blur(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy,
    className: styles.input,
  });

  return (
    <section className={styles.page} aria-labelledby="page-heading">
      <div className={styles.card}>
        <div className={styles.top}>
          <span className={styles.badge}>
            <SparkleIcon size={16} />
            {user ? ko.addInfo.signedInAs(user.email) : ko.pages.addInfo}
          </span>
          <h1 id="page-heading" className={styles.heading}>
            {ko.pages.addInfo}
          </h1>
          <p className={styles.lead}>{ko.addInfo.lead}</p>
        </div>

        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          <FormField id={ids.name} label={ko.addInfo.name} error={errors.name}>
            {(describedBy) => (
              <input
                {...inputProps('name', describedBy)}
                type="text"
                autoComplete="name"
                maxLength={LIMITS.nameMax}
                placeholder={ko.addInfo.namePlaceholder}
              />
            )}
          </FormField>
          <FormField id={ids.studentId} label={ko.addInfo.studentId} error={errors.studentId}>
            {(describedBy) => (
              <input
                {...inputProps('studentId', describedBy)}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                maxLength={LIMITS.studentIdLength}
                placeholder={ko.addInfo.studentIdPlaceholder}
              />
            )}
          </FormField>
          <FormField id={ids.phoneNumber} label={ko.addInfo.phone} error={errors.phoneNumber}>
            {(describedBy) => (
              <input
                {...inputProps('phoneNumber', describedBy)}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={LIMITS.phoneMaxLength}
                placeholder={ko.addInfo.phonePlaceholder}
              />
            )}
          </FormField>

          <section className={styles.consent} aria-labelledby={`${baseId}-consent`}>
            <h2 id={`${baseId}-consent`} className={styles.consentTitle}>
              {ko.addInfo.consentTitle}
            </h2>
            <dl className={styles.consentList}>
              {ko.addInfo.consentItems.map((item) => (
                <div key={item.term} className={styles.consentRow}>
                  <dt>{item.term}</dt>
                  <dd>{item.detail}</dd>
                </div>
              ))}
            </dl>
            <p className={styles.consentNote}>{ko.addInfo.consentNote}</p>
          </section>

          {formError ? (
            <p className={styles.formError} role="alert">
              {formError}
            </p>
          ) : null}

          <Button type="submit" block disabled={saving} aria-busy={saving} className={styles.submit}>
            {saving ? (
              <>
                <Spinner size={18} />
                {ko.addInfo.submitting}
              </>
            ) : (
              ko.addInfo.submit
            )}
          </Button>
        </form>
      </div>

      <Modal
        open={done}
        onClose={goToMain}
        alert
        icon={<SparkleIcon size={26} />}
        title={ko.addInfo.doneTitle}
        actions={
          <Button
            onClick={goToMain}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus of a modal <dialog>
            autoFocus
          >
            {ko.common.ok}
          </Button>
        }
      >
        {ko.addInfo.doneBody}
      </Modal>
    </section>
  );
}
