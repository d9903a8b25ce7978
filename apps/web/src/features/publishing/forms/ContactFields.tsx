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
  const fields: { name: ContactName; label: string; input: ComponentProps<'input'> }[] = [
    {
      name: 'manager',
      label: text.manager,
      input: { placeholder: text.managerPlaceholder, maxLength: LIMITS.nameMax, autoComplete: 'name' },
    },
    {
      name: 'managerPhoneNumber',
      label: text.managerPhone,
      input: {
        placeholder: text.managerPhonePlaceholder,
        maxLength: LIMITS.shortTextMax,
        inputMode: 'tel',
        autoComplete: 'tel',
      },
    },
  ];
  return (
    <div className={`${styles.grid} ${styles.grid2}`}>
      {fields.map(({ name, label, input }) => {
        const props = control(name);
        return (
          <Field key={name} id={props.id} label={label} optional error={errorOf(name)}>
            <input className={styles.control} {...input} {...props} />
          </Field>
        );
      })}
    </div>
  );
}
