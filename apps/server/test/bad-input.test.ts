import net from 'node:net';
import type { Access, EndpointDef } from '@moa/contract';
import { endpoints, errorBodySchema, pathFor, VALIDATION } from '@moa/contract';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { registerErrorHandling } from '../src/plugins/errors.ts';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, jsonPart, multipart, signInAs, type Part } from './support.ts';
import { makePng } from '../../../test-support/png.ts';

/** Bad input of every kind answers the contract's error body with a 4xx, never a 5xx, on both databases. */

const NUL_TEXT = 'a\u0000b';
const BEYOND_INT32 = 2_147_483_648;

type Path = (string | number)[];

/** The paths of every string a request schema takes, descending into objects and arrays of objects. */
function stringPaths(schema: unknown, at: Path = []): Path[] {
  const s = schema as {
    type?: string | string[];
    properties?: Record<string, unknown>;
    items?: unknown;
    anyOf?: unknown[];
    enum?: unknown[];
  };
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.includes('string') || s.enum?.some((v) => typeof v === 'string')) return [at];
  if (s.anyOf) return s.anyOf.flatMap((o) => stringPaths(o, at)).slice(0, 1);
  if (s.properties) return Object.entries(s.properties).flatMap(([k, v]) => stringPaths(v, [...at, k]));
  if (s.items) return stringPaths(s.items, [...at, 0]);
  return [];
}

/** A value with `leaf` at `path`: { a: [{ b: leaf }] } for ['a', 0, 'b']. */
function valueAt(path: Path, leaf: unknown): unknown {
  return path.reduceRight<unknown>(
    (inner, key) => (typeof key === 'number' ? [inner] : { [key]: inner }),
    leaf,
  );
}

const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

const sampleParams = (path: string) =>
  Object.fromEntries(
    [...path.matchAll(/:([A-Za-z]+)/g)].map(([, k]) => [k!, k === 'email' ? 'someone@example.ac.kr' : 1]),
  );

function expectErrorBody(res: { statusCode: number; json(): unknown }, status: number) {
  expect(res.statusCode).toBe(status);
  expect(errorBodySchema.safeParse(res.json()).success).toBe(true);
}

describe.each(DB_KINDS)('bad input never answers 5xx (%s)', (kind) => {
  let t: TestApp;
  const tokens: Partial<Record<Access, string>> = {};
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    const student = (await signInAs(t.app, 'student@example.ac.kr')).token;
    tokens.signedIn = student;
    tokens.student = student;
    tokens.club = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    tokens.admin = (await signInAs(t.app, 'admin@example.ac.kr')).token;
  });
  afterAll(async () => t?.close());

  const headersFor = (ep: EndpointDef) => {
    const token = tokens[ep.access];
    return token ? bearer(token) : {};
  };

  it('refuses a NUL character in every text field of every call: 400 naming the field', async () => {
    let fields = 0;
    for (const [name, ep] of Object.entries(endpoints) as [string, EndpointDef][]) {
      const url = pathFor(ep.path, sampleParams(ep.path));
      const json = ep.body ?? ep.multipart?.request;
      if (!json) continue;
      for (const path of stringPaths(jsonSchemaOf(json))) {
        fields += 1;
        const body = valueAt(path, NUL_TEXT);
        const res = ep.multipart
          ? await (async () => {
              const mp = multipart([jsonPart(body)]);
              return t.app.inject({
                method: ep.method,
                url,
                headers: { ...headersFor(ep), ...mp.headers },
                payload: mp.payload,
              });
            })()
          : await t.app.inject({ method: ep.method, url, headers: headersFor(ep), payload: body as object });
        const label = `${name} ${path.join('.')}`;
        expect(res.statusCode, label).toBe(400);
        expect(res.json(), label).toMatchObject({
          code: 'VALIDATION_FAILED',
          fieldErrors: { [path.join('.')]: VALIDATION.invalidCharacter },
        });
      }
    }
    // Every JSON and multipart form of the contract was tried, not a handful.
    expect(fields).toBeGreaterThan(40);
  });

  it('stores nothing that holds a NUL character', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/mypage/student/profile',
      headers: bearer(tokens.student!),
      payload: { name: NUL_TEXT, phoneNumber: '010-1234-5678', studentId: '20231234' },
    });
    expectErrorBody(res, 400);
    const rows = await t.db.selectFrom('users').select('name').execute();
    expect(rows.some((r) => r.name?.includes('\u0000'))).toBe(false);
  });

  it('refuses a NUL character in a path parameter, a query string and the sign-in form', async () => {
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/managers/a%00b%40example.ac.kr',
      headers: bearer(tokens.admin!),
    });
    expectErrorBody(revoke, 400);
    expect(revoke.json().fieldErrors).toEqual({ email: VALIDATION.invalidCharacter });

    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?before=1%00',
      headers: bearer(tokens.admin!),
    });
    expectErrorBody(audit, 400);

    const devSignIn = await t.app.inject({
      method: 'POST',
      url: '/dev-idp/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: 'moa-dev-client',
        redirect_uri: `${t.config.publicUrl}/loading`,
        response_type: 'id_token',
        state: 's',
        nonce: 'n',
        email: `${NUL_TEXT}@example.ac.kr`,
      }).toString(),
    });
    expectErrorBody(devSignIn, 400);
  });

  it('answers an integer beyond its column 400 or 404, never 500', async () => {
    const reserve = await t.app.inject({
      method: 'POST',
      url: '/show/detail/reservation',
      headers: bearer(tokens.student!),
      payload: { scheduleId: BEYOND_INT32, wishToPurchaseTickets: 1 },
    });
    expect([400, 404]).toContain(reserve.statusCode);
    expect(errorBodySchema.safeParse(reserve.json()).success).toBe(true);

    const payment = await t.app.inject({
      method: 'PUT',
      url: '/mypage/manager/holder/1',
      headers: bearer(tokens.club!),
      payload: { reservationList: [{ reservationId: BEYOND_INT32, isPaid: true }] },
    });
    expectErrorBody(payment, 400);
    expect(payment.json().fieldErrors).toEqual({
      'reservationList.0.reservationId': VALIDATION.tooLarge,
    });

    const grant = await t.app.inject({
      method: 'POST',
      url: '/api/admin/managers',
      headers: bearer(tokens.admin!),
      payload: { email: 'new.manager@example.ac.kr', clubId: BEYOND_INT32 },
    });
    expectErrorBody(grant, 400);
    expect(grant.json().fieldErrors).toHaveProperty('clubId');

    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?before=${BEYOND_INT32}`,
      headers: bearer(tokens.admin!),
    });
    expect(audit.statusCode).toBeLessThan(500);
    expect(errorBodySchema.safeParse(audit.json()).success).toBe(true);

    const day = addDays(seoulToday(), 30);
    const show = multipart([
      jsonPart({
        name: '범위 밖 회차',
        accountNumber: '110123456789',
        location: '소극장',
        startDate: day,
        endDate: day,
        runtime: 60,
        accountName: '홍길동',
        accountBankName: '신한은행',
        scheduleDtoList: [
          { orderIndex: BEYOND_INT32, date: day, time: '19:00:00', cost: 1000, maxTicket: 1, maxPeople: 10 },
        ],
      }),
      { name: 'poster', value: makePng(), filename: 'p.png', contentType: 'image/png' },
      { name: 'qr', value: makePng(), filename: 'q.png', contentType: 'image/png' },
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/manager/show/create',
      headers: { ...bearer(tokens.club!), ...show.headers },
      payload: show.payload,
    });
    expect(created.statusCode, created.body).toBeLessThan(500);
  });

  it('answers a truncated multipart body 400', async () => {
    const parts: Part[] = [
      jsonPart({ content: '소개', instaUrl: '', kakaoUrl: '', youtubeUrl: '', url: '' }),
      { name: 'image', value: makePng(), filename: 'a.png', contentType: 'image/png' },
    ];
    const body = multipart(parts);
    for (const cut of [40, Math.floor(body.payload.length / 2), body.payload.length - 10]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/mypage/manager/club',
        headers: { ...bearer(tokens.club!), ...body.headers },
        payload: body.payload.subarray(0, cut),
      });
      expectErrorBody(res, 400);
      expect(res.json().code).toBe('BAD_REQUEST');
    }
  });

  it('answers a malformed escape 400 and an over-long path parameter 404, in the error body', async () => {
    for (const url of ['/show/detail/%E0%A4%A', '/club/detail/%zz', '/api/admin/managers/%']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(tokens.admin!) });
      expectErrorBody(res, 400);
      expect(res.json().code).toBe('BAD_REQUEST');
    }
    for (const url of [`/show/detail/${'1'.repeat(600)}`, `/recruiting/detail/${'9'.repeat(2_000)}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expectErrorBody(res, 404);
    }
    // A long e-mail still reaches the call (and its own rule), not the router's limit.
    const long = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/managers/${'a'.repeat(300)}%40example.ac.kr`,
      headers: bearer(tokens.admin!),
    });
    expectErrorBody(long, 404);
  });
});

describe('while shutting down', () => {
  it('answers a request that arrives 503 SERVICE_UNAVAILABLE in the error body; the one in flight finishes', async () => {
    const t = await createTestApp('sqlite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    // The late request's answer is kept in memory, so it would be a hit answered before routing if not for the stop.
    const warm = await fetch(`http://127.0.0.1:${port}/club/list`, {
      headers: { accept: 'application/json' },
    });
    expect(warm.status).toBe(200);
    await warm.arrayBuffer();
    expect(t.app.publicCache.cache.size).toBe(1);
    const open = () => {
      const socket = net.connect(port, '127.0.0.1');
      const state = { received: '', closed: false };
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (state.received += chunk));
      socket.on('close', () => (state.closed = true));
      return { socket, state };
    };
    // Late: a request whose headers have begun but not ended when the server starts closing.
    const late = open();
    late.socket.write('GET /club/list HTTP/1.1\r\nHost: x\r\n');
    // In flight: a request whose headers are read (100 Continue) and whose body is not. The server has read the
    // late request's first bytes by the time it answers this one, since they were sent first.
    const inFlight = open();
    const body = JSON.stringify({ credential: 'x', nonce: 'y' });
    inFlight.socket.write(
      'POST /api/oauth/google/session HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await vi.waitFor(() => expect(inFlight.state.received).toContain('100 Continue'), { timeout: 5_000 });

    const closed = t.app.close();
    await vi.waitFor(() => expect(t.app.server.listening).toBe(false), { timeout: 5_000 });
    late.socket.write('Accept: application/json\r\n\r\n');
    inFlight.socket.write(body);
    await vi.waitFor(() => expect(late.state.closed && inFlight.state.closed).toBe(true), {
      timeout: 10_000,
    });
    await closed;

    expect(late.state.received).toMatch(/^HTTP\/1\.1 503 /);
    expect(late.state.received.toLowerCase()).toContain('connection: close');
    const json = JSON.parse(
      late.state.received.slice(late.state.received.indexOf('\r\n\r\n') + 4),
    ) as unknown;
    expect(json).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(errorBodySchema.safeParse(json).success).toBe(true);
    // The request in flight got its real answer (the credential is no token) and its connection was closed.
    expect(inFlight.state.received).toMatch(/HTTP\/1\.1 401 /);
    expect(inFlight.state.received.toLowerCase()).toContain('connection: close');
    await t.close();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a value PostgreSQL refuses', () => {
  it('answers 400, not 500, when a value slips past the contract', async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/int', async () => client.query('SELECT $1::integer AS v', [String(BEYOND_INT32)]));
    app.get('/nul', async () => client.query('SELECT $1::text AS v', [NUL_TEXT]));
    try {
      for (const url of ['/int', '/nul']) {
        const res = await app.inject({ method: 'GET', url });
        expectErrorBody(res, 400);
        expect(res.json().code).toBe('BAD_REQUEST');
      }
    } finally {
      await app.close();
      await client.end();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a transaction PostgreSQL aborts for a concurrent one', () => {
  it('answers a deadlock 409 CONFLICT, to be sent again, not 500', async () => {
    const [victim, other] = [0, 1].map(
      () => new pg.Client({ connectionString: process.env.TEST_DATABASE_URL }),
    );
    await Promise.all([victim!.connect(), other!.connect()]);
    const [k1, k2] = [1, 2].map((i) => 1_500_000_000 + Math.floor(Math.random() * 100_000_000) * 2 + i);
    // the victim looks for the deadlock at once, the other only after 10 s: PostgreSQL aborts the victim's statement
    await victim!.query(`SET deadlock_timeout = '20ms'`);
    await other!.query(`SET deadlock_timeout = '10s'`);
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/second-lock', async () => victim!.query('SELECT pg_advisory_xact_lock($1)', [k1]));
    try {
      await Promise.all([victim!.query('BEGIN'), other!.query('BEGIN')]);
      await other!.query('SELECT pg_advisory_xact_lock($1)', [k1]);
      await victim!.query('SELECT pg_advisory_xact_lock($1)', [k2]);
      const { rows } = await victim!.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const waiting = other!.query('SELECT pg_advisory_xact_lock($1)', [k2]);
      await vi.waitFor(
        async () => {
          const r = await victim!.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE $1::int = ANY(pg_blocking_pids(pid))',
            [rows[0]!.pid],
          );
          expect(r.rows[0]!.n).toBe(1);
        },
        { timeout: 10_000, interval: 5 },
      );
      const res = await app.inject({ method: 'GET', url: '/second-lock' });
      expectErrorBody(res, 409);
      expect(res.json()).toMatchObject({
        code: 'CONFLICT',
        message: '다른 요청과 동시에 처리되어 완료하지 못했습니다. 다시 시도해주세요.',
      });
      await victim!.query('ROLLBACK');
      await waiting;
      await other!.query('ROLLBACK');
    } finally {
      await app.close();
      await Promise.all([victim!.end(), other!.end()]);
    }
  });
});
