/**
 * The one table of what a failed call does in the browser. The server answers a stable code with its status; here
 * each status decides the reaction: a signed-out user is sent to sign in, a forbidden record says so and offers a way
 * out instead of a retry that cannot succeed, a missing record says it is missing, a conflict or bad request shows the
 * server's own message, anything else may be retried. Screens pass only the words that differ from the defaults.
 * A down server (no answer, or 5xx) is reported by the API client itself to the server-down modal.
 */
import { ko } from '../text/ko';
import { isApiError } from './api-client';

export type ErrorReaction =
  /** The session is gone: sign in again (the session-expired modal, or a link to /login). */
  | 'signIn'
  /** Not allowed: say so, offer a way out, never a retry. */
  | 'forbidden'
  /** The record does not exist (any more). */
  | 'notFound'
  /** The server refused this input or state (400, 409, 413, 415, 429): its own message is the explanation. */
  | 'refused'
  /** Anything else (network, 5xx, unreadable answer): a retry may succeed. */
  | 'retry';

export interface ErrorTexts {
  unauthorized?: string;
  forbidden?: string;
  notFound?: string;
  /** What any other failure says. */
  failed?: string;
  /** What a refused request says instead of the server's own message (e.g. a load, whose words are the screen's). */
  refused?: string;
}

export interface ErrorOutcome {
  reaction: ErrorReaction;
  message: string;
  /** The HTTP status (0 when no answer arrived). */
  status: number;
}

const REACTION_BY_STATUS: Partial<Record<number, ErrorReaction>> = {
  400: 'refused',
  401: 'signIn',
  403: 'forbidden',
  404: 'notFound',
  409: 'refused',
  413: 'refused',
  415: 'refused',
  429: 'refused',
};

const t = ko.apiErrors;

/** What a failure means for the user, and the words for it: the screen's own, else the defaults above. */
export function describeError(error: unknown, texts: ErrorTexts = {}): ErrorOutcome {
  const status = isApiError(error) ? error.status : 0;
  const reaction = REACTION_BY_STATUS[status] ?? 'retry';
  const failed = texts.failed ?? t.failed;
  switch (reaction) {
    case 'signIn':
      return { reaction, status, message: texts.unauthorized ?? t.unauthorized };
    case 'forbidden':
      return { reaction, status, message: texts.forbidden ?? t.forbidden };
    case 'notFound':
      return { reaction, status, message: texts.notFound ?? t.notFound };
    case 'refused':
      return {
        reaction,
        status,
        message: texts.refused ?? ((error instanceof Error && error.message) || failed),
      };
    default:
      return { reaction, status, message: failed };
  }
}

/** The HTTP status of a failed call (0 when no answer arrived or it is not an API error). */
export function statusOf(error: unknown): number {
  return isApiError(error) ? error.status : 0;
}
