/**
 * The 취소 요청 worklist (docs/product.md#cancelling-and-refunds): the holders whose cancel request waits for the
 * club, each with when it was sent and the account the refund goes to (a paid reservation), to select and answer in
 * batch. One list at every width: the facts sit in a row on wide screens and stack on phones.
 */
import type { Holder } from '@moa/contract';
import { formatDateTime, formatPhone, formatWon } from '../../../lib/format';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import styles from './CancelRequests.module.css';
import { RowCheckbox, StateLabel } from './HolderCells';
import { PersonCell } from './PersonCell';
import type { HolderRowsProps } from './HolderTable';
import cells from './HolderTable.module.css';

const c = manageKo.cancelRequests;

function accountText(holder: Holder): string {
  const account = holder.refundAccount;
  if (account) return ko.bankAccount(account.bankName, account.accountNumber, account.holder);
  return holder.status === 'paid' ? manageKo.refunds.noAccount : c.noAccount;
}

export function CancelRequestList({
  caption,
  holders,
  scheduleLabel,
  isSelected,
  onSelect,
}: Pick<HolderRowsProps, 'caption' | 'holders' | 'scheduleLabel' | 'isSelected' | 'onSelect'>) {
  return (
    <ul className={styles.list} aria-label={caption}>
      {holders.map((holder) => {
        const selected = isSelected(holder);
        return (
          <li
            key={holder.reservationId}
            className={`${styles.item} ${selected ? cells.rowSelected : ''}`}
            aria-label={holder.name}
          >
            <RowCheckbox
              holder={holder}
              checked={selected}
              onChange={(checked, range) => onSelect(holder, checked, range)}
            />
            <PersonCell
              name={holder.name}
              stdCode={holder.stdCode}
              lines={[
                `${scheduleLabel ? `${scheduleLabel(holder.scheduleId)} · ` : ''}${holder.phoneNumber ? formatPhone(holder.phoneNumber) : ''}`,
              ]}
            />
            <dl className={styles.facts}>
              <div className={styles.money}>
                <dt className="visually-hidden">{manageKo.managerArea.holders.columns.price}</dt>
                <dd>
                  <StateLabel holder={holder} />
                  <span>
                    {ko.format.tickets(holder.ticketNumber)} · <strong>{formatWon(holder.price)}</strong>
                  </span>
                </dd>
              </div>
              <div>
                <dt>{c.requestedAt}</dt>
                <dd>{holder.cancelRequestedAt ? formatDateTime(holder.cancelRequestedAt) : '-'}</dd>
              </div>
              <div className={styles.accountFact}>
                <dt>{c.refundAccount}</dt>
                <dd className={holder.refundAccount ? styles.account : styles.noAccount}>
                  {accountText(holder)}
                </dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
