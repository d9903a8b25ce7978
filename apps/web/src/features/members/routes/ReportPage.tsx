import { ReportScreen } from '../report/ReportScreen';

/** /manager/members/report */
export function ReportPage() {
  return <ReportScreen />;
}
