import { formatWon } from '../../../lib/format';
import { studentKo } from '../../../text/ko-student';

/** What a bank transfer for one reservation needs. */
export interface Transfer {
  title: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  amount: number;
  depositName: string;
  qrImage: string;
}

/** The transfer as text: what the copy fallbacks put on the clipboard and what the messenger shares. */
export function transferText(t: Transfer): string {
  return studentKo.transfer.text({
    title: t.title,
    bank: t.bankName,
    account: t.accountNumber,
    holder: t.accountName,
    amount: formatWon(t.amount),
    depositName: t.depositName,
  });
}
