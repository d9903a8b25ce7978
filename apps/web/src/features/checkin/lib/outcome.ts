import type { CheckinHolder, CheckinResult, CheckinResultKind, ReservationStatus } from '@moa/contract';

/** What the door shows after a scan, from the server's answer or decided on the device while offline. */
export interface Outcome {
  kind: CheckinResultKind;
  name: string;
  tickets: number;
  /** A seated schedule's seats by key: the door says them ("가열 5·6번"). */
  seats: readonly string[];
  /** Let in by this scan. */
  now: number;
  /** Let in so far (this scan included). */
  admitted: number;
  at: string | null;
  device: string | null;
  status: ReservationStatus | null;
  otherSchedule: CheckinResult['otherSchedule'];
  /** Decided on the device, without the server (queued for sync when admitted). */
  offline: boolean;
}

export function outcomeOf(result: CheckinResult): Outcome {
  return {
    kind: result.result,
    name: result.name,
    tickets: result.tickets,
    seats: result.seats,
    now: result.admittedNow,
    admitted: result.admitted,
    at: result.at,
    device: result.device,
    status: result.status,
    otherSchedule: result.otherSchedule,
    offline: false,
  };
}

/**
 * The device's own answer while offline, from its copy of the list: the same rules as the server's, except that a
 * code whose schedule is another one cannot be checked without the server and is only said to be another schedule's.
 */
export function decideOffline(
  holder: CheckinHolder | undefined,
  count: number | undefined,
  otherScheduleId: number | null,
): Outcome {
  const base: Outcome = {
    kind: 'unknown',
    name: '',
    tickets: 0,
    seats: [],
    now: 0,
    admitted: 0,
    at: null,
    device: null,
    status: null,
    otherSchedule: null,
    offline: true,
  };
  if (!holder) {
    return otherScheduleId === null ? base : { ...base, kind: 'otherSchedule' };
  }
  const known = {
    ...base,
    name: holder.name,
    tickets: holder.tickets,
    seats: holder.seats,
    admitted: holder.admitted,
    status: holder.status,
    at: holder.lastAt,
    device: holder.lastDevice,
  };
  if (holder.status !== 'paid') return { ...known, kind: 'unpaid' };
  const left = holder.tickets - holder.admitted;
  const n = count ?? left;
  if (n <= 0 || n > left) return { ...known, kind: 'already' };
  return {
    ...known,
    kind: 'admitted',
    now: n,
    admitted: holder.admitted + n,
    at: new Date().toISOString(),
    device: null,
  };
}
