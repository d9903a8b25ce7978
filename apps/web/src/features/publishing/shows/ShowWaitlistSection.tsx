/**
 * The show form's 예매 대기 section (docs/product.md#waiting-list): whether a sold-out schedule takes a waiting list
 * (on by default), and how long seats offered to the next student in line stay held for them. The minutes are asked,
 * and sent, only while the list is on.
 */
import { WAITLIST } from '@moa/contract';
import { useWatch } from 'react-hook-form';
import { DigitsController } from '../../../components/form/controllers';
import { Field, Section } from '../../../components/form/Field';
import styles from '../../../components/form/Form.module.css';
import { studentKo } from '../../../text/ko-student';
import type { ShowFields } from './model';

const w = studentKo.waitlist.form;

export function ShowWaitlistSection({ fields }: { fields: ShowFields }) {
  const { form, errorOf, control, aria, idOf } = fields;
  const enabled = useWatch({ control: form.control, name: 'waitlistEnabled' });
  return (
    <Section title={w.title} description={w.description}>
      <div className={styles.choices}>
        <label className={styles.choice}>
          <input type="checkbox" role="switch" {...control('waitlistEnabled')} />
          {w.enabled}
        </label>
      </div>
      <div className={`${styles.grid} ${styles.grid2}`}>
        <Field
          id={idOf('waitlistOfferMinutes')}
          label={w.offerMinutes}
          required={enabled}
          hint={
            enabled
              ? w.offerMinutesHint(WAITLIST.minOfferMinutes, WAITLIST.maxOfferMinutes)
              : w.offerMinutesOff
          }
          error={enabled ? errorOf('waitlistOfferMinutes') : undefined}
        >
          <DigitsController
            form={form}
            name="waitlistOfferMinutes"
            maxDigits={4}
            unit={w.offerMinutesUnit}
            placeholder={String(WAITLIST.defaultOfferMinutes)}
            disabled={!enabled}
            {...aria('waitlistOfferMinutes', { hint: true, required: enabled })}
          />
        </Field>
      </div>
    </Section>
  );
}
