import { BackLink } from '../../../components/BackLink';
import { useDocumentTitle } from '../../../lib/document-title';
import { unionsKo } from '../../../text/ko-unions';
import { UnionsSection } from '../components/UnionsSection';
import styles from '../unions.module.css';

/**
 * /admin/unions, 학생회 규정 (ROLE_ADMIN; guarded in app/router): per university or campus, each student union's
 * rules for its clubs and which clubs belong to it (docs/product.md#student-union-rules).
 */
export function UnionsPage() {
  useDocumentTitle(unionsKo.pageTitle);
  return (
    <section className={styles.page} aria-labelledby="page-heading">
      <header className={styles.header}>
        <BackLink to="/admin" label={unionsKo.back} />
        <h1 id="page-heading" className={styles.heading}>
          {unionsKo.pageTitle}
        </h1>
        <p className={styles.lead}>{unionsKo.lead}</p>
      </header>
      <UnionsSection />
    </section>
  );
}
