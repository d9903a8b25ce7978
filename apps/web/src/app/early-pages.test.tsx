import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { holderListQuery } from '../features/box-office/holders/list-query';
import { holder, summaryOf, TITLE } from '../features/box-office/holders/test-support';
import { useStudentReservations } from '../features/reservations/api/queries';
import { apiUrl } from '../lib/api-client';
import { jsonResponse, stubFetch } from '../test/fetch';
import { prefetchEarlyPage } from './early-pages';
import { createQueryClient } from './providers';

/**
 * The signed-in pages src/early.ts asks for ahead of the app: the app's entry puts that answer in the query cache as it
 * starts, under the key the page itself reads, so the page's first render has its data and nothing is asked twice
 * (docs/decisions/0018-signed-in-first-load.md).
 */

const RESERVATIONS = apiUrl('/mypage/student/reservation');
const HOLDERS = apiUrl('/mypage/manager/holder/12');
const holders = [holder(1, '김하나', { scheduleId: 12 })];
const HOLDER_LIST = {
  showId: 3,
  title: TITLE,
  order: 1,
  date: '2026-05-12',
  time: '19:00',
  holderList: holders,
  csv_json: [],
  summary: summaryOf(holders),
};

/** What src/early.ts leaves for the app on a signed-in page: its answer, and which page it was. */
function early(url: string, body: unknown, name: string, params: string[] = []) {
  window.__moaEarly = { [url]: { at: Date.now(), response: Promise.resolve(jsonResponse(body)) } };
  window.__moaEarlyPage = { name, params };
}

/** What a page's query held on its first render, rendered once the early answer is in the cache. */
function firstRender(client: QueryClient, read: () => { status: string }): string[] {
  const seen: string[] = [];
  function Probe() {
    seen.push(read().status);
    return null;
  }
  render(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  );
  return seen;
}

afterEach(() => {
  delete window.__moaEarly;
  delete window.__moaEarlyPage;
});

describe('the data of a signed-in page asked for early', () => {
  it('/mypage: the reservations are the page’s on its first render, asked for once', async () => {
    early(RESERVATIONS, [], 'mypage');
    const requests = stubFetch(() => jsonResponse([]));
    const client = createQueryClient();

    prefetchEarlyPage(client);
    await waitFor(() => expect(client.getQueryState(['reservations', 'list'])?.status).toBe('success'));

    expect(firstRender(client, () => useStudentReservations())[0]).toBe('success');
    expect(requests).toEqual([]);
    expect(window.__moaEarly).toEqual({});
  });

  it('the holder list: the schedule’s holders are the page’s on its first render, asked for once', async () => {
    early(HOLDERS, HOLDER_LIST, 'holders', ['12']);
    const requests = stubFetch(() => jsonResponse(HOLDER_LIST));
    const client = createQueryClient();

    prefetchEarlyPage(client);
    await waitFor(() => expect(client.getQueryData(holderListQuery('12').queryKey)).toEqual(HOLDER_LIST));

    expect(firstRender(client, () => useQuery(holderListQuery('12')))[0]).toBe('success');
    expect(requests).toEqual([]);
  });

  it('does nothing when early.ts asked for no signed-in page', () => {
    const requests = stubFetch(() => jsonResponse([]));
    const client = createQueryClient();

    prefetchEarlyPage(client);

    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(requests).toEqual([]);
  });
});
