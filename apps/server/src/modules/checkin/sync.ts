import type { CheckinSyncRequest, CheckinSyncResult, QueuedScan, SyncResultKind } from '@moa/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { SessionUser } from '../auth/index.ts';
import { doorAccess } from './access.ts';
import { scheduleState } from './door-list.ts';
import * as repo from './repository.ts';
import { scanner } from './scan.ts';

/** A compare-and-set that keeps losing (doors racing on one ticket) is tried this often before giving up. */
const CAS_TRIES = 20;
/** A device clock ahead of the server's by more than this is not believed: the scan counts as made on arrival. */
const CLOCK_AHEAD_MS = 10 * 60_000;

type Device = ReturnType<typeof scanner>;
type Synced = CheckinSyncResult['results'][number];

/** The device's time of the scan, unless it lies in the future. */
function scanTime(scannedAt: string, now: Date): string {
  const t = Date.parse(scannedAt);
  return t > now.getTime() + CLOCK_AHEAD_MS ? now.toISOString() : new Date(t).toISOString();
}

/**
 * One offline scan: the people already went in at the door, so it is recorded whatever it finds. It lets in what is
 * left of the reservation's tickets, up to the scan's count (a compare-and-set on the admitted count, retried when
 * another door came first); what the tickets do not cover is a conflict, reported to every door.
 */
async function applyScan(
  ctx: AppContext,
  scheduleId: number,
  device: Device,
  scan: QueuedScan,
): Promise<Synced> {
  const done = (result: SyncResultKind, admitted: number): Synced => ({
    scanId: scan.scanId,
    reservationId: scan.reservationId,
    result,
    admitted,
  });
  const now = ctx.now();
  const at = scanTime(scan.scannedAt, now);
  for (let attempt = 0; attempt < CAS_TRIES; attempt++) {
    const earlier = await repo.findScan(ctx.db, device.id, scan.scanId);
    if (earlier) return done(earlier.result, earlier.admitted);
    const holder = await repo.findTicketHolder(ctx.db, scan.reservationId);
    if (!holder || holder.schedule_id !== scheduleId) return done('unknown', 0);
    const paid = holder.status === 'paid';
    const take = paid ? Math.min(scan.count, holder.ticket_count - holder.admitted_tickets) : 0;
    const result: SyncResultKind = !paid ? 'unpaid' : take < scan.count ? 'conflict' : 'admitted';
    try {
      const applied = await ctx.db.transaction().execute(async (trx) => {
        const from = holder.admitted_tickets;
        if (take > 0 && !(await repo.admitFrom(trx, holder.id, from, from + take, at))) return false;
        await repo.insertScan(trx, {
          reservation_id: holder.id,
          schedule_id: scheduleId,
          device_id: device.id,
          device_label: device.label,
          scan_id: scan.scanId,
          requested: scan.count,
          admitted: take,
          result,
          offline: 1,
          scanned_at: at,
          recorded_at: now.toISOString(),
          by_email: device.by,
        });
        return true;
      });
      if (applied) return done(result, take);
    } catch (err) {
      // the same scan synced twice at once: the next round finds the first one's record
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new AppError(
    'CONFLICT',
    '다른 기기와 동시에 처리되어 동기화하지 못했습니다. 잠시 후 다시 시도해주세요.',
  );
}

/**
 * POST /mypage/manager/checkin/{scheduleId}/sync: a door device's queued offline scans, in the order it made them.
 * Answers each scan's result, and every conflict of the schedule so the other doors hear of theirs too.
 */
export async function syncScans(
  ctx: AppContext,
  user: SessionUser,
  scheduleId: number,
  body: CheckinSyncRequest,
): Promise<CheckinSyncResult> {
  await doorAccess(ctx, user, scheduleId);
  const device = scanner(user, body.deviceId, body.deviceLabel);
  const results: Synced[] = [];
  for (const scan of body.scans) results.push(await applyScan(ctx, scheduleId, device, scan));
  const { counts, conflicts } = await scheduleState(ctx, scheduleId);
  return { results, conflicts, counts };
}
