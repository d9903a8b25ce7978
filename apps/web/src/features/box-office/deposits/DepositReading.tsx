import type { DepositImport, DepositNameColumn } from '@moa/contract';
import { Button } from '../../../components/Button';
import { formatNumber } from '../../../lib/format';
import { manageKo } from '../../../text/ko-manage';
import styles from './Deposits.module.css';

const t = manageKo.deposits;
const SKIPPED = ['withdrawal', 'total', 'savings', 'zero', 'other'] as const;

/**
 * How the source was read, so a treasurer can trust the review: the bank layout recognised, which column gave the
 * names (with a switch for the whole file when it has two), and the rows skipped by kind.
 */
export function DepositReading({
  result,
  onNameColumn,
  busy,
}: {
  result: DepositImport;
  onNameColumn: (column: DepositNameColumn) => void;
  busy: boolean;
}) {
  const { reading, ignored } = result;
  const [first, second] =
    reading.nameColumn === 'name'
      ? [reading.nameHeader, reading.otherNameHeader]
      : [reading.otherNameHeader, reading.nameHeader];
  const skipped = SKIPPED.filter((k) => ignored[k] > 0);
  const format = reading.format === null ? null : t.formats[reading.format];
  const known = reading.layout !== null || (format !== null && reading.format !== 'text');
  // Pasted notifications with nothing skipped: nothing to say.
  if (!known && !reading.savedLayout && !first && skipped.length === 0) return null;
  return (
    <section className={styles.reading} aria-label={t.readingTitle}>
      <ul className={styles.readingList}>
        {reading.layout ? (
          <li>{t.layout(reading.layout.label)}</li>
        ) : format && reading.format !== 'text' ? (
          <li>{t.noLayout(format)}</li>
        ) : null}
        {reading.savedLayout ? <li>{t.savedLayout}</li> : null}
        {first ? <li>{second ? t.nameFromBoth(first, second) : t.nameFrom(first)}</li> : null}
        {skipped.length > 0 ? (
          <li>
            {t.skippedTitle}: {skipped.map((k) => t.skipped[k](formatNumber(ignored[k]))).join(' · ')}
          </li>
        ) : null}
      </ul>
      {second ? (
        <Button
          variant="secondary"
          size="small"
          onClick={() => onNameColumn(reading.nameColumn === 'name' ? 'otherName' : 'name')}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? t.switchingName : t.switchName(second)}
        </Button>
      ) : null}
    </section>
  );
}
