import { useEffect, useRef } from 'react';
import { Button } from '../../../components/Button';
import { useAppConfig } from '../../../lib/app-config';
import { ko } from '../../../text/ko';
import { WalletIcon } from '../../../components/icons';
import { LinkTestLayout } from '../components/LinkTestLayout';
import styles from '../components/LinkTestLayout.module.css';
import { StatusLine } from '../components/StatusLine';
import { payWithApp } from '../lib/actions';
import { SAMPLE_TRANSFER } from '../lib/sample';
import { transferText } from '../lib/transfer';
import { useStatus } from '../lib/use-status';

/** /tosslinktest: the payment link's state and a try with the sample 15,000원 transfer. */
export function TossLinkTestPage() {
  const text = ko.linkTest;
  const config = useAppConfig();
  const { status, show } = useStatus(6000);
  const cancelPending = useRef<() => void>(() => {});
  useEffect(() => () => cancelPending.current(), []);
  const link = config.data?.tossPaymentLink ?? null;
  const target = {
    bank: SAMPLE_TRANSFER.bankName,
    accountNumber: SAMPLE_TRANSFER.accountNumber,
    amount: SAMPLE_TRANSFER.amount,
  };
  const message = transferText(SAMPLE_TRANSFER);
  return (
    <LinkTestLayout
      title={ko.pages.tossLinkTest}
      lead={text.tossLead}
      configured={config.isPending ? null : link !== null}
      settingLabel={text.tossLink}
      settingValue={link}
    >
      {config.isError ? <StatusLine status={{ text: text.loadFailed, tone: 'error', key: 0 }} /> : null}
      <div className={styles.sample}>
        <p className={styles.sampleTitle}>{text.sample}</p>
        <pre className={styles.message}>{message}</pre>
      </div>
      <Button
        block
        disabled={config.isPending}
        onClick={() => {
          cancelPending.current();
          void payWithApp(link, target, message, show).then((cancel) => {
            cancelPending.current = cancel;
          });
        }}
      >
        <WalletIcon size={20} />
        {text.tossTry}
      </Button>
      <StatusLine status={status} />
    </LinkTestLayout>
  );
}
