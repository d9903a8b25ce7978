import { useCallback, useEffect, useRef, useState } from 'react';
import { CHECKIN_LIMITS, type CheckinConflict, type CheckinHolder } from '@moa/contract';
import { call, isApiError } from '../../lib/api-client';
import type { ConflictNotice } from './components/ConflictAlert';
import { codeHash, scheduleOfCode } from './lib/code-hash';
import { loadDevice, newScanId, saveDevice, type Device } from './lib/device';
import { admitInList, withQueued } from './lib/merge';
import { decideOffline, outcomeOf, type Outcome } from './lib/outcome';
import {
  dropScans,
  queueScan,
  queuedScans,
  readSchedule,
  writeSchedule,
  type StoredSchedule,
} from './lib/store';

/** How often an online door device syncs its queue and reads the list again (other doors' entries, conflicts). */
export const REFRESH_MS = 15_000;
/** A scan that gets no answer in this time is decided on the device and queued. */
const SCAN_TIMEOUT_MS = 4_000;

export type DoorTarget = { code: string } | { reservationId: number };

/** A failure that never reached the server: the device is offline (or the server is). */
const unreachable = (error: unknown) => isApiError(error) && error.status === 0;

/** A conflict as far as this device has heard of it: a new entry (another door's scan) makes it news again. */
const conflictKey = (c: CheckinConflict) => `${c.reservationId}:${c.entries.length}`;

function remember(mine: Map<number, number[]>, reservationId: number, at: string) {
  mine.set(reservationId, [...(mine.get(reservationId) ?? []), Date.parse(at)]);
}

/**
 * The door of one schedule (docs/product.md#door-check-in): the list kept in IndexedDB and read again every
 * REFRESH_MS while online; scans answered by the server while it can be reached, otherwise decided from the list
 * and queued; the queue synced as soon as the network is back.
 */
export function useDoor(scheduleId: number) {
  const [device, setDevice] = useState<Device>(loadDevice);
  const [schedule, setSchedule] = useState<StoredSchedule | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [online, setOnline] = useState(() => navigator.onLine);
  /** Scans waiting to sync; null until the queue has been read. */
  const [pending, setPending] = useState<number | null>(null);
  const [syncing, setSyncing] = useState(false);
  const [conflictAlert, setConflictAlert] = useState<ConflictNotice[]>([]);
  const current = useRef<StoredSchedule | null>(null);
  const deviceRef = useRef(device);
  const syncingRef = useRef(false);
  /** Reservations this device let in since the screen opened, with the times of those admissions. */
  const mine = useRef(new Map<number, number[]>());
  /** Conflicts this device has already been told of (or that were in the list it started from). */
  const seen = useRef(new Set<string>());

  /**
   * Conflicts this device's own admissions are part of, and that it has not heard of yet, are told at once, so both
   * doors hear of a ticket they both let in (docs/decisions/0009-ticket-codes-and-offline-check-in.md): from its
   * sync's answer at the door that synced second, from the next list at the door that synced first.
   */
  const notice = useCallback((conflicts: readonly CheckinConflict[]) => {
    const fresh: ConflictNotice[] = [];
    for (const conflict of conflicts) {
      const times = mine.current.get(conflict.reservationId);
      if (times && !seen.current.has(conflictKey(conflict))) fresh.push({ conflict, mine: [...times] });
      seen.current.add(conflictKey(conflict));
    }
    if (fresh.length === 0) return;
    const ids = new Set(fresh.map((n) => n.conflict.reservationId));
    setConflictAlert((shown) => [...shown.filter((n) => !ids.has(n.conflict.reservationId)), ...fresh]);
  }, []);

  const dismissConflictAlert = useCallback(() => setConflictAlert([]), []);

  const keep = useCallback(async (next: StoredSchedule) => {
    current.current = next;
    setSchedule(next);
    await writeSchedule(next);
  }, []);

  const refresh = useCallback(async () => {
    try {
      const fresh = await call('checkinSchedule', {
        params: { scheduleId },
        reportServerDown: false,
        timeoutMs: 10_000,
      });
      const queue = await queuedScans(scheduleId);
      notice(fresh.conflicts);
      await keep(withQueued(fresh, queue, deviceRef.current.label));
      setPending(queue.length);
      // the server answered, but the browser may have gone offline since it was asked: the later word wins
      setOnline(navigator.onLine);
      setLoadError(null);
    } catch (error) {
      if (unreachable(error)) setOnline(false);
      else setLoadError(error);
    } finally {
      setLoading(false);
    }
  }, [scheduleId, keep, notice]);

  /** Sends the queued scans (in slices), then reads the list again. */
  const sync = useCallback(async () => {
    if (syncingRef.current) return;
    syncingRef.current = true;
    setSyncing(true);
    try {
      const queue = await queuedScans(scheduleId);
      for (let i = 0; i < queue.length; i += CHECKIN_LIMITS.syncBatchMax) {
        const slice = queue.slice(i, i + CHECKIN_LIMITS.syncBatchMax);
        const answer = await call('checkinSync', {
          params: { scheduleId },
          body: {
            deviceId: deviceRef.current.id,
            deviceLabel: deviceRef.current.label || undefined,
            scans: slice.map(({ scanId, reservationId, count, scannedAt }) => ({
              scanId,
              reservationId,
              count,
              scannedAt,
            })),
          },
          reportServerDown: false,
          timeoutMs: 20_000,
        });
        await dropScans(slice.map((s) => s.scanId));
        for (const scan of slice) remember(mine.current, scan.reservationId, scan.scannedAt);
        notice(answer.conflicts);
        // listed at once, should the list that follows not come
        if (current.current) await keep({ ...current.current, conflicts: answer.conflicts });
      }
      await refresh();
    } catch (error) {
      if (unreachable(error)) setOnline(false);
      else setLoadError(error);
    } finally {
      syncingRef.current = false;
      setSyncing(false);
    }
  }, [scheduleId, refresh, notice, keep]);

  // the list this device kept, at once; then the server's
  useEffect(() => {
    let gone = false;
    void (async () => {
      const [saved, queue] = await Promise.all([readSchedule(scheduleId), queuedScans(scheduleId)]);
      if (gone) return;
      if (saved) {
        for (const conflict of saved.conflicts) seen.current.add(conflictKey(conflict));
        current.current = saved;
        setSchedule(saved);
        setLoading(false);
      }
      setPending(queue.length);
      await sync();
    })();
    return () => {
      gone = true;
    };
  }, [scheduleId, sync]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void sync();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    const timer = window.setInterval(() => {
      if (navigator.onLine) void sync();
    }, REFRESH_MS);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      window.clearInterval(timer);
    };
  }, [sync]);

  const rename = useCallback((label: string) => {
    const next = { ...deviceRef.current, label: label.slice(0, CHECKIN_LIMITS.deviceLabelMax) };
    deviceRef.current = next;
    saveDevice(next);
    setDevice(next);
  }, []);

  /** The holder a target names in the kept list (a code by its hash), and the schedule its code names. */
  const lookup = useCallback(
    async (target: DoorTarget): Promise<{ holder?: CheckinHolder; codeSchedule: number | null }> => {
      const list = current.current?.holders ?? [];
      if ('reservationId' in target) {
        return { holder: list.find((h) => h.reservationId === target.reservationId), codeSchedule: null };
      }
      const hash = await codeHash(target.code);
      return { holder: list.find((h) => h.codeHash === hash), codeSchedule: scheduleOfCode(target.code) };
    },
    [],
  );

  async function admitOffline(
    target: DoorTarget,
    count: number | undefined,
    scanId: string,
  ): Promise<Outcome> {
    const { holder, codeSchedule } = await lookup(target);
    const other = codeSchedule !== null && codeSchedule !== scheduleId ? codeSchedule : null;
    const outcome = decideOffline(holder, count, other);
    if (outcome.kind !== 'admitted' || !holder || !current.current) return outcome;
    const scannedAt = outcome.at!;
    await queueScan({
      scanId,
      scheduleId,
      reservationId: holder.reservationId,
      count: outcome.now,
      scannedAt,
    });
    setPending((n) => (n ?? 0) + 1);
    const change = { admitted: outcome.admitted, lastAt: scannedAt, lastDevice: deviceRef.current.label };
    await keep(admitInList(current.current, holder.reservationId, change));
    return outcome;
  }

  /** Lets `count` tickets of a target in (all that are left when absent): by the server, or offline. */
  const admit = async (target: DoorTarget, count?: number): Promise<Outcome> => {
    const scanId = newScanId();
    if (navigator.onLine) {
      try {
        const result = await call('checkinScan', {
          params: { scheduleId },
          body: {
            ...target,
            count,
            deviceId: deviceRef.current.id,
            deviceLabel: deviceRef.current.label || undefined,
            scanId,
          },
          reportServerDown: false,
          timeoutMs: SCAN_TIMEOUT_MS,
        });
        setOnline(true);
        if (result.result === 'admitted' && result.reservationId !== null && result.at) {
          remember(mine.current, result.reservationId, result.at);
        }
        const listed = current.current?.holders.some((h) => h.reservationId === result.reservationId);
        if (current.current && result.reservationId !== null && listed && result.result !== 'otherSchedule') {
          const change = { admitted: result.admitted, lastAt: result.at, lastDevice: result.device };
          await keep(admitInList(current.current, result.reservationId, change, result.counts));
        } else if (!listed && result.reservationId !== null) {
          void refresh();
        }
        return outcomeOf(result);
      } catch (error) {
        if (!unreachable(error)) throw error;
        setOnline(false);
        // no answer: decided here and queued under the same scan id, so if the server did let them in and only
        // its answer was lost, the sync finds that scan and counts nothing twice
      }
    }
    return admitOffline(target, count, scanId);
  };

  return {
    device,
    rename,
    schedule,
    loading,
    loadError,
    online,
    pending,
    syncing,
    conflictAlert,
    dismissConflictAlert,
    sync,
    refresh,
    admit,
    lookup,
  };
}
