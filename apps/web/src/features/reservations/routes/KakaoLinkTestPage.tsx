import { Button } from '../../../components/Button';
import { useAppConfig } from '../../../lib/app-config';
import { ko } from '../../../text/ko';
import { ChatIcon } from '../../../components/icons';
import { LinkTestLayout } from '../components/LinkTestLayout';
import styles from '../components/LinkTestLayout.module.css';
import { StatusLine } from '../components/StatusLine';
import { shareWithMessenger } from '../lib/actions';
import { SAMPLE_TRANSFER } from '../lib/sample';
import { transferText } from '../lib/transfer';
import { useStatus } from '../lib/use-status';

/** /kakaolinktest: the messenger key's state and a sample share (copying the text when it cannot share). */
export function KakaoLinkTestPage() {
  const text = ko.linkTest;
  const config = useAppConfig();
  const { status, show } = useStatus(6000);
  const key = config.data?.kakaoJsKey ?? null;
  const message = transferText(SAMPLE_TRANSFER);
  return (
    <LinkTestLayout
      title={ko.pages.kakaoLinkTest}
      lead={text.kakaoLead}
      configured={config.isPending ? null : key !== null}
      settingLabel={text.kakaoKey}
      settingValue={key ? `${key.slice(0, 4)}…${key.slice(-4)}` : null}
    >
      {config.isError ? <StatusLine status={{ text: text.loadFailed, tone: 'error', key: 0 }} /> : null}
      <div className={styles.sample}>
        <p className={styles.sampleTitle}>{text.sample}</p>
        <pre className={styles.message}>{message}</pre>
      </div>
      <Button
        block
        disabled={config.isPending}
        onClick={() => void shareWithMessenger(key, message, `${window.location.origin}/mypage`, show)}
      >
        <ChatIcon size={20} />
        {text.kakaoTry}
      </Button>
      <StatusLine status={status} />
    </LinkTestLayout>
  );
}
