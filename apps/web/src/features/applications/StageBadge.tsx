import type { VisibleStage } from '@moa/contract';
import { applicationsKo } from '../../text/ko-applications';
import styles from './Applications.module.css';

/** Good news green, bad news muted, the rest in the brand's colour. */
export const toneOf = (stage: VisibleStage) =>
  stage === 'accepted' || stage === 'screenPassed'
    ? 'good'
    : stage === 'rejected' || stage === 'screenFailed'
      ? 'bad'
      : undefined;

/** The stage a student sees, as a coloured badge. */
export function StageBadge({ stage }: { stage: VisibleStage }) {
  return (
    <span className={styles.badge} data-tone={toneOf(stage)}>
      {applicationsKo.studentStages[stage]}
    </span>
  );
}
