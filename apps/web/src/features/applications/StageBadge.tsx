import type { VisibleStage } from '@moa/contract';
import { ko } from '../../text/ko';
import styles from './Applications.module.css';

/** The stage a student sees, as a coloured badge: good news green, bad news muted, the rest brand. */
export function StageBadge({ stage }: { stage: VisibleStage }) {
  const tone =
    stage === 'accepted' || stage === 'screenPassed'
      ? styles.good
      : stage === 'rejected' || stage === 'screenFailed'
        ? styles.bad
        : styles.pending;
  return <span className={`${styles.badge} ${tone}`}>{ko.applications.studentStages[stage]}</span>;
}
