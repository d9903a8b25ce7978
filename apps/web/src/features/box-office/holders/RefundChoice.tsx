import type { Holder } from '@moa/contract';
import { formatWon } from '../../../lib/format';
import { manageKo } from '../../../text/ko-manage';
import styles from './CancelRequests.module.css';
import { CheckboxLabel } from '../../../components/table/CheckboxLabel';

/**
 * In the delete confirmation, when paid holders are among those deleted: whether they are owed their money back
 * (checked: each gets a refund record, docs/product.md#cancelling-and-refunds).
 */
export function RefundChoice({
  holders,
  checked,
  onChange,
}: {
  holders: readonly Holder[];
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const amount = holders.reduce((sum, h) => sum + h.price, 0);
  return (
    <CheckboxLabel labelClassName={styles.refundChoice} checked={checked} onChange={onChange}>
      <span>{manageKo.cancelRequests.deleteRefund(holders.length, formatWon(amount))}</span>
    </CheckboxLabel>
  );
}
