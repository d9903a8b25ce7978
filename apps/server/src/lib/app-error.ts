import type { ErrorCode } from '@moa/contract';
import { ERROR_STATUS } from '@moa/contract';

/** The one error type services throw; the error handler turns it into the contract's error body. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors: Record<string, string> | undefined;

  constructor(code: ErrorCode, message: string, fieldErrors?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.fieldErrors = fieldErrors;
  }
}
