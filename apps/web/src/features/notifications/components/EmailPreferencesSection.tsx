import {
  EMAIL_SECTION_ID,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '@moa/contract';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Note } from '../../../components/form/Field';
import { LoadError } from '../../../components/LoadError';
import { MailIcon } from '../../../components/icons';
import { Skeleton } from '../../../components/Skeleton';
import { describeError } from '../../../lib/api-errors';
import { useSession } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { useEmailPreferences, useSetEmailKind } from '../api';
import styles from './EmailPreferencesSection.module.css';

const t = ko.notifications.mail;

/** What only a club's managers are sent (packages/contract/src/notifications.ts lists them last). */
export const MANAGER_KINDS: readonly NotificationKind[] = [
  'transferClaim',
  'cancelRequest',
  'newApplication',
];
const STUDENT_KINDS = NOTIFICATION_KINDS.filter((kind) => !MANAGER_KINDS.includes(kind));
/** What an account that neither reserves nor applies (a club's or the administrator's) can still be sent. */
const FOLLOWER_KINDS: readonly NotificationKind[] = ['clubNews'];

/** The anchor of the section, for links to it (e-mails link to /notifications#notification-mail). */
export { EMAIL_SECTION_ID };

function KindGroup({
  id,
  title,
  kinds,
  values,
  onChange,
}: {
  id: string;
  title: string;
  kinds: readonly NotificationKind[];
  values: Partial<Record<NotificationKind, boolean>>;
  onChange: (kind: NotificationKind, on: boolean) => void;
}) {
  return (
    <div role="group" aria-labelledby={id} className={styles.group}>
      <h3 id={id} className={styles.legend}>
        {title}
      </h3>
      <ul className={styles.kinds}>
        {kinds.map((kind) => (
          <li key={kind}>
            <label className={styles.kind}>
              <span>{NOTIFICATION_KIND_LABELS[kind]}</span>
              <input
                type="checkbox"
                role="switch"
                className={styles.switch}
                checked={values[kind] ?? true}
                onChange={(event) => onChange(kind, event.target.checked)}
              />
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * 알림 메일 (docs/product.md#notifications): whether this server sends e-mail, the address, and a switch per kind the
 * account can be sent (a student: all but the managers'; a club's manager: club news and the managers' kinds; the
 * administrator: club news), each saved at once with PUT /mypage/notifications/email.
 */
export function EmailPreferencesSection() {
  const { user } = useSession();
  // only students reserve and apply: a club's account or the administrator is sent its club news (and managers' kinds)
  const student = user?.authority === 'ROLE_USER';
  const query = useEmailPreferences();
  const save = useSetEmailKind();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const headingId = `${EMAIL_SECTION_ID}-title`;
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const loaded = query.isSuccess;
  // opened from an e-mail's or the unsubscribe page's link: the browser's own jump came before the page was drawn
  useEffect(() => {
    if (loaded && hash === `#${EMAIL_SECTION_ID}`) section.current?.scrollIntoView?.({ block: 'start' });
  }, [loaded, hash]);

  const onChange = (kind: NotificationKind, on: boolean) => {
    setStatus(null);
    save.mutate(
      { kind, on },
      {
        onSuccess: () => setStatus({ ok: true, text: t.saved }),
        onError: (error) =>
          setStatus({ ok: false, text: `${t.saveFailed}: ${describeError(error).message}` }),
      },
    );
  };

  let body;
  if (query.isPending) {
    body = (
      <div className={styles.skeleton} role="status" aria-live="polite">
        <span className="visually-hidden">{ko.common.loading}</span>
        <Skeleton width="60%" height={18} />
        <Skeleton width="100%" height={44} />
        <Skeleton width="100%" height={44} />
      </div>
    );
  } else if (query.isError) {
    body = (
      <LoadError
        error={query.error}
        texts={{ failed: t.loadFailed, refused: t.loadFailed }}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    const prefs = query.data;
    body = (
      <>
        <p className={styles.address}>
          <MailIcon size={18} />
          <span className="visually-hidden">{t.address}</span>
          <span className={styles.email}>{prefs.email}</span>
        </p>
        {prefs.enabled ? null : <Note>{t.off}</Note>}
        {student ? (
          <KindGroup
            id={`${EMAIL_SECTION_ID}-student`}
            title={t.student}
            kinds={STUDENT_KINDS}
            values={prefs.kinds}
            onChange={onChange}
          />
        ) : (
          <KindGroup
            id={`${EMAIL_SECTION_ID}-news`}
            title={t.news}
            kinds={FOLLOWER_KINDS}
            values={prefs.kinds}
            onChange={onChange}
          />
        )}
        {user?.authority === 'ROLE_CLUB' ? (
          <KindGroup
            id={`${EMAIL_SECTION_ID}-manager`}
            title={t.manager}
            kinds={MANAGER_KINDS}
            values={prefs.kinds}
            onChange={onChange}
          />
        ) : null}
      </>
    );
  }

  return (
    <section id={EMAIL_SECTION_ID} ref={section} className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <div className={styles.heading}>
          <h2 id={headingId} className={styles.title}>
            {t.title}
          </h2>
          <p className={styles.lead}>{t.lead}</p>
        </div>
        <p className={status?.ok === false ? styles.failed : styles.saved} aria-live="polite">
          {status?.text ?? ''}
        </p>
      </div>
      {body}
    </section>
  );
}
