import { ko } from '../text/ko';
import { splitLinks } from '../lib/links';
import styles from './LinkifiedText.module.css';

/**
 * Free text with its http(s) addresses as links (new tab); other schemes stay plain text. Line breaks are kept. A
 * paragraph by default; `inline` for a part of a line (an interview's place, a video-call link).
 */
export function LinkifiedText({ text, inline = false }: { text: string; inline?: boolean }) {
  const Tag = inline ? 'span' : 'p';
  return (
    <Tag className={styles.text}>
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
    </Tag>
  );
}
