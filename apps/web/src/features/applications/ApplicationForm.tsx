/**
 * The student's application form (docs/product.md#recruiting-applications): the applicant from the profile, an
 * answer per question checked by the contract's schema for this post's questions, and the required consent. A draft
 * is kept while it is written; a new application is confirmed before it is sent.
 */
import {
  applicationFormSchema,
  type ApplicationRequest,
  type Me,
  type RecruitingDetail,
} from '@moa/contract';
import { useMemo, useState } from 'react';
import { useConfirmDialog } from '../../components/dialogs';
import { Section } from '../../components/form/Field';
import styles from '../../components/form/Form.module.css';
import { FormActions } from '../../components/form/FormActions';
import { useContractForm } from '../../components/form/useContractForm';
import { describeError } from '../../lib/api-errors';
import { applicationsKo } from '../../text/ko-applications';
import { AnswerField } from './AnswerField';
import { ApplicantSection } from './ApplicantSection';
import { ConsentSection } from './ConsentSection';
import { applicationFieldOrder, initialValues, type ApplicationValues } from './model';
import { clearDraft, draftKey, readDraft, useDraft } from './useDraft';

const a = applicationsKo.apply;

export interface ApplicationFormProps {
  post: RecruitingDetail;
  user: Me;
  /** Editing a sent application: its answers. */
  saved?: ApplicationRequest['answers'];
  onSave: (body: ApplicationRequest) => Promise<void>;
  onCancel: () => void;
}

export function ApplicationForm({ post, user, saved, onSave, onCancel }: ApplicationFormProps) {
  const key = draftKey(user.id, post.recruitingId);
  const [start] = useState(() => {
    const draft = readDraft<ApplicationValues>(key);
    return { values: initialValues(post.questions, saved, draft), restored: draft !== null };
  });
  const schema = useMemo(() => applicationFormSchema(post.questions), [post.questions]);
  const kit = useContractForm<ApplicationValues, ApplicationRequest>({
    schema,
    defaultValues: start.values,
    fieldOrder: applicationFieldOrder(post.questions),
    idPrefix: 'apply',
  });
  useDraft(kit.form, key);
  const confirmDialog = useConfirmDialog();
  const update = saved !== undefined;

  const onSubmit = kit.submit({
    confirm: () =>
      update
        ? Promise.resolve(true)
        : confirmDialog.confirm({
            title: a.confirmSubmitTitle,
            body: a.confirmSubmitBody,
            confirmLabel: a.confirmSubmit,
          }),
    save: async (body) => {
      await onSave(body);
      clearDraft(key);
    },
    failure: (error) => ({ title: a.failedTitle, message: describeError(error).message, tone: 'danger' }),
  });

  return (
    <>
      <form ref={kit.formRef} className={styles.form} noValidate onSubmit={onSubmit}>
        <ApplicantSection user={user} />
        <Section title={a.answers}>
          {post.questions.length === 0 ? <p className={styles.hint}>{a.noQuestions}</p> : null}
          {post.questions.map((question) => (
            <AnswerField key={question.questionId} fields={kit} question={question} />
          ))}
        </Section>
        <ConsentSection fields={kit} club={post.clubName} days={post.applicationRetentionDays} />
        <FormActions
          busy={kit.busy}
          submitLabel={kit.busy ? a.submitting : update ? a.update : a.submit}
          onCancel={onCancel}
          status={start.restored ? { message: a.draftRestored, tone: 'success' } : null}
        />
      </form>
      {confirmDialog.element}
      {kit.dialogs}
    </>
  );
}
