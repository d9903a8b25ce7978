import fs from 'node:fs';
import path from 'node:path';
import { evaluateUnionRules, type UnionFacts, type UnionRuleKey, type UnionRules } from '@moa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateClubUnion } from '../src/modules/unions/index.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, insertClub, signInAs } from './support.ts';

/**
 * The rules' evaluation (docs/product.md#student-union-rules) on three unions' rule sets modelled on published
 * requirements (fixtures/union-rules/README.md says where each comes from and what is guessed), each on the same
 * clubs' facts, which sit on the rules' boundaries.
 */
interface FixtureUnion {
  key: 'cha' | 'sungshin' | 'khu';
  name: string;
  university: string;
  rules: UnionRules;
}
const FIXTURE: { unions: FixtureUnion[] } = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'fixtures/union-rules/unions.json'), 'utf8'),
);

const dept = (name: string, count: number) => ({ name, count });
const CLUBS = {
  /** On the minimums: 20 members, 4 departments, the largest at exactly half, 6 activities. */
  atTheLine: {
    members: 20,
    departments: [dept('경영학과', 10), dept('컴퓨터공학과', 5), dept('국어국문학과', 3), dept('화학과', 2)],
    membersWithoutDepartment: 0,
    activities: 6,
  },
  /** One below each: 19 members, 3 departments, 5 activities. */
  oneShort: {
    members: 19,
    departments: [dept('경영학과', 9), dept('컴퓨터공학과', 5), dept('국어국문학과', 5)],
    membersWithoutDepartment: 0,
    activities: 5,
  },
  /** Members without a 학과, and one 학과 written with stray spaces (one department after trimming). */
  someWithout: {
    members: 16,
    departments: [dept(' 물리학과', 4), dept('물리학과 ', 3), dept('천문우주학과', 3)],
    membersWithoutDepartment: 6,
    activities: 0,
  },
  /** A club with nobody yet. */
  empty: { members: 0, departments: [], membersWithoutDepartment: 0, activities: 0 },
} satisfies Record<string, UnionFacts>;
type ClubKey = keyof typeof CLUBS;

type Row = [rule: UnionRuleKey, met: boolean, actual: number, detail: string];
const W6 = '학과를 적지 않은 회원 6명';

const EXPECTED: Record<FixtureUnion['key'], Record<ClubKey, Row[]>> = {
  cha: {
    atTheLine: [
      ['minMembers', true, 20, '현재 20명'],
      ['minDepartments', true, 4, '현재 4개 학과'],
      // Half is "2분의 1 이상": refused, by a 49% rule.
      ['maxDepartmentPercent', false, 50, '경영학과 10명(50%)이 가장 많습니다 — 49%를 넘습니다'],
      ['minActivities', true, 6, '현재 6회'],
    ],
    oneShort: [
      ['minMembers', false, 19, '현재 19명 — 1명 부족'],
      ['minDepartments', true, 3, '현재 3개 학과'],
      ['maxDepartmentPercent', true, 47.4, '경영학과 9명(47.4%)이 가장 많습니다'],
      ['minActivities', true, 5, '현재 5회'],
    ],
    someWithout: [
      ['minMembers', false, 16, '현재 16명 — 4명 부족'],
      ['minDepartments', false, 2, `현재 2개 학과 — 1개 부족 (${W6}은 학과 수에 세지 않았습니다)`],
      [
        'maxDepartmentPercent',
        true,
        43.8,
        `물리학과 7명(43.8%)이 가장 많습니다 (${W6}도 전체 16명에 넣어 셌습니다)`,
      ],
      ['minActivities', false, 0, '현재 0회 — 1회 부족'],
    ],
    empty: [
      ['minMembers', false, 0, '현재 0명 — 20명 부족'],
      ['minDepartments', false, 0, '현재 0개 학과 — 3개 부족'],
      ['maxDepartmentPercent', true, 0, '회원이 없습니다'],
      ['minActivities', false, 0, '현재 0회 — 1회 부족'],
    ],
  },
  sungshin: {
    atTheLine: [
      ['minMembers', true, 20, '현재 20명'],
      ['minDepartments', true, 4, '현재 4개 학과'],
    ],
    oneShort: [
      ['minMembers', true, 19, '현재 19명'],
      ['minDepartments', false, 3, '현재 3개 학과 — 1개 부족'],
    ],
    someWithout: [
      ['minMembers', true, 16, '현재 16명'],
      ['minDepartments', false, 2, `현재 2개 학과 — 2개 부족 (${W6}은 학과 수에 세지 않았습니다)`],
    ],
    empty: [
      ['minMembers', false, 0, '현재 0명 — 15명 부족'],
      ['minDepartments', false, 0, '현재 0개 학과 — 4개 부족'],
    ],
  },
  khu: {
    atTheLine: [
      ['minMembers', true, 20, '현재 20명'],
      ['minActivities', true, 6, '현재 6회'],
    ],
    oneShort: [
      ['minMembers', true, 19, '현재 19명'],
      ['minActivities', false, 5, '현재 5회 — 1회 부족'],
    ],
    someWithout: [
      ['minMembers', true, 16, '현재 16명'],
      ['minActivities', false, 0, '현재 0회 — 6회 부족'],
    ],
    empty: [
      ['minMembers', false, 0, '현재 0명 — 10명 부족'],
      ['minActivities', false, 0, '현재 0회 — 6회 부족'],
    ],
  },
};

const LABELS: Record<FixtureUnion['key'], string[]> = {
  cha: ['회원 20명 이상', '학과 3개 이상', '한 학과 49% 이하', '학기 활동 1회 이상'],
  sungshin: ['회원 15명 이상', '학과 4개 이상'],
  khu: ['회원 10명 이상', '학기 활동 6회 이상'],
};

describe("evaluateUnionRules on three unions' rule sets", () => {
  for (const u of FIXTURE.unions) {
    for (const club of Object.keys(CLUBS) as ClubKey[]) {
      it(`${u.key}: ${club}`, () => {
        const results = evaluateUnionRules(u.rules, CLUBS[club]);
        expect(results.map((r) => [r.rule, r.met, r.actual, r.detail])).toEqual(EXPECTED[u.key][club]);
        expect(results.map((r) => r.label)).toEqual(LABELS[u.key]);
        for (const r of results) expect(r.required).toBe(u.rules[r.rule]);
      });
    }
  }
});

describe('evaluateUnionRules at the boundaries', () => {
  const only = (rules: Partial<UnionRules>): UnionRules => ({
    minMembers: null,
    minDepartments: null,
    maxDepartmentPercent: null,
    minActivities: null,
    ...rules,
  });
  const facts = (departments: [string, number][], without = 0, members?: number): UnionFacts => ({
    members: members ?? departments.reduce((n, [, c]) => n + c, 0) + without,
    departments: departments.map(([name, count]) => ({ name, count })),
    membersWithoutDepartment: without,
    activities: 0,
  });
  const share = (percent: number, f: UnionFacts) =>
    evaluateUnionRules(only({ maxDepartmentPercent: percent }), f)[0]!;

  it('lists nothing when no rule is set, and only the set rules in their order', () => {
    expect(evaluateUnionRules(only({}), CLUBS.atTheLine)).toEqual([]);
    expect(
      evaluateUnionRules(only({ minActivities: 1, minMembers: 1 }), CLUBS.atTheLine).map((r) => r.rule),
    ).toEqual(['minMembers', 'minActivities']);
  });

  it('meets a share of exactly the percent, and not one member more', () => {
    expect(
      share(
        50,
        facts([
          ['경영학과', 10],
          ['경제학과', 10],
        ]),
      ),
    ).toMatchObject({ met: true, actual: 50 });
    const over = share(
      50,
      facts([
        ['경영학과', 11],
        ['경제학과', 10],
      ]),
    );
    expect(over).toMatchObject({ met: false, actual: 52.4 });
    expect(over.detail).toBe('경영학과 11명(52.4%)이 가장 많습니다 — 50%를 넘습니다');
    // 24 of 49 (48.98 %) meets 49; 25 of 51 (49.02 %) does not, and never reads as 49 %.
    expect(
      share(
        49,
        facts([
          ['경영학과', 24],
          ['경제학과', 24],
          ['법학과', 1],
        ]),
      ),
    ).toMatchObject({
      met: true,
      actual: 49,
    });
    expect(
      share(
        49,
        facts([
          ['경영학과', 25],
          ['경제학과', 26],
        ]),
      ),
    ).toMatchObject({ met: false, actual: 51 });
    expect(
      share(
        49,
        facts([
          ['경영학과', 25],
          ['경제학과', 24],
          ['법학과', 2],
        ]),
      ),
    ).toMatchObject({
      met: false,
      actual: 49.1,
    });
    // 5,002 of 10,000 is over 50 % by a hair: 50.1 %, never 50 %.
    expect(
      share(
        50,
        facts([
          ['경영학과', 5002],
          ['경제학과', 4998],
        ]),
      ),
    ).toMatchObject({ met: false, actual: 50.1 });
    expect(share(100, facts([['경영학과', 7]]))).toMatchObject({ met: true, actual: 100 });
  });

  it('names every department tied for the most', () => {
    expect(
      share(
        50,
        facts([
          ['경제학과', 5],
          ['경영학과', 5],
        ]),
      ).detail,
    ).toBe('경영학과·경제학과 각 5명(50%)이 가장 많습니다');
  });

  it('counts members without a 학과 as members but not as a department', () => {
    const f = facts([], 3);
    const results = evaluateUnionRules(
      only({ minMembers: 3, minDepartments: 1, maxDepartmentPercent: 10 }),
      f,
    );
    expect(results.map((r) => [r.met, r.actual, r.detail])).toEqual([
      [true, 3, '현재 3명'],
      [false, 0, '현재 0개 학과 — 1개 부족 (학과를 적지 않은 회원 3명은 학과 수에 세지 않았습니다)'],
      [true, 0, '학과를 적은 회원이 없습니다'],
    ]);
    // Without them the largest department would be half; with them it is a third.
    const withThem = share(
      50,
      facts(
        [
          ['경영학과', 2],
          ['경제학과', 2],
        ],
        2,
      ),
    );
    expect(withThem).toMatchObject({ met: true, actual: 33.3 });
    expect(withThem.detail).toBe(
      '경영학과·경제학과 각 2명(33.3%)이 가장 많습니다 (학과를 적지 않은 회원 2명도 전체 6명에 넣어 셌습니다)',
    );
  });

  it('trims department names; a blank one is no department', () => {
    const f = facts([
      ['  국어국문학과', 1],
      ['국어국문학과\t', 1],
      ['   ', 2],
      ['사학과', 1],
    ]);
    const [departments, largest] = evaluateUnionRules(
      only({ minDepartments: 2, maxDepartmentPercent: 40 }),
      f,
    );
    expect(departments).toMatchObject({ met: true, actual: 2 });
    expect(departments!.detail).toBe('현재 2개 학과 (학과를 적지 않은 회원 2명은 학과 수에 세지 않았습니다)');
    expect(largest).toMatchObject({ met: true, actual: 40 });
    expect(largest!.detail).toBe(
      '국어국문학과 2명(40%)이 가장 많습니다 (학과를 적지 않은 회원 2명도 전체 5명에 넣어 셌습니다)',
    );
  });

  it('takes the members as at least the departments add up to', () => {
    expect(
      evaluateUnionRules(
        only({ minMembers: 3 }),
        facts(
          [
            ['경영학과', 2],
            ['경제학과', 1],
          ],
          0,
          1,
        ),
      )[0],
    ).toMatchObject({ met: true, actual: 3 });
  });
});

describe.each(DB_KINDS)("the three unions' rules kept and evaluated through the app (%s)", (kind) => {
  let t: TestApp;
  let admin: string;
  const clubOf = new Map<FixtureUnion['key'], number>();

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    admin = (await signInAs(t.app, 'admin@example.ac.kr')).token;
    for (const u of FIXTURE.unions) clubOf.set(u.key, await insertClub(t.db, `${u.key} 시험 동아리`));
  });
  afterAll(async () => t?.close());

  it('stores each rule set as given and evaluates the club of each union as the pure function does', async () => {
    for (const u of FIXTURE.unions) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/unions',
        headers: bearer(admin),
        payload: { name: u.name, university: u.university, rules: u.rules, clubIds: [clubOf.get(u.key)] },
      });
      expect(res.statusCode, u.key).toBe(200);
      expect(res.json().rules).toEqual(u.rules);
    }
    for (const u of FIXTURE.unions) {
      for (const club of Object.keys(CLUBS) as ClubKey[]) {
        const evaluated = await evaluateClubUnion(t.db, clubOf.get(u.key)!, CLUBS[club]);
        expect(evaluated!.union).toMatchObject({ name: u.name, university: u.university, rules: u.rules });
        expect(evaluated!.results).toEqual(evaluateUnionRules(u.rules, CLUBS[club]));
      }
    }
    const outside = await insertClub(t.db, '소속 없는 동아리');
    expect(await evaluateClubUnion(t.db, outside, CLUBS.atTheLine)).toBeNull();
  });
});
