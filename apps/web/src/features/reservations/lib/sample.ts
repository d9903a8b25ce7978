import { SAMPLE_TRANSFER_AMOUNT } from '@moa/contract';
import { ko } from '../../../text/ko';
import type { Transfer } from './transfer';

/** The sample transfer of spec 1 §9: 15,000원 under a deposit name of student id + name. */
export const SAMPLE_TRANSFER: Transfer = {
  title: ko.linkTest.sampleTitle,
  bankName: ko.linkTest.sampleBank,
  accountNumber: ko.linkTest.sampleAccount,
  accountName: ko.linkTest.sampleHolder,
  amount: SAMPLE_TRANSFER_AMOUNT,
  depositName: ko.linkTest.sampleDepositName,
  qrImage: '',
};
