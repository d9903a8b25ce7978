/**
 * The refunds of a show, one card each (docs/product.md#cancelling-and-refunds): who (name, 학번, 전화번호), what
 * (회차, 매수, why), how much, where it goes (bank, account, holder; none given: contact the student), and when it
 * was asked for, approved and sent. The facts sit in a row on wide screens and stack on phones.
 */
import type { Refund } from '@moa/contract';
import { AlertIcon } from '../../../components/icons';
import { RefundStateBadge } from '../../../components/RefundStateBadge';
import { formatPhone, formatWon } from '../../../lib/format';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import { SelectCheckbox } from '../holders/HolderCells';
import { PersonCell } from '../holders/PersonCell';
import cells from '../holders/HolderTable.module.css';
import { shortDateTime } from '../holders/when';
import styles from './Refunds.module.css';

const r = manageKo.refunds;

function Account({ refund }: { refund: Refund }) {
  const account = refund.account;
  if (!account) {
    return (
      <p className={styles.noAccount}>
        <AlertIcon size={16} />
        {r.noAccount}
      </p>
    );
  }
  return (
    <p className={styles.account}>
      <span className={styles.bank}>{account.bankName}</span>
      <span className={styles.number}>{account.accountNumber}</span>
      <span className={styles.holder}>{account.holder}</span>
    </p>
  );
}

export function RefundList({
  caption,
  refunds,
  isSelected,
  onSelect,
}: {
  caption: string;
  refunds: readonly Refund[];
  isSelected: (refund: Refund) => boolean;
  onSelect: (refund: Refund, checked: boolean, range: boolean) => void;
}) {
  return (
    <ul className={styles.list} aria-label={caption}>
      {refunds.map((refund) => {
        const selected = isSelected(refund);
        const times = [
          refund.requestedAt ? r.requestedAt(shortDateTime(refund.requestedAt)) : null,
          r.approvedAt(shortDateTime(refund.approvedAt), refund.approvedBy),
          refund.refundedAt ? r.refundedAt(shortDateTime(refund.refundedAt), refund.refundedBy ?? '') : null,
        ].filter(Boolean);
        return (
          <li
            key={refund.refundId}
            className={`${styles.item} ${selected ? cells.rowSelected : ''} ${refund.refundedAt ? styles.itemDone : ''}`}
            aria-label={refund.name}
          >
            <SelectCheckbox
              label={r.selectOne(refund.name)}
              checked={selected}
              onChange={(checked, range) => onSelect(refund, checked, range)}
            />
            <PersonCell
              name={refund.name}
              stdCode={refund.stdCode}
              lines={[
                refund.phoneNumber ? formatPhone(refund.phoneNumber) : '',
                [
                  refund.order === null ? null : ko.format.order(refund.order),
                  ko.format.tickets(refund.ticketNumber),
                  r.reasons[refund.reason],
                ]
                  .filter(Boolean)
                  .join(' · '),
              ]}
            />
            <div className={styles.money}>
              <strong className={styles.amount}>{formatWon(refund.amount)}</strong>
              <RefundStateBadge refunded={!!refund.refundedAt} />
            </div>
            <div className={styles.where}>
              <Account refund={refund} />
              <p className={styles.times}>{times.join(' · ')}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
