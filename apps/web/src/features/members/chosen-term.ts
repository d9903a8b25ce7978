/**
 * The term a members page shows (docs/product.md#members): the one in the address (`?term=`), else the current one,
 * else the first; choosing another replaces the address, so a reload or a shared link opens the same term.
 */
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { termsQuery } from './api';

export function useChosenTerm() {
  const terms = useQuery(termsQuery());
  const [params, setParams] = useSearchParams();
  const list = terms.data ?? [];
  const asked = Number(params.get('term'));
  const term = list.find((each) => each.termId === asked) ?? list.find((each) => each.current) ?? list[0];
  const pick = (termId: number) => setParams({ term: String(termId) }, { replace: true });
  return { terms, list, term, pick };
}
