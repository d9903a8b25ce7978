import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  APP_FILES_ID,
  PAGE_DATA_ID,
  RENDERED_PAGE_META,
  showDetailSchema,
  type AppFiles,
  type ShowDetail,
} from '@moa/contract';
import { createSession } from '../src/modules/auth/sessions.ts';
import { httpGet } from './http-get.ts';
import { insertStudents } from './support.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';

/**
 * The public pages rendered on the server (docs/decisions/0022-server-rendered-pages.md), with the web app's real
 * build: `npm run build` writes apps/web/dist (the shell, its manifest) and apps/web/dist-ssr (the renderer), and CI
 * builds before it runs these tests. Each page arrives with its body, the API answer it was rendered from, its
 * route's stylesheets and no script the CSP would refuse; it is kept like a cached read and made again after a write.
 */

const WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');
const RENDERER = path.resolve(WEB_DIST, '../dist-ssr/entry-server.js');
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

interface Page {
  status: number;
  root: string;
  data: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } | null;
  scripts: Record<string, string>[];
  stylesheets: string[];
  /** Stylesheet links that are disabled: their text is in the head's <style>. */
  disabled: string[];
  /** The text of the head's style elements. */
  styles: string;
  csp: string;
  etag: string;
  body: string;
}

async function page(app: FastifyInstance, url: string, accept: string | undefined = BROWSER): Promise<Page> {
  const res = await app.inject({ method: 'GET', url, headers: accept === undefined ? {} : { accept } });
  const doc = parseDocument(res.body);
  const root = DomUtils.getElementById('root', doc);
  const dataScript = DomUtils.getElementById(PAGE_DATA_ID, doc);
  return {
    status: res.statusCode,
    root: root ? DomUtils.textContent(root) : '',
    data: dataScript ? (JSON.parse(DomUtils.textContent(dataScript)) as Page['data']) : null,
    scripts: DomUtils.getElementsByTagName('script', doc).map((s) => ({
      ...s.attribs,
      text: DomUtils.textContent(s),
    })),
    stylesheets: DomUtils.getElementsByTagName('link', doc)
      .filter((l) => l.attribs.rel === 'stylesheet')
      .map((l) => l.attribs.href!),
    disabled: DomUtils.getElementsByTagName('link', doc)
      .filter((l) => l.attribs.rel === 'stylesheet' && 'disabled' in l.attribs)
      .map((l) => l.attribs.href!),
    styles: DomUtils.getElementsByTagName('style', doc)
      .map((s) => DomUtils.textContent(s))
      .join('\n'),
    csp: String(res.headers['content-security-policy']),
    etag: String(res.headers.etag),
    body: res.body,
  };
}

async function api(app: FastifyInstance, url: string): Promise<unknown> {
  const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
  expect(res.statusCode, url).toBe(200);
  return res.json();
}

/** The show as its page carries it: the seats left are the browser's to fill in (apps/web: SEATS_UNKNOWN). */
const withoutSeatsLeft = (show: ShowDetail): ShowDetail => ({
  ...show,
  scheduleList: show.scheduleList.map((schedule) => ({ ...schedule, applyPeople: -1 })),
});

describe.each(DB_KINDS)('public pages rendered on the server (%s)', (kind) => {
  let t: TestApp;
  let port = 0;
  const ids = { show: 0, entertain: 0, recruiting: 0, club: 0 };
  const names = { show: '', entertain: '', recruiting: '', club: '' };
  // Fastify logs every request it handles; a page answered before routing never reaches it.
  const lines: { msg?: string; req?: { url?: string } }[] = [];
  const reachedFastify = (url: string) =>
    lines.filter((l) => l.msg === 'incoming request' && l.req?.url === url).length;

  beforeAll(async () => {
    if (!fs.existsSync(RENDERER) || !fs.existsSync(path.join(WEB_DIST, '.vite', 'manifest.json'))) {
      throw new Error(`the web app's build is missing (${RENDERER}): run npm run build first`);
    }
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    t = await createTestApp(kind, {
      seed: true,
      config: { webDist: WEB_DIST, logLevel: 'info' },
      logStream: stream,
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    const show = await t.db
      .selectFrom('shows')
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const entertain = await t.db
      .selectFrom('entertains')
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const recruiting = await t.db
      .selectFrom('recruitings')
      .select(['id', 'title'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const club = await t.db
      .selectFrom('clubs')
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    Object.assign(ids, { show: show.id, entertain: entertain.id, recruiting: recruiting.id, club: club.id });
    Object.assign(names, {
      show: show.name,
      entertain: entertain.name,
      recruiting: recruiting.title,
      club: club.name,
    });
  });
  afterAll(async () => t?.close());

  const routes = () => [
    { url: '/main', api: '/attraction/list', text: '공연·행사 둘러보기' },
    { url: `/show/${ids.show}`, api: `/show/detail/${ids.show}`, text: names.show },
    { url: `/entertain/${ids.entertain}`, api: `/entertain/detail/${ids.entertain}`, text: names.entertain },
    { url: '/recruiting', api: '/recruiting/list', text: names.recruiting },
    {
      url: `/recruiting/${ids.recruiting}`,
      api: `/recruiting/detail/${ids.recruiting}`,
      text: names.recruiting,
    },
    { url: '/clubs', api: '/club/list', text: names.club },
    { url: `/clubs/${ids.club}`, api: `/club/detail/${ids.club}`, text: names.club },
  ];

  it('renders each public page with its data, its stylesheets and no inline script', async () => {
    for (const route of routes()) {
      for (const accept of [BROWSER, '*/*', undefined]) {
        const got = await page(t.app, route.url, accept);
        expect(got.status, route.url).toBe(200);
        expect(got.root, route.url).toContain(route.text);
        // the data it was rendered from is the API's answer, for the browser's first render to start from; a show's
        // without its seats left, which the browser fills in (they change with every sale)
        const answer = await api(t.app, route.api);
        expect(got.data?.queries.map((q) => q.state.data)).toEqual([
          route.url.startsWith('/show/') ? withoutSeatsLeft(answer as ShowDetail) : answer,
        ]);
        // only scripts the CSP allows: files of the site, and data that is never run
        for (const script of got.scripts) {
          const data = script.type === 'application/json' || script.type === 'application/ld+json';
          expect(data || (script.src?.startsWith('/assets/') && script.text === ''), route.url).toBe(true);
        }
        const scriptSrc = got.csp.split(';').find((d) => d.trim().startsWith('script-src '));
        expect(scriptSrc).toBeDefined();
        expect(scriptSrc).not.toContain('unsafe-inline');
        // the route's own stylesheets come with the page, so its first paint is styled: written into the head, their
        // links disabled (never fetched; the app's module loader reads them as loaded); only the entry's is fetched
        expect(got.stylesheets.length, route.url).toBeGreaterThan(1);
        const enabled = got.stylesheets.filter((href) => !got.disabled.includes(href));
        expect(enabled, route.url).toEqual([expect.stringMatching(/^\/assets\/index-[\w-]+\.css$/)]);
        for (const href of got.stylesheets) {
          const css = await t.app.inject({ method: 'GET', url: href });
          expect(css.statusCode, href).toBe(200);
          if (got.disabled.includes(href)) expect(got.styles, href).toContain(css.body.trim());
        }
      }
    }
  });

  it('asks for the image the page shows largest first: its preload leads the head, with high priority', async () => {
    // the first tag of the head that makes the browser fetch something
    const FETCHING = /<link rel="(?:preload|stylesheet|modulepreload)"[^>]*>|<script[^>]*\ssrc="[^"]*"[^>]*>/;
    for (const url of ['/main', `/show/${ids.show}`]) {
      const { body } = await page(t.app, url);
      const head = body.slice(0, body.indexOf('</head>'));
      const first = FETCHING.exec(head)?.[0] ?? '';
      expect(first, url).toMatch(/^<link rel="preload" as="image" [^>]*fetchPriority="high"/i);
      expect(first, url).toMatch(/href="\/files\/[^"]+"/);
      // the mark the early entry reads comes before its script
      const mark = head.indexOf(`<meta name="${RENDERED_PAGE_META}"`);
      expect(mark, url).toBeGreaterThan(-1);
      expect(mark, url).toBeLessThan(head.indexOf('<script type="module"'));
    }
    for (const route of routes()) {
      const { body } = await page(t.app, route.url);
      const root = body.slice(body.indexOf('<div id="root"'));
      expect(root, route.url).not.toMatch(/<link rel="preload"/);
    }
  });

  it("names the app's files after the page instead of in its head, and a page the server does not render keeps them", async () => {
    const shell = fs.readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
    const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell)?.[1];
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    for (const route of routes()) {
      const { body } = await page(t.app, route.url);
      const head = body.slice(0, body.indexOf('</head>'));
      // the head asks for the stylesheet and the image only, and runs the small early entry
      expect(head, route.url).not.toMatch(/rel="modulepreload"/);
      expect(
        [...head.matchAll(/<script[^>]*\ssrc="[^"]*"[^>]*>/g)].map((m) => m[0]),
        route.url,
      ).toEqual([
        expect.stringMatching(/^<script type="module" async crossorigin src="\/assets\/early-[\w-]+\.js">$/),
      ]);
      const doc = parseDocument(body);
      const element = DomUtils.getElementById(APP_FILES_ID, doc);
      expect(element, route.url).toBeTruthy();
      const files = JSON.parse(DomUtils.textContent(element!)) as AppFiles;
      expect(files.entry, route.url).toBe(entry);
      expect(files.preload.length, route.url).toBeGreaterThan(0);
      for (const href of [files.entry, ...files.preload]) {
        expect(fs.existsSync(path.join(WEB_DIST, href)), href).toBe(true);
      }
    }
    // the route's own scripts are among them: the show page's module
    const show = parseDocument((await page(t.app, `/show/${ids.show}`)).body);
    const showFiles = JSON.parse(
      DomUtils.textContent(DomUtils.getElementById(APP_FILES_ID, show)!),
    ) as AppFiles;
    expect(showFiles.preload).toContainEqual(expect.stringMatching(/^\/assets\/ShowPage-[\w-]+\.js$/));
    // /login is client-rendered: the built page as it is, its entry run at once
    const login = await page(t.app, '/login');
    expect(login.body).toContain(`<script type="module" crossorigin src="${entry}"></script>`);
    expect(login.body).not.toContain(APP_FILES_ID);
    expect(login.body).not.toContain(RENDERED_PAGE_META);
  });

  it('keeps a rendered page until a write, answered before routing, and renders the new content after', async () => {
    const url = `/show/${ids.show}`;
    const first = await httpGet(port, url, { accept: BROWSER });
    expect(first.status).toBe(200);
    expect(first.body.toString()).toContain(names.show);
    const seen = reachedFastify(url);
    const again = await httpGet(port, url, { accept: BROWSER });
    expect(again.body.equals(first.body)).toBe(true);
    expect(reachedFastify(url)).toBe(seen);
    // the control: a client preferring JSON at the same path is Fastify's (here: the app's 404 page for an API path
    // that is no API route) — the kept page is never sent for it
    await httpGet(port, url, { accept: 'application/json' });
    expect(reachedFastify(url)).toBe(seen + 1);

    await t.db.updateTable('shows').set({ name: '새 이름의 공연' }).where('id', '=', ids.show).execute();
    const after = await httpGet(port, url, { accept: BROWSER });
    expect(after.body.toString()).toContain('새 이름의 공연');
    expect(after.body.toString()).not.toContain(names.show);
    expect(reachedFastify(url)).toBe(seen + 2);
    await t.db.updateTable('shows').set({ name: names.show }).where('id', '=', ids.show).execute();
  });

  it("makes a show's page again after a sale as the same bytes: its seats left are the browser's", async () => {
    const { stats } = t.app.publicCache.cache;
    const url = `/show/${ids.show}`;
    const asked = { accept: BROWSER, 'accept-encoding': 'zstd' };
    const first = await httpGet(port, url, asked);
    expect(first.status).toBe(200);
    const schedule = await t.db
      .selectFrom('schedules')
      .select(['id', 'apply_people', 'max_people'])
      .where('show_id', '=', ids.show)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const [studentId] = await insertStudents(t.db, `ssr${kind}`, 1);
    const token = await createSession(t.db, studentId!);
    const sale = await t.app.inject({
      method: 'POST',
      url: '/show/detail/reservation',
      headers: { authorization: `Bearer ${token}` },
      payload: { scheduleId: schedule.id, wishToPurchaseTickets: 1 },
    });
    expect(sale.statusCode, sale.body).toBe(200);
    const { misses, unchanged, hits } = stats;
    const again = await httpGet(port, url, asked);
    // The page and the show's detail it is rendered from were made anew: the page the same, the detail not. The
    // detail was asked for once, for the head and the body both (no second ask, which the cache would have answered).
    expect(stats.misses).toBe(misses + 2);
    expect(stats.hits).toBe(hits);
    expect(stats.unchanged).toBe(unchanged + 1);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body.equals(first.body)).toBe(true);
    // The control: the show's detail, which carries the seats left, is another answer after the sale.
    const seats = (await api(t.app, `/show/detail/${ids.show}`)) as ShowDetail;
    const now = seats.scheduleList.find((s) => s.scheduleId === schedule.id)!;
    expect(now.applyPeople).toBe(schedule.apply_people + 1);
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/mypage/student/reservation/${JSON.parse(sale.body).reservationId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cancel.statusCode).toBe(200);
  });

  it("makes a page's head and body from one answer of its record, read once", async () => {
    const url = `/show/${ids.show}`;
    await t.db.updateTable('shows').set({ name: '한 번 읽힌 공연' }).where('id', '=', ids.show).execute();
    // The show's detail made and kept at this version; then the show renamed behind the app's back (a second handle,
    // which the public read cache does not hear): a read of the database would now find the other name.
    await api(t.app, `/show/detail/${ids.show}`);
    const second = t.openSecond();
    await second.db.updateTable('shows').set({ name: '몰래 바꾼 이름' }).where('id', '=', ids.show).execute();
    await second.close();
    const page = (await httpGet(port, url, { accept: BROWSER })).body.toString();
    expect(page).toContain('<title>한 번 읽힌 공연 | 모아</title>');
    expect(page).toContain('한 번 읽힌 공연</h1>');
    expect(page).not.toContain('몰래 바꾼 이름');
    await t.db.updateTable('shows').set({ name: names.show }).where('id', '=', ids.show).execute();
  });

  it('makes a page again after a write it does not show as the same bytes, with its ETag and compressed form', async () => {
    const { stats } = t.app.publicCache.cache;
    const asked = { accept: BROWSER, 'accept-encoding': 'zstd' };
    const first = await httpGet(port, '/main', asked);
    expect(first.headers['content-encoding']).toBe('zstd');
    // A write /main does not show (a club's Instagram address): the page and its API answer are made anew, the same.
    await t.db
      .updateTable('clubs')
      .set({ insta_url: 'https://instagram.com/moa' })
      .where('id', '=', ids.club)
      .execute();
    const { misses, unchanged } = stats;
    const again = await httpGet(port, '/main', asked);
    expect(stats.misses).toBe(misses + 2);
    expect(stats.unchanged).toBe(unchanged + 2);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body.equals(first.body)).toBe(true);
    // The control: a write /main shows (a show's name) makes other bytes under another ETag.
    await t.db.updateTable('shows').set({ name: '새 이름의 공연' }).where('id', '=', ids.show).execute();
    const changed = await httpGet(port, '/main', asked);
    expect(stats.unchanged).toBe(unchanged + 2);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    await t.db.updateTable('shows').set({ name: names.show }).where('id', '=', ids.show).execute();
  });

  it('keeps a list page once per tab it has: an unknown or default tab and other queries get the page without them', async () => {
    for (const [list, other] of [
      ['/main', 'food'],
      ['/recruiting', 'rolling'],
      ['/clubs', 'sports'],
    ] as const) {
      const kept = await httpGet(port, list, { accept: BROWSER });
      expect(kept.status).toBe(200);
      const fallback = list === '/clubs' ? 'performance' : 'all';
      for (const url of [
        `${list}?category=made-up-${list.length}`,
        `${list}?category=${fallback}`,
        `${list}?utm_source=kakao&category=`,
        `${list}?category=${encodeURIComponent('<b>')}`,
      ]) {
        const got = await httpGet(port, url, { accept: BROWSER });
        expect(got.status, url).toBe(200);
        expect(got.body.equals(kept.body), url).toBe(true);
        expect(reachedFastify(url), url).toBe(0);
      }
      // the control: a tab the page has is a page of its own, rendered once and then kept
      const tab = `${list}?category=${other}`;
      const first = await httpGet(port, tab, { accept: BROWSER });
      expect(first.status).toBe(200);
      expect(first.body.equals(kept.body)).toBe(false);
      expect(reachedFastify(tab)).toBe(1);
      const again = await httpGet(port, tab, { accept: BROWSER });
      expect(again.body.equals(first.body)).toBe(true);
      expect(reachedFastify(tab)).toBe(1);
    }
    // a page without tabs keeps one page whatever its query
    const show = `/show/${ids.show}`;
    const kept = await httpGet(port, show, { accept: BROWSER });
    const withTab = `${show}?category=food`;
    const got = await httpGet(port, withTab, { accept: BROWSER });
    expect(got.body.equals(kept.body)).toBe(true);
    expect(reachedFastify(withTab)).toBe(0);
  });

  it('sends an id written with leading zeros to its plain address, and keeps nothing for it', async () => {
    const plain = `/show/${ids.show}`;
    await httpGet(port, plain, { accept: BROWSER });
    const kept = t.app.publicCache.cache.size;
    for (const padded of [
      `/show/0${ids.show}`,
      `/show/${'0'.repeat(30)}${ids.show}`,
      `/clubs/00${ids.club}`,
    ]) {
      const got = await httpGet(port, `${padded}?utm_source=kakao`, { accept: BROWSER });
      expect(got.status, padded).toBe(301);
      expect(got.headers.location, padded).toBe(`${padded.replace(/\/0+(?=\d)/, '/')}?utm_source=kakao`);
    }
    expect(t.app.publicCache.cache.size).toBe(kept);
    // the control: ids without leading zeros, 0 itself and 100 are answered as they are
    expect((await httpGet(port, plain, { accept: BROWSER })).status).toBe(200);
    expect((await httpGet(port, '/show/0', { accept: BROWSER })).status).toBe(404);
    expect((await httpGet(port, '/show/100000', { accept: BROWSER })).status).toBe(404);
  });

  it('still answers the OpenAPI document once the renderer is loaded (the bundle names the contract again)', async () => {
    expect((await page(t.app, '/main')).status).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json().components.schemas).length).toBeGreaterThan(50);
  });

  it("renders pages without building the contract's schemas a second time", async () => {
    // The renderer carries its own copy of the contract; each of its schemas named (.meta({ id })) would take that
    // name in zod's one registry of the process. It builds none (apps/web/build/contract-direct.ts,
    // docs/decisions/0012-server-memory.md): the name still belongs to the server's own schema.
    for (const url of [
      '/main',
      `/show/${ids.show}`,
      `/entertain/${ids.entertain}`,
      `/recruiting/${ids.recruiting}`,
    ]) {
      expect((await page(t.app, url)).status).toBe(200);
    }
    expect(z.globalRegistry._idmap.get('ShowDetail')).toBe(showDetailSchema);
  });

  it('answers a show that does not exist with the 404 page, and /main to a JSON client with JSON', async () => {
    const missing = await page(t.app, '/show/999999');
    expect(missing.status).toBe(404);
    expect(missing.data).toBeNull();
    const health = await t.app.inject({
      method: 'GET',
      url: '/main',
      headers: { accept: 'application/json' },
    });
    expect(health.headers['content-type']).toContain('application/json');
    const pageFirst = await httpGet(port, '/main', { accept: BROWSER });
    expect(pageFirst.headers['content-type']).toContain('text/html');
    const json = await httpGet(port, '/main', { accept: 'application/json, text/html;q=0.5' });
    expect(json.headers['content-type']).toContain('application/json');
  });
});

describe('a renderer that fails', () => {
  let t: TestApp;
  let dir = '';
  const errors: { msg?: string; page?: string }[] = [];
  beforeAll(async () => {
    // A build whose renderer throws (a bug in a page): the shell and manifest of the real build beside it.
    dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'moa-broken-ssr-'));
    await fsp.mkdir(path.join(dir, 'dist', '.vite'), { recursive: true });
    await fsp.mkdir(path.join(dir, 'dist-ssr'));
    await fsp.copyFile(path.join(WEB_DIST, 'index.html'), path.join(dir, 'dist', 'index.html'));
    await fsp.copyFile(
      path.join(WEB_DIST, '.vite', 'manifest.json'),
      path.join(dir, 'dist', '.vite', 'manifest.json'),
    );
    await fsp.writeFile(
      path.join(dir, 'dist-ssr', 'entry-server.js'),
      "export async function render() { throw new Error('a page threw'); }\n",
    );
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          const entry = JSON.parse(line) as { level: number; msg?: string; page?: string };
          if (entry.level >= 50) errors.push(entry);
        }
        done();
      },
    });
    t = await createTestApp('sqlite', {
      seed: true,
      config: { webDist: path.join(dir, 'dist'), logLevel: 'info' },
      logStream: stream,
    });
  });
  afterAll(async () => {
    await t?.close();
    await fsp.rm(dir, { recursive: true, force: true });
  });

  it('sends the page with its head and an empty body, and logs why', async () => {
    const got = await page(t.app, '/main');
    expect(got.status).toBe(200);
    expect(got.body).toContain('<title>');
    expect(got.root).toBe('');
    expect(got.data).toBeNull();
    expect(errors.some((e) => e.page === '/main' && /rendering failed/.test(e.msg ?? ''))).toBe(true);
  });
});
