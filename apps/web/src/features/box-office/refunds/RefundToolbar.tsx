import { Button } from '../../../components/Button';
import { DownloadIcon } from '../../../components/icons';
import { manageKo } from '../../../text/ko-manage';
import toolbar from '../../../components/table/ListScreen.module.css';
import { SelectionToolbar } from '../../../components/table/SelectionToolbar';
import type { Selection } from '../../../components/table/useSelection';
import type { Refund } from '@moa/contract';
import type { RefundActions } from './useRefundActions';

const r = manageKo.refunds;
const t = manageKo.managerArea.holders;

/** 전체 선택 with the selected count, 환불 완료로 표시 / 환불 대기로 되돌리기, and the exports; sticks under the header. */
export function RefundToolbar({
  selection,
  actions,
  empty,
}: {
  selection: Selection<Refund>;
  actions: RefundActions;
  empty: boolean;
}) {
  return (
    <SelectionToolbar selection={selection} disabled={empty}>
      <div className={toolbar.actions} role="group" aria-label={t.batchLabel}>
        <Button onClick={() => actions.mark(true)} aria-disabled={actions.busy}>
          {r.markDone}
        </Button>
        <Button variant="secondary" onClick={() => actions.mark(false)} aria-disabled={actions.busy}>
          {r.markOwed}
        </Button>
      </div>
      <div className={toolbar.exports}>
        <Button variant="secondary" onClick={actions.downloadCsv} aria-disabled={empty}>
          <DownloadIcon size={18} />
          {r.csv}
        </Button>
        <Button
          variant="secondary"
          onClick={actions.downloadXlsx}
          aria-disabled={actions.fetchingXlsx}
          aria-busy={actions.fetchingXlsx}
        >
          <DownloadIcon size={18} />
          {actions.fetchingXlsx ? manageKo.holderMoney.downloading : manageKo.holderMoney.xlsx}
        </Button>
      </div>
    </SelectionToolbar>
  );
}
