import { useEffect, useRef } from 'react';
import { WalletIcon } from '../../../components/icons';
import { useAppConfig } from '../../../lib/app-config';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import { LinkTestLayout } from '../components/LinkTestLayout';
import { payWithApp } from '../lib/actions';
import { SAMPLE_TRANSFER } from '../lib/sample';

/** /tosslinktest: the payment link's state and a try with the sample 15,000원 transfer. */
export function TossLinkTestPage() {
  const text = studentKo.linkTest;
  const config = useAppConfig();
  const cancelPending = useRef<() => void>(() => {});
  useEffect(() => () => cancelPending.current(), []);
  const link = config.data?.tossPaymentLink ?? null;
  const target = {
    bank: SAMPLE_TRANSFER.bankName,
    accountNumber: SAMPLE_TRANSFER.accountNumber,
    amount: SAMPLE_TRANSFER.amount,
  };
  return (
    <LinkTestLayout
      title={ko.pages.tossLinkTest}
      lead={text.tossLead}
      config={config}
      configured={link !== null}
      settingLabel={text.tossLink}
      settingValue={link}
      tryIcon={<WalletIcon size={20} />}
      tryLabel={text.tossTry}
      onTry={(message, show) => {
        cancelPending.current();
        void payWithApp(link, target, message, show).then((cancel) => {
          cancelPending.current = cancel;
        });
      }}
    />
  );
}
