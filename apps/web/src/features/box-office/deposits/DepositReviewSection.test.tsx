import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  Deposit,
  DepositCandidate,
  DepositDuesCandidate,
  DepositImport,
  DepositPage,
} from '@moa/contract';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { manageKo } from '../../../text/ko-manage';
import { DepositReviewSection } from './DepositReviewSection';
import { applyRequest, initialChoice, type Choice } from './model';

afterEach(() => vi.unstubAllGlobals());

const t = manageKo.deposits;

const candidate = (reservationId: number, name: string, price: number): DepositCandidate => ({
  reservationId,
  scheduleId: 1,
  order: 1,
  name,
  stdCode: `2023${reservationId}`,
  depositName: `2023${reservationId}${name}`,
  price,
  status: 'unpaid',
});
const deposit = (depositId: number, match: Deposit['match'], extra: Partial<Deposit> = {}): Deposit => ({
  depositId,
  at: '2026-11-20T01:00:00.000Z',
  name: `입금자${depositId}`,
  otherName: null,
  hint: null,
  amount: 10_000,
  match,
  reservationId: null,
  candidates: [],
  target: null,
  duesCandidates: [],
  appliedAt: null,
  outcome: null,
  ...extra,
});

const tally = (count: number, amount: number) => ({ count, amount });
const result: DepositImport = {
  importId: 9,
  createdAt: '2026-11-20T02:00:00.000Z',
  filename: '거래내역.csv',
  ignored: { withdrawal: 2, zero: 0, total: 0, savings: 0, other: 1 },
  reading: {
    format: 'csv',
    layout: null,
    nameHeader: '입금자명',
    otherNameHeader: null,
    nameColumn: 'name',
    savedLayout: false,
  },
  nextCursor: null,
  totals: {
    all: tally(7, 90_000),
    byMatch: {
      matched: tally(2, 30_000),
      ambiguous: tally(2, 20_000),
      unmatched: tally(1, 10_000),
      alreadyPaid: tally(1, 10_000),
      duplicate: tally(1, 10_000),
    },
    applied: tally(0, 0),
    // Matched 1 and 2 (10,000 + 20,000) and 5 for the paid ticket (10,000, not owed again).
    toApply: { count: 3, received: 40_000, people: 2, expected: 30_000, short: 0, over: 0 },
  },
  deposits: [
    deposit(1, 'matched', { reservationId: 11, candidates: [candidate(11, '김모아', 10_000)] }),
    deposit(2, 'matched', {
      reservationId: 12,
      candidates: [candidate(12, '이하늘', 20_000)],
      amount: 20_000,
    }),
    deposit(3, 'ambiguous', {
      candidates: [candidate(13, '박소리', 10_000), candidate(14, '박소리', 10_000)],
    }),
    deposit(4, 'unmatched'),
    deposit(5, 'alreadyPaid', {
      reservationId: 15,
      candidates: [{ ...candidate(15, '최가람', 10_000), status: 'paid' }],
    }),
    deposit(6, 'duplicate'),
    deposit(7, 'ambiguous', { candidates: [candidate(17, '한바다', 15_000)] }),
  ],
};

function Harness({
  onApply,
  onNameColumn = () => {},
  review = result,
}: {
  onApply: (choice: Choice) => void;
  onNameColumn?: (column: 'name' | 'otherName') => void;
  review?: DepositImport;
}) {
  const [choice, setChoice] = useState<Choice>(initialChoice);
  return (
    <DepositReviewSection
      showId="4"
      result={review}
      choice={choice}
      onChange={setChoice}
      onApply={() => onApply(choice)}
      onNameColumn={onNameColumn}
      busy={false}
      switching={false}
    />
  );
}

function renderReview(
  onApply: (choice: Choice) => void,
  review?: DepositImport,
  onNameColumn?: (column: 'name' | 'otherName') => void,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <Harness onApply={onApply} review={review} onNameColumn={onNameColumn} />
    </QueryClientProvider>,
  );
}

describe('deposit review', () => {
  it('groups deposits by match, pre-checks matched ones and totals them', () => {
    renderReview(vi.fn());
    for (const m of ['matched', 'ambiguous', 'unmatched', 'alreadyPaid', 'duplicate'] as const) {
      expect(
        screen.getByRole('heading', { name: new RegExp(t.groups[m].replace(/[()]/g, '\\$&')) }),
      ).toBeTruthy();
    }
    expect(
      (screen.getByRole('checkbox', { name: t.selectLabel('입금자1') }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (screen.getByRole('checkbox', { name: t.selectLabel('입금자3') }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(screen.queryByRole('checkbox', { name: t.selectLabel('입금자4') })).toBeNull();
    expect(screen.getByText(t.totals(2, '30,000원'))).toBeTruthy();
    const reading = screen.getByRole('region', { name: t.readingTitle });
    expect(reading).toHaveTextContent(`${t.skipped.withdrawal('2')} · ${t.skipped.other('1')}`);
    expect(reading).toHaveTextContent(t.nameFrom('입금자명'));
  });

  it('an ambiguous deposit is chosen by picking its reservation; unchecking a matched one drops it', async () => {
    const onApply = vi.fn();
    renderReview(onApply);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: t.pickLabel('입금자3') }), 'r14');
    expect(
      (screen.getByRole('checkbox', { name: t.selectLabel('입금자3') }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: t.selectLabel('입금자2') }));
    expect(screen.getByText(t.totals(2, '20,000원'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t.applyButton }));
    const choice = onApply.mock.calls[0]![0] as Choice;
    // The deposit for a paid ticket is chosen from the start: applying records it (a second one is owed back).
    // Everything chosen from the start, loaded or not, but the unchecked one; and the pick.
    expect(applyRequest(choice)).toEqual({
      allMatched: true,
      except: [2],
      picks: [{ depositId: 3, reservationId: 14 }],
    });
  });

  it('says when a picked reservation costs more than was received, and totals received against expected', async () => {
    renderReview(vi.fn());
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: t.pickLabel('입금자7') }), 'r17');
    expect(screen.getByText(t.short('5,000원'))).toBeTruthy();
    // Expected: 10,000 + 20,000 + 15,000; received: 10,000 + 20,000 + 10,000 (+ 10,000 for the paid ticket).
    expect(screen.getByText(t.totals(3, '45,000원'))).toBeTruthy();
    expect(screen.getByText(new RegExp(t.received('50,000원')))).toBeTruthy();
  });

  it('the apply button waits for a choice', async () => {
    renderReview(vi.fn());
    const user = userEvent.setup();
    for (const group of [t.groups.matched, t.groups.alreadyPaid]) {
      const region = screen.getByRole('region', { name: new RegExp(group) });
      for (const box of within(region).getAllByRole('checkbox')) await user.click(box);
    }
    expect((screen.getByRole('button', { name: t.applyButton }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(t.totals(0, '0원'))).toBeTruthy();
  });

  it('loads more rows (더 보기) and rows of one match; a row of a later page is unchecked like the first', async () => {
    // A 205-row import: its first page is the 7 rows above; the next pages are read as the manager asks.
    const big: DepositImport = {
      ...result,
      nextCursor: 7,
      totals: {
        ...result.totals,
        all: tally(205, 2_050_000),
        byMatch: { ...result.totals.byMatch, matched: tally(3, 40_000), unmatched: tally(199, 1_990_000) },
        toApply: { count: 4, received: 50_000, people: 3, expected: 40_000, short: 0, over: 0 },
      },
    };
    const later = deposit(208, 'matched', { reservationId: 18, candidates: [candidate(18, '오늘', 10_000)] });
    const pages: Record<string, DepositPage> = {
      'after=7': { deposits: [later, deposit(209, 'unmatched')], nextCursor: 9 },
      'after=9': { deposits: [deposit(210, 'unmatched')], nextCursor: null },
      'match=unmatched': { deposits: [deposit(4, 'unmatched'), deposit(209, 'unmatched')], nextCursor: 9 },
    };
    const requests = stubFetch(({ url }) => {
      const key = Object.keys(pages).find((k) => url.search.includes(k));
      return key ? jsonResponse(pages[key]) : jsonResponse({ message: url.href }, 404);
    });
    const onApply = vi.fn();
    renderReview(onApply, big);
    const user = userEvent.setup();
    expect(screen.getByText(t.totals(3, '40,000원'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t.moreRows('7', '205') }));
    const box = await screen.findByRole('checkbox', { name: t.selectLabel('입금자208') });
    expect(requests[0]!.url.pathname).toMatch(/\/mypage\/manager\/show\/4\/deposits\/9\/rows$/);
    expect(Object.fromEntries(requests[0]!.url.searchParams)).toEqual({ limit: '100', after: '7' });
    expect((box as HTMLInputElement).checked).toBe(true);
    await user.click(box);
    expect(screen.getByText(t.totals(2, '30,000원'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t.moreRows('9', '205') }));
    await screen.findByText('입금자210');
    expect(screen.queryByRole('button', { name: /더 보기/ })).toBeNull();

    // Only 매칭 안 됨: its own pages, from the start.
    await user.click(screen.getByRole('button', { name: new RegExp(`^${t.groups.unmatched}`) }));
    await screen.findByRole('button', { name: t.moreRows('2', '199') });
    expect(requests.at(-1)!.url.searchParams.get('match')).toBe('unmatched');
    expect(screen.queryByText('입금자1')).toBeNull();

    await user.click(screen.getByRole('button', { name: t.applyButton }));
    expect(applyRequest(onApply.mock.calls[0]![0] as Choice)).toEqual({
      allMatched: true,
      except: [208],
      picks: [],
    });
  });

  it('says how the statement was read and switches the name column for the whole file', async () => {
    const onNameColumn = vi.fn();
    const hana: DepositImport = {
      ...result,
      ignored: { withdrawal: 3, zero: 0, total: 1, savings: 2, other: 0 },
      reading: {
        format: 'xlsx',
        layout: { id: 'hana-xlsx', label: '하나은행 엑셀' },
        nameHeader: '적요',
        otherNameHeader: '의뢰인/수취인',
        nameColumn: 'name',
        savedLayout: false,
      },
      deposits: [
        deposit(1, 'unmatched', {
          name: '',
          otherName: '(주)비바리퍼블리카',
          hint: { via: '토스', basis: null, reason: null },
        }),
        deposit(2, 'ambiguous', {
          name: '이도현',
          otherName: '이도현',
          candidates: [candidate(21, '이도현', 10_000)],
          hint: { via: null, basis: 'name', reason: 'nameOnly' },
        }),
      ],
    };
    renderReview(vi.fn(), hana, onNameColumn);
    const reading = screen.getByRole('region', { name: t.readingTitle });
    expect(reading).toHaveTextContent(t.layout('하나은행 엑셀'));
    expect(reading).toHaveTextContent(t.nameFromBoth('적요', '의뢰인/수취인'));
    expect(reading).toHaveTextContent(t.skipped.withdrawal('3'));
    expect(reading).toHaveTextContent(t.skipped.total('1'));
    expect(reading).toHaveTextContent(t.skipped.savings('2'));
    expect(screen.getByText(t.noName)).toBeInTheDocument();
    expect(screen.getByText(t.via('토스'))).toBeInTheDocument();
    expect(screen.getByText(t.reasons.nameOnly)).toBeInTheDocument();
    await userEvent.click(within(reading).getByRole('button', { name: t.switchName('의뢰인/수취인') }));
    expect(onNameColumn).toHaveBeenCalledWith('otherName');
  });

  it('shows a dues match as 회비 in the same list, and lets the manager choose a ticket or a due', async () => {
    const due = (chargeId: number, name: string, amount: number): DepositDuesCandidate => ({
      chargeId,
      membershipId: chargeId + 100,
      termId: 3,
      termName: '2026-2학기',
      name,
      stdCode: `2025${chargeId}`,
      depositName: `2025${chargeId}${name}`,
      amount,
      status: 'unpaid',
    });
    const dues: DepositImport = {
      ...result,
      totals: {
        ...result.totals,
        all: tally(3, 60_000),
        byMatch: { ...result.totals.byMatch, matched: tally(2, 40_000), ambiguous: tally(1, 20_000) },
        // The ticket (20,000) and the due (20,000), chosen from the start.
        toApply: { count: 2, received: 40_000, people: 2, expected: 40_000, short: 0, over: 0 },
      },
      deposits: [
        deposit(31, 'matched', {
          amount: 20_000,
          reservationId: 41,
          candidates: [candidate(41, '김모아', 20_000)],
          target: { kind: 'reservation', reservationId: 41 },
        }),
        deposit(32, 'matched', {
          amount: 20_000,
          target: { kind: 'dues', chargeId: 51, membershipId: 151 },
          duesCandidates: [due(51, '이하늘', 20_000)],
        }),
        deposit(33, 'ambiguous', {
          amount: 20_000,
          candidates: [candidate(43, '박소리', 20_000)],
          duesCandidates: [due(53, '박소리', 20_000)],
          hint: { via: null, basis: 'name', reason: 'ticketOrDues' },
        }),
      ],
    };
    const onApply = vi.fn();
    renderReview(onApply, dues);
    const matched = screen.getByRole('region', { name: new RegExp(t.groups.matched) });
    expect(matched).toHaveTextContent(
      t.dues({ term: '2026-2학기', name: '이하늘', stdCode: '202551', amount: '20,000원' }),
    );
    expect(matched).toHaveTextContent(
      t.candidate({ name: '김모아', stdCode: '202341', order: 1, price: '20,000원' }),
    );
    expect(
      (screen.getByRole('checkbox', { name: t.selectLabel('입금자32') }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByText(t.totals(2, '40,000원'))).toBeTruthy();
    // The deposit fitting both: said why, and offered as a ticket or a due, in two groups.
    expect(screen.getByText(t.reasons.ticketOrDues)).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: t.pickLabel('입금자33') });
    expect(within(select).getByRole('option', { name: t.pickNoneWithDues })).toBeInTheDocument();
    expect(within(select).getByRole('group', { name: t.ticketsGroup })).toHaveTextContent('박소리 (202343)');
    const duesGroup = within(select).getByRole('group', { name: t.duesGroup });
    expect(duesGroup).toHaveTextContent(
      t.dues({ term: '2026-2학기', name: '박소리', stdCode: '202553', amount: '20,000원' }),
    );
    const user = userEvent.setup();
    await user.selectOptions(select, 'd53');
    expect(
      (screen.getByRole('checkbox', { name: t.selectLabel('입금자33') }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByText(t.totals(3, '60,000원'))).toBeTruthy();
    // Unchecking the matched due takes it out of the totals.
    await user.click(screen.getByRole('checkbox', { name: t.selectLabel('입금자32') }));
    expect(screen.getByText(t.totals(2, '40,000원'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t.applyButton }));
    expect(applyRequest(onApply.mock.calls[0]![0] as Choice)).toEqual({
      allMatched: true,
      except: [32],
      picks: [{ depositId: 33, chargeId: 53 }],
    });
    // Chosen as the ticket instead, the pick names the reservation.
    await user.selectOptions(select, 'r43');
    await user.click(screen.getByRole('button', { name: t.applyButton }));
    expect(applyRequest(onApply.mock.calls[1]![0] as Choice).picks).toEqual([
      { depositId: 33, reservationId: 43 },
    ]);
  });
});
