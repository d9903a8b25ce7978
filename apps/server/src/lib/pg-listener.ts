import type pg from 'pg';

const RECONNECT_MS = 1_000;

/** What a listener's owner hears: each notification's payload, and when LISTEN is in place or lost. */
export interface ListenerHandlers {
  message(payload: string): void;
  /** LISTEN is in place: anything heard of before may have missed a notification. */
  up(): void;
  /** Not listening (starting, or the connection was lost): a notification sent now would be missed. */
  down(): void;
}

/**
 * One PostgreSQL connection listening on one channel, reconnecting every second while the database is away (a
 * restart, a failover, a killed backend: docs/architecture.md, "Server"). A lost connection is ended and reported
 * once through `onError`, never thrown: the process keeps serving without the channel until LISTEN is back.
 */
export class PgListener {
  /** The connection being opened or in use; null between a loss and the next try. */
  #current: pg.Client | null = null;
  #ready = false;
  #closed = false;
  #retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly newClient: () => pg.Client,
    readonly channel: string,
    private readonly handlers: ListenerHandlers,
    private readonly onError: (err: unknown) => void,
  ) {
    if (!/^[a-z0-9_]+$/.test(channel)) throw new Error(`Bad channel name ${channel}`);
  }

  /** The listening connection once LISTEN is in place (it may also send), else null. */
  get client(): pg.Client | null {
    return this.#ready ? this.#current : null;
  }

  /** Connects and listens; resolves once LISTEN is in place, or has failed and a retry is scheduled. */
  async start(): Promise<void> {
    this.handlers.down();
    const client = this.newClient();
    this.#current = client;
    this.#ready = false;
    client.on('notification', (msg) => {
      if (msg.channel === this.channel) this.handlers.message(msg.payload ?? '');
    });
    const lost = (err?: unknown) => {
      if (this.#current !== client) return;
      this.#current = null;
      this.#ready = false;
      quietEnd(client);
      if (this.#closed) return;
      if (err) this.onError(err);
      this.handlers.down();
      this.#scheduleRetry();
    };
    client.on('error', lost);
    client.on('end', () => lost(new Error(`${this.channel} connection ended`)));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (err) {
      lost(err);
      return;
    }
    if (this.#closed || this.#current !== client) {
      await quietEnd(client);
      return;
    }
    this.#ready = true;
    this.handlers.up();
  }

  #scheduleRetry(): void {
    if (this.#retry || this.#closed) return;
    this.#retry = setTimeout(() => {
      this.#retry = null;
      void this.start();
    }, RECONNECT_MS);
    this.#retry.unref();
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retry) clearTimeout(this.#retry);
    const client = this.#current;
    this.#current = null;
    this.#ready = false;
    if (client) await quietEnd(client);
  }
}

/** Ends a connection whose errors no longer matter (an error event without a listener would end the process). */
function quietEnd(client: pg.Client): Promise<void> {
  client.removeAllListeners('error');
  client.on('error', () => {});
  return client.end().catch(() => {});
}
