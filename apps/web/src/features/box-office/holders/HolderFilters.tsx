/**
 * Choosing which holders the table shows: the search, the state filters with their counts (전체, 입금 미확인, 예매 확정,
 * 확인 필요, 기한 만료, 취소 요청) and, in the all-schedules view, one schedule.
 */
import { useId } from 'react';
import type { ShowSchedule } from '@moa/contract';
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
  schedules,
  total,
}: {
  view: HolderView;
  /** The show's schedules (all-schedules view), for the 회차 filter. */
  schedules?: readonly ShowSchedule[];
  total: number;
}) {
  const scheduleSelectId = useId();
  return (
    <div className={styles.filters}>
      <div className={styles.searchRow}>
        <SearchBox key={view.searchKey} onSearch={view.setQuery} words={manageKo.holderMoney.search} />
        {schedules && schedules.length > 1 ? (
          <div className={styles.schedulePick}>
            <label htmlFor={scheduleSelectId}>{m.scheduleFilter}</label>
            <select
              id={scheduleSelectId}
              className={styles.select}
              value={view.schedule ?? ''}
              onChange={(event) =>
                view.setSchedule(event.target.value === '' ? null : Number(event.target.value))
              }
            >
              <option value="">{m.everySchedule}</option>
              {schedules.map((s) => (
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
