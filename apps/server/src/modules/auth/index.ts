/**
 * Sign-in and sessions: who is asking, and the announcement of changes to what a session says.
 * What other modules may use of this one: they import this file only, never another file of the module
 * (docs/architecture.md, "Server").
 */
export { devIdpRoutes } from './dev-idp-routes.ts';
export { devSubject } from './dev-subject.ts';
export { assertManagesNow } from './grant-window.ts';
export { createIdentityProvider, type IdentityProvider } from './provider.ts';
export { authRoutes } from './routes.ts';
export { closeSessionCache, openSessionCache, sessionsChanged } from './session-cache.ts';
export {
  cachedUserByHash,
  hashToken,
  resolveSession,
  sweepSessions,
  type SessionLookup,
  type SessionUser,
} from './sessions.ts';
export { SignInLimiter } from './sign-in-limit.ts';
