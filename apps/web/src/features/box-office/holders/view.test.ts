import { describe, expect, it } from 'vitest';
import { filterCounts, nextSort, normalizeSearch, stateOf, viewHolders, type ViewOptions } from './view';
import { holder } from './test-support';

const claim = {
  transferredAt: '2026-05-01T11:00:00.000Z',
  amount: 20000,
  depositName: '홍길동',
  claimedAt: '2026-05-01T11:05:00.000Z',
};
const list = [
  holder(1, '김모아', { phoneNumber: '010-1111-2222' }),
  holder(2, '이하늘', { status: 'paid', ticketNumber: 4, price: 40000 }),
  holder(3, '박소리', { transferClaim: claim }),
  holder(4, '최바다', { status: 'expired', cancelRequest: true }),
  holder(5, '정가람', { cancelRequest: true, depositName: '20269999정가람' }),
];
const options: ViewOptions = {
  query: '',
  filter: 'all',
  scheduleId: null,
  sort: null,
  scheduleOrder: () => 1,
};
const names = (o: Partial<ViewOptions>) => viewHolders(list, { ...options, ...o }).map((h) => h.name);

describe('holder view', () => {
  it('reads 확인 필요 from an unpaid holder with a transfer claim', () => {
    expect(list.map(stateOf)).toEqual(['unpaid', 'paid', 'needsCheck', 'expired', 'unpaid']);
  });

  it('counts each filter; 입금 미확인 includes the ones to check, 취소 요청 only live ones', () => {
    expect(filterCounts(list)).toEqual({
      all: 5,
      unpaid: 3,
      paid: 1,
      needsCheck: 1,
      expired: 1,
      cancelRequested: 1,
    });
  });

  it('searches names, student ids, phone numbers (with or without hyphens) and deposit names', () => {
    expect(names({ query: '하늘' })).toEqual(['이하늘']);
    expect(names({ query: '20260003' })).toEqual(['박소리']);
    expect(names({ query: '01011112222' })).toEqual(['김모아']);
    expect(names({ query: '1111-2222' })).toEqual(['김모아']);
    expect(names({ query: '20269999' })).toEqual(['정가람']);
    expect(names({ query: ' 김 모아 ' })).toEqual(['김모아']);
    expect(normalizeSearch('A-b c.D')).toBe('abcd');
  });

  it('sorts by a column both ways; ties keep the server order; status puts 확인 필요 first', () => {
    expect(names({ sort: { key: 'name', direction: 'ascending' } })).toEqual([
      '김모아',
      '박소리',
      '이하늘',
      '정가람',
      '최바다',
    ]);
    expect(names({ sort: { key: 'tickets', direction: 'descending' } })[0]).toBe('이하늘');
    expect(names({ sort: { key: 'status', direction: 'ascending' } })).toEqual([
      '박소리',
      '김모아',
      '정가람',
      '이하늘',
      '최바다',
    ]);
  });

  it('cycles a header through ascending, descending and the server order', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ key: 'name', direction: 'ascending' });
    const second = nextSort(first, 'name');
    expect(second).toEqual({ key: 'name', direction: 'descending' });
    expect(nextSort(second, 'name')).toBeNull();
    expect(nextSort(second, 'price')).toEqual({ key: 'price', direction: 'ascending' });
  });
});
