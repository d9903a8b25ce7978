import { isApiError } from '../../../lib/api-client';
import { ko } from '../../../text/ko';

/** HTTP status of a failed call (0 when no answer arrived or the error is not an API error). */
export function statusOf(error: unknown): number {
  return isApiError(error) ? error.status : 0;
}

/** "저장 실패: {server message, else error message, else 알 수 없는 오류}" (spec 2 §8). */
export function saveFailedMessage(error: unknown): string {
  const detail = error instanceof Error && error.message ? error.message : '';
  return ko.contentForms.saveFailed(detail || ko.contentForms.unknownError);
}

/** Field errors of a 400 answer, keyed by the request's field path ("scheduleDtoList.0.cost"). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return isApiError(error) ? error.fieldErrors : {};
}

/** The id of a create or update answer: the spec reads publicId, else showId, else id. */
export function savedIdOf(answer: unknown): number | null {
  if (!answer || typeof answer !== 'object') return null;
  const record = answer as Record<string, unknown>;
  for (const key of ['publicId', 'showId', 'id']) {
    const value = record[key];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  }
  return null;
}
