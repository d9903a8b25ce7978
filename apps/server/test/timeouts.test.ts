import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';

/**
 * A request that trickles in, or stalls, is cut off instead of holding its connection open. The app runs here with
 * timeouts of a fraction of a second (from its config) so the test waits for the server, not for the clock.
 */

const REQUEST_MS = 800;
const IDLE_MS = 400;

interface Conn {
  received: string;
  closedAt: number | null;
  closed: Promise<void>;
  socket: net.Socket;
}

describe.each(DB_KINDS)('slow requests (%s)', (kind) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      config: { requestTimeoutMs: REQUEST_MS, headersTimeoutMs: REQUEST_MS, idleTimeoutMs: IDLE_MS },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => t?.close());

  const connect = (first: string): Promise<Conn> =>
    new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(first);
        resolve(conn);
      });
      socket.setEncoding('utf8');
      let done!: () => void;
      const conn: Conn = {
        received: '',
        closedAt: null,
        closed: new Promise<void>((r) => (done = r)),
        socket,
      };
      socket.on('data', (chunk: string) => (conn.received += chunk));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        conn.closedAt = Date.now();
        done();
      });
    });

  const head = (length: number) =>
    'POST /api/oauth/google/session HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
    `Content-Length: ${length}\r\n\r\n`;

  it('closes connections that send 10 of 1,000 bytes and stop, or trickle, or never finish their headers', async () => {
    const started = Date.now();
    const stalled = await Promise.all([1, 2, 3].map(() => connect(`${head(1_000)}{"credentia`)));
    const inHeaders = await connect('POST /api/oauth/google/session HTTP/1.1\r\nHost: x\r\n');
    // One byte every IDLE_MS / 8: never silent long enough for the idle limit, so the whole-request limit ends it.
    const trickle = await connect(head(1_000));
    const drip = setInterval(() => trickle.socket.write(' '), IDLE_MS / 8);
    try {
      await Promise.all([...stalled, inHeaders, trickle].map((c) => c.closed));
    } finally {
      clearInterval(drip);
    }
    // Seconds, not the minute and more they stayed open before (the bound leaves room for a busy machine).
    for (const c of [...stalled, inHeaders, trickle]) expect(c.closedAt! - started).toBeLessThan(10_000);
    // None of them was answered as if it had arrived whole: a 408, or the connection simply closed.
    for (const c of [...stalled, inHeaders, trickle]) expect(c.received).toMatch(/^(HTTP\/1\.1 408 .*)?$/s);
  });

  it('still serves a request that arrives in time, and keeps the connection for the next one', async () => {
    const c = await connect('GET /club/list HTTP/1.1\r\nHost: x\r\nAccept: application/json\r\n\r\n');
    await new Promise<void>((resolve) => c.socket.once('data', () => resolve()));
    expect(c.received).toMatch(/^HTTP\/1\.1 200 /);
    expect(c.closedAt).toBeNull();
    c.socket.destroy();
  });
});

describe('timeouts by default', () => {
  it('cut a request off well before a minute and a quarter', () => {
    const c = loadConfig({});
    expect(c.requestTimeoutMs).toBeGreaterThan(0);
    expect(c.requestTimeoutMs).toBeLessThanOrEqual(60_000);
    expect(c.headersTimeoutMs).toBeLessThanOrEqual(15_000);
    expect(c.idleTimeoutMs).toBeGreaterThan(0);
    expect(c.idleTimeoutMs).toBeLessThanOrEqual(30_000);
  });
});
