import { randomUUID } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import type pg from 'pg';
import type { DatabaseHandle } from '../db/database.ts';
import { PgListener } from './pg-listener.ts';

/**
 * The content version: a number bumped after every committed write that may change a public answer, in this
 * process (db/write-watch.ts) or, on PostgreSQL, in another instance (a NOTIFY on one channel). The public read
 * cache keeps an answer only under the version it was read at (docs/decisions/0005-public-read-cache.md).
 */
export class ContentVersion {
  #value = 0;
  #usable = true;
  /** 'remote' after another instance's notification was applied; 'usable', 'unusable' (tests wait, never sleep). */
  readonly events = new EventEmitter();

  get value(): number {
    return this.#value;
  }

  /** False while the cross-instance channel is down: a missed notification could make any cached answer stale. */
  get usable(): boolean {
    return this.#usable;
  }

  bump(): void {
    this.#value++;
  }

  setUsable(usable: boolean): void {
    this.#usable = usable;
    this.#value++;
    this.events.emit(usable ? 'usable' : 'unusable');
  }
}

/**
 * Cross-instance invalidation on PostgreSQL: LISTEN on a channel per schema (lib/pg-listener.ts); after each local
 * commit, a NOTIFY sent on the listening connection without the write waiting for it (sends coalesce: one in
 * flight, at most one more queued). A lost connection makes the cache unusable until LISTEN is back, then
 * everything is dropped.
 */
export class PgInvalidation {
  /** This instance's name in the notifications it sends. */
  readonly id = randomUUID();
  /** The highest content version heard from each other instance. */
  readonly #heard = new Map<string, number>();
  readonly #listener: PgListener;
  #pending = false;
  #sending = false;
  #closed = false;

  constructor(
    newClient: () => pg.Client,
    schema: string | undefined,
    private readonly version: ContentVersion,
    private readonly onError: (err: unknown) => void,
  ) {
    const channel = `moa_content${schema ? `_${schema}` : ''}`.toLowerCase();
    this.#listener = new PgListener(
      newClient,
      channel,
      {
        message: (payload) => {
          const [from = '', seq = '0'] = payload.split(' ');
          if (from === this.id) return;
          this.version.bump();
          this.#heard.set(from, Math.max(this.#heard.get(from) ?? 0, Number(seq)));
          this.version.events.emit('remote');
        },
        up: () => {
          // Anything cached before this point may have missed a notification: setUsable drops it (a new version).
          this.version.setUsable(true);
          if (this.#pending) void this.#flush();
        },
        down: () => this.version.setUsable(false),
      },
      onError,
    );
  }

  /** Connects and listens; resolves once LISTEN is in place (or has failed and a retry is scheduled). */
  start(): Promise<void> {
    return this.#listener.start();
  }

  /** Called after a local commit: tell the other instances. Never awaited by the write. */
  announce(): void {
    this.#pending = true;
    if (!this.#sending) void this.#flush();
  }

  async #flush(): Promise<void> {
    this.#sending = true;
    try {
      let client: pg.Client | null;
      while (this.#pending && (client = this.#listener.client) && !this.#closed) {
        this.#pending = false;
        // The sender's version after the writes it announces: a receiver (a test) can wait for that one.
        await client.query('SELECT pg_notify($1, $2)', [
          this.#listener.channel,
          `${this.id} ${this.version.value}`,
        ]);
      }
    } catch (err) {
      // Not sent: kept pending and sent once the connection is back (the listener's `up` flushes).
      this.#pending = true;
      this.onError(err);
    } finally {
      this.#sending = false;
    }
  }

  /** Resolves once a notification from instance `from` at `version` or later has been applied (tests). */
  async heard(from: string, version: number): Promise<void> {
    while ((this.#heard.get(from) ?? 0) < version) await once(this.version.events, 'remote');
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.#listener.close();
  }
}

export interface Invalidation {
  version: ContentVersion;
  /** The cross-instance channel: null on SQLite, or when turned off (the control run of its test). */
  remote: PgInvalidation | null;
  close(): Promise<void>;
}

/**
 * Wires the content version to the database handle: every local commit bumps it, and on PostgreSQL (unless
 * `crossInstance` is false) other instances are told through LISTEN/NOTIFY. SQLite is one process: local only.
 */
export async function startInvalidation(
  handle: DatabaseHandle,
  onError: (err: unknown) => void,
  crossInstance = true,
): Promise<Invalidation> {
  const version = new ContentVersion();
  if (!handle.writes) {
    // Nothing would tell us of writes: never serve from memory.
    version.setUsable(false);
    return { version, remote: null, close: async () => {} };
  }
  const remote =
    crossInstance && handle.dialect === 'postgres' && handle.newClient
      ? new PgInvalidation(handle.newClient, handle.schema, version, onError)
      : null;
  const unsubscribe = handle.writes.subscribe(() => {
    version.bump();
    remote?.announce();
  });
  await remote?.start();
  return {
    version,
    remote,
    async close() {
      unsubscribe();
      await remote?.close();
    },
  };
}
