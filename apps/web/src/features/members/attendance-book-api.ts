/** The term's attendance (출석부, docs/product.md#meetings-and-attendance): the matrix and its XLSX, by contract name. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TermAttendanceQuery } from '@moa/contract';
import { call, download } from '../../lib/api-client';
import { memberKeys } from './api';

export function attendanceBookQuery(termId: number, filters: TermAttendanceQuery) {
  return queryOptions({
    queryKey: [...memberKeys.all, 'attendance', termId, filters] as const,
    queryFn: ({ signal }) => call('termAttendance', { params: { termId }, query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

export const downloadAttendanceXlsx = (termId: number, filters: TermAttendanceQuery) =>
  download('termAttendanceXlsx', { params: { termId }, query: filters });
