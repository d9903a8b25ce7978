/**
 * The term's report to the student union (docs/product.md#the-union-report): the roster, the activities, the 결산 and
 * whether the club meets its union's rules.
 */
import { z } from 'zod';
import { termActivitySchema } from './activities.ts';
import { isoDate, isoDateTime } from './common.ts';
import { LEDGER_DIRECTIONS } from './ledger.ts';
import { memberSchema } from './members.ts';
import { unionRuleResultSchema } from './unions.ts';

/** Where a line of the 결산 comes from: the portal's own records, or the treasurer's ledger. */
export const FINANCE_SOURCES = ['tickets', 'deposits', 'refunds', 'dues', 'ledger'] as const;

export const financeLineSchema = z
  .object({
    key: z.string(),
    direction: z.enum(LEDGER_DIRECTIONS),
    source: z.enum(FINANCE_SOURCES),
    category: z.string(),
    description: z.string(),
    /** The day it happened: a show's first day, an entry's day; null for the term's dues. */
    date: isoDate.nullable(),
    amount: z.number().int(),
    /** A ledger entry's id (its receipt is at ledgerReceipt); null for the portal's lines. */
    entryId: z.number().int().nullable(),
    hasReceipt: z.boolean(),
    noReceiptReason: z.string(),
  })
  .meta({ id: 'FinanceLine' });
export type FinanceLine = z.infer<typeof financeLineSchema>;

export const termFinanceSchema = z
  .object({
    lines: z.array(financeLineSchema),
    income: z.number().int(),
    expense: z.number().int(),
    /** income − expense, in won. */
    balance: z.number().int(),
    /** Refunds approved but not sent yet: still in the balance, owed to students. */
    refundsOwed: z.object({ count: z.number().int(), amount: z.number().int() }),
    /** Whether the ledger's entries may still change, and until which day (as termLedger says). */
    editable: z.boolean(),
    editableUntil: isoDate,
  })
  .meta({ id: 'TermFinance' });
export type TermFinance = z.infer<typeof termFinanceSchema>;

export const termReportSchema = z
  .object({
    club: z.object({ clubId: z.number().int(), name: z.string() }),
    term: z.object({ termId: z.number().int(), name: z.string(), startsOn: isoDate, endsOn: isoDate }),
    /** The union the club belongs to, set by the administrator; null: none yet (no rules to check). */
    union: z.object({ name: z.string(), university: z.string() }).nullable(),
    /** The union's rules, each met or not, in the contract's order; empty without a union. */
    rules: z.array(unionRuleResultSchema),
    /** What the rules were judged on: 활동 members, their 학과, the activities that took place. */
    facts: z.object({
      members: z.number().int(),
      departments: z.array(z.object({ name: z.string(), count: z.number().int() })),
      membersWithoutDepartment: z.number().int(),
      activities: z.number().int(),
      /** Members on the roster not counted: 가입 대기, 휴학, 졸업. */
      notCounted: z.number().int(),
    }),
    /** The roster the union receives: every member but those who withdrew (연락처 only with consent). */
    roster: z.array(memberSchema),
    activities: z.array(termActivitySchema),
    finance: termFinanceSchema,
    generatedAt: isoDateTime,
  })
  .meta({ id: 'TermReport' });
export type TermReport = z.infer<typeof termReportSchema>;
