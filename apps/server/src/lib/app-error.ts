import type { ErrorBody, ErrorCode } from '@moa/contract';
import { ERROR_STATUS } from '@moa/contract';

export type ErrorExtra = Pick<ErrorBody, 'rowErrors' | 'statementMapping' | 'takenSeats'>;

/** The one error type services throw; the error handler turns it into the contract's error body. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors: Record<string, string> | undefined;
  /** The error body's extra parts some codes carry (a statement's rowErrors, its column-mapping step). */
  readonly extra: ErrorExtra | undefined;

  constructor(code: ErrorCode, message: string, fieldErrors?: Record<string, string>, extra?: ErrorExtra) {
    // A refusal (4xx) is an answer, not a fault: nothing logs its stack, and capturing one was a sixth of an early
    // refusal's cost in the rush profile (docs/decisions/0023-early-refusals.md). Faults (5xx) keep theirs for the log.
    const limit = Error.stackTraceLimit;
    if (ERROR_STATUS[code] < 500) Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.fieldErrors = fieldErrors;
    this.extra = extra;
  }
}
