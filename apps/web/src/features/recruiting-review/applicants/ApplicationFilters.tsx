/** Choosing which applicants the table shows: the search and the stage chips with their counts. */
import { APPLICATION_STAGES } from '@moa/contract';
import filterStyles from '../../../components/table/ListFilters.module.css';
import { SearchBox } from '../../../components/table/SearchBox';
import { formatNumber } from '../../../lib/format';
import { applicationsKo } from '../../../text/ko-applications';
import type { ApplicationView, StageFilter } from './useApplicationView';

const r = applicationsKo.review;
const FILTERS: readonly StageFilter[] = ['all', ...APPLICATION_STAGES];

export function ApplicationFilters({ view, total }: { view: ApplicationView; total: number }) {
  return (
    <div className={filterStyles.filters}>
      <div className={filterStyles.searchRow}>
        <SearchBox onSearch={view.setQuery} words={r.search} />
      </div>
      <div className={filterStyles.chips} role="group" aria-label={r.filterLabel}>
        {FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            className={filterStyles.chip}
            aria-pressed={view.stage === filter}
            onClick={() => view.setStage(filter)}
          >
            {filter === 'all' ? r.all : applicationsKo.stages[filter]}{' '}
            <span className={filterStyles.chipCount}>{formatNumber(view.counts[filter])}</span>
          </button>
        ))}
      </div>
      <p className={filterStyles.shown} aria-live="polite">
        {view.shown.length !== total ? r.shown(formatNumber(view.shown.length), formatNumber(total)) : ''}
      </p>
    </div>
  );
}
