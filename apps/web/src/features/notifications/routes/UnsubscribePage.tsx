import { NOTIFICATION_KINDS, type NotificationKind } from '@moa/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClassName } from '../../../components/Button';
import { AlertIcon, CheckIcon, MailIcon } from '../../../components/icons';
import { call } from '../../../lib/api-client';
import { describeError } from '../../../lib/api-errors';
import { useDocumentTitle } from '../../../lib/document-title';
import { ko } from '../../../text/ko';
import { EMAIL_SECTION_ID } from '../components/EmailPreferencesSection';
import styles from './UnsubscribePage.module.css';

const t = ko.notifications.unsubscribe;

function kindOf(value: string | null): NotificationKind | null {
  return NOTIFICATION_KINDS.find((kind) => kind === value) ?? null;
}

function Card({
  tone,
  title,
  children,
}: {
  tone: 'done' | 'bad' | 'busy';
  title: string;
  children?: ReactNode;
}) {
  const icon =
    tone === 'done' ? (
      <CheckIcon size={32} />
    ) : tone === 'bad' ? (
      <AlertIcon size={32} />
    ) : (
      <MailIcon size={32} />
    );
  return (
    <section className={styles.page} aria-labelledby="unsubscribe-title" aria-busy={tone === 'busy'}>
      <div className={`${styles.icon} ${styles[tone]}`}>{icon}</div>
      <h1 id="unsubscribe-title" className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}

/**
 * /unsubscribe?token=…&kind=… (docs/product.md#notifications), the link at the foot of every notification e-mail:
 * stops that kind of e-mail at once, without signing in, and says which; a link that is not whole or not ours says so.
 */
export function UnsubscribePage() {
  useDocumentTitle(t.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const kind = kindOf(params.get('kind'));
  const wellFormed = kind !== null && token.length >= 16 && token.length <= 128;
  // a query, not a mutation: asked once per link, however often the page renders (the call is idempotent)
  const result = useQuery({
    queryKey: ['notifications', 'unsubscribe', token, kind],
    queryFn: () => call('unsubscribe', { body: { token, kind: kind! } }),
    enabled: wellFormed,
    staleTime: Infinity,
    retry: false,
  });

  const badLink = (
    <Card tone="bad" title={t.badLink}>
      <p className={styles.body}>{t.badLinkHint}</p>
      <Link to="/main" className={buttonClassName({ variant: 'secondary' })}>
        {t.home}
      </Link>
    </Card>
  );
  if (!wellFormed) return badLink;
  if (result.isPending) return <Card tone="busy" title={t.working} />;
  if (result.isError) {
    const { reaction, message } = describeError(result.error, { failed: t.failed });
    if (reaction === 'notFound' || reaction === 'refused') return badLink;
    return (
      <Card tone="bad" title={t.failed}>
        <p className={styles.body}>{message}</p>
        <Button onClick={() => void result.refetch()} disabled={result.isFetching}>
          {ko.common.retry}
        </Button>
      </Card>
    );
  }
  return (
    <Card tone="done" title={t.done(result.data.label)}>
      <p className={styles.body}>{t.doneHint}</p>
      <Link to={`/notifications#${EMAIL_SECTION_ID}`} className={buttonClassName()}>
        {t.manage}
      </Link>
    </Card>
  );
}
