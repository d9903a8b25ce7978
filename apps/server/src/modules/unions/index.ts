/**
 * Student unions' rules (docs/product.md#student-union-rules): per university, the administrator keeps each union's
 * rules and clubs; the term's report asks which union a club belongs to and evaluates its rules.
 * What other modules may use of this one: they import this file only, never another file of the module
 * (docs/architecture.md, "Server").
 */
export { evaluateUnionRules, type UnionFacts, type UnionRuleResult } from '@moa/contract';
export { evaluateClubUnion, unionOfClub } from './service.ts';
export { unionRoutes } from './routes.ts';
