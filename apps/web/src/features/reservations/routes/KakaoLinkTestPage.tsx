import { ChatIcon } from '../../../components/icons';
import { useAppConfig } from '../../../lib/app-config';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import { LinkTestLayout } from '../components/LinkTestLayout';
import { shareWithMessenger } from '../lib/actions';

/** /kakaolinktest: the messenger key's state and a sample share (copying the text when it cannot share). */
export function KakaoLinkTestPage() {
  const text = studentKo.linkTest;
  const config = useAppConfig();
  const key = config.data?.kakaoJsKey ?? null;
  return (
    <LinkTestLayout
      title={ko.pages.kakaoLinkTest}
      lead={text.kakaoLead}
      config={config}
      configured={key !== null}
      settingLabel={text.kakaoKey}
      settingValue={key ? `${key.slice(0, 4)}…${key.slice(-4)}` : null}
      tryIcon={<ChatIcon size={20} />}
      tryLabel={text.kakaoTry}
      onTry={(message, show) =>
        void shareWithMessenger(key, message, `${window.location.origin}/mypage`, show)
      }
    />
  );
}
