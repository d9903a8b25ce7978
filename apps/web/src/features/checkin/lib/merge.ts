import type { CheckinHolder, CheckinResult, CheckinSchedule } from '@moa/contract';
import type { PendingScan, StoredSchedule } from './store';

/**
 * A list from the server with this device's scans that still wait to be synced laid on top, so a reload or a refresh
 * never lets a ticket in twice that this device already let in offline.
 */
export function withQueued(
  server: CheckinSchedule,
  queue: readonly PendingScan[],
  label: string,
): StoredSchedule {
  const extra = new Map<number, PendingScan[]>();
  for (const scan of queue) extra.set(scan.reservationId, [...(extra.get(scan.reservationId) ?? []), scan]);
  let added = 0;
  const holders = server.holders.map((h) => {
    const mine = extra.get(h.reservationId);
    if (!mine) return h;
    const count = mine.reduce((n, s) => n + s.count, 0);
    const admitted = Math.min(h.tickets, h.admitted + count);
    added += admitted - h.admitted;
    return { ...h, admitted, lastAt: mine[mine.length - 1]!.scannedAt, lastDevice: label };
  });
  return {
    ...server,
    holders,
    counts: { ...server.counts, admitted: server.counts.admitted + added },
    fetchedAt: new Date().toISOString(),
  };
}

/** The list after one admission (by the server's answer, or made offline). */
export function admitInList(
  schedule: StoredSchedule,
  reservationId: number,
  change: Pick<CheckinHolder, 'admitted' | 'lastAt' | 'lastDevice'>,
  counts?: CheckinResult['counts'],
): StoredSchedule {
  let added = 0;
  const holders = schedule.holders.map((h) => {
    if (h.reservationId !== reservationId) return h;
    added = change.admitted - h.admitted;
    return { ...h, ...change };
  });
  return {
    ...schedule,
    holders,
    counts: counts ?? { ...schedule.counts, admitted: schedule.counts.admitted + added },
  };
}
