import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { useDocumentTitle } from '../../../lib/document-title';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import { isMobileDevice } from '../lib/payment-app';
import { SAMPLE_TRANSFER } from '../lib/sample';
import { transferText } from '../lib/transfer';
import { useStatus, type StatusTone } from '../../../lib/use-status';
import cardPage from './CardPage.module.css';
import styles from './LinkTestLayout.module.css';
import { StatusLine } from '../../../components/StatusLine';

export interface LinkTestLayoutProps {
  title: string;
  lead: string;
  /** How the configuration load stands (useAppConfig). */
  config: { isPending: boolean; isError: boolean };
  configured: boolean;
  settingLabel: string;
  settingValue: string | null;
  tryIcon: ReactNode;
  tryLabel: string;
  /** The try button: gets the sample message and the status line's show. */
  onTry: (message: string, show: (text: string, tone?: StatusTone) => void) => void;
}

/** The frame of /kakaolinktest and /tosslinktest: the configuration, the sample and the try button. */
export function LinkTestLayout({
  title,
  lead,
  config,
  configured,
  settingLabel,
  settingValue,
  tryIcon,
  tryLabel,
  onTry,
}: LinkTestLayoutProps) {
  useDocumentTitle(title);
  const text = studentKo.linkTest;
  const { status, show } = useStatus(6000);
  const message = transferText(SAMPLE_TRANSFER);
  return (
    <section className={cardPage.page} aria-labelledby="page-heading">
      <div className={`${cardPage.card} ${styles.card}`}>
        <div className={cardPage.top}>
          <h1 id="page-heading" className={cardPage.heading}>
            {title}
          </h1>
          <p className={cardPage.lead}>{lead}</p>
        </div>
        <dl className={styles.config}>
          <div className={styles.row}>
            <dt>{text.status}</dt>
            <dd>
              {config.isPending ? (
                ko.common.loading
              ) : (
                <span className={`${styles.badge} ${configured ? styles.on : styles.off}`}>
                  {configured ? text.configured : text.notConfigured}
                </span>
              )}
            </dd>
          </div>
          <div className={styles.row}>
            <dt>{settingLabel}</dt>
            <dd className={styles.value}>{settingValue ?? '—'}</dd>
          </div>
          <div className={styles.row}>
            <dt>{text.device}</dt>
            <dd>{isMobileDevice() ? text.mobile : text.desktop}</dd>
          </div>
        </dl>
        {config.isError ? <StatusLine status={{ text: text.loadFailed, tone: 'error', key: 0 }} /> : null}
        <div className={styles.sample}>
          <p className={styles.sampleTitle}>{text.sample}</p>
          <pre className={styles.message}>{message}</pre>
        </div>
        <Button block disabled={config.isPending} onClick={() => onTry(message, show)}>
          {tryIcon}
          {tryLabel}
        </Button>
        <StatusLine status={status} />
      </div>
    </section>
  );
}
