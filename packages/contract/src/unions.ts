/**
 * Student unions' rules (docs/product.md#student-union-rules): per university or campus, the administrator keeps the
 * union (총동아리연합회 …) that registers its clubs, with the rules a club must meet — at least so many members, from at
 * least so many departments, no department over a share of them, at least so many activities in the term — and which
 * clubs belong to it. The term's report (issue 30, point 6) says which rules the club meets, with evaluateUnionRules.
 */
import { z } from 'zod';
import { groupDigits } from './numbers.ts';
import { idField, idParam } from './validators.ts';

export const UNION_LIMITS = {
  nameMax: 40,
  universityMax: 40,
  /** Clubs one union may list. */
  clubsMax: 1_000,
  /** Each rule's allowed values (a whole number in the range; null: the rule is not set). */
  minMembers: { min: 1, max: 1_000 },
  minDepartments: { min: 1, max: 100 },
  maxDepartmentPercent: { min: 1, max: 100 },
  minActivities: { min: 1, max: 100 },
} as const;
const L = UNION_LIMITS;

/** The rules in the order they are shown and evaluated. */
export const UNION_RULE_KEYS = [
  'minMembers',
  'minDepartments',
  'maxDepartmentPercent',
  'minActivities',
] as const;
export type UnionRuleKey = (typeof UNION_RULE_KEYS)[number];

/** What the server answers when it refuses a union call. */
export const UNION_MESSAGES = {
  nameRequired: '학생회 이름을 입력해주세요.',
  nameTooLong: `학생회 이름은 ${L.nameMax}자까지 입력할 수 있습니다.`,
  universityTooLong: `학교·캠퍼스 이름은 ${L.universityMax}자까지 입력할 수 있습니다.`,
  minMembers: `회원 수는 ${L.minMembers.min}명에서 ${groupDigits(L.minMembers.max)}명 사이의 정수로 입력해주세요.`,
  minDepartments: `학과 수는 ${L.minDepartments.min}개에서 ${L.minDepartments.max}개 사이의 정수로 입력해주세요.`,
  maxDepartmentPercent: `한 학과 비율은 ${L.maxDepartmentPercent.min}%에서 ${L.maxDepartmentPercent.max}% 사이의 정수로 입력해주세요.`,
  minActivities: `활동 횟수는 ${L.minActivities.min}회에서 ${L.minActivities.max}회 사이의 정수로 입력해주세요.`,
  ruleRequired: '규정을 하나 이상 입력해주세요.',
  clubsTooMany: `한 학생회에 동아리는 ${groupDigits(L.clubsMax)}개까지 넣을 수 있습니다.`,
  clubInvalid: '동아리를 목록에서 골라주세요.',
  clubNotFound: (ids: readonly number[]) =>
    `찾을 수 없는 동아리가 있습니다 (번호 ${ids.join(', ')}). 새로고침 후 다시 골라주세요.`,
  nameTaken: (university: string) =>
    university
      ? `${university}에 같은 이름의 학생회가 이미 있습니다. 다른 이름을 입력해주세요.`
      : '같은 이름의 학생회가 이미 있습니다. 다른 이름을 입력해주세요.',
  notFound: '학생회를 찾을 수 없습니다.',
} as const;

const ruleValue = (key: UnionRuleKey) =>
  z
    .number({ error: UNION_MESSAGES[key] })
    .int(UNION_MESSAGES[key])
    .min(L[key].min, UNION_MESSAGES[key])
    .max(L[key].max, UNION_MESSAGES[key]);

/** A union's rules: each a whole number, or null when the union does not require it. */
export const unionRulesSchema = z.object({
  /** At least this many members (those without a 학과 included). */
  minMembers: z.number().int().nullable(),
  /** Members from at least this many distinct departments (학과, compared after trimming white space). */
  minDepartments: z.number().int().nullable(),
  /** No department may hold more than this percent of the members (exactly the percent meets the rule). */
  maxDepartmentPercent: z.number().int().nullable(),
  /** At least this many activities in the term. */
  minActivities: z.number().int().nullable(),
});
export type UnionRules = z.infer<typeof unionRulesSchema>;

export const unionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The university or campus it serves (e.g. 서울캠퍼스); '' for the whole university. */
  university: z.string(),
  rules: unionRulesSchema,
  /** The clubs that belong to it (a club belongs to one union at most); to a club's manager, only their own club. */
  clubIds: z.array(z.number().int()),
  clubCount: z.number().int(),
  updatedAt: z.string(),
});
export type Union = z.infer<typeof unionSchema>;

export const unionListSchema = z.object({ unions: z.array(unionSchema) });
export type UnionList = z.infer<typeof unionListSchema>;

/** The manager's view: their club's union and its rules, or null when the club belongs to none. */
export const clubUnionSchema = z.object({ union: unionSchema.nullable() });
export type ClubUnion = z.infer<typeof clubUnionSchema>;

/** The body of POST /api/admin/unions and PUT /api/admin/unions/{unionId}. */
export const unionRequest = z.object({
  name: z
    .string({ error: UNION_MESSAGES.nameRequired })
    .trim()
    .min(1, UNION_MESSAGES.nameRequired)
    .max(L.nameMax, UNION_MESSAGES.nameTooLong),
  university: z
    .string({ error: UNION_MESSAGES.universityTooLong })
    .trim()
    .max(L.universityMax, UNION_MESSAGES.universityTooLong)
    .default(''),
  rules: z
    .object(
      {
        minMembers: ruleValue('minMembers').nullable().default(null),
        minDepartments: ruleValue('minDepartments').nullable().default(null),
        maxDepartmentPercent: ruleValue('maxDepartmentPercent').nullable().default(null),
        minActivities: ruleValue('minActivities').nullable().default(null),
      },
      { error: UNION_MESSAGES.ruleRequired },
    )
    .refine((r) => UNION_RULE_KEYS.some((k) => r[k] !== null), { message: UNION_MESSAGES.ruleRequired }),
  /** The clubs that belong to it; a club of another union moves to this one. Repeated ids count once. */
  clubIds: z
    .array(idField(UNION_MESSAGES.clubInvalid), { error: UNION_MESSAGES.clubInvalid })
    .max(L.clubsMax, UNION_MESSAGES.clubsTooMany)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type UnionRequest = z.input<typeof unionRequest>;
export type UnionBody = z.output<typeof unionRequest>;

export const unionIdParams = z.object({ unionId: idParam });

// ---- evaluation ----

/** What the term's report knows of a club, to evaluate the rules on. */
export interface UnionFacts {
  /** Every member counted for the union, those without a 학과 included. */
  members: number;
  /** Members per 학과; names are compared after trimming white space (a blank name counts as no 학과). */
  departments: { name: string; count: number }[];
  /** Members who did not give a 학과: they count as members, never toward distinct departments. */
  membersWithoutDepartment: number;
  /** Activities in the term. */
  activities: number;
}

export const unionRuleResultSchema = z.object({
  rule: z.enum(UNION_RULE_KEYS),
  /** The rule in words, e.g. '회원 20명 이상'. */
  label: z.string(),
  required: z.number(),
  /** The club's figure: members, distinct departments, the largest department's percent (one decimal), activities. */
  actual: z.number(),
  met: z.boolean(),
  /** Why, in Korean: '현재 18명 — 2명 부족', '경영학과 11명(52.4%)이 가장 많습니다 — 50%를 넘습니다'. */
  detail: z.string(),
});
export type UnionRuleResult = z.infer<typeof unionRuleResultSchema>;

/** The rule in words, as the report and the administrator's list say it. */
export function unionRuleLabel(rule: UnionRuleKey, value: number): string {
  switch (rule) {
    case 'minMembers':
      return `회원 ${groupDigits(value)}명 이상`;
    case 'minDepartments':
      return `학과 ${value}개 이상`;
    case 'maxDepartmentPercent':
      return `한 학과 ${value}% 이하`;
    case 'minActivities':
      return `학기 활동 ${value}회 이상`;
  }
}

/** A share in percent: whole, or with its one decimal. */
function percentText(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/**
 * Which of a union's rules a club meets. Only the rules that are set are listed, in UNION_RULE_KEYS order.
 *
 * - Members without a 학과 count as members (minMembers, and the whole the share is taken of) but not toward
 *   distinct departments; a department's name is trimmed, and a blank one counts as none.
 * - The share rule: a department's share is its count over all members; "over the percent" is strictly more
 *   (exactly 50% meets a 50% rule), decided in whole numbers (count × 100 ≤ percent × members). A club without
 *   members, or whose members gave no 학과, has no department over any share.
 */
export function evaluateUnionRules(rules: UnionRules, facts: UnionFacts): UnionRuleResult[] {
  const byName = new Map<string, number>();
  let withoutDepartment = Math.max(0, facts.membersWithoutDepartment);
  for (const d of facts.departments) {
    const name = d.name.trim();
    if (d.count <= 0) continue;
    if (name === '') withoutDepartment += d.count;
    else byName.set(name, (byName.get(name) ?? 0) + d.count);
  }
  // The members are at least those the departments and the members without one add up to.
  const counted = [...byName.values()].reduce((a, b) => a + b, 0) + withoutDepartment;
  const members = Math.max(0, facts.members, counted);
  const without = withoutDepartment > 0 ? `학과를 적지 않은 회원 ${withoutDepartment}명` : '';
  const results: UnionRuleResult[] = [];

  for (const rule of UNION_RULE_KEYS) {
    const required = rules[rule];
    if (required === null) continue;
    const label = unionRuleLabel(rule, required);
    if (rule === 'minMembers') {
      const met = members >= required;
      results.push({
        rule,
        label,
        required,
        actual: members,
        met,
        detail: `현재 ${members}명${met ? '' : ` — ${required - members}명 부족`}`,
      });
    } else if (rule === 'minDepartments') {
      const actual = byName.size;
      const met = actual >= required;
      results.push({
        rule,
        label,
        required,
        actual,
        met,
        detail:
          `현재 ${actual}개 학과${met ? '' : ` — ${required - actual}개 부족`}` +
          (without ? ` (${without}은 학과 수에 세지 않았습니다)` : ''),
      });
    } else if (rule === 'maxDepartmentPercent') {
      const largest = Math.max(0, ...byName.values());
      if (members === 0 || largest === 0) {
        results.push({
          rule,
          label,
          required,
          actual: 0,
          met: true,
          detail: members === 0 ? '회원이 없습니다' : '학과를 적은 회원이 없습니다',
        });
        continue;
      }
      const met = largest * 100 <= required * members;
      // One decimal, kept on the side of the limit the exact share is on (50.04% over a 50% rule reads 50.1%).
      const rounded = Math.round((largest * 1000) / members);
      const actual = (met ? Math.min(rounded, required * 10) : Math.max(rounded, required * 10 + 1)) / 10;
      const names = [...byName]
        .filter(([, count]) => count === largest)
        .map(([name]) => name)
        .sort((a, b) => a.localeCompare(b, 'ko'));
      const who = names.length === 1 ? `${names[0]} ${largest}명` : `${names.join('·')} 각 ${largest}명`;
      results.push({
        rule,
        label,
        required,
        actual,
        met,
        detail:
          `${who}(${percentText(actual)}%)이 가장 많습니다${met ? '' : ` — ${required}%를 넘습니다`}` +
          (without ? ` (${without}도 전체 ${members}명에 넣어 셌습니다)` : ''),
      });
    } else {
      const actual = Math.max(0, facts.activities);
      const met = actual >= required;
      results.push({
        rule,
        label,
        required,
        actual,
        met,
        detail: `현재 ${actual}회${met ? '' : ` — ${required - actual}회 부족`}`,
      });
    }
  }
  return results;
}
