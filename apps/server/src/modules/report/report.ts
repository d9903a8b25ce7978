import type { Member, TermActivity, TermReport, UnionFacts } from '@moa/contract';
import { evaluateUnionRules } from '@moa/contract';
import type { AppContext } from '../../lib/context.ts';
import { listTermActivities } from '../activities/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { termRoster } from '../members/index.ts';
import { unionOfClub } from '../unions/index.ts';
import { termFinance } from './finance.ts';
import { ledgerWindow } from './ledger.ts';
import * as repo from './repository.ts';

/**
 * GET …/terms/{termId}/report (docs/product.md#the-union-report): what the student union asks of a club for a term —
 * the roster, the activities, the 결산 — and which of the union's rules the club meets, judged before anything is
 * sent. The rules count 활동 members only (가입 대기, 휴학 and 졸업 are on the roster and not counted) and the
 * activities that took place by now.
 */
export async function termReport(ctx: AppContext, user: SessionUser, termId: number): Promise<TermReport> {
  const { term, members } = await termRoster(ctx, user, termId);
  const roster = members.filter((m) => m.status !== 'withdrawn');
  const [activities, union, finance, club] = await Promise.all([
    listTermActivities(ctx, term.club_id, termId),
    unionOfClub(ctx.db, term.club_id),
    termFinance(ctx.db, term),
    repo.clubOf(ctx.db, term.club_id),
  ]);
  const facts = factsOf(roster, activities, ctx.now());
  return {
    club: { clubId: club.id, name: club.name },
    term: { termId: term.id, name: term.name, startsOn: term.starts_on, endsOn: term.ends_on },
    union: union ? { name: union.name, university: union.university } : null,
    rules: union ? evaluateUnionRules(union.rules, facts) : [],
    facts,
    roster,
    activities,
    finance: { ...finance, ...ledgerWindow(ctx, term) },
    generatedAt: ctx.now().toISOString(),
  };
}

function factsOf(
  roster: Member[],
  activities: TermActivity[],
  now: Date,
): UnionFacts & { notCounted: number } {
  const counted = roster.filter((m) => m.status === 'active');
  const byDepartment = new Map<string, number>();
  let without = 0;
  for (const m of counted) {
    const name = m.department.trim();
    if (name === '') without += 1;
    else byDepartment.set(name, (byDepartment.get(name) ?? 0) + 1);
  }
  return {
    members: counted.length,
    departments: [...byDepartment]
      .map(([name, count]) => ({ name, count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'ko')),
    membersWithoutDepartment: without,
    activities: activities.filter((a) => new Date(a.startsAt).getTime() <= now.getTime()).length,
    notCounted: roster.length - counted.length,
  };
}
