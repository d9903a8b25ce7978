import { copyWithMessage } from '../lib/clipboard';
import { formatWon } from '../lib/format';
import { useStatus } from '../lib/use-status';
import { studentKo } from '../text/ko-student';
import { CopyIcon } from './icons';
import { StatusLine } from './StatusLine';
import styles from './TransferInfo.module.css';

export interface TransferInfoProps {
  transfer: {
    bankName: string;
    accountNumber: string;
    accountName: string;
    amount: number;
    depositName: string;
  };
  /** Hides the amount row (when the amount is already said above). */
  hideAmount?: boolean;
  /** Hides the deposit-name row (when it is already highlighted above). */
  hideDepositName?: boolean;
  id?: string;
  className?: string;
}

/** Bank, account number with a copy button, holder, amount and deposit name (student id + name). */
export function TransferInfo({
  transfer,
  hideAmount = false,
  hideDepositName = false,
  id,
  className,
}: TransferInfoProps) {
  const t = studentKo.transfer;
  const { status, show } = useStatus();
  return (
    <div id={id} className={[styles.box, className].filter(Boolean).join(' ')}>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt>{t.bank}</dt>
          <dd>{transfer.bankName}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t.accountNumber}</dt>
          <dd className={styles.account}>
            <span className={styles.number}>{transfer.accountNumber}</span>
            <button
              type="button"
              className={styles.copy}
              onClick={() => void copyWithMessage(transfer.accountNumber, show)}
            >
              <CopyIcon size={16} />
              {t.copyAccount}
            </button>
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{t.accountName}</dt>
          <dd>{transfer.accountName}</dd>
        </div>
        {hideAmount ? null : (
          <div className={styles.row}>
            <dt>{t.amount}</dt>
            <dd className={styles.amount}>{formatWon(transfer.amount)}</dd>
          </div>
        )}
        {hideDepositName ? null : (
          <div className={styles.row}>
            <dt>{t.depositName}</dt>
            <dd className={styles.deposit}>{transfer.depositName}</dd>
          </div>
        )}
      </dl>
      <StatusLine status={status} />
    </div>
  );
}
