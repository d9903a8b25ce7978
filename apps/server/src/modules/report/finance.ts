import { groupDigits } from '@moa/contract';
import type { FinanceLine, TermFinance } from '@moa/contract';
import type { Db } from '../../db/database.ts';
import * as money from './repository.ts';
import * as ledger from './ledger-repository.ts';

/**
 * The term's 결산 (docs/product.md#the-union-report), closing to the won: every line is a whole number of won, and
 * the balance is income − expenses of exactly the lines listed.
 *
 * - 티켓 판매: per show whose first day falls in the term, the tickets paid now plus those paid and then refunded
 *   (a cancel approved, a paid holder deleted): the money that came in for tickets.
 * - 초과·중복 입금: deposits beyond a ticket's price (a second deposit, an overpayment, a short deposit given back):
 *   money that came in and is owed back.
 * - 환불: refunds sent (marked 환불 완료). Refunds approved and not sent are still in the balance, owed:
 *   `refundsOwed` says how many and how much.
 * - 회비: the dues paid for the term's memberships (partial payments included, waived charges not).
 * - The treasurer's ledger: every entry as entered.
 */
export async function termFinance(
  db: Db,
  term: { id: number; club_id: number; starts_on: string; ends_on: string; dues_pay_by?: string | null },
): Promise<Omit<TermFinance, 'editable' | 'editableUntil'>> {
  const shows = await money.termShows(db, term.club_id, term.starts_on, term.ends_on);
  const ids = shows.map((s) => s.id);
  const [paid, refunds, dues, entries] = await Promise.all([
    money.paidTickets(db, ids),
    money.refunds(db, ids),
    money.duesPaid(db, term.id),
    ledger.termEntries(db, term.id),
  ]);
  const lines: FinanceLine[] = [];
  const line = (l: Omit<FinanceLine, 'entryId' | 'hasReceipt' | 'noReceiptReason'>) =>
    lines.push({ ...l, entryId: null, hasReceipt: false, noReceiptReason: '' });
  let owedCount = 0;
  let owedAmount = 0;
  for (const show of shows) {
    const p = paid.find((r) => r.show_id === show.id);
    const mine = refunds.filter((r) => r.show_id === show.id);
    const refunded = mine.filter((r) => r.reason === 'cancel' || r.reason === 'delete');
    const excess = mine.filter((r) => r.reason !== 'cancel' && r.reason !== 'delete');
    const tickets = Number(p?.tickets ?? 0) + sum(refunded, 'tickets');
    const sales = Number(p?.amount ?? 0) + sum(refunded, 'amount');
    const base = { date: show.start_date };
    if (sales > 0) {
      line({
        ...base,
        key: `tickets:${show.id}`,
        direction: 'income',
        source: 'tickets',
        category: '티켓 판매',
        description: `${show.name} 티켓 ${groupDigits(tickets)}매`,
        amount: sales,
      });
    }
    const over = sum(excess, 'amount');
    if (over > 0) {
      line({
        ...base,
        key: `deposits:${show.id}`,
        direction: 'income',
        source: 'deposits',
        category: '초과·중복 입금',
        description: `${show.name} 돌려줄 입금 ${groupDigits(sum(excess, 'count'))}건`,
        amount: over,
      });
    }
    const sent = sum(mine, 'sent_amount');
    if (sent > 0) {
      line({
        ...base,
        key: `refunds:${show.id}`,
        direction: 'expense',
        source: 'refunds',
        category: '환불',
        description: `${show.name} 환불 ${groupDigits(sum(mine, 'sent_count'))}건`,
        amount: sent,
      });
    }
    owedCount += sum(mine, 'count') - sum(mine, 'sent_count');
    owedAmount += sum(mine, 'amount') - sent;
  }
  if (dues.amount > 0) {
    line({
      key: 'dues',
      direction: 'income',
      source: 'dues',
      category: '회비',
      description: `회비 ${groupDigits(dues.payers)}명`,
      date: term.dues_pay_by ?? null,
      amount: dues.amount,
    });
  }
  for (const e of entries) {
    lines.push({
      key: `ledger:${e.id}`,
      direction: e.direction,
      source: 'ledger',
      category: e.category,
      description: e.description,
      date: e.occurred_on,
      amount: Number(e.amount),
      entryId: e.id,
      hasReceipt: e.receipt !== null,
      noReceiptReason: e.no_receipt_reason,
    });
  }
  const total = (d: FinanceLine['direction']) =>
    lines.filter((l) => l.direction === d).reduce((acc, l) => acc + l.amount, 0);
  const income = total('income');
  const expense = total('expense');
  return {
    lines,
    income,
    expense,
    balance: income - expense,
    refundsOwed: { count: owedCount, amount: owedAmount },
  };
}

const sum = <K extends string>(rows: readonly Record<K, unknown>[], key: K) =>
  rows.reduce((acc, r) => acc + Number(r[key] ?? 0), 0);
