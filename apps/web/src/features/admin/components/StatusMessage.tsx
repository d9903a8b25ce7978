import { CheckCircleIcon } from '../../../components/icons';
import styles from '../admin.module.css';

/** The polite confirmation of the last write ("… 등록했습니다"). */
export function StatusMessage({ message }: { message: string | null }) {
  return (
    <div role="status" aria-live="polite" className={message ? styles.status : styles.statusEmpty}>
      {message ? (
        <>
          <CheckCircleIcon size={20} />
          <span>{message}</span>
        </>
      ) : null}
    </div>
  );
}
