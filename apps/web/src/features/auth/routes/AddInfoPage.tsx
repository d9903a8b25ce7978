import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { VALIDATION } from '@moa/contract';
import { Button } from '../../../components/Button';
import { SparkleIcon } from '../../../components/icons';
import { Modal } from '../../../components/Modal';
import { StudentProfileFields } from '../../../components/StudentProfileFields';
import { call, isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useNavigationBlock } from '../../../lib/navigation-block';
import { openSessionExpired, refreshUser, useSession } from '../../../lib/session';
import {
  PROFILE_FIELDS as FIELDS,
  formatProfileField,
  profileBlurError,
  profileFieldValid,
  validateProfile,
  type ProfileErrors as Errors,
  type ProfileField as Field,
  type ProfileValues as Values,
} from '../../../lib/student-profile';
import { ko } from '../../../text/ko';
import { Spinner } from '../components/Spinner';
import styles from './AddInfoPage.module.css';

const EMPTY: Values = { name: '', studentId: '', phoneNumber: '' };

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
    const value = formatProfileField(field, raw);
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field] && profileFieldValid(field, value)) {
      setErrors((current) => ({ ...current, [field]: undefined }));
    }
    if (formError) setFormError(null);
  };

  /** Spec 1 §5: on blur the student id asks for 8 digits, the phone for its format (empty is judged on submit). */
  const blur = (field: Field) => {
    const message = profileBlurError(field, values[field]);
    if (message) setErrors((current) => ({ ...current, [field]: message }));
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

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    ref: (element: HTMLInputElement | null) => {
      inputs.current[field] = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(field, event.target.value),
    onBlur: () => blur(field),
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
          <StudentProfileFields errors={errors} bind={bind} />

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
