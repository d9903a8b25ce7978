import type { ReactNode } from 'react';
import { Icon } from '../../../components/icons';
import { ko } from '../../../text/ko';
import { safeHttpUrl } from '../../../lib/links';
import styles from './SocialLinks.module.css';

export interface SocialUrls {
  instaUrl?: string;
  kakaoUrl?: string;
  youtubeUrl?: string;
  notionUrl?: string;
  url?: string;
}

const Svg = ({ children }: { children: ReactNode }) => <Icon size={22}>{children}</Icon>;

const ICONS = {
  instagram: (
    <Svg>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </Svg>
  ),
  kakao: (
    <Svg>
      <path d="M12 4.5c-4.7 0-8.5 3-8.5 6.6 0 2.3 1.5 4.3 3.8 5.5l-.9 3.4 3.9-2.6c.6.1 1.1.1 1.7.1 4.7 0 8.5-3 8.5-6.4S16.7 4.5 12 4.5z" />
    </Svg>
  ),
  youtube: (
    <Svg>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10.2 9.3v5.4l4.6-2.7z" fill="currentColor" />
    </Svg>
  ),
  notion: (
    <Svg>
      <rect x="4" y="3.5" width="16" height="17" rx="2.5" />
      <path d="M9 16V8l6 8V8" />
    </Svg>
  ),
  website: (
    <Svg>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.3 2.4 3.4 5.2 3.4 8.5s-1.1 6.1-3.4 8.5c-2.3-2.4-3.4-5.2-3.4-8.5s1.1-6.1 3.4-8.5z" />
    </Svg>
  ),
} as const;

type SocialKind = keyof typeof ICONS;

const ORDER: readonly [SocialKind, keyof SocialUrls][] = [
  ['instagram', 'instaUrl'],
  ['kakao', 'kakaoUrl'],
  ['youtube', 'youtubeUrl'],
  ['notion', 'notionUrl'],
  ['website', 'url'],
];

/** Icon links to a club's channels, each only when present and an http(s) address; nothing when there are none. */
export function SocialLinks({ urls }: { urls: SocialUrls }) {
  const links = ORDER.flatMap(([kind, field]) => {
    const href = safeHttpUrl(urls[field]);
    return href ? [{ kind, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={ko.browse.social.label}>
      {links.map(({ kind, href }) => {
        const label = `${ko.browse.social[kind]} ${ko.footer.newWindow}`;
        return (
          <li key={kind}>
            <a
              className={`${styles.link} ${styles[kind]}`}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={label}
              title={ko.browse.social[kind]}
            >
              {ICONS[kind]}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
