/**
 * Choosing which holders the table shows: the search, the state filters with their counts (전체, 입금 미확인, 예매 확정,
 * 확인 필요, 기한 만료, 취소 요청) and, in the all-sessions view, one session.
 */
import { useId } from 'react';
import type { ShowSession } from '@moa/contract';
import { Row } from '../../../components/Row';
import { formatNumber } from '../../../lib/format';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import styles from '../../../components/table/ListFilters.module.css';
import { SearchBox } from '../../../components/table/SearchBox';
import type { HolderView } from './useHolderView';
import { FILTERS } from './view';

const m = manageKo.holderMoney;

export function HolderFilters({
  view,
  sessions,
  total,
}: {
  view: HolderView;
  /** The show's sessions (all-sessions view), for the 회차 filter. */
  sessions?: readonly ShowSession[];
  total: number;
}) {
  const sessionId = useId();
  return (
    <div className={styles.filters}>
      <div className={styles.searchRow}>
        <SearchBox key={view.searchKey} onSearch={view.setQuery} words={manageKo.holderMoney.search} />
        {sessions && sessions.length > 1 ? (
          <div className={styles.sessionPick}>
            <label htmlFor={sessionId}>{m.sessionFilter}</label>
            <select
              id={sessionId}
              className={styles.select}
              value={view.session ?? ''}
              onChange={(event) =>
                view.setSession(event.target.value === '' ? null : Number(event.target.value))
              }
            >
              <option value="">{m.everySession}</option>
              {sessions.map((s) => (
                <option key={s.scheduleId} value={s.scheduleId}>
                  {ko.format.order(s.order)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <Row gap={2} wrap role="group" aria-label={m.filters.label}>
        {FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            className={styles.chip}
            aria-pressed={view.filter === filter}
            onClick={() => view.setFilter(filter)}
          >
            {m.filters[filter]} <span className={styles.chipCount}>{formatNumber(view.counts[filter])}</span>
          </button>
        ))}
      </Row>
      <p className={styles.shown} aria-live="polite">
        {view.narrowed ? m.shown(formatNumber(view.shown.length), formatNumber(total)) : ''}
      </p>
    </div>
  );
}
