import { ko } from '../text/ko';
import { splitLinks } from '../lib/links';
import styles from './LinkifiedText.module.css';

/** Free text with its http(s) addresses as links (new tab); other schemes stay plain text. Line breaks are kept. */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <p className={styles.text}>
      {splitLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          <a
            key={index}
            className={styles.link}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            title={`${part.href} ${ko.footer.newWindow}`}
          >
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
