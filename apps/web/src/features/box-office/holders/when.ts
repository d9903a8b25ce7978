import { seoulDateTime } from '@moa/contract';

/** Short Seoul times for the holder table's narrow cells: '11.24 19:05' (docs/product.md: times in Asia/Seoul). */
export function shortDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const wall = seoulDateTime(date);
  return `${wall.slice(5, 7)}.${wall.slice(8, 10)} ${wall.slice(11, 16)}`;
}
