import { useDocumentTitle } from '../../../lib/document-title';
import { useSession } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { EmailPreferencesSection } from '../components/EmailPreferencesSection';
import { MarkAllReadButton } from '../components/MarkAllReadButton';
import { NotificationList } from '../components/NotificationList';
import styles from './NotificationsPage.module.css';

const t = ko.notifications;

/**
 * /notifications (docs/product.md#notifications): every notification, a page at a time, with 모두 읽음, and below them
 * the 알림 메일 switches. The bell opens it on phones, and the bell's panel links to it on wide screens.
 */
export function NotificationsPage() {
  useDocumentTitle(t.title);
  const { user } = useSession();
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <h1 id="notifications-title" className={styles.title}>
          {t.title}
        </h1>
        <p className={styles.lead}>{t.lead[user?.authority ?? 'ROLE_USER']}</p>
        <div className={styles.actions}>
          <MarkAllReadButton />
        </div>
      </div>
      <div className={styles.card}>
        <NotificationList labelledBy="notifications-title" />
      </div>
      <EmailPreferencesSection />
    </div>
  );
}
