import { createHash, timingSafeEqual } from 'node:crypto';
import type { ErrorCode } from '@moa/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppConfig } from '../config.ts';
import { memoryReleases } from '../lib/memory-release.ts';
import type { PublicCache } from './public-cache.ts';
import { errorBody, errorCodeOf, sendError } from './errors.ts';

/**
 * Prometheus metrics at GET /metrics (README, "Monitoring"): requests and their latency by route pattern, reservations
 * made and refused by code, the periodic jobs' runs (reservation expiry among them), the mail queue and its failures,
 * and the public read cache's hits. Each app has its own registry (tests build many apps in one process); the
 * process's own figures (CPU, memory, event loop) are collected once per process.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's name of the call (plugins/routes.ts); absent for the routes outside the contract. */
    endpoint?: string;
  }
}

/** The calls that make a reservation: the rush (docs/decisions/0006-rush-path.md) and a waiting-list offer taken. */
const RESERVING_CALLS = new Set(['reserve', 'waitlistClaim']);

let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'moa_' });
    new Counter({
      name: 'moa_memory_releases_total',
      help: 'Full collections run to give memory back once the process was idle after a burst of load',
      registers: [processRegistry],
      collect() {
        this.reset();
        this.inc(memoryReleases());
      },
    });
  }
  return processRegistry;
}

export interface AppMetrics {
  /** What runPeriodically reports after each run of the job `name`. */
  periodic(name: string): (outcome: 'done' | 'failed', items: number) => void;
  /** One send of a notification mail failed (it is tried again later, or given up). */
  mailFailed(): void;
  /**
   * A reserving call refused before Fastify (plugins/early-refusals.ts), counted as Fastify's onResponse counts one:
   * the request, its time, and the refusal by code.
   */
  refusedEarly(call: string, route: string, code: ErrorCode, status: number, seconds: number): void;
}

export interface MetricsSources {
  cache: () => PublicCache;
  /** The notifications waiting to be mailed, being sent, and given up, from the database (shared by instances). */
  mailQueue: () => Promise<Record<'pending' | 'sending' | 'failed', number>>;
}

const callOf = (req: FastifyRequest) => req.routeOptions.config?.endpoint;

/** Bearer token check in constant time (the digests have the same length whatever was sent). */
function tokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(token));
}

export function registerMetrics(
  app: FastifyInstance,
  config: Pick<AppConfig, 'nodeEnv' | 'metricsToken'>,
  sources: MetricsSources,
): AppMetrics {
  const registry = new Registry();
  const requests = new Counter({
    name: 'moa_http_requests_total',
    help: 'Requests answered by Fastify or refused before it, by method, route pattern and status (cached first-look reads excluded)',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'moa_http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const reservations = new Counter({
    name: 'moa_reservations_total',
    help: 'Reservations made (2xx answers of the reserving calls), by call',
    labelNames: ['call'] as const,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'moa_reservation_refusals_total',
    help: 'Reserving calls refused, by call and error code (SOLD_OUT, TICKET_LIMIT, DATABASE_UNAVAILABLE, …)',
    labelNames: ['call', 'code'] as const,
    registers: [registry],
  });
  const runs = new Counter({
    name: 'moa_periodic_runs_total',
    help: 'Runs of the periodic jobs (reservation expiry, notification mail, session sweep, application and membership retention)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const items = new Counter({
    name: 'moa_periodic_items_total',
    help: 'What the periodic jobs did (reservations expired, mails sent, sessions, applications and memberships deleted)',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const mailFailures = new Counter({
    name: 'moa_mail_send_failures_total',
    help: 'Notification mails this instance failed to send (each is tried again, or given up after refusals)',
    registers: [registry],
  });
  new Gauge({
    name: 'moa_mail_queue',
    help: 'Notification mails by state: pending (waiting to be sent), sending, failed (given up); all instances',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      // While the database is away the other figures still matter most: the queue keeps its last known length.
      const counts = await sources.mailQueue().catch(() => null);
      for (const [state, count] of Object.entries(counts ?? {})) this.set({ state }, count);
    },
  });
  new Counter({
    name: 'moa_public_cache_requests_total',
    help: 'Public reads answered from the read cache (hit) or made and kept (miss), first-look hits included',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      const { hits, misses } = sources.cache().stats;
      this.reset();
      this.inc({ result: 'hit' }, hits);
      this.inc({ result: 'miss' }, misses);
    },
  });
  new Counter({
    name: 'moa_public_cache_unchanged_total',
    help: 'Public reads made anew (misses) whose bytes were those of the stale answer: its ETag and compressed forms kept',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(sources.cache().stats.unchanged);
    },
  });
  new Gauge({
    name: 'moa_public_cache_hit_ratio',
    help: 'Hits over all public reads since the start (moa_public_cache_requests_total, ready to graph)',
    registers: [registry],
    collect() {
      const { hits, misses } = sources.cache().stats;
      this.set(hits + misses === 0 ? 0 : hits / (hits + misses));
    },
  });
  new Gauge({
    name: 'moa_public_cache_bytes',
    help: 'Bytes held by the public read cache',
    registers: [registry],
    collect() {
      this.set(sources.cache().bytes);
    },
  });

  app.addHook('onResponse', async (req: FastifyRequest, reply: FastifyReply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    requests.inc({ method: req.method, route, status: reply.statusCode });
    duration.observe({ method: req.method, route }, reply.elapsedTime / 1000);
    const call = callOf(req);
    if (call && RESERVING_CALLS.has(call)) {
      if (reply.statusCode < 300) reservations.inc({ call });
      else refusals.inc({ call, code: errorCodeOf(reply) ?? String(reply.statusCode) });
    }
  });

  // Off (404) in production unless METRICS_TOKEN is set; with a token, only a scraper that sends it reads them. The
  // route exists either way, so a scraper's Accept (*/*) is never answered with the web app's page.
  const token = config.metricsToken;
  const off = !token && config.nodeEnv === 'production';
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    if (off) return sendError(reply, errorBody('NOT_FOUND'));
    if (token && !tokenMatches(req.headers.authorization, token)) {
      return sendError(reply, errorBody('UNAUTHORIZED', '메트릭을 읽으려면 토큰이 필요합니다.'));
    }
    const merged = Registry.merge([processMetrics(), registry]);
    reply.header('cache-control', 'no-store').type(merged.contentType);
    return merged.metrics();
  });

  const earlySeries = new Map<
    string,
    {
      request: ReturnType<typeof requests.labels>;
      duration: ReturnType<typeof duration.labels>;
      refusal: ReturnType<typeof refusals.labels>;
    }
  >();
  return {
    periodic: (job) => (outcome, count) => {
      runs.inc({ job, outcome });
      if (count > 0) items.inc({ job }, count);
    },
    mailFailed: () => mailFailures.inc(),
    refusedEarly: (call, route, code, status, seconds) => {
      // The labelled series of one kind of refusal, found once (prom-client hashes the labels on every call).
      const key = `${call}\n${route}\n${code}\n${status}`;
      let series = earlySeries.get(key);
      if (!series) {
        series = {
          request: requests.labels({ method: 'POST', route, status }),
          duration: duration.labels({ method: 'POST', route }),
          refusal: refusals.labels({ call, code }),
        };
        earlySeries.set(key, series);
      }
      series.request.inc();
      series.duration.observe(seconds);
      series.refusal.inc();
    },
  };
}
