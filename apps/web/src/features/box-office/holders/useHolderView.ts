import { useMemo, useState } from 'react';
import type { Holder } from '@moa/contract';
import { filterCounts, nextSort, viewHolders, type HolderFilter, type Sort, type SortKey } from './view';

export interface HolderView {
  /** The holders the table shows: searched, filtered, sorted. */
  shown: Holder[];
  counts: Record<HolderFilter, number>;
  query: string;
  setQuery: (query: string) => void;
  filter: HolderFilter;
  setFilter: (filter: HolderFilter) => void;
  /** All-schedules view: one schedule, or null for all. */
  schedule: number | null;
  setSchedule: (scheduleId: number | null) => void;
  sort: Sort | null;
  sortBy: (key: SortKey) => void;
  /** Changes when the conditions are cleared: the search box starts again empty. */
  searchKey: number;
  /** Whether anything narrows the list. */
  narrowed: boolean;
  reset: () => void;
}

/** What the holder table shows of a list: the search, the state filter, the schedule filter and the sort. */
export function useHolderView(
  holders: readonly Holder[],
  scheduleOrder: (scheduleId: number) => number,
  initialFilter: HolderFilter = 'all',
): HolderView {
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<HolderFilter>(initialFilter);
  const [schedule, setSchedule] = useState<number | null>(null);
  const [sort, setSort] = useState<Sort | null>(null);
  const [searchKey, setSearchKey] = useState(0);

  const inSchedule = useMemo(
    () => (schedule === null ? holders : holders.filter((h) => h.scheduleId === schedule)),
    [holders, schedule],
  );
  const counts = useMemo(() => filterCounts(inSchedule), [inSchedule]);
  const shown = useMemo(
    () => viewHolders(inSchedule, { query, filter, scheduleId: null, sort, scheduleOrder }),
    [inSchedule, query, filter, sort, scheduleOrder],
  );

  return {
    shown,
    counts,
    query,
    setQuery,
    filter,
    setFilter,
    schedule,
    setSchedule,
    sort,
    sortBy: (key) => setSort((current) => nextSort(current, key)),
    searchKey,
    narrowed: query.trim() !== '' || filter !== 'all' || schedule !== null,
    reset: () => {
      setQuery('');
      setSearchKey((n) => n + 1);
      setFilter('all');
      setSchedule(null);
    },
  };
}
