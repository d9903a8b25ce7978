import fs from 'node:fs/promises';
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { endpoints, type EndpointDef } from '@moa/contract';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { insertClub, insertSchedule } from './support.ts';
import { makePng } from '../../../test-support/png.ts';

/**
 * The OpenAPI document (/api/docs/json) is one client generators can use: Redocly's recommended rules find no error,
 * the multipart calls describe their parts, every call lists its error statuses with the error body, nullable
 * fields are 3.1 type arrays; and a client generated from it (openapi-typescript types, openapi-fetch) compiles,
 * signs in and makes real calls against a listening app.
 */

type Schema = Record<string, unknown>;
type Operation = {
  operationId: string;
  requestBody?: { content: Record<string, { schema: Schema; encoding?: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>> };

const operations = (doc: Doc) => Object.values(doc.paths).flatMap((ops) => Object.values(ops) as Operation[]);

/** The generated client's code: every call typed by the document, run by the test against a real server. */
const CLIENT = `import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './api';

export interface Sign {
  credential: string;
  nonce: string;
}

/** Signs in with the development provider's token, then bearer on every call. */
async function signedIn(baseUrl: string, sign: Sign) {
  const client = createClient<paths>({ baseUrl });
  const session = await client.POST('/api/oauth/google/session', { body: sign });
  if (!session.data) throw new Error('sign-in refused: ' + JSON.stringify(session.error));
  const token: string = session.data.token;
  const bearer: Middleware = {
    onRequest({ request }) {
      request.headers.set('authorization', 'Bearer ' + token);
      return request;
    },
  };
  client.use(bearer);
  return client;
}

/** A multipart body as FormData: the JSON part \`request\` as a JSON blob, the files as they are. */
function formData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value instanceof Blob) form.append(name, value, name + '.png');
    else if (value !== undefined) form.append(name, new Blob([JSON.stringify(value)], { type: 'application/json' }));
  }
  return form;
}

export async function student(baseUrl: string, sign: Sign, showId: number, scheduleId: number) {
  const client = await signedIn(baseUrl, sign);
  const profile = await client.PUT('/mypage/student/profile', {
    body: { name: '김모아', studentId: '20250001', phoneNumber: '010-1234-5678' },
  });
  const show = await client.GET('/show/detail/{showId}', { params: { path: { showId } } });
  const reserved = await client.POST('/show/detail/reservation', {
    body: { scheduleId, wishToPurchaseTickets: 2 },
  });
  const again = await client.POST('/show/detail/reservation', {
    body: { scheduleId, wishToPurchaseTickets: 2 },
  });
  const mine = await client.GET('/mypage/student/reservation');
  const me = await client.GET('/api/auth/me');
  return {
    profileComplete: me.data?.profileComplete,
    profileSaved: profile.response.status,
    showName: show.data?.showName,
    depositName: reserved.data?.depositName,
    refused: again.error ? { status: again.response.status, code: again.error.code } : null,
    reservations: mine.data?.length,
  };
}

/** Never called: what the types refuse (the test fails if they stop refusing it). */
export function refusedByTypes(client: ReturnType<typeof createClient<paths>>) {
  // @ts-expect-error a file part is a Blob, not text
  void client.POST('/api/admin/clubs', { body: { request: { clubName: 'x', category: 'performance' }, poster: 'x' } });
  // @ts-expect-error the multipart request part has the contract's fields
  void client.POST('/api/admin/clubs', { body: { request: { name: 'x' } } });
  // @ts-expect-error a reservation names its schedule
  void client.POST('/show/detail/reservation', { body: { wishToPurchaseTickets: 1 } });
}

export async function admin(baseUrl: string, sign: Sign, poster: Blob) {
  const client = await signedIn(baseUrl, sign);
  const created = await client.POST('/api/admin/clubs', {
    body: { request: { clubName: '생성된 동아리', category: 'performance' }, poster },
    bodySerializer: formData,
  });
  const missing = await client.POST('/api/admin/clubs', {
    body: { request: { clubName: '', category: 'performance' } },
    bodySerializer: formData,
  });
  return {
    id: created.data?.id,
    refused: missing.error ? { status: missing.response.status, code: missing.error.code } : null,
  };
}
`;

interface Sign {
  credential: string;
  nonce: string;
}
/** What CLIENT exports, as the test calls it. */
interface GeneratedClient {
  student(baseUrl: string, sign: Sign, showId: number, scheduleId: number): Promise<unknown>;
  admin(baseUrl: string, sign: Sign, poster: Blob): Promise<{ id?: number; refused: unknown }>;
}

/** openapi-typescript's advice for files: a binary string is a Blob in the client. */
const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));

describe.each(DB_KINDS)('the OpenAPI document for client generators (%s)', (kind) => {
  let t: TestApp;
  let doc: Doc;
  let raw: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    raw = res.body;
    doc = res.json();
  });
  afterAll(async () => t?.close());

  it("passes Redocly's recommended rules with no error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: raw, absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(errors).toEqual([]);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('describes the parts of every multipart call, with their types', () => {
    const multipart = (Object.values(endpoints) as EndpointDef[]).filter((ep) => ep.multipart);
    expect(multipart).toHaveLength(16);
    for (const ep of multipart) {
      const op = doc.paths[ep.path.replace(/:(\w+)/g, '{$1}')]![ep.method.toLowerCase()]!;
      const form = op.requestBody?.content['multipart/form-data'];
      expect(form, ep.path).toBeDefined();
      const properties = form!.schema.properties as Record<string, Schema>;
      for (const name of Object.keys(ep.multipart!.files)) {
        expect(properties[name], `${ep.path} ${name}`).toMatchObject({ type: 'string', format: 'binary' });
      }
      if (ep.multipart!.request) {
        expect(properties.request, ep.path).toHaveProperty('type', 'object');
        expect(form!.encoding, ep.path).toMatchObject({ request: { contentType: 'application/json' } });
      }
      if (ep.multipart!.json) expect(op.requestBody!.content, ep.path).toHaveProperty(['application/json']);
    }
  });

  it("lists each call's error statuses with the error body", () => {
    for (const op of operations(doc)) {
      const statuses = Object.keys(op.responses).filter((s) => /^[45]\d\d$/.test(s));
      expect(statuses, op.operationId).toEqual(expect.arrayContaining(['500', '503']));
      for (const s of statuses) {
        expect(op.responses[s]!.content!['application/json']!.schema, `${op.operationId} ${s}`).toEqual({
          $ref: '#/components/schemas/ErrorBody',
        });
      }
    }
    const reserve = doc.paths['/show/detail/reservation']!.post!;
    expect(Object.keys(reserve.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '409', '500', '503']),
    );
  });

  it('writes nullable fields as 3.1 type arrays, never `nullable`', () => {
    expect(raw).not.toContain('"nullable"');
    const nullableStrings: unknown[] = [];
    const walk = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      const s = node as Schema;
      if (Array.isArray(s.type) && s.type.includes('null')) nullableStrings.push(s.type);
      // A null branch is left only beside a reference (`anyOf: [{ $ref }, { type: 'null' }]`).
      if (Array.isArray(s.anyOf) && (s.anyOf as Schema[]).some((b) => b.type === 'null')) {
        expect((s.anyOf as Schema[]).every((b) => b.type === 'null' || '$ref' in b)).toBe(true);
      }
      for (const v of Object.values(s)) walk(v);
    };
    walk(doc);
    expect(nullableStrings).toContainEqual(['string', 'null']);
  });

  // The document is the same on both databases: the client is compiled once (it takes a while), run on both.
  it('generates a typed client (openapi-typescript, openapi-fetch) that signs in and makes real calls', async () => {
    const types = astToString(
      await openapiTS(structuredClone(doc) as never, {
        transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
      }),
    );
    // Beside the tests, so the client resolves openapi-fetch from the workspace's node_modules.
    const dir = await fs.mkdtemp(path.join(import.meta.dirname, '.openapi-client-'));
    try {
      await fs.writeFile(path.join(dir, 'api.ts'), types);
      await fs.writeFile(path.join(dir, 'client.ts'), CLIENT);
      if (kind === DB_KINDS[0]) {
        const program = ts.createProgram([path.join(dir, 'client.ts')], {
          strict: true,
          noEmit: true,
          target: ts.ScriptTarget.ES2022,
          lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
          module: ts.ModuleKind.ESNext,
          moduleResolution: ts.ModuleResolutionKind.Bundler,
          skipLibCheck: true,
          types: [],
        });
        const problems = ts
          .getPreEmitDiagnostics(program)
          .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
        expect(problems).toEqual([]);
      }

      const clubId = await insertClub(t.db, '클라이언트');
      const day = addDays(seoulToday(), 20);
      const { showId, scheduleId } = await insertSchedule(t.db, { clubId, date: day, seats: 2 });
      const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const sign = async (email: string) => {
        const nonce = `n-${Math.random().toString(36).slice(2)}`;
        return { credential: await t.app.idp.dev!.idToken(email, nonce), nonce };
      };
      const client = (await import(path.join(dir, 'client.ts'))) as GeneratedClient;
      const student = await client.student(baseUrl, await sign('client@example.ac.kr'), showId, scheduleId);
      expect(student).toEqual({
        profileComplete: true,
        profileSaved: 200,
        showName: '테스트 공연',
        depositName: '20250001김모아',
        refused: { status: 409, code: 'ALREADY_RESERVED' },
        reservations: 1,
      });
      const admin = await client.admin(
        baseUrl,
        await sign('admin@example.ac.kr'),
        new Blob([makePng(30, 40)], { type: 'image/png' }),
      );
      expect(admin.id).toEqual(expect.any(Number));
      expect(admin.refused).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      const club = await t.db
        .selectFrom('clubs')
        .select(['name', 'poster_file'])
        .where('id', '=', admin.id!)
        .executeTakeFirstOrThrow();
      expect(club.name).toBe('생성된 동아리');
      expect(club.poster_file).toBeTruthy();
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
