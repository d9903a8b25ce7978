import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import type { FirstLook } from './http-server.ts';

/**
 * The built app's hashed files (`/assets/…`) answered from memory before Fastify
 * (docs/decisions/0024-rush-day.md): a file never changes under its hashed name, so the answer @fastify/static gives
 * it (plugins/web.ts) is taken once, through the app itself (`inject`), with every header it carries, and written
 * again as it is to every later request that negotiates the same encoding. No stream, file descriptor or buffer per
 * request; a phone's 20-odd script files cost what a cached read costs. Anything out of the plain case (HEAD, a
 * query, a range or a conditional request, a name that is not a plain file name, an answer other than 200) is left
 * to Fastify, which answers it as before.
 */

/** The encodings @fastify/static negotiates for precompressed files, in its order. */
const STATIC_ENCODINGS = ['br', 'gzip', 'deflate'];
/** A hashed file's name: letters, digits, `-`, `_` and dots, no leading dot (no `..`, no slash, no escape). */
const ASSET_PATH = /^\/assets\/[\w-][\w.-]*$/;
/** Per request and process, never to be repeated to another request. */
const NOT_KEPT = new Set(['x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding']);
/** Requests that ask for something other than the whole current file. */
const CONDITIONS = [
  'range',
  'if-range',
  'if-none-match',
  'if-modified-since',
  'if-match',
  'if-unmodified-since',
];

export interface AssetMemoryLimits {
  /** Bytes of bodies kept at most; least recently used go first. The whole build is ~3 MiB compressed. */
  maxBytes: number;
  /** A larger body is left to Fastify (the QR reader's WebAssembly, ~0.5 MiB compressed, is the largest). */
  maxFileBytes: number;
}

export const DEFAULT_ASSET_LIMITS: AssetMemoryLimits = {
  maxBytes: 16 * 1024 * 1024,
  maxFileBytes: 2 * 1024 * 1024,
};

interface Kept {
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** @fastify/static's choice of encoding for these request headers ('' for none), as it makes it. */
function encodingOf(headers: IncomingHttpHeaders): string {
  const header = headers['accept-encoding'];
  if (header === undefined) return '';
  return negotiate(header.toLowerCase().replace(/\*/g, 'gzip'), STATIC_ENCODINGS) ?? '';
}

export class AssetMemory {
  /** Answered from memory, and left to Fastify (the tests read them). */
  readonly stats = { hits: 0, misses: 0 };
  readonly #kept = new Map<string, Kept>();
  readonly #taking = new Map<string, Promise<void>>();
  #bytes = 0;

  constructor(
    private readonly app: FastifyInstance,
    private readonly limits: AssetMemoryLimits,
  ) {}

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#kept.size;
  }

  /** The first look: true when the request was answered from memory. */
  readonly look: FirstLook = (req, res) => {
    const url = req.url;
    if (req.method !== 'GET' || url === undefined || !url.startsWith('/assets/') || !ASSET_PATH.test(url)) {
      return false;
    }
    const { headers } = req;
    for (const name of CONDITIONS) if (headers[name] !== undefined) return false;
    const encoding = encodingOf(headers);
    const key = `${url}\n${encoding}`;
    const kept = this.#kept.get(key);
    if (!kept) {
      this.stats.misses++;
      this.#take(url, encoding, key);
      return false;
    }
    this.stats.hits++;
    // Most recently used last, for the eviction.
    this.#kept.delete(key);
    this.#kept.set(key, kept);
    write(res, kept);
    return true;
  };

  /**
   * Asks the app for the file as this encoding's requests get it, and keeps the answer if it is a plain 200 in that
   * encoding, or sent as it is because the build wrote no compressed copy of it (a file under 1 KB): then every
   * request gets it as it is.
   */
  #take(url: string, encoding: string, key: string): void {
    if (this.#taking.has(key)) return;
    const ask = (acceptEncoding: string) =>
      this.app.inject({
        method: 'GET',
        url,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const take = async () => {
      const answer = await ask(encoding);
      if (answer.statusCode !== 200 || answer.rawPayload.length > this.limits.maxFileBytes) return;
      const sent = answer.headers['content-encoding'] ?? '';
      if (sent !== encoding) {
        // Kept only when no encoding at all is there; else the answer depends on the rest of Accept-Encoding.
        const any = await ask(STATIC_ENCODINGS.join(', '));
        if (sent !== '' || any.headers['content-encoding'] !== undefined) return;
      }
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !NOT_KEPT.has(name)) {
          headers[name] = typeof value === 'number' ? String(value) : value;
        }
      }
      headers['content-length'] = String(answer.rawPayload.length);
      this.#keep(key, { headers, body: answer.rawPayload });
    };
    const taking = take()
      .catch((err: unknown) => this.app.log.warn({ err, url }, 'an asset could not be kept in memory'))
      .finally(() => this.#taking.delete(key));
    this.#taking.set(key, taking);
  }

  /** Settles once every file being taken is kept or left (tests wait on it). */
  async idle(): Promise<void> {
    await Promise.all(this.#taking.values());
  }

  #keep(key: string, kept: Kept): void {
    const old = this.#kept.get(key);
    if (old) this.#bytes -= old.body.length;
    this.#kept.delete(key);
    this.#kept.set(key, kept);
    this.#bytes += kept.body.length;
    while (this.#bytes > this.limits.maxBytes) {
      const oldest = this.#kept.entries().next();
      if (oldest.done) break;
      this.#bytes -= oldest.value[1].body.length;
      this.#kept.delete(oldest.value[0]);
    }
  }

  clear(): void {
    this.#kept.clear();
    this.#bytes = 0;
  }
}

function write(res: ServerResponse, kept: Kept): void {
  res.writeHead(200, kept.headers).end(kept.body);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The built app's files kept in memory (tests read it). */
    assetMemory: AssetMemory;
  }
}

export interface AssetMemoryOptions {
  /** Where the server takes requests from before routing (plugins/http-server.ts). */
  firstLook: (look: FirstLook) => void;
  /** True while the app shuts down: every request is then Fastify's, which refuses it. */
  closing: () => boolean;
  limits?: AssetMemoryLimits;
}

/** Call it once the web app's files are registered (plugins/web.ts). */
export function registerAssetMemory(app: FastifyInstance, options: AssetMemoryOptions): AssetMemory {
  const memory = new AssetMemory(app, options.limits ?? DEFAULT_ASSET_LIMITS);
  app.decorate('assetMemory', memory);
  app.addHook('onClose', async () => memory.clear());
  options.firstLook((req, res, toFastify) => !options.closing() && memory.look(req, res, toFastify));
  return memory;
}
