import http from 'node:http';
import { performance } from 'node:perf_hooks';
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';

/** What Chromium sends (Android's browsers, and Lighthouse's); a browser without zstd sends the rest. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** Closed loop (autocannon): `connections` connections, each sending its next request when the last one answered. */
export interface ClosedResult {
  requests: number;
  seconds: number;
  perSecond: number;
  errors: number;
  statusCounts: Record<string, number>;
}

export interface ClosedRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Called before each request: may change its headers and body (autocannon's setupRequest). */
  setupRequest?: (
    req: ClosedRequest & { headers: Record<string, string> },
    context: Record<string, unknown>,
  ) => unknown;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
}

export async function closedLoop(
  url: string,
  request: ClosedRequest,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<ClosedResult> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    pipelining: 1,
    requests: [{ method: 'GET', ...request }],
  });
  const statusCounts: Record<string, number> = {};
  for (const [code, stat] of Object.entries(
    (result.statusCodeStats ?? {}) as Record<string, { count: number }>,
  )) {
    statusCounts[code] = stat.count;
  }
  const requests = Object.values(statusCounts).reduce((a, b) => a + b, 0);
  return {
    requests,
    seconds: result.duration,
    perSecond: requests / result.duration,
    errors: result.errors + result.timeouts,
    statusCounts,
  };
}

export interface OpenRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface OpenResult {
  sent: number;
  rate: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** How late the generator itself sent (ms, p99): part of every latency above, never hidden. */
  sendLagP99: number;
  statusCounts: Record<string, number>;
  errors: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Open loop: request i is due at start + i / rate, whatever happened to the ones before (wrk2's model, no
 * coordinated omission). Each latency runs from the request's due time to its last byte, so a request that waited
 * for a free socket or a late timer counts that wait. Sockets: keep-alive, up to `sockets` at once.
 */
export async function openLoop(
  base: string,
  requestFor: (i: number) => OpenRequest,
  { rate, seconds, sockets = 512 }: { rate: number; seconds: number; sockets?: number },
): Promise<OpenResult> {
  const target = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const lags: number[] = [];
  const statusCounts: Record<string, number> = {};
  let errors = 0;
  let sent = 0;
  let done = 0;
  const start = performance.now() + 20;
  await new Promise<void>((resolve) => {
    const send = (i: number, due: number) => {
      const r = requestFor(i);
      lags.push(performance.now() - due);
      const body = r.body ? Buffer.from(r.body) : null;
      const req = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: r.method,
          path: r.path,
          headers: {
            ...r.headers,
            ...(body ? { 'content-type': 'application/json', 'content-length': body.length } : {}),
          },
        },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => {
            latencies.push(performance.now() - due);
            statusCounts[res.statusCode!] = (statusCounts[res.statusCode!] ?? 0) + 1;
            if (++done === total) resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        if (++done === total) resolve();
      });
      req.end(body ?? undefined);
    };
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / rate <= now) {
        send(sent, start + (sent * 1000) / rate);
        sent++;
      }
      if (sent < total) setTimeout(tick, 1);
    };
    setTimeout(tick, 20);
  });
  agent.destroy();
  latencies.sort((a, b) => a - b);
  lags.sort((a, b) => a - b);
  return {
    sent: total,
    rate,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
    sendLagP99: percentile(lags, 99),
    statusCounts,
    errors,
  };
}
