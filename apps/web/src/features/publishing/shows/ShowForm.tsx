/**
 * The show form of /show/create and /edit/show/{id} (docs/product.md#manager-forms): checked by the contract's
 * request schema in the show's check order (every problem highlighted, the first alerted and focused), the transfer
 * account confirmed before a show is created, server field errors on their fields, "저장 실패: …" on a failed save.
 * The screen around it does the call and says where to go next.
 */
import { LIMITS } from '@moa/contract';
import { useConfirmDialog } from '../../../components/dialogs';
import { DigitsController } from '../../../components/form/controllers';
import { Field, Note, Section } from '../../../components/form/Field';
import styles from '../../../components/form/Form.module.css';
import type { SaveOutcome } from '../../../components/form/useContractForm';
import { formsKo } from '../../../text/ko-forms';
import { ContentFormActions } from '../forms/ContentFormActions';
import { ContactSection, LocationField, PeriodField } from '../forms/SharedFields';
import { useContentForm } from '../forms/useContentForm';
import { AccountPreview } from './AccountPreview';
import type { ShowFormValues } from './model';
import type { ContentFormProps } from '../forms/form-props';
import { SHOW_FORM_OPTIONS, type ShowCreateBody, type ShowUpdateBody } from './schema';
import { ScheduleList } from './ScheduleList';
import scheduleStyles from './ScheduleList.module.css';
import { ShowBasicSection } from './ShowBasicSection';
import { ShowPaymentSection } from './ShowPaymentSection';
import { ShowWaitlistSection } from './ShowWaitlistSection';

const t = formsKo.show;

export type ShowFormProps = ContentFormProps<
  ShowFormValues,
  ShowCreateBody,
  ShowUpdateBody,
  SaveOutcome,
  /** Current images (edit). */
  { images?: { poster: string; qr: string } }
>;

export function ShowForm(props: ShowFormProps) {
  const { mode, initial, images, cancelTo } = props;
  const { kit, checkManager, save } = useContentForm(props, SHOW_FORM_OPTIONS);
  const { form, errorOf, control, aria, idOf } = kit;
  const accountConfirm = useConfirmDialog();

  const onSubmit = kit.submit({
    before: checkManager,
    // The account cannot be changed once the show exists: the manager checks it as students will see it first.
    confirm: (data) =>
      'accountBankName' in data.request && data.request.accountBankName
        ? accountConfirm.confirm({
            title: t.accountConfirmTitle,
            body: (
              <AccountPreview
                bankName={data.request.accountBankName}
                accountNumber={data.request.accountNumber ?? ''}
                accountName={data.request.accountName ?? ''}
              />
            ),
            confirmLabel: t.accountConfirm,
          })
        : Promise.resolve(true),
    save,
  });

  return (
    <>
      <form ref={kit.formRef} className={styles.form} noValidate onSubmit={onSubmit}>
        <ShowBasicSection fields={kit} mode={mode} savedName={initial.name} posterUrl={images?.poster} />

        <Section title={t.sections.schedule}>
          <PeriodField fields={kit} label={t.period} />
          <div className={`${styles.grid} ${styles.grid2}`}>
            <LocationField fields={kit} text={t} />
            <Field id={idOf('runtime')} label={t.runtime} required error={errorOf('runtime')}>
              <DigitsController
                form={form}
                name="runtime"
                maxDigits={4}
                unit={t.runtimeUnit}
                placeholder={t.runtimePlaceholder}
                {...aria('runtime', { required: true })}
              />
            </Field>
          </div>
        </Section>

        <Section title={t.sections.schedules} description={t.schedulesHint}>
          {mode === 'edit' ? (
            <Note>
              {t.soldNote} {t.costNote}
            </Note>
          ) : null}
          <ScheduleList fields={kit} mode={mode} />
          <Field
            id={idOf('salesOpenAt')}
            label={t.salesOpenAt}
            optional
            hint={t.salesOpenAtHint}
            error={errorOf('salesOpenAt')}
          >
            <input
              type="datetime-local"
              className={`${styles.control} ${scheduleStyles.salesOpenAt}`}
              {...control('salesOpenAt', { hint: true })}
            />
          </Field>
        </Section>

        <ShowPaymentSection fields={kit} mode={mode} saved={initial} qrUrl={images?.qr} />

        <ShowWaitlistSection fields={kit} />

        <ContactSection
          fields={kit}
          text={t}
          note={{
            name: 'noticeLetter',
            label: t.notice,
            max: LIMITS.noticeMax,
            placeholder: t.noticePlaceholder,
            rows: 5,
          }}
        />

        <ContentFormActions busy={kit.busy} mode={mode} text={t} cancelTo={cancelTo} />
      </form>
      {accountConfirm.element}
      {kit.dialogs}
    </>
  );
}
