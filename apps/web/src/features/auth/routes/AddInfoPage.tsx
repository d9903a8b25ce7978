import { FormErrorNotice } from '../../../components/form/Field';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { SparkleIcon } from '../../../components/icons';
import { Modal } from '../../../components/Modal';
import { StudentProfileFields } from '../../../components/StudentProfileFields';
import { useStudentProfileForm } from '../../../components/useStudentProfileForm';
import { call } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { refreshUser, useSession } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import { Spinner } from '../components/Spinner';
import styles from './AddInfoPage.module.css';

const EMPTY = { name: '', studentId: '', phoneNumber: '', department: '', schoolYear: '' };

/**
 * /add-info (docs/product.md#screens-student): name, student id and phone once after the first sign-in, with the
 * consent note. While any field is filled, leaving asks first (in-app navigation and page unload). Saving says so,
 * then goes to /main.
 */
export function AddInfoPage() {
  useDocumentTitle(ko.pages.addInfo);
  const navigate = useNavigate();
  const { user } = useSession();
  const baseId = useId();
  const [done, setDone] = useState(false);
  const profile = useStudentProfileForm(EMPTY);
  const { form, formRef, busy: saving, bind, errors, formError } = profile;

  const submit = profile.submit({
    save: async (data) => {
      await call('studentProfileUpdate', { body: data });
      // saved: nothing is left to lose
      form.reset(form.getValues());
      setDone(true);
      void refreshUser();
    },
    failed: () => studentKo.addInfo.saveFailed,
  });

  const goToMain = () => {
    profile.clearUnsaved();
    void navigate('/main', { replace: true });
  };

  return (
    <section className={styles.page} aria-labelledby="page-heading">
      <div className={styles.card}>
        <div className={styles.top}>
          <span className={styles.badge}>
            <SparkleIcon size={16} />
            {user ? studentKo.addInfo.signedInAs(user.email) : ko.pages.addInfo}
          </span>
          <h1 id="page-heading" className={styles.heading}>
            {ko.pages.addInfo}
          </h1>
          <p className={styles.lead}>{studentKo.addInfo.lead}</p>
        </div>

        <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
          <StudentProfileFields errors={errors} bind={bind} />

          <section className={styles.consent} aria-labelledby={`${baseId}-consent`}>
            <h2 id={`${baseId}-consent`} className={styles.consentTitle}>
              {studentKo.addInfo.consentTitle}
            </h2>
            <dl className={styles.consentList}>
              {studentKo.addInfo.consentItems.map((item) => (
                <div key={item.term} className={styles.consentRow}>
                  <dt>{item.term}</dt>
                  <dd>{item.detail}</dd>
                </div>
              ))}
            </dl>
            <p className={styles.consentNote}>{studentKo.addInfo.consentNote}</p>
          </section>

          <FormErrorNotice className={styles.formError} message={formError} />

          <Button type="submit" block disabled={saving} aria-busy={saving} className={styles.submit}>
            {saving ? (
              <>
                <Spinner size={18} />
                {studentKo.addInfo.submitting}
              </>
            ) : (
              studentKo.addInfo.submit
            )}
          </Button>
        </form>
      </div>

      <Modal
        open={done}
        onClose={goToMain}
        alert
        icon={<SparkleIcon size={26} />}
        title={studentKo.addInfo.doneTitle}
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
        {studentKo.addInfo.doneBody}
      </Modal>
      {profile.dialogs}
    </section>
  );
}
