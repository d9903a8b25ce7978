/**
 * What a door device keeps in IndexedDB (docs/decisions/0009-ticket-codes-and-offline-check-in.md): each schedule's
 * holder list as last received (with this device's own admissions applied), and the scans made offline that wait to
 * be synced. Both outlive a reload or a crashed tab, so no queued scan is lost.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { CheckinSchedule, QueuedScan } from '@moa/contract';

export interface StoredSchedule extends CheckinSchedule {
  /** When the list was received from the server. */
  fetchedAt: string;
}

export interface PendingScan extends QueuedScan {
  scheduleId: number;
}

interface DoorDb extends DBSchema {
  sessions: { key: number; value: StoredSchedule };
  queue: { key: string; value: PendingScan; indexes: { bySchedule: number } };
}

let opening: Promise<IDBPDatabase<DoorDb>> | null = null;

function database(): Promise<IDBPDatabase<DoorDb>> {
  opening ??= openDB<DoorDb>('moa-checkin', 1, {
    upgrade(db) {
      db.createObjectStore('sessions', { keyPath: 'scheduleId' });
      db.createObjectStore('queue', { keyPath: 'scanId' }).createIndex('bySchedule', 'scheduleId');
    },
  });
  return opening;
}

export async function readSchedule(scheduleId: number): Promise<StoredSchedule | undefined> {
  return (await database()).get('sessions', scheduleId);
}

export async function writeSchedule(schedule: StoredSchedule): Promise<void> {
  await (await database()).put('sessions', schedule);
}

export async function queueScan(scan: PendingScan): Promise<void> {
  await (await database()).put('queue', scan);
}

/** The schedule's queued scans in the order they were made. */
export async function queuedScans(scheduleId: number): Promise<PendingScan[]> {
  const scans = await (await database()).getAllFromIndex('queue', 'bySchedule', scheduleId);
  return scans.sort((a, b) => a.scannedAt.localeCompare(b.scannedAt) || a.scanId.localeCompare(b.scanId));
}

export async function dropScans(scanIds: readonly string[]): Promise<void> {
  const tx = (await database()).transaction('queue', 'readwrite');
  await Promise.all([...scanIds.map((id) => tx.store.delete(id)), tx.done]);
}
