import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { handleOf, type Db } from '../../db/database.ts';
import { PgListener } from '../../lib/pg-listener.ts';
import type { GrantWindow } from './grant-window.ts';
import type { SessionUser } from './session-user.ts';

/**
 * Signed-in requests resolve their token from memory instead of the database (docs/decisions/0006-rush-path.md):
 * token hash → the session's user, its expiry times, for at most CACHE_TTL_MS. Only found, usable sessions are
 * kept; anything else goes to the database every time, which says why it is refused.
 *
 * Whatever changes what a cached entry says is announced through `sessionsChanged` after it committed: a logout
 * (that token), a profile, role or grant change (that user, or everyone for a change by e-mail or of a club). The
 * announcement drops the entries here and, on PostgreSQL, on every other instance (LISTEN/NOTIFY on a channel of
 * its own); while that channel is down the cache is not used at all. A change made behind the app's back (SQL by
 * hand) shows within CACHE_TTL_MS.
 */
export const CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 100_000;

export interface CachedSession {
  user: SessionUser;
  /** A position grant's window: the user's role as of a request is `userAt(user, window, t)`. */
  window: GrantWindow | null;
  sessionId: number;
  expiresAt: number;
  lastUsedAt: number;
  cachedAt: number;
}

/** What changed: one token (by its hash), one user, or anything. */
export type SessionChange = { tokenHash: string } | { userId: number } | 'all';

export class SessionCache {
  readonly #entries = new Map<string, CachedSession>();
  /** Bumped by every change: a lookup that started before one does not store what it read. */
  #generation = 0;
  #usable: boolean;
  #listener: SessionListener | null = null;

  constructor(usable = true) {
    this.#usable = usable;
  }

  get generation(): number {
    return this.#generation;
  }

  get usable(): boolean {
    return this.#usable;
  }

  setUsable(usable: boolean): void {
    this.#usable = usable;
    this.apply('all');
  }

  get(tokenHash: string, now: number): CachedSession | undefined {
    if (!this.#usable) return undefined;
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (now - entry.cachedAt >= CACHE_TTL_MS || now < entry.cachedAt) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  /**
   * Keeps a lookup, unless a change was announced since `generation` was read (before the lookup began). Entries are
   * kept in the order they were cached (a Map keeps insertion order; one cached again moves to the end), so those
   * past CACHE_TTL_MS, never served again, are dropped from the front here: the cache holds the sessions used in the
   * last CACHE_TTL_MS (about 480 bytes each), never more than MAX_ENTRIES (docs/decisions/0012-server-memory.md).
   */
  set(tokenHash: string, entry: CachedSession, generation: number): void {
    if (!this.#usable || generation !== this.#generation) return;
    this.#entries.delete(tokenHash);
    for (const [hash, old] of this.#entries) {
      if (entry.cachedAt - old.cachedAt < CACHE_TTL_MS && this.#entries.size < MAX_ENTRIES) break;
      this.#entries.delete(hash);
    }
    this.#entries.set(tokenHash, entry);
  }

  apply(change: SessionChange): void {
    this.#generation++;
    if (change === 'all') this.#entries.clear();
    else if ('tokenHash' in change) this.#entries.delete(change.tokenHash);
    else {
      for (const [hash, entry] of this.#entries) {
        if (entry.user.id === change.userId) this.#entries.delete(hash);
      }
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Starts hearing other instances (PostgreSQL); resolves once LISTEN is in place or has failed (then retried). */
  async listen(newClient: () => pg.Client, channel: string, onError: (err: unknown) => void): Promise<void> {
    this.#listener = new SessionListener(this, newClient, channel, onError);
    await this.#listener.start();
  }

  /** Resolves when the next change from another instance has been applied (tests wait for it, never sleep). */
  nextRemote(): Promise<void> {
    return this.#listener?.nextRemote() ?? Promise.resolve();
  }

  get instance(): string | null {
    return this.#listener?.instance ?? null;
  }

  async close(): Promise<void> {
    await this.#listener?.close();
  }
}

function encode(change: SessionChange): string {
  if (change === 'all') return '*';
  return 'tokenHash' in change ? `t:${change.tokenHash}` : `u:${change.userId}`;
}

function decode(payload: string): SessionChange {
  if (payload.startsWith('t:')) return { tokenHash: payload.slice(2) };
  if (payload.startsWith('u:') && /^\d+$/.test(payload.slice(2))) return { userId: Number(payload.slice(2)) };
  return 'all';
}

/** The cache's channel to the other instances: each change heard is applied, and the cache is off while deaf. */
class SessionListener {
  readonly instance = randomUUID();
  readonly #listener: PgListener;
  #waiters: (() => void)[] = [];

  constructor(
    cache: SessionCache,
    newClient: () => pg.Client,
    channel: string,
    onError: (err: unknown) => void,
  ) {
    this.#listener = new PgListener(
      newClient,
      channel,
      {
        message: (payload) => {
          if (!payload) return;
          const [from, ...rest] = payload.split(' ');
          if (from === this.instance) return;
          cache.apply(decode(rest.join(' ')));
          for (const w of this.#waiters.splice(0)) w();
        },
        up: () => cache.setUsable(true),
        // A change announced while nobody listened would be missed: no cache until LISTEN is back.
        down: () => cache.setUsable(false),
      },
      onError,
    );
  }

  nextRemote(): Promise<void> {
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  start(): Promise<void> {
    return this.#listener.start();
  }

  async close(): Promise<void> {
    for (const w of this.#waiters.splice(0)) w();
    await this.#listener.close();
  }
}

/** One cache per open database handle: one per app instance (tests run two instances in one process). */
const caches = new WeakMap<Db, SessionCache>();

export function channelFor(schema: string | undefined): string {
  const channel = `moa_sessions${schema ? `_${schema}` : ''}`.toLowerCase();
  if (!/^[a-z0-9_]+$/.test(channel)) throw new Error(`Bad channel name ${channel}`);
  return channel;
}

/**
 * The instance's session cache, created (and on PostgreSQL connected to the other instances) on first use by the
 * auth plugin. On PostgreSQL without a handle to listen with, there is no cache: every lookup reads the database.
 */
export async function openSessionCache(
  db: Db,
  databaseUrl: string,
  onError: (err: unknown) => void,
): Promise<SessionCache> {
  const existing = caches.get(db);
  if (existing) return existing;
  const handle = handleOf(db);
  const cache = new SessionCache(handle?.dialect === 'sqlite');
  caches.set(db, cache);
  if (handle?.dialect === 'postgres') {
    const options = handle.schema ? { options: `-c search_path=${handle.schema}` } : {};
    const own = (handle as { newClient?: () => pg.Client }).newClient;
    const newClient =
      own ?? (databaseUrl ? () => new pg.Client({ connectionString: databaseUrl, ...options }) : null);
    if (newClient) await cache.listen(newClient, channelFor(handle.schema), onError);
  }
  return cache;
}

export function sessionCacheOf(db: Db): SessionCache | undefined {
  return caches.get(db);
}

export async function closeSessionCache(db: Db): Promise<void> {
  const cache = caches.get(db);
  caches.delete(db);
  await cache?.close();
}

/**
 * Announces a committed change to sessions or users: call it after the write's transaction, never inside it. Drops
 * the entries here at once; on PostgreSQL tells the other instances (a NOTIFY, awaited: when this resolves, the
 * message is on its way to every listening instance).
 */
export async function sessionsChanged(db: Db, change: SessionChange): Promise<void> {
  const cache = caches.get(db);
  cache?.apply(change);
  const handle = handleOf(db);
  if (handle?.dialect !== 'postgres') return;
  const from = cache?.instance ?? 'none';
  await sql`select pg_notify(${channelFor(handle.schema)}, ${`${from} ${encode(change)}`})`.execute(db);
}
