import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/icons';
import { ko } from '../../../text/ko';
import { MarkAllReadButton } from './MarkAllReadButton';
import { NotificationList } from './NotificationList';
import styles from './NotificationPanel.module.css';

const t = ko.notifications;

export interface NotificationPanelProps {
  id: string;
  onClose: () => void;
}

/**
 * The bell's panel on wide screens: 알림 with 모두 읽음, the list, and the way to /notifications (the whole list and
 * the mail settings). Focus moves to its heading when it opens, so the items are next on Tab.
 */
export function NotificationPanel({ id, onClose }: NotificationPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section id={id} className={styles.panel} aria-labelledby={`${id}-title`}>
      <div className={styles.panelHead}>
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.panelTitle}>
          {t.title}
        </h2>
        <MarkAllReadButton />
      </div>
      <div className={styles.panelBody}>
        <NotificationList onOpen={onClose} labelledBy={`${id}-title`} />
      </div>
      <Link to="/notifications" className={styles.panelFoot} onClick={onClose}>
        {t.viewAll}
        <ChevronRightIcon size={18} />
      </Link>
    </section>
  );
}
