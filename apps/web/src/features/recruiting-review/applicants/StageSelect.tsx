import { APPLICATION_STAGES, type ApplicationStage } from '@moa/contract';
import { applicationsKo } from '../../../text/ko-applications';
import styles from './Applications.module.css';

/** A stage to move applications to, named for screen readers only (the button beside it says what happens). */
export function StageSelect({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: ApplicationStage;
  onChange: (stage: ApplicationStage) => void;
}) {
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select
        id={id}
        className={styles.stageSelect}
        value={value}
        onChange={(event) => onChange(event.target.value as ApplicationStage)}
      >
        {APPLICATION_STAGES.map((s) => (
          <option key={s} value={s}>
            {applicationsKo.stages[s]}
          </option>
        ))}
      </select>
    </>
  );
}
