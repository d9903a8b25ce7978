/**
 * The recruiting form of /recruiting/create and /edit/recruiting/{recruitingId} (docs/product.md#manager-forms):
 * checked by the contract's request schema (every invalid field highlighted and counted, the first focused and
 * scrolled into view, a highlight cleared as soon as its field is edited), then a confirm dialog, then the call.
 * Create: at least 600 ms of "등록 중…", then the new post. Edit: the page stays, says it was saved and reloads.
 */
import { TIMINGS } from '@moa/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useConfirmDialog, type AlertOptions } from '../../../components/dialogs';
import styles from '../../../components/form/Form.module.css';
import { FormActions } from '../../../components/form/FormActions';
import { useContractForm } from '../../../components/form/useContractForm';
import { Section } from '../../../components/form/Field';
import { describeError } from '../../../lib/api-errors';
import { formsKo } from '../../../text/ko-forms';
import { useManagerCheck } from '../forms/access';
import { CREATE_LINKS, EDIT_LINKS, LinkFields } from '../forms/links';
import { ApplicationMethodSection } from './ApplicationMethodSection';
import type { FormMode, RecruitingFormValues } from './model';
import type { ContentFormProps } from '../forms/form-props';
import {
  RecruitingActivitySection,
  RecruitingApplySection,
  RecruitingBasicSection,
  RecruitingIntroSection,
} from './RecruitingSections';
import {
  recruitingFieldOrder,
  recruitingCreateForm,
  recruitingFieldOf,
  recruitingUpdateForm,
  type RecruitingCreateBody,
  type RecruitingUpdateBody,
} from './schema';

const t = formsKo.recruiting;
const c = formsKo;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Edit: the screen saves and reloads the post; the page stays. */
export type RecruitingFormProps = ContentFormProps<
  RecruitingFormValues,
  RecruitingCreateBody,
  RecruitingUpdateBody,
  void,
  { posterUrl?: string }
>;

/** What a failed save says: create one message; edit the error table's, with the post's own words. */
function failureOf(mode: FormMode, error: unknown): AlertOptions {
  const message =
    mode === 'create'
      ? t.createFailed
      : describeError(error, {
          unauthorized: t.unauthorized,
          forbidden: t.forbidden,
          notFound: t.notFound,
          failed: t.saveFailed,
        }).message;
  return { title: c.failedTitle, message, tone: 'danger' };
}

export function RecruitingForm(props: RecruitingFormProps) {
  const { mode, initial, posterUrl, cancelTo } = props;
  const kit = useContractForm<RecruitingFormValues, RecruitingCreateBody | RecruitingUpdateBody>({
    schema: mode === 'create' ? recruitingCreateForm : recruitingUpdateForm,
    defaultValues: initial,
    fieldOrder: recruitingFieldOrder,
    fieldOf: recruitingFieldOf,
    idPrefix: 'recruiting',
    // the form counts its problems in the status line instead of an alert
    announce: 'focus',
  });
  const { form, errorOf, control, busy } = kit;
  const [saved, setSaved] = useState(false);
  const checkManager = useManagerCheck(kit.alert);
  const confirmDialog = useConfirmDialog();
  const navigate = useNavigate();

  // Edit: after a save the screen reloads the post and hands over new values.
  const firstInitial = useRef(initial);
  useEffect(() => {
    if (initial !== firstInitial.current) form.reset(initial);
  }, [initial, form]);

  const onSubmit = kit.submit({
    before: () => {
      setSaved(false);
      return checkManager();
    },
    confirm: () =>
      confirmDialog.confirm(
        mode === 'create'
          ? { title: t.confirmCreateTitle, body: t.confirmCreateBody, confirmLabel: t.confirmCreate }
          : { title: t.confirmEditTitle, body: t.confirmEditBody, confirmLabel: t.confirmEdit },
      ),
    save: async (data) => {
      if (props.mode === 'create') {
        // at least 600 ms of "등록 중…" after the confirm, then the new post
        const [outcome] = await Promise.all([
          props.onSave(data as RecruitingCreateBody),
          sleep(TIMINGS.recruitingConfirmDelayMs),
        ]);
        return outcome;
      }
      await props.onSave(data as RecruitingUpdateBody);
      setSaved(true);
    },
    failure: (error) => failureOf(mode, error),
    // an edit whose sign-in is gone continues at the sign-in page
    onFailed: (error) => {
      if (mode === 'edit' && describeError(error).reaction === 'signIn') void navigate('/login');
    },
  });

  const errorCount = Object.keys(form.formState.errors).length;
  const submitLabel = busy
    ? mode === 'create'
      ? t.registering
      : c.saving
    : mode === 'create'
      ? t.submitCreate
      : t.submitEdit;

  return (
    <>
      <form
        ref={kit.formRef}
        className={styles.form}
        noValidate
        onSubmit={onSubmit}
        onChange={() => setSaved(false)}
      >
        <RecruitingBasicSection fields={kit} posterUrl={posterUrl} />
        <RecruitingActivitySection fields={kit} mode={mode} />
        <RecruitingApplySection fields={kit} />
        <ApplicationMethodSection fields={kit} />
        <Section title={t.sections.links} description={c.links.hint}>
          <LinkFields
            names={mode === 'create' ? CREATE_LINKS : EDIT_LINKS}
            control={(name) => control(name)}
            errorOf={errorOf}
          />
        </Section>
        <RecruitingIntroSection fields={kit} />

        <FormActions
          busy={busy}
          submitLabel={submitLabel}
          onCancel={() => void navigate(cancelTo)}
          status={
            errorCount > 0
              ? { message: t.errors.invalidCount(errorCount), tone: 'error' }
              : saved
                ? { message: t.updated, tone: 'success' }
                : null
          }
        />
      </form>
      {confirmDialog.element}
      {kit.dialogs}
    </>
  );
}
