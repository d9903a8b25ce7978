import { useId, type ReactNode } from 'react';
import type { Term } from '@moa/contract';
import filterStyles from '../../components/table/ListFilters.module.css';
import { formatDate } from '../../lib/format';
import { membersKo } from '../../text/ko-members';
import styles from './TermPicker.module.css';

/**
 * The term a members page shows (with useChosenTerm): every term with (진행 중) or (지난 학기), the chosen one's days,
 * and the page's note about it (a past term read-only, a report still open) when it has one.
 */
export function TermPicker({
  terms,
  term,
  onPick,
  note,
}: {
  terms: readonly Term[];
  term: Term;
  onPick: (termId: number) => void;
  note?: ReactNode;
}) {
  const m = membersKo.terms;
  const id = useId();
  return (
    <section className={styles.termBar} aria-label={m.label}>
      <label htmlFor={id} className={styles.termLabel}>
        {m.pick}
      </label>
      <select
        id={id}
        className={`${filterStyles.select} ${styles.select}`}
        value={term.termId}
        onChange={(event) => onPick(Number(event.target.value))}
      >
        {terms.map((each) => (
          <option key={each.termId} value={each.termId}>
            {each.name}
            {each.current ? ` (${m.current})` : each.readOnly ? ` (${m.past})` : ''}
          </option>
        ))}
      </select>
      <span className={styles.days}>
        {formatDate(term.startsOn)} – {formatDate(term.endsOn)}
      </span>
      {note ? (
        <p className={styles.note} role="note">
          {note}
        </p>
      ) : null}
    </section>
  );
}
