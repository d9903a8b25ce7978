import { useId } from 'react';
import type { DepositImportSummary } from '@moa/contract';
import { buttonClassName } from '../../../components/Button';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { manageKo } from '../../../text/ko-manage';
import { useDepositImports } from './api';
import styles from './Deposits.module.css';

const t = manageKo.deposits;

/**
 * The show's earlier imports with their review state (docs/product.md#deposit-import): one left with deposits to
 * apply is opened again and applied; one done can be looked at.
 */
export function DepositHistorySection({
  showId,
  onOpen,
  busy,
}: {
  showId: string;
  onOpen: (imp: DepositImportSummary) => void;
  busy: boolean;
}) {
  const id = useId();
  const imports = useDepositImports(showId);
  const list = imports.data?.imports ?? [];
  if (imports.isPending || imports.isError) return null;
  return (
    <section className={styles.history} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {t.historyTitle}
      </h2>
      {list.length === 0 ? <p className={styles.hint}>{t.historyEmpty}</p> : null}
      <ul className={styles.rows}>
        {list.map((imp) => {
          const when = formatDateTime(imp.createdAt);
          return (
            <li key={imp.importId} className={styles.historyItem}>
              <span className={styles.itemText} id={`${id}-${imp.importId}`}>
                <strong>{imp.filename ?? t.historyPasted}</strong>
                <span className={styles.itemMeta}>
                  {when} · {imp.createdBy}
                </span>
                <span className={styles.itemMeta}>{t.historyState(imp.deposits, imp.applied, imp.open)}</span>
              </span>
              <button
                type="button"
                className={buttonClassName({
                  variant: imp.open > 0 ? 'primary' : 'secondary',
                  size: 'small',
                })}
                aria-describedby={`${id}-${imp.importId}`}
                disabled={busy}
                onClick={() => onOpen(imp)}
              >
                {imp.open > 0 ? t.historyOpen : t.historyView}
              </button>
            </li>
          );
        })}
      </ul>
      {(imports.data?.total ?? 0) > list.length ? (
        <p className={styles.hint}>
          {t.historyListed(formatNumber(list.length), formatNumber(imports.data!.total))}
        </p>
      ) : null}
    </section>
  );
}
