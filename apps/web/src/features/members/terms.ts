/**
 * The terms the forms start from (docs/product.md#members): by default 1학기 3/1–8/31 and 2학기 9/1 to the end of
 * February; a new club's first term is the one today falls in, a renewal's the one after the term it starts from.
 */
import { MEMBER_LIMITS, seoulDateTime, type Term, type TermRequest } from '@moa/contract';
import { membersKo } from '../../text/ko-members';

const pad = (n: number) => String(n).padStart(2, '0');

/** The last day of February of a year. */
const februaryEnd = (year: number) => `${year}-02-${new Date(Date.UTC(year, 2, 0)).getUTCDate()}`;

/** The default term a day (YYYY-MM-DD) falls in. */
export function defaultTermOf(day: string): TermRequest {
  const year = Number(day.slice(0, 4));
  const monthDay = day.slice(5, 10);
  if (monthDay >= MEMBER_LIMITS.springStart && monthDay < MEMBER_LIMITS.autumnStart) {
    return {
      name: membersKo.terms.defaultName(year, 1),
      startsOn: `${year}-${MEMBER_LIMITS.springStart}`,
      endsOn: `${year}-08-31`,
    };
  }
  const start = monthDay >= MEMBER_LIMITS.autumnStart ? year : year - 1;
  return {
    name: membersKo.terms.defaultName(start, 2),
    startsOn: `${start}-${MEMBER_LIMITS.autumnStart}`,
    endsOn: februaryEnd(start + 1),
  };
}

/** The day after a day (YYYY-MM-DD). */
export function dayAfter(day: string): string {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** Today in Seoul (YYYY-MM-DD). */
export const seoulToday = (now: Date = new Date()) => seoulDateTime(now).slice(0, 10);

/** A day of the term for a new record: today, or the term's nearest end when today lies outside it. */
export function dayInTerm(term: Pick<Term, 'startsOn' | 'endsOn'>, now: Date = new Date()): string {
  const today = seoulToday(now);
  return today < term.startsOn ? term.startsOn : today > term.endsOn ? term.endsOn : today;
}

/** The last day a term's activity records and ledger may change (docs/product.md#the-union-report). */
export function reportOpenUntil(term: Pick<Term, 'endsOn'>): string {
  let day = term.endsOn;
  for (let i = 0; i < MEMBER_LIMITS.reportDaysAfterTerm; i++) day = dayAfter(day);
  return day;
}

/** The term a renewal of `term` starts: the default term of the day after it ends. */
export const nextTermOf = (term: Pick<Term, 'endsOn'>): TermRequest => defaultTermOf(dayAfter(term.endsOn));

/** The term a new club starts with: the default term today falls in, or the one after the newest term. */
export const newTermFor = (terms: readonly Term[], now?: Date): TermRequest => {
  const newest = terms[0];
  return newest ? nextTermOf(newest) : defaultTermOf(seoulToday(now));
};
