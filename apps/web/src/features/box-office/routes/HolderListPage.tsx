import { usePrefetchQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { holderListQuery } from '../holders/api';
import { HolderListScreen } from '../holders/HolderListScreen';
import { FILTERS } from '../holders/view';

/**
 * /manager/holder/:scheduleId, and ?view=all for every schedule of its show together; ?filter= opens a state filter
 * (cancelRequested: the worklist of cancel requests).
 */
export function HolderListPage() {
  const { scheduleId = '' } = useParams();
  const [search] = useSearchParams();
  const all = search.get('view') === 'all';
  const filter = search.get('filter');
  // The list is asked for while the page renders, not once it is shown: React holds a freshly loaded page back for
  // a moment before showing it, and the answer (2,000 holders) arrives in that time instead of after it.
  usePrefetchQuery(holderListQuery(scheduleId));
  // a new schedule or view starts with a fresh selection, search and filters
  return (
    <HolderListScreen
      key={`${scheduleId}:${all ? 'all' : 'one'}`}
      scheduleId={scheduleId}
      allSchedules={all}
      initialFilter={FILTERS.find((f) => f === filter)}
    />
  );
}
