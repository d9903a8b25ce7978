import { AttendanceBookScreen } from '../AttendanceBookScreen';

/** /manager/members/attendance */
export function AttendanceBookPage() {
  return <AttendanceBookScreen />;
}
