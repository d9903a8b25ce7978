import { AppError } from './app-error.ts';

/** A manager touches only their own club's records: unknown → 404, another club's → 403. */
export function assertOwned<T extends { club_id: number }>(
  row: T | undefined,
  clubId: number,
  what: string,
): T {
  if (!row) throw new AppError('NOT_FOUND', `${what}을(를) 찾을 수 없습니다.`);
  if (row.club_id !== clubId) throw new AppError('FORBIDDEN', `이 ${what}에 대한 권한이 없습니다.`);
  return row;
}
