import { useEffect, useId, useRef } from 'react';
import { useAppConfig } from '../../../lib/app-config';
import { studentKo } from '../../../text/ko-student';
import { payWithApp, shareWithMessenger } from '../lib/actions';
import { loadKakao } from '../../../lib/kakao';
import { isMobileDevice } from '../lib/payment-app';
import { transferText, type Transfer } from '../lib/transfer';
import { useStatus } from '../../../lib/use-status';
import { ChatIcon, WalletIcon } from '../../../components/icons';
import { StatusLine } from '../../../components/StatusLine';
import styles from './PaymentButtons.module.css';

/**
 * The messenger-share and payment-app buttons of a transfer, from GET /api/config. Without a key or a link both
 * copy the transfer text; on a desktop the payment app says it is mobile only.
 */
export function PaymentButtons({ transfer, shareUrl }: { transfer: Transfer; shareUrl: string }) {
  const t = studentKo.transfer;
  const config = useAppConfig();
  const { status, show } = useStatus(6000);
  const cancelPending = useRef<() => void>(() => {});
  const kakaoJsKey = config.data?.kakaoJsKey ?? null;
  const tossLink = config.data?.tossPaymentLink ?? null;
  const mobile = isMobileDevice();
  const noteId = useId();

  // load the share SDK ahead, so a tap opens the share sheet at once
  useEffect(() => {
    if (kakaoJsKey) loadKakao(kakaoJsKey).catch(() => {});
  }, [kakaoJsKey]);
  useEffect(() => () => cancelPending.current(), []);

  const text = transferText(transfer);
  return (
    <div className={styles.root}>
      <div className={styles.buttons}>
        <button
          type="button"
          className={`${styles.button} ${styles.kakao}`}
          onClick={() => void shareWithMessenger(kakaoJsKey, text, shareUrl, show)}
        >
          <ChatIcon size={20} />
          {t.kakao}
        </button>
        <button
          type="button"
          className={`${styles.button} ${styles.toss}`}
          aria-describedby={mobile || !tossLink ? undefined : noteId}
          onClick={() => {
            cancelPending.current();
            void payWithApp(
              tossLink,
              { bank: transfer.bankName, accountNumber: transfer.accountNumber, amount: transfer.amount },
              text,
              show,
            ).then((cancel) => {
              cancelPending.current = cancel;
            });
          }}
        >
          <WalletIcon size={20} />
          <span className={styles.label}>
            {t.toss}
            {!mobile && tossLink ? (
              <small id={noteId} className={styles.note}>
                {t.mobileOnly}
              </small>
            ) : null}
          </span>
        </button>
      </div>
      <StatusLine status={status} />
    </div>
  );
}
