import { ko } from '../../text/ko';
import styles from './Wordmark.module.css';

/** The product's wordmark: a two-circle mark ("모아" = gathering) and the name. */
export function Wordmark({ size = 'medium' }: { size?: 'medium' | 'small' }) {
  return (
    <span className={`${styles.wordmark} ${size === 'small' ? styles.small : ''}`}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="currentColor" />
        <circle cx="12.5" cy="16" r="5.5" fill="#fff" />
        <circle cx="19.5" cy="16" r="5.5" fill="#fff" fillOpacity="0.62" />
      </svg>
      <span className={styles.text}>{ko.product.name}</span>
    </span>
  );
}
