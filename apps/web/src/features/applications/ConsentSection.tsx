/**
 * The consent to collecting personal data (개인정보 수집 및 이용 동의): what is collected, why, and how long it is kept
 * (the server's retention days), with the checkbox the application requires.
 */
import { FieldError, Section } from '../../components/form/Field';
import { applicationsKo } from '../../text/ko-applications';
import formStyles from '../../components/form/Form.module.css';
import styles from './Applications.module.css';
import type { ApplicationFields } from './model';

const a = applicationsKo.apply;

export function ConsentSection({
  fields,
  club,
  days,
}: {
  fields: ApplicationFields;
  club: string;
  days: number;
}) {
  const { control, errorOf, idOf } = fields;
  const error = errorOf('consent');
  return (
    <Section title={a.consentTitle}>
      <dl className={styles.consent}>
        {a.consentItems(club, days).map((item) => (
          <div key={item.term}>
            <dt>{item.term}</dt>
            <dd>{item.detail}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.meta}>{a.consentRefuse}</p>
      <label className={`${formStyles.choice} ${styles.consentCheck}`} data-invalid={error ? '' : undefined}>
        <input type="checkbox" {...control('consent', { required: true })} />
        <span>{a.consent}</span>
      </label>
      <FieldError id={idOf('consent')} message={error} />
    </Section>
  );
}
