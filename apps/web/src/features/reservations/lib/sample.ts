import { SAMPLE_TRANSFER_AMOUNT } from '@moa/contract';
import { studentKo } from '../../../text/ko-student';
import type { Transfer } from './transfer';

/**
 * The link test pages' sample transfer (docs/product.md#payment-and-cancel-requests): 15,000원 under a deposit name of
 * student id + name.
 */
export const SAMPLE_TRANSFER: Transfer = {
  title: studentKo.linkTest.sampleTitle,
  bankName: studentKo.linkTest.sampleBank,
  accountNumber: studentKo.linkTest.sampleAccount,
  accountName: studentKo.linkTest.sampleHolder,
  amount: SAMPLE_TRANSFER_AMOUNT,
  depositName: studentKo.linkTest.sampleDepositName,
  qrImage: '',
};
