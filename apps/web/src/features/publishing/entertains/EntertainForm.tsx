/**
 * The event form of /entertain/create and /edit/entertain/{id} (docs/product.md#manager-forms): checked by the
 * contract's request schema in the event's check order (every problem highlighted, the first alerted and focused),
 * server field errors on their fields. A failed create says 저장에 실패했습니다; a failed edit asks to sign in again
 * (401), says there is no permission (403), else "저장 실패: …".
 */
import { LIMITS } from '@moa/contract';
import { describeError } from '../../../lib/api-errors';
import { useNavigate } from 'react-router';
import type { AlertOptions } from '../../../components/dialogs';
import styles from '../../../components/form/Form.module.css';
import { saveFailedAlert, type SaveOutcome } from '../../../components/form/useContractForm';
import { Section } from '../../../components/form/Field';
import { formsKo } from '../../../text/ko-forms';
import { ContentFormActions } from '../forms/ContentFormActions';
import { ContactSection, PeriodField, PosterField } from '../forms/SharedFields';
import { useContentForm } from '../forms/useContentForm';
import { CREATE_LINKS, EDIT_LINKS, LinkFields } from '../forms/links';
import { EntertainDetailsFields, EntertainScheduleFields } from './EntertainFields';
import type { EntertainFormValues } from './model';
import type { ContentFormProps } from '../forms/form-props';
import { entertainFormOptions, type EntertainCreateBody, type EntertainUpdateBody } from './schema';

const t = formsKo.entertain;
const c = formsKo;

export type EntertainFormProps = ContentFormProps<
  EntertainFormValues,
  EntertainCreateBody,
  EntertainUpdateBody,
  SaveOutcome,
  { posterUrl?: string }
>;

/** What a failed save says. */
function failureOf(mode: 'create' | 'edit', error: unknown): AlertOptions {
  if (mode === 'create') {
    const detail = error instanceof Error ? error.message : undefined;
    return { title: t.createFailed, message: detail, tone: 'danger' };
  }
  const outcome = describeError(error, { unauthorized: t.loadUnauthorized, forbidden: t.loadForbidden });
  if (outcome.reaction === 'signIn') return { title: outcome.message, tone: 'danger' };
  if (outcome.reaction === 'forbidden')
    return { title: c.noPermission, message: outcome.message, tone: 'danger' };
  return saveFailedAlert(error);
}

export function EntertainForm(props: EntertainFormProps) {
  const { mode, posterUrl, cancelTo } = props;
  const { kit, checkManager, save } = useContentForm(props, entertainFormOptions(mode));
  const navigate = useNavigate();

  const onSubmit = kit.submit({
    before: checkManager,
    save,
    failure: (error) => failureOf(mode, error),
    // an edit whose sign-in is gone continues at the sign-in page
    onFailed: (error) => {
      if (mode === 'edit' && describeError(error).reaction === 'signIn') void navigate('/login');
    },
  });

  return (
    <>
      <form ref={kit.formRef} className={styles.form} noValidate onSubmit={onSubmit}>
        <Section title={t.sections.basic}>
          <PosterField fields={kit} label={t.poster} currentUrl={posterUrl} required={mode === 'create'} />
          <EntertainDetailsFields fields={kit} mode={mode} />
        </Section>

        <Section title={t.sections.schedule}>
          <PeriodField fields={kit} label={t.period} hint={t.sameDayHint} />
          <EntertainScheduleFields fields={kit} />
        </Section>

        <ContactSection
          fields={kit}
          text={t}
          note={{
            name: 'etcInfo',
            label: t.etcInfo,
            hint: t.etcInfoHint,
            max: LIMITS.etcInfoMax,
            placeholder: t.etcInfoPlaceholder,
            rows: 4,
          }}
        />

        <Section title={t.sections.links} description={c.links.hint}>
          <LinkFields
            names={mode === 'create' ? CREATE_LINKS : EDIT_LINKS}
            control={(name) => kit.control(name)}
            errorOf={kit.errorOf}
          />
        </Section>

        <ContentFormActions busy={kit.busy} mode={mode} text={t} cancelTo={cancelTo} />
      </form>
      {kit.dialogs}
    </>
  );
}
