import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/document-title';
import { ko } from '../../../text/ko';
import { isMobileDevice } from '../lib/payment-app';
import styles from './LinkTestLayout.module.css';

export interface LinkTestLayoutProps {
  title: string;
  lead: string;
  /** null while the configuration loads. */
  configured: boolean | null;
  settingLabel: string;
  settingValue: string | null;
  children: ReactNode;
}

/** The frame of /kakaolinktest and /tosslinktest: the configuration, the sample and the try button. */
export function LinkTestLayout({
  title,
  lead,
  configured,
  settingLabel,
  settingValue,
  children,
}: LinkTestLayoutProps) {
  useDocumentTitle(title);
  const text = ko.linkTest;
  return (
    <section className={styles.page} aria-labelledby="page-heading">
      <div className={styles.card}>
        <div className={styles.top}>
          <h1 id="page-heading" className={styles.heading}>
            {title}
          </h1>
          <p className={styles.lead}>{lead}</p>
        </div>
        <dl className={styles.config}>
          <div className={styles.row}>
            <dt>{text.status}</dt>
            <dd>
              {configured === null ? (
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
        {children}
      </div>
    </section>
  );
}
