import type { ReservationRequest } from '@moa/contract';
import type { Db } from '../../db/database.ts';
import type { AppError } from '../../lib/app-error.ts';
import type { ContentVersion } from '../../lib/invalidation.ts';
import type { SessionUser } from '../auth/index.ts';
import { scheduleSnapshotRows } from './repository.ts';
import { profileRefusal, scheduleRefusal, type ScheduleForRefusal } from './service.ts';

/**
 * What `reserve` reads of a schedule to refuse, kept in memory under the content version it was read at
 * (lib/invalidation.ts), so a rush's refusals are answered before Fastify (docs/decisions/0023-early-refusals.md).
 * Every committed write bumps the version (on PostgreSQL, another instance's too, by LISTEN/NOTIFY): a snapshot is
 * used only while no write has committed since it was read, exactly like a cached public read
 * (docs/decisions/0005-public-read-cache.md).
 */

interface Snapshot {
  version: number;
  /** Undefined: no such schedule. */
  schedule: ScheduleForRefusal | undefined;
  /** The students holding a live (unpaid or paid) reservation of it; null: not read, as seats are plenty. */
  holders: ReadonlySet<number> | null;
}

/** Schedules kept at most (the least recently read go first), and the most holders one may have to be kept. */
const MAX_SCHEDULES = 1_000;
const MAX_HOLDERS = 100_000;

export class ScheduleSnapshots {
  /** Reads made (tests and the decision record read it). */
  readonly stats = { loads: 0 };
  readonly #entries = new Map<number, Snapshot>();
  readonly #loading = new Map<number, Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly version: ContentVersion,
  ) {}

  /**
   * The schedule's snapshot if it was read at the current version. Otherwise undefined, and a read is started (one
   * per schedule at a time) that nobody waits for: the attempt goes on to Fastify at once, as it did before, and the
   * next attempts find the snapshot if no write has committed meanwhile. `load` false: no read is started.
   */
  current(scheduleId: number, load = true): Snapshot | undefined {
    const { version } = this;
    if (!version.usable) return undefined;
    const entry = this.#entries.get(scheduleId);
    if (entry && entry.version === version.value) return entry;
    if (load && !this.#loading.has(scheduleId)) this.#load(scheduleId);
    return undefined;
  }

  #load(scheduleId: number): void {
    const started = this.version.value;
    this.stats.loads++;
    const loading = scheduleSnapshotRows(this.db, scheduleId)
      .then(
        (rows) => {
          // Kept only if no write committed while it was read: otherwise it may be of before that write.
          if (!this.version.usable || this.version.value !== started || rows.length > MAX_HOLDERS) return;
          const [first] = rows;
          let holders: Set<number> | null = null;
          // The same condition as the query's join (repository.ts): only then were the holders read.
          if (first && first.max_people - first.apply_people < first.max_ticket) {
            holders = new Set();
            for (const row of rows) if (row.user_id !== null) holders.add(row.user_id);
          }
          this.#entries.delete(scheduleId);
          this.#entries.set(scheduleId, { version: started, schedule: first, holders });
          for (const oldest of this.#entries.keys()) {
            if (this.#entries.size <= MAX_SCHEDULES) break;
            this.#entries.delete(oldest);
          }
        },
        // A read that failed (the database away) keeps nothing: the attempts go to Fastify, which answers for it.
        () => {},
      )
      .finally(() => this.#loading.delete(scheduleId));
    this.#loading.set(scheduleId, loading);
  }

  /** Resolves when no read is under way (tests wait for it instead of sleeping). */
  async idle(): Promise<void> {
    while (this.#loading.size > 0) await Promise.all(this.#loading.values());
  }

  clear(): void {
    this.#entries.clear();
  }
}

/**
 * The refusal `reserve` would answer this student for this request, from memory, in `reserve`'s order and words
 * (its own profileRefusal and scheduleRefusal); null when it would not refuse, or when the schedule's snapshot is not
 * current (a read of it is started unless `load` is false): then only `reserve` may answer.
 */
export function earlyRefusal(
  snapshots: ScheduleSnapshots,
  now: Date,
  user: SessionUser,
  body: ReservationRequest,
  load = true,
): AppError | null {
  const incomplete = profileRefusal(user);
  if (incomplete) return incomplete;
  const snapshot = snapshots.current(body.scheduleId, load);
  if (!snapshot) return null;
  const reserved = snapshot.holders ? snapshot.holders.has(user.id) : null;
  return scheduleRefusal(now, body.wishToPurchaseTickets, snapshot.schedule, reserved);
}
