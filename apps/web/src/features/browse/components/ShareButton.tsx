import { useEffect, useState } from 'react';
import { ChatIcon } from '../../../components/icons';
import { useAppConfig } from '../../../lib/app-config';
import { copyText } from '../../../lib/clipboard';
import { loadKakao, sharePageWithKakao } from '../../../lib/kakao';
import { ko } from '../../../text/ko';
import styles from './ShareButton.module.css';

const t = ko.browse.share;

export interface ShareButtonProps {
  /** The record's title, as the share image and the page's og:title show it. */
  title: string;
  /** The line under it: the dates and the club, as the share image shows them. */
  description: string;
  /** The share image's address from the detail answer (`shareImage`); the messenger needs an absolute one. */
  image: string | undefined;
  /** The page's own path (/show/12). */
  path: string;
}

/**
 * "카카오톡 공유" on a show, event, recruiting or club page: the messenger's share sheet with the page's share image
 * (the one its link preview shows), its title and dates; without a key, or when the SDK cannot be loaded, the page's
 * address is copied instead.
 */
export function ShareButton({ title, description, image, path }: ShareButtonProps) {
  const config = useAppConfig();
  const key = config.data?.kakaoJsKey ?? null;
  const [said, setSaid] = useState('');

  // load the share SDK ahead, so a tap opens the share sheet at once
  useEffect(() => {
    if (key && image) loadKakao(key).catch(() => {});
  }, [key, image]);

  const onClick = async () => {
    const url = `${window.location.origin}${path}`;
    setSaid('');
    if (key && image) {
      try {
        await sharePageWithKakao(key, {
          title,
          description,
          imageUrl: new URL(image, window.location.origin).href,
          url,
          buttonTitle: t.open,
        });
        setSaid(t.opened);
        return;
      } catch {
        // fall back to copying the address
      }
    }
    setSaid((await copyText(url)) ? t.copied : t.failed);
  };

  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={() => void onClick()}
        aria-label={t.label(title)}
      >
        <ChatIcon size={18} />
        {t.button}
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {said}
      </span>
    </>
  );
}
