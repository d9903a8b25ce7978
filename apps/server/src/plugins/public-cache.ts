import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { startInvalidation, type Invalidation } from '../lib/invalidation.ts';
import { seoulDayNumber } from '../lib/time.ts';
import { utf8Bytes } from '../lib/utf8.ts';
import { etagOf, etagMatches } from './etag.ts';
import type { FirstLook } from './http-server.ts';
import { isHtmlPageNavigation, isPageNavigation } from './web.ts';

/**
 * Public reads from memory (docs/decisions/0005-public-read-cache.md): the serialised answer of every public GET
 * (the routes with `config.etag`, plugins/routes.ts) is kept with its ETag and, once asked for, its zstd, brotli
 * or gzip bytes, under the content version it was read at (lib/invalidation.ts); a hit answers before the session
 * lookup, validation and serialisation. Answers below COMPRESS_MIN bytes are sent as they are.
 */

export const COMPRESS_MIN = 1024;
/**
 * In the server's order of preference among those the client accepts equally. zstd first: a kept answer is
 * compressed on the request that misses (a rendered page, or any public read after a write in a rush), and zstd's
 * level 1 makes a 58 KB page in a tenth of brotli's quality 5 time or less, for 20 % more bytes; Chromium and
 * Firefox ask for it, a browser that does not gets brotli (docs/decisions/0022-server-rendered-pages.md, sixth and
 * eighth rounds).
 */
export const ENCODINGS = ['zstd', 'br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

export interface PublicCacheLimits {
  /** Bytes kept at most (answers and their compressed forms); least recently used go first. */
  maxBytes: number;
  maxEntries: number;
}

/** Small next to the RSS budget (≤ 150 MiB after a rush, docs/decisions/0005-public-read-cache.md). */
export const DEFAULT_LIMITS: PublicCacheLimits = { maxBytes: 16 * 1024 * 1024, maxEntries: 2_000 };

interface Entry {
  key: string;
  version: number;
  etag: string;
  contentType: string;
  identity: Buffer;
  zstd?: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  size: number;
  /** What else than Accept-Encoding the answer depends on (a page's HTML: Accept, which /main answers with JSON). */
  vary?: string;
  /** The whole answers of the first look, made once per kind (an encoding, as is, 304) with the headers they carry. */
  ready?: Partial<Record<AnswerKind, Answer>>;
}

/** The key, the bookkeeping and the headers of the ready answers. */
const ENTRY_OVERHEAD = 2048;

/** Compressed once per entry and encoding: quick settings, since a write (a reservation) starts a new version. */
function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'zstd')
    return zlib.zstdCompressSync(body, {
      // the whole size told first: zstd then sizes its window and tables to the answer, not to its default 8 MB
      pledgedSrcSize: body.length,
      // level 1: a 58 KB page 4 % larger than level 3's, in about 60 % of its time under the server's malloc
      // settings (docs/decisions/0022-server-rendered-pages.md, eighth round)
      params: { [zlib.constants.ZSTD_c_compressionLevel]: 1 },
    });
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body, { level: 6 });
}

/** The client's choice among ENCODINGS by Accept-Encoding (q-values honoured, q=0 refuses); null: as is. */
export function chooseEncoding(headers: IncomingHttpHeaders): Encoding | null {
  const header = headers['accept-encoding'];
  if (!header) return null;
  // "*" is any encoding: counted as gzip, as @fastify/static and @fastify/compress do.
  return negotiate(header.toLowerCase().replace(/\*/g, 'gzip'), [...ENCODINGS]);
}

export class PublicCache {
  /**
   * Public reads answered from here and made anew since the start (the metrics' hit ratio), and of those made anew,
   * the ones whose bytes were the stale entry's (`made`): plain counts, cheap.
   */
  readonly stats = { hits: 0, misses: 0, unchanged: 0 };
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  constructor(private readonly limits: PublicCacheLimits) {}

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The key's entry if it is of `version`; a stale one stays where it is until `made` and `set` replace it. */
  get(key: string, version: number): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry); // most recently used last
    return entry;
  }

  /**
   * The entry of an answer made anew for `key` at `version`. When the entry it replaces (stale: a write since, most
   * often one that changed something else) holds the same bytes, the new one takes its ETag and compressed forms, the
   * hash and the compression being most of what remaking an unchanged answer costs beyond making it
   * (docs/decisions/0022-server-rendered-pages.md, twelfth round).
   */
  made(key: string, version: number, contentType: string, identity: Buffer, vary?: string): Entry {
    const old = this.#entries.get(key);
    const fields = { key, version, contentType, ...(vary ? { vary } : {}) };
    if (
      old &&
      old.version !== version &&
      old.contentType === contentType &&
      old.vary === vary &&
      old.identity.equals(identity)
    ) {
      const { etag, zstd, br, gzip, size } = old;
      this.stats.unchanged++;
      return { ...fields, etag, identity: old.identity, zstd, br, gzip, size };
    }
    return {
      ...fields,
      etag: etagOf(identity),
      identity,
      size: identity.length + key.length + ENTRY_OVERHEAD,
    };
  }

  set(entry: Entry): void {
    // One answer at most an eighth of the cache, by its own bytes (its compressed forms come later, when asked for).
    if (entry.identity.length + entry.key.length + ENTRY_OVERHEAD > this.limits.maxBytes / 8) return;
    const old = this.#entries.get(entry.key);
    if (old) {
      this.#entries.delete(entry.key);
      this.#bytes -= old.size;
    }
    this.#entries.set(entry.key, entry);
    this.#bytes += entry.size;
    this.#evict();
  }

  /** The entry's bytes in `encoding`, compressed on first use and kept. */
  body(entry: Entry, encoding: Encoding | null): Buffer {
    if (!encoding) return entry.identity;
    let bytes = entry[encoding];
    if (!bytes) {
      bytes = compress(entry.identity, encoding);
      entry[encoding] = bytes;
      entry.size += bytes.length;
      // Counted only while the entry is held (a replaced or refused entry is no longer in the map).
      if (this.#entries.get(entry.key) === entry) {
        this.#bytes += bytes.length;
        this.#evict();
      }
    }
    return bytes;
  }

  #evict(): void {
    while (this.#bytes > this.limits.maxBytes || this.#entries.size > this.limits.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#bytes -= this.#entries.get(oldest.value)!.size;
      this.#entries.delete(oldest.value);
    }
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The public read cache and its content version (tests read both). */
    publicCache: { cache: PublicCache; invalidation: Invalidation };
  }
}

const START = Symbol('publicCacheStart');
interface Started {
  key: string;
  version: number;
}
type CacheRequest = FastifyRequest & { [START]?: Started };

/** An answer depends on the URL and on the date (attraction tags: ongoing, upcoming, ended). */
function keyOf(url: string, now: Clock): string {
  return `${url}\n${seoulDayNumber(Date.now())}\n${seoulDayNumber(now().getTime())}`;
}

function cacheable(req: FastifyRequest): boolean {
  return req.method === 'GET' && req.routeOptions.config?.etag === true;
}

type HeaderValue = string | number | string[] | undefined;

interface Answer {
  status: 200 | 304;
  /** With Content-Length. */
  headers: Readonly<Record<string, HeaderValue>>;
  body: Buffer | '';
}

type AnswerKind = Encoding | 'identity' | 'notModified';

/** Which answer a request with these headers gets: 304 if the client has the entry, else its bytes as asked for. */
function kindOf(request: IncomingHttpHeaders, entry: Entry): AnswerKind {
  if (etagMatches(request, entry.etag)) return 'notModified';
  return (entry.identity.length >= COMPRESS_MIN ? chooseEncoding(request) : null) ?? 'identity';
}

/** The answer of that kind, after the `base` headers. */
function answerOf(
  cache: PublicCache,
  base: Readonly<Record<string, HeaderValue>>,
  entry: Entry,
  kind: AnswerKind,
): Answer {
  const vary = entry.vary ? `${entry.vary}, accept-encoding` : 'accept-encoding';
  const common = { ...base, etag: entry.etag, 'cache-control': 'no-cache', vary };
  if (kind === 'notModified') return { status: 304, headers: { ...common, 'content-length': 0 }, body: '' };
  const encoding = kind === 'identity' ? null : kind;
  const body = cache.body(entry, encoding);
  return {
    status: 200,
    headers: {
      ...common,
      'content-type': entry.contentType,
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'content-length': body.length,
    },
    body,
  };
}

/**
 * The first look's answer, made once per entry and kind: its headers object goes to Node as it is, with nothing
 * copied per request.
 */
function readyAnswerOf(
  cache: PublicCache,
  base: Readonly<Record<string, string>>,
  request: IncomingHttpHeaders,
  entry: Entry,
): Answer {
  const kind = kindOf(request, entry);
  entry.ready ??= {};
  return (entry.ready[kind] ??= answerOf(cache, base, entry, kind));
}

function writeAnswer(res: ServerResponse, answer: Answer): void {
  res.writeHead(answer.status, answer.headers as Record<string, string | number>).end(answer.body);
}

/**
 * A hit is written straight to the socket: the answer is final (its headers, encoding and ETag are known), so the
 * rest of the lifecycle (the onSend hooks: compression, ETag, the shutdown header) has nothing to add, and skipping it
 * is most of what a cached read costs beyond the bytes (docs/decisions/0005-public-read-cache.md). The headers set
 * so far (the security headers) go with it.
 */
function sendHit(cache: PublicCache, req: FastifyRequest, reply: FastifyReply, entry: Entry): void {
  const answer = answerOf(cache, reply.getHeaders(), entry, kindOf(req.headers, entry));
  reply.hijack();
  writeAnswer(reply.raw, answer);
}

/**
 * Another public answer kept in the same cache under its own key (the pages' HTML, plugins/pages.ts): sent from the
 * entry if it is current, otherwise made, kept if no write committed meanwhile, and sent the same way (ETag, 304,
 * br or gzip made once), with `Vary: Accept` (a page's address may answer JSON to a client that prefers it). `make` answers null for an answer not to keep; nothing is sent then (false).
 */
export async function sendThroughCache(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  key: string,
  contentType: string,
  make: () => Promise<string | null>,
): Promise<boolean> {
  const { cache, invalidation } = app.publicCache;
  const { version } = invalidation;
  const found = version.usable ? cache.get(key, version.value) : undefined;
  if (found) {
    cache.stats.hits++;
    sendHit(cache, req, reply, found);
    return true;
  }
  cache.stats.misses++;
  const started = version.value;
  const body = await make();
  if (body === null) return false;
  const entry = cache.made(key, started, contentType, utf8Bytes(body), 'accept');
  if (version.usable && started === version.value) cache.set(entry);
  sendHit(cache, req, reply, entry);
  return true;
}

export interface PublicCacheOptions {
  now: Clock;
  /** The headers every answer carries (the security headers), for the hits answered before Fastify. */
  headers: Readonly<Record<string, string>>;
  /** True while the app shuts down: every request is then Fastify's, which refuses it. */
  closing: () => boolean;
  /** Where the server takes hits from before routing (plugins/http-server.ts). */
  firstLook?: (look: FirstLook) => void;
  limits?: PublicCacheLimits;
  /** The key a page navigation's HTML is kept under (plugins/pages.ts); absent: pages are looked up by Fastify only. */
  pageKey?: (req: IncomingMessage) => string;
  /** False: this instance hears only its own writes (the control run of the two-instance test). */
  crossInstance?: boolean;
}

/**
 * Registers the cache's hooks on the app. Call it before the session plugin, so a hit skips the session lookup
 * (public answers never depend on who asks).
 */
export async function registerPublicCache(
  app: FastifyInstance,
  handle: DatabaseHandle,
  options: PublicCacheOptions,
): Promise<void> {
  const cache = new PublicCache(options.limits ?? DEFAULT_LIMITS);
  const invalidation = await startInvalidation(
    handle,
    (err) => app.log.warn({ err }, 'public read cache: cross-instance invalidation lost; reconnecting'),
    options.crossInstance ?? true,
  );
  const { version } = invalidation;
  app.decorate('publicCache', { cache, invalidation });
  app.addHook('onClose', async () => {
    await invalidation.close();
    cache.clear();
  });

  // Before routing: a GET whose key holds a current entry (only cacheable routes' answers and rendered pages are ever
  // kept) is answered at once, a browser's page navigation by the page's key; anything else, and anything
  // unexpected, goes on to Fastify.
  const { pageKey } = options;
  options.firstLook?.((req, res) => {
    if (req.method !== 'GET' || !req.url || !version.usable || options.closing()) return false;
    const page = isPageNavigation(req);
    if (page && (!pageKey || !isHtmlPageNavigation(req))) return false;
    const entry = cache.get(page ? pageKey!(req) : keyOf(req.url, options.now), version.value);
    if (!entry) return false;
    cache.stats.hits++;
    writeAnswer(res, readyAnswerOf(cache, options.headers, req.headers, entry));
    return true;
  });

  app.addHook('onRequest', async (req: CacheRequest, reply) => {
    if (!cacheable(req)) return;
    if (!version.usable) {
      cache.stats.misses++;
      return;
    }
    const key = keyOf(req.url, options.now);
    const entry = cache.get(key, version.value);
    if (entry) {
      cache.stats.hits++;
      return sendHit(cache, req, reply, entry);
    }
    cache.stats.misses++;
    req[START] = { key, version: version.value };
  });

  app.addHook('onSend', async (req: CacheRequest, reply, payload) => {
    if (!cacheable(req) || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const started = req[START];
    const entry = cache.made(
      started?.key ?? '',
      version.value,
      String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      Buffer.from(payload),
    );
    // Kept only if no write committed while it was being read: otherwise it may be the old content.
    if (started && started.version === version.value && version.usable) cache.set(entry);
    const {
      status,
      // Fastify sets the length of what this hook returns.
      headers: { 'content-length': _length, ...headers },
      body,
    } = answerOf(cache, {}, entry, kindOf(req.headers, entry));
    reply.code(status).headers(headers);
    return body;
  });
}
