import { SeatPlanScreen } from '../seating/SeatPlanScreen';

/** /manager/schedule/:scheduleId/seats */
export function SeatPlanPage() {
  return <SeatPlanScreen />;
}
