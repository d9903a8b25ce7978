import { seatsLabel, type Schedule, type SeatMap } from '@moa/contract';
import { seatsKo } from '../../../text/ko-seats';
import { gradeOfChoice } from '../lib/seat-choice';
import { useSelectedSeats, type SeatSelection } from '../lib/seat-selection';
import { ReserveCheckout, type CheckoutStatus } from './ReserveCheckout';

export interface SeatedCheckoutProps {
  selection: SeatSelection;
  seatMap: SeatMap | undefined;
  status: CheckoutStatus;
  picked: Schedule;
  /** A phone: the total and 예매하기 ride in a bar fixed to the bottom of the screen. */
  bar: boolean;
  onReserve: () => void;
}

/**
 * The total and 예매하기 of a seated schedule: its tickets are the chosen seats, at their grade's price, said as
 * "가열 5·6번 · R석 2매". It follows the choice itself, so a seat toggled renders this and the chooser alone.
 */
export function SeatedCheckout({ selection, seatMap, status, picked, bar, onReserve }: SeatedCheckoutProps) {
  const seats = useSelectedSeats(selection);
  const gradeIndex = seatMap ? gradeOfChoice(seatMap, seats) : null;
  const grade = gradeIndex === null ? null : (seatMap?.grades[gradeIndex] ?? null);
  const seatLine =
    grade && seats.length > 0 ? seatsKo.choose.bar(seatsLabel(seats), grade.name, seats.length) : null;
  return (
    <ReserveCheckout
      status={status}
      picked={picked}
      tickets={seats.length}
      unitPrice={grade?.price ?? picked.cost}
      seatLine={seatLine}
      bar={bar}
      onReserve={onReserve}
    />
  );
}
