import { useId, useState } from 'react';
import { CHECKIN_LIMITS } from '@moa/contract';
import { manageKo } from '../../../text/ko-manage';
import styles from '../CheckinScreen.module.css';

const t = manageKo.checkin.device;

/** The name of this door (정문, 후문): recorded with every entry, and what other doors see as "by which device". */
export function DeviceName({ label, onChange }: { label: string; onChange: (label: string) => void }) {
  const id = useId();
  const [value, setValue] = useState(label);
  return (
    <div className={styles.deviceName}>
      <label htmlFor={id} className={styles.label}>
        {t.label}
      </label>
      <input
        id={id}
        className={styles.search}
        value={value}
        maxLength={CHECKIN_LIMITS.deviceLabelMax}
        placeholder={t.placeholder}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => onChange(value.trim())}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t.hint}
      </p>
    </div>
  );
}
