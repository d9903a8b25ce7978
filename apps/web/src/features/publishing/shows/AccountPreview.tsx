import { studentKo } from '../../../text/ko-student';
import { formsKo } from '../../../text/ko-forms';
import styles from './AccountPreview.module.css';

const t = formsKo.show;

export interface AccountPreviewProps {
  bankName: string;
  accountNumber: string;
  accountName: string;
}

/**
 * The body of the confirm dialog before a show is created: the transfer account with the labels and the values
 * exactly as students see them after reserving, and the warning that it cannot be changed afterwards.
 */
export function AccountPreview({ bankName, accountNumber, accountName }: AccountPreviewProps) {
  const rows = [
    { term: studentKo.transfer.bank, value: bankName },
    { term: studentKo.transfer.accountNumber, value: accountNumber },
    { term: studentKo.transfer.accountName, value: accountName },
  ];
  return (
    <div className={styles.body}>
      <p className={styles.caption}>{t.accountConfirmCaption}</p>
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.term} className={styles.row}>
            <dt>{row.term}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.warning}>{t.accountConfirmBody}</p>
    </div>
  );
}
