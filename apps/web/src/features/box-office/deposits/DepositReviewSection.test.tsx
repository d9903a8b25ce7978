import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Deposit, DepositCandidate, DepositImport } from '@moa/contract';
import { manageKo } from '../../../text/ko-manage';
import { DepositReviewSection } from './DepositReviewSection';
import { applyRequest, initialChoice, totals, type Choice } from './model';

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
  amount: 10_000,
  match,
  reservationId: null,
  candidates: [],
  appliedAt: null,
  outcome: null,
  ...extra,
});

const result: DepositImport = {
  importId: 9,
  createdAt: '2026-11-20T02:00:00.000Z',
  filename: '거래내역.csv',
  ignored: { withdrawal: 2, zero: 0, other: 1 },
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

function Harness({ onApply }: { onApply: (choice: Choice) => void }) {
  const [choice, setChoice] = useState<Choice>(() => initialChoice(result.deposits));
  return (
    <DepositReviewSection
      result={result}
      choice={choice}
      onChange={setChoice}
      onApply={() => onApply(choice)}
      busy={false}
    />
  );
}

describe('deposit review', () => {
  it('groups deposits by match, pre-checks matched ones and totals them', () => {
    render(<Harness onApply={vi.fn()} />);
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
    expect(screen.getByText(/3줄은 건너뛰었어요/)).toBeTruthy();
  });

  it('an ambiguous deposit is chosen by picking its reservation; unchecking a matched one drops it', async () => {
    const onApply = vi.fn();
    render(<Harness onApply={onApply} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: t.pickLabel('입금자3') }), '14');
    expect(
      (screen.getByRole('checkbox', { name: t.selectLabel('입금자3') }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: t.selectLabel('입금자2') }));
    expect(screen.getByText(t.totals(2, '20,000원'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t.applyButton }));
    const choice = onApply.mock.calls[0]![0] as Choice;
    // The deposit for a paid ticket is chosen from the start: applying records it (a second one is owed back).
    expect(applyRequest(result.deposits, choice)).toEqual({
      depositIds: [1, 5],
      picks: [{ depositId: 3, reservationId: 14 }],
    });
  });

  it('says when a picked reservation costs more than was received, and totals received against expected', async () => {
    render(<Harness onApply={vi.fn()} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: t.pickLabel('입금자7') }), '17');
    expect(screen.getByText(t.short('5,000원'))).toBeTruthy();
    // Expected: 10,000 + 20,000 + 15,000; received: 10,000 + 20,000 + 10,000 (+ 10,000 for the paid ticket).
    expect(screen.getByText(t.totals(3, '45,000원'))).toBeTruthy();
    expect(screen.getByText(new RegExp(t.received('50,000원')))).toBeTruthy();
  });

  it('the apply button waits for a choice', async () => {
    render(<Harness onApply={vi.fn()} />);
    const user = userEvent.setup();
    for (const group of [t.groups.matched, t.groups.alreadyPaid]) {
      const region = screen.getByRole('region', { name: new RegExp(group) });
      for (const box of within(region).getAllByRole('checkbox')) await user.click(box);
    }
    expect((screen.getByRole('button', { name: t.applyButton }) as HTMLButtonElement).disabled).toBe(true);
    expect(totals(result.deposits, new Map())).toEqual({ people: 0, amount: 0, received: 0, deposits: 0 });
  });
});
