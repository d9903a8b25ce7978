/**
 * What the holder table shows of a list (pure, no DOM): each holder's state as the manager reads it, the search, the
 * state filters with their counts, and the sort by any column. The list stays as the server sent it; the table
 * shows a filtered, sorted copy.
 */
import { seatsLabel, type Holder } from '@moa/contract';

/** A holder's state as the table shows it: 확인 필요 is an unpaid one whose student says they transferred. */
export type HolderState = 'unpaid' | 'needsCheck' | 'paid' | 'expired' | 'cancelled';

export function stateOf(holder: Holder): HolderState {
  if (holder.status === 'unpaid') return holder.transferClaim ? 'needsCheck' : 'unpaid';
  return holder.status;
}

export const FILTERS = ['all', 'unpaid', 'paid', 'needsCheck', 'expired', 'cancelRequested'] as const;
export type HolderFilter = (typeof FILTERS)[number];

/** Whether a holder passes a state filter; 입금 미확인 includes the ones to check (they are unpaid too). */
export function passesFilter(holder: Holder, filter: HolderFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'unpaid':
      return holder.status === 'unpaid';
    case 'paid':
      return holder.status === 'paid';
    case 'needsCheck':
      return stateOf(holder) === 'needsCheck';
    case 'expired':
      return holder.status === 'expired';
    case 'cancelRequested':
      return holder.cancelRequest && (holder.status === 'unpaid' || holder.status === 'paid');
  }
}

export function filterCounts(holders: readonly Holder[]): Record<HolderFilter, number> {
  const counts = Object.fromEntries(FILTERS.map((f) => [f, 0])) as Record<HolderFilter, number>;
  for (const holder of holders) {
    for (const filter of FILTERS) if (passesFilter(holder, filter)) counts[filter] += 1;
  }
  return counts;
}

/** Search text in a comparable form: lower case, without spaces, hyphens and dots (phone numbers, "홍 길동"). */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s\-.]/g, '');
}

const haystacks = new WeakMap<Holder, string>();

/** What a holder is found by: name, student id, phone number and deposit name (kept per holder object). */
function haystackOf(holder: Holder): string {
  const known = haystacks.get(holder);
  if (known !== undefined) return known;
  const text = normalizeSearch(
    [
      holder.name,
      holder.stdCode,
      holder.phoneNumber,
      holder.depositName,
      holder.transferClaim?.depositName ?? '',
      // a seat is found as people say it ("가열 5번") and by its key ("가-5")
      seatsLabel(holder.seats),
      holder.seats.join(' '),
    ]
      .filter(Boolean)
      .join('|'),
  );
  haystacks.set(holder, text);
  return text;
}

export const SORT_KEYS = [
  'schedule',
  'createdAt',
  'name',
  'stdCode',
  'phone',
  'depositName',
  'tickets',
  'admitted',
  'price',
  'status',
  'deadline',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export interface Sort {
  key: SortKey;
  direction: 'ascending' | 'descending';
}

/** The order of states when sorting by 상태: what needs the manager first. */
const STATE_RANK: Record<HolderState, number> = {
  needsCheck: 0,
  unpaid: 1,
  paid: 2,
  expired: 3,
  cancelled: 4,
};

/** The time shown in the 입금 기한·변경 column: the pay-by time while unpaid or expired, else the last change. */
export function deadlineTimeOf(holder: Holder): string {
  if (holder.status === 'unpaid' || holder.status === 'expired') return holder.expiresAt;
  return holder.paymentChangedAt ?? '';
}

type SortValue = string | number;

function valueOf(holder: Holder, key: SortKey, scheduleOrder: (scheduleId: number) => number): SortValue {
  switch (key) {
    case 'schedule':
      return scheduleOrder(holder.scheduleId);
    case 'createdAt':
      return holder.createdAt;
    case 'name':
      return holder.name;
    case 'stdCode':
      return holder.stdCode;
    case 'phone':
      return holder.phoneNumber.replace(/\D/g, '');
    case 'depositName':
      return holder.depositName;
    case 'tickets':
      return holder.ticketNumber;
    case 'admitted':
      return holder.admitted;
    case 'price':
      return holder.price;
    case 'status':
      return STATE_RANK[stateOf(holder)];
    case 'deadline':
      return deadlineTimeOf(holder);
  }
}

const collator = new Intl.Collator('ko', { numeric: true, sensitivity: 'base' });

function compare(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

export interface ViewOptions {
  query: string;
  filter: HolderFilter;
  /** All-schedules view: one schedule only, or null for every schedule. */
  scheduleId: number | null;
  /** null: the server's order (schedule, then reservation time). */
  sort: Sort | null;
  scheduleOrder: (scheduleId: number) => number;
}

/** The holders the table shows: searched, filtered, sorted (ties keep the server's order). */
export function viewHolders(holders: readonly Holder[], options: ViewOptions): Holder[] {
  const needle = normalizeSearch(options.query);
  const shown = holders.filter(
    (holder) =>
      passesFilter(holder, options.filter) &&
      (options.scheduleId === null || holder.scheduleId === options.scheduleId) &&
      (needle === '' || haystackOf(holder).includes(needle)),
  );
  const sort = options.sort;
  if (!sort) return shown;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const keyed = shown.map((holder, index) => ({
    holder,
    index,
    value: valueOf(holder, sort.key, options.scheduleOrder),
  }));
  keyed.sort((a, b) => compare(a.value, b.value) * sign || a.index - b.index);
  return keyed.map((k) => k.holder);
}

/** The next sort when a column header is clicked: ascending, then descending, then the server's order. */
export function nextSort(current: Sort | null, key: SortKey): Sort | null {
  if (!current || current.key !== key) return { key, direction: 'ascending' };
  if (current.direction === 'ascending') return { key, direction: 'descending' };
  return null;
}
