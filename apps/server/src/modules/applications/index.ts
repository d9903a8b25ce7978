/**
 * Recruiting applications: forms, reviews, interview slots; the questions are edited with a post.
 * What other modules may use of this one: they import this file only, never another file of the module
 * (docs/architecture.md, "Server").
 */
export { questionsForEdit, questionsOf, saveQuestions } from './questions.ts';
export { deleteExpiredApplications, RETENTION_INTERVAL_MS } from './retention.ts';
export { applicationRoutes } from './routes.ts';
