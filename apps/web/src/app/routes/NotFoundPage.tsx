import { Link } from 'react-router';
import { buttonClassName } from '../../components/Button';
import { CompassIcon } from '../../components/icons';
import { useDocumentTitle } from '../../lib/document-title';
import { ko } from '../../text/ko';
import styles from './NotFoundPage.module.css';

/** /404 and every unknown path. */
export function NotFoundPage() {
  useDocumentTitle(ko.pages.notFound);
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <div className={styles.icon}>
        <CompassIcon size={36} />
      </div>
      <p className={styles.code} aria-hidden="true">
        {ko.notFound.code}
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {ko.notFound.title}
      </h1>
      <p className={styles.body}>{ko.notFound.body}</p>
      <Link to="/main" className={buttonClassName()}>
        {ko.notFound.home}
      </Link>
    </section>
  );
}
