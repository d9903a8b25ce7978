import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { INT32_MAX } from '@moa/contract';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';

/**
 * The published API description (/api/docs/json) is a valid OpenAPI document: a standard validator accepts it, and a
 * client's TypeScript types are generated from it and compile.
 */

type Doc = {
  paths: Record<
    string,
    Record<string, { parameters?: { name: string; schema: unknown }[]; requestBody?: unknown }>
  >;
  components: { schemas: Record<string, unknown> };
};

/** Every integer a request may carry (path, query, body), with where it is. */
function requestIntegers(doc: Doc): { at: string; maximum: number | undefined }[] {
  const found: { at: string; maximum: number | undefined }[] = [];
  const walk = (schema: unknown, at: string) => {
    if (!schema || typeof schema !== 'object') return;
    const s = schema as { type?: unknown; maximum?: number };
    if (s.type === 'integer') found.push({ at, maximum: s.maximum });
    for (const [k, v] of Object.entries(schema)) if (typeof v === 'object') walk(v, `${at}.${k}`);
  };
  for (const [p, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      for (const param of op.parameters ?? []) walk(param.schema, `${method} ${p} ${param.name}`);
      walk(op.requestBody, `${method} ${p} body`);
    }
  }
  return found;
}

describe.each(DB_KINDS)('the OpenAPI document (%s)', (kind) => {
  let t: TestApp;
  let doc: Doc;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(async () => t?.close());

  it('passes a standard OpenAPI validator, every reference resolved', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
    const refs = new Set<string>();
    JSON.stringify(doc, (key, value: unknown) => {
      if (key === '$ref') refs.add(value as string);
      return value;
    });
    // The answers name the contract's schemas: Me, ShowDetail, HolderList, ErrorBody and the others.
    expect(refs.size).toBeGreaterThanOrEqual(16);
    for (const ref of refs) {
      const name = ref.replace('#/components/schemas/', '');
      expect(doc.components.schemas, ref).toHaveProperty(name);
    }
  });

  it('states the column limit of every integer a request carries', () => {
    const integers = requestIntegers(doc);
    expect(integers.length).toBeGreaterThan(20);
    const unbounded = integers.filter((i) => i.maximum === undefined || i.maximum > INT32_MAX);
    expect(unbounded.map((i) => i.at)).toEqual([]);
  });

  it('generates TypeScript types a client compiles against', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'moa-openapi-'));
    try {
      const types = astToString(await openapiTS(structuredClone(doc) as never));
      await fs.writeFile(path.join(dir, 'api.ts'), types);
      await fs.writeFile(
        path.join(dir, 'client.ts'),
        `import type { components, paths } from './api';

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;

export type Me = Json<paths['/api/auth/me']['get']['responses'][200]>;
export const me: Me = {
  id: 1,
  email: 'student@example.ac.kr',
  authority: 'ROLE_USER',
  name: null,
  studentId: null,
  phoneNumber: null,
  profileComplete: false,
  clubId: null,
  clubName: null,
};

type Reserve = NonNullable<paths['/show/detail/reservation']['post']['requestBody']>['content']['application/json'];
export const reserve: Reserve = { scheduleId: 7, wishToPurchaseTickets: 2 };

export type ShowId = paths['/show/detail/{showId}']['get']['parameters']['path']['showId'];
export const showId: ShowId = 3;

export const paid = (list: components['schemas']['HolderList']): number =>
  list.holderList.filter((h) => h.isPaid).length;

export const failure: components['schemas']['ErrorBody'] = { status: 409, code: 'SOLD_OUT', message: '매진' };
// @ts-expect-error an error code the contract does not have
export const unknown: components['schemas']['ErrorBody'] = { status: 400, code: 'NO_SUCH_CODE', message: '' };
// @ts-expect-error the signed-in user's e-mail is text
export const wrongEmail: Me['email'] = 1;
`,
      );
      const program = ts.createProgram([path.join(dir, 'client.ts')], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        skipLibCheck: true,
        types: [],
      });
      const problems = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(problems).toEqual([]);
      expect(types).toContain('"/show/detail/reservation"');
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
