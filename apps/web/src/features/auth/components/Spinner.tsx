import styles from './Spinner.module.css';

/** A decorative spinning ring (the surrounding text says what is going on). */
export function Spinner({ size = 20 }: { size?: number }) {
  return <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />;
}
