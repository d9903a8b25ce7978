import { SAMPLE_TRANSFER_AMOUNT } from '@moa/contract';
import { ko } from '../../../text/ko';
import type { Transfer } from './transfer';

/**
 * The link test pages' sample transfer (docs/product.md#payment-and-cancel-requests): 15,000원 under a deposit name of
 * student id + name.
 */
export const SAMPLE_TRANSFER: Transfer = {
  title: ko.linkTest.sampleTitle,
  bankName: ko.linkTest.sampleBank,
  accountNumber: ko.linkTest.sampleAccount,
  accountName: ko.linkTest.sampleHolder,
  amount: SAMPLE_TRANSFER_AMOUNT,
  depositName: ko.linkTest.sampleDepositName,
  qrImage: '',
};
