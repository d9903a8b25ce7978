import type { ApplicationStage, ResultStage } from '@moa/contract';
import { applicationsKo } from '../../../text/ko-applications';
import styles from './Applications.module.css';

const TONES: Record<ApplicationStage, string> = {
  applied: 'neutral',
  screenPassed: 'good',
  screenFailed: 'bad',
  interview: 'brand',
  accepted: 'good',
  rejected: 'bad',
};

/** An application's stage as the manager sees it, and whether its result was told. */
export function StageTag({
  stage,
  announced,
}: {
  stage: ApplicationStage;
  announced: readonly ResultStage[];
}) {
  const told = (announced as readonly ApplicationStage[]).includes(stage);
  return (
    <>
      <span className={styles.stageTag} data-tone={TONES[stage]}>
        {applicationsKo.stages[stage]}
      </span>
      {told ? <span className={styles.meta}>{applicationsKo.review.told}</span> : null}
    </>
  );
}
