import { useState } from 'react';
import { fileUrl } from '../../../lib/api-client';
import { studentKo } from '../../../text/ko-student';
import styles from './QrImage.module.css';

/** The club's transfer QR image (nothing when the show has none or it fails to load). */
export function QrImage({ src }: { src: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return null;
  return (
    <figure className={styles.figure}>
      <img
        className={styles.image}
        src={fileUrl(src)}
        alt={studentKo.transfer.qrAlt}
        width={180}
        height={180}
        onError={() => setFailed(src)}
      />
      <figcaption className={styles.caption}>{studentKo.transfer.qrHint}</figcaption>
    </figure>
  );
}
