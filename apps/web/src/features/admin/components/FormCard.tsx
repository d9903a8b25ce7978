import { useId, type FormEvent, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormErrorNotice } from '../../../components/form/Field';
import type { ContractForm } from '../../../components/form/useContractForm';
import styles from '../admin.module.css';

export interface FormCardProps {
  /** The form kit of the form: its element, its form-level error and its dialogs. */
  kit: Pick<ContractForm<FieldValues, unknown>, 'formRef' | 'formError' | 'dialogs'>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The card's heading, which names the form. */
  title: string;
  hint?: string;
  /** The buttons under the form-level error. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A console form on a raised card: its heading, its fields, what went wrong that no field shows, its buttons. */
export function FormCard({ kit, onSubmit, title, hint, actions, children }: FormCardProps) {
  const { formRef, formError, dialogs } = kit;
  const titleId = useId();
  const heading = (
    <h3 id={titleId} className={styles.formTitle}>
      {title}
    </h3>
  );
  return (
    <form ref={formRef} className={styles.formCard} noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      {hint ? (
        <div>
          {heading}
          <p className={styles.formHint}>{hint}</p>
        </div>
      ) : (
        heading
      )}
      {children}
      <FormErrorNotice className={styles.formError} message={formError} />
      {actions}
      {dialogs}
    </form>
  );
}
