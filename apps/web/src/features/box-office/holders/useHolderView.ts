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
  /** All-sessions view: one session, or null for all. */
  session: number | null;
  setSession: (scheduleId: number | null) => void;
  sort: Sort | null;
  sortBy: (key: SortKey) => void;
  /** Changes when the conditions are cleared: the search box starts again empty. */
  searchKey: number;
  /** Whether anything narrows the list. */
  narrowed: boolean;
  reset: () => void;
}

/** What the holder table shows of a list: the search, the state filter, the session filter and the sort. */
export function useHolderView(
  holders: readonly Holder[],
  sessionOrder: (scheduleId: number) => number,
  initialFilter: HolderFilter = 'all',
): HolderView {
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<HolderFilter>(initialFilter);
  const [session, setSession] = useState<number | null>(null);
  const [sort, setSort] = useState<Sort | null>(null);
  const [searchKey, setSearchKey] = useState(0);

  const inSession = useMemo(
    () => (session === null ? holders : holders.filter((h) => h.scheduleId === session)),
    [holders, session],
  );
  const counts = useMemo(() => filterCounts(inSession), [inSession]);
  const shown = useMemo(
    () => viewHolders(inSession, { query, filter, scheduleId: null, sort, sessionOrder }),
    [inSession, query, filter, sort, sessionOrder],
  );

  return {
    shown,
    counts,
    query,
    setQuery,
    filter,
    setFilter,
    session,
    setSession,
    sort,
    sortBy: (key) => setSort((current) => nextSort(current, key)),
    searchKey,
    narrowed: query.trim() !== '' || filter !== 'all' || session !== null,
    reset: () => {
      setQuery('');
      setSearchKey((n) => n + 1);
      setFilter('all');
      setSession(null);
    },
  };
}
