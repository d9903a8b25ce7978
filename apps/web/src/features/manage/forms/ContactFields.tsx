/** The optional contact pair of events and shows: the manager's name and phone number. */
import { LIMITS } from '@moa/contract';
import type { ComponentProps } from 'react';
import { Field } from '../../../components/form/Field';
import styles from '../../../components/form/Form.module.css';

export type ContactName = 'manager' | 'managerPhoneNumber';

export interface ContactFieldsProps {
  /** The form's own wording. */
  text: {
    manager: string;
    managerPlaceholder: string;
    managerPhone: string;
    managerPhonePlaceholder: string;
  };
  control: (name: ContactName) => ComponentProps<'input'> & { id: string };
  errorOf: (name: ContactName) => string | undefined;
}

export function ContactFields({ text, control, errorOf }: ContactFieldsProps) {
  const manager = control('manager');
  const phone = control('managerPhoneNumber');
  return (
    <div className={`${styles.grid} ${styles.grid2}`}>
      <Field id={manager.id} label={text.manager} optional error={errorOf('manager')}>
        <input
          className={styles.control}
          placeholder={text.managerPlaceholder}
          maxLength={LIMITS.nameMax}
          autoComplete="name"
          {...manager}
        />
      </Field>
      <Field id={phone.id} label={text.managerPhone} optional error={errorOf('managerPhoneNumber')}>
        <input
          className={styles.control}
          placeholder={text.managerPhonePlaceholder}
          maxLength={LIMITS.shortTextMax}
          inputMode="tel"
          autoComplete="tel"
          {...phone}
        />
      </Field>
    </div>
  );
}
