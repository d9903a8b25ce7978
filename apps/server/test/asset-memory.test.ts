import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../web/build/precompress.ts';
import { AssetMemory } from '../src/plugins/asset-memory.ts';
import { httpGet, type HttpAnswer } from './http-get.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';

/**
 * The built app's hashed files answered from memory before Fastify (plugins/asset-memory.ts): over a real connection,
 * the same status, headers and bytes as Fastify's own answer (app.inject never passes the first look), and no file
 * read once kept.
 */

/** Headers that are the connection's or the request's own, never the same twice. */
const PER_REQUEST = ['date', 'connection', 'keep-alive', 'x-request-id', 'transfer-encoding'];

function headersOf(answer: HttpAnswer | LightMyRequestResponse): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (!PER_REQUEST.includes(name)) out[name] = String(value);
  }
  return out;
}

function bodyOf(answer: HttpAnswer | LightMyRequestResponse): Buffer {
  return 'rawPayload' in answer ? answer.rawPayload : answer.body;
}

describe.each(DB_KINDS)('the built app files from memory (%s)', (kind) => {
  let t: TestApp;
  let dist = '';
  let port = 0;
  const js = `export const text = ${JSON.stringify('모아 '.repeat(2_000))};\n`;
  const css = `.poster{aspect-ratio:3/4}${'.x{color:red}'.repeat(200)}`;
  const tiny = 'body{margin:0}';
  const files: Record<string, string> = {
    'app-abc123.js': js,
    'route-abc123.css': css,
    'tiny-abc123.css': tiny,
    'gone-abc123.js': js.replace('모아', '지움'),
    'a-abc123.css': 'a{margin:0}',
    'b-abc123.css': 'b{margin:0}',
    'c-abc123.css': 'i{margin:0}',
  };
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'moa-assets-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><title>모아</title><div id="root"></div>',
    );
    for (const [name, text] of Object.entries(files))
      await fs.writeFile(path.join(dist, 'assets', name), text);
    await precompressDir(dist);
    t = await createTestApp(kind, { config: { webDist: dist } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  /** Asks until the memory holds this many files: it takes each one after Fastify answered the first request. */
  async function keptAfter(url: string, headers: Record<string, string>, size: number): Promise<HttpAnswer> {
    const first = await httpGet(port, url, headers);
    await t.app.assetMemory.idle();
    expect(t.app.assetMemory.size, url).toBe(size);
    return first;
  }

  it('answers as Fastify does, for every encoding a browser or a reader may ask', async () => {
    const memory = t.app.assetMemory;
    const size = memory.size;
    for (const url of ['/assets/app-abc123.js', '/assets/route-abc123.css', '/assets/tiny-abc123.css']) {
      for (const encoding of ['gzip, deflate, br, zstd', 'gzip', 'br;q=0, gzip', 'identity', '']) {
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
        const label = `${url} ${encoding || '(none)'}`;
        const first = await httpGet(port, url, headers);
        await memory.idle();
        const hits = memory.stats.hits;
        const kept = await httpGet(port, url, headers);
        expect(memory.stats.hits, label).toBe(hits + 1);
        const fastify = await t.app.inject({ method: 'GET', url, headers });
        expect(kept.status, label).toBe(200);
        expect(headersOf(kept), label).toEqual(headersOf(fastify));
        expect(headersOf(first), label).toEqual(headersOf(fastify));
        expect(bodyOf(kept).equals(bodyOf(fastify)), label).toBe(true);
        expect(kept.headers['cache-control']).toContain('immutable');
        expect(kept.headers['content-security-policy']).toBeDefined();
      }
    }
    // one answer per file and encoding chosen (br, gzip, none): the small file, which has no compressed copy, too
    expect(memory.size).toBe(size + 9);
  });

  it('reads no file once kept: a file deleted from the build is still answered', async () => {
    const url = '/assets/gone-abc123.js';
    const headers = { 'accept-encoding': 'br' };
    const before = t.app.assetMemory.size;
    const first = await keptAfter(url, headers, before + 1);
    for (const ext of ['', '.br', '.gz']) await fs.rm(path.join(dist, 'assets', `gone-abc123.js${ext}`));
    expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(404);
    const kept = await httpGet(port, url, headers);
    expect(kept.status).toBe(200);
    expect(kept.body.equals(first.body)).toBe(true);
  });

  it('leaves to Fastify what is not the plain case: conditions, ranges, HEAD, queries, odd names, missing files', async () => {
    const url = '/assets/app-abc123.js';
    const headers = { 'accept-encoding': 'gzip' };
    const kept = await httpGet(port, url, headers);
    const memory = t.app.assetMemory;
    const { hits, misses } = memory.stats;
    // a revalidation gets Fastify's 304, a range Fastify's part
    const etag = String(kept.headers.etag);
    expect((await httpGet(port, url, { ...headers, 'if-none-match': etag })).status).toBe(304);
    expect((await httpGet(port, url, { range: 'bytes=0-9' })).status).toBe(206);
    const head = await new Promise<number>((resolve, reject) =>
      http
        .request({ host: '127.0.0.1', port, path: url, method: 'HEAD', agent: false }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        })
        .on('error', reject)
        .end(),
    );
    expect(head).toBe(200);
    expect((await httpGet(port, `${url}?v=1`, headers)).status).toBe(200);
    expect(memory.stats.hits).toBe(hits);
    // names that are no plain file name never reach the memory; a missing file is Fastify's 404, never kept
    const size = memory.size;
    for (const odd of [
      '/assets/../index.html',
      '/assets/%2e%2e/index.html',
      '/assets/.hidden',
      '/assets/a/b.js',
    ]) {
      expect((await httpGet(port, odd, headers)).status, odd).not.toBe(200);
    }
    expect(memory.stats.misses).toBe(misses);
    expect((await httpGet(port, '/assets/missing-abc123.js', headers)).status).toBe(404);
    expect(memory.stats.misses).toBe(misses + 1);
    await memory.idle();
    expect((await httpGet(port, '/assets/missing-abc123.js', headers)).status).toBe(404);
    expect(memory.stats.misses).toBe(misses + 2);
    expect(memory.size).toBe(size);
  });

  it('keeps at most its limit of bytes, the least recently used going first', async () => {
    const two = 2 * 'a{margin:0}'.length;
    const memory = new AssetMemory(t.app, { maxBytes: two, maxFileBytes: two });
    const server = http.createServer((req, res) => {
      if (!memory.look(req, res, () => undefined)) t.app.routing(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const own = (server.address() as AddressInfo).port;
    const ask = async (name: string) => {
      const answer = await httpGet(own, `/assets/${name}-abc123.css`);
      await memory.idle();
      return answer;
    };
    const hitsOf = async (name: string) => {
      const hits = memory.stats.hits;
      expect((await ask(name)).status).toBe(200);
      return memory.stats.hits - hits;
    };
    try {
      expect(await hitsOf('a')).toBe(0);
      expect(await hitsOf('b')).toBe(0);
      expect(memory.bytes).toBe(two);
      expect(await hitsOf('a')).toBe(1); // b is now the least recently used
      expect(await hitsOf('c')).toBe(0);
      expect(await hitsOf('c')).toBe(1);
      expect(await hitsOf('a')).toBe(1);
      expect(memory.bytes).toBe(two);
      expect(await hitsOf('b')).toBe(0);
      // a file over the limit per file is never kept
      const route = () => httpGet(own, '/assets/route-abc123.css').then(() => memory.idle());
      const misses = memory.stats.misses;
      await route();
      await route();
      expect(memory.stats.misses).toBe(misses + 2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
