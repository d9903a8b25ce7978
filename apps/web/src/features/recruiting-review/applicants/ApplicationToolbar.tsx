/** The batch bar: how many are chosen, moving them to a stage, telling results, and the exports. */
import type { ApplicationStage } from '@moa/contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { DownloadIcon } from '../../../components/icons';
import holderStyles from '../../../components/table/ListScreen.module.css';
import { applicationsKo } from '../../../text/ko-applications';
import styles from './Applications.module.css';
import { StageSelect } from './StageSelect';

const r = applicationsKo.review;

export interface ApplicationToolbarProps {
  selected: number;
  busy: boolean;
  onMove: (stage: ApplicationStage) => void;
  onResults: () => void;
  onExport: (format: 'xlsx' | 'csv') => void;
}

export function ApplicationToolbar({ selected, busy, onMove, onResults, onExport }: ApplicationToolbarProps) {
  const [stage, setStage] = useState<ApplicationStage>('screenPassed');
  const id = useId();
  return (
    <div className={styles.toolbar} data-sticky-inset="top">
      <div className={styles.row}>
        <span className={holderStyles.selectedCount}>{r.selected(selected)}</span>
        <StageSelect id={id} label={r.movePick} value={stage} onChange={setStage} />
        <Button size="small" onClick={() => onMove(stage)} disabled={busy} aria-busy={busy}>
          {r.move}
        </Button>
      </div>
      <div className={styles.row}>
        <Button size="small" variant="secondary" onClick={onResults}>
          {r.sendResults}
        </Button>
        <Button size="small" variant="ghost" onClick={() => onExport('xlsx')} aria-label={r.exportXlsx}>
          <DownloadIcon size={16} />
          {r.exportXlsxShort}
        </Button>
        <Button size="small" variant="ghost" onClick={() => onExport('csv')} aria-label={r.exportCsv}>
          <DownloadIcon size={16} />
          {r.exportCsvShort}
        </Button>
      </div>
    </div>
  );
}
