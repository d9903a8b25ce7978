import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, jsonPart, multipart, showEditRequest, showRow, signInAs } from './support.ts';
import { makePng } from '../../../test-support/png.ts';

/**
 * Link previews as messengers and social sites make them: their readers run no JavaScript and send `Accept: *\/*`
 * or no Accept at all; each public page must answer its own head, and its og:image a 1200×630 JPEG.
 */

// The readers' user agents as they send them. KakaoTalk's as its scraper signs its visits in public server logs
// (its address is Kakao's developer forum thread on scraping); the others as each service documents its crawler.
const READERS = {
  kakaotalk: 'facebookexternalhit/1.1; kakaotalk-scrap/1.0; +https://devtalk.kakao.com/t/scrap/33984',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  x: 'Twitterbot/1.0',
  slack: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  discord: 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
};
const ACCEPTS: (string | undefined)[] = ['*/*', undefined];
const PUBLIC_URL = 'https://moa.example.ac.kr';
/** The web app's own page template: the head the build starts from. */
const SHELL = path.resolve(import.meta.dirname, '../../web/index.html');

interface Page {
  status: number;
  type: string;
  title: string;
  meta: (key: string) => string | undefined;
  canonical: string | undefined;
  jsonLd: unknown[];
  scripts: Element[];
  csp: string;
}

async function page(app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<Page> {
  const res = await app.inject({ method: 'GET', url, headers });
  const doc = parseDocument(res.body);
  const metas = DomUtils.getElementsByTagName('meta', doc);
  const scripts = DomUtils.getElementsByTagName('script', doc);
  return {
    status: res.statusCode,
    type: String(res.headers['content-type']),
    title: DomUtils.textContent(DomUtils.getElementsByTagName('title', doc)),
    meta: (key) => metas.find((m) => m.attribs.property === key || m.attribs.name === key)?.attribs.content,
    canonical: DomUtils.getElementsByTagName('link', doc).find((l) => l.attribs.rel === 'canonical')?.attribs
      .href,
    jsonLd: scripts
      .filter((s) => s.attribs.type === 'application/ld+json')
      .flatMap((s) => JSON.parse(DomUtils.textContent(s)) as unknown[]),
    scripts,
    csp: String(res.headers['content-security-policy']),
  };
}

/** The image behind an og:image address, fetched from the app as the reader would. */
async function image(app: FastifyInstance, url: string) {
  expect(url.startsWith(`${PUBLIC_URL}/files/share/`), url).toBe(true);
  const res = await app.inject({
    method: 'GET',
    url: url.slice(PUBLIC_URL.length),
    headers: { accept: '*/*' },
  });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  expect(res.headers['cache-control']).toContain('immutable');
  const meta = await sharp(res.rawPayload).metadata();
  return { bytes: res.rawPayload.length, width: meta.width, height: meta.height, format: meta.format };
}

interface Offer {
  price: number;
  priceCurrency: string;
  availability: string;
}
interface EventLd {
  '@type': string;
  name: string;
  startDate: string;
  location: { name: string };
  organizer: { name: string };
  offers?: Offer;
}

describe.each(DB_KINDS)('link previews (%s)', (kind) => {
  let t: TestApp;
  let dist = '';
  const ids = { soldOut: 0, onSale: 0, entertain: 0, recruiting: 0, club: 0 };
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join((await import('node:os')).tmpdir(), 'moa-shell-'));
    await fs.copyFile(SHELL, path.join(dist, 'index.html'));
    t = await createTestApp(kind, {
      seed: true,
      config: { webDist: dist, publicUrl: PUBLIC_URL, devSignIn: true },
    });
    const show = (name: string) =>
      t.db.selectFrom('shows').select('id').where('name', '=', name).executeTakeFirstOrThrow();
    ids.soldOut = (await show('극단 한울 정기공연 〈햄릿〉')).id;
    ids.onSale = (await show('소리울 정기공연 〈울림〉')).id;
    ids.entertain = (
      await t.db
        .selectFrom('entertains')
        .select('id')
        .where('name', '=', '나눔손 붕어빵 바자회')
        .executeTakeFirstOrThrow()
    ).id;
    ids.recruiting = (
      await t.db.selectFrom('recruitings').select('id').orderBy('id').executeTakeFirstOrThrow()
    ).id;
    ids.club = (
      await t.db.selectFrom('clubs').select('id').where('name', '=', '극단 한울').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  const routes = () => [
    { url: '/main', title: '모아 — 우리 학교 동아리 공연·행사·모집' },
    { url: `/show/${ids.soldOut}`, title: '극단 한울 정기공연 〈햄릿〉 | 모아' },
    { url: `/entertain/${ids.entertain}`, title: '나눔손 붕어빵 바자회 | 모아' },
    { url: '/recruiting', title: '동아리 모집 공고 | 모아' },
    { url: `/recruiting/${ids.recruiting}`, title: null },
    { url: '/clubs', title: '동아리 목록 | 모아' },
    { url: `/clubs/${ids.club}`, title: '극단 한울 | 모아' },
  ];

  it('answers every public page to every reader with its own head and a 1200×630 JPEG of at most 300 KB', async () => {
    const { recruitingTitle } = (
      await t.app.inject({
        method: 'GET',
        url: `/recruiting/detail/${ids.recruiting}`,
        headers: { accept: 'application/json' },
      })
    ).json<{ recruitingTitle: string }>();
    const images = new Set<string>();
    for (const route of routes()) {
      const title = route.title ?? `${recruitingTitle} | 모아`;
      for (const [reader, agent] of Object.entries(READERS)) {
        for (const accept of ACCEPTS) {
          const label = `${route.url} ${reader} ${accept ?? 'no Accept'}`;
          const p = await page(t.app, route.url, { 'user-agent': agent, ...(accept ? { accept } : {}) });
          expect(p.status, label).toBe(200);
          expect(p.type, label).toMatch(/^text\/html/);
          expect(p.title, label).toBe(title);
          expect(p.meta('og:title'), label).toBe(title);
          expect(p.meta('description'), label).toBeTruthy();
          expect(p.meta('og:description'), label).toBe(p.meta('description'));
          expect(p.meta('og:type'), label).toMatch(/^(website|article)$/);
          expect(p.meta('twitter:card'), label).toBe('summary_large_image');
          expect(p.canonical, label).toBe(`${PUBLIC_URL}${route.url}`);
          expect(p.meta('og:url'), label).toBe(p.canonical);
          expect(p.meta('og:image'), label).toMatch(
            /^https:\/\/moa\.example\.ac\.kr\/files\/share\/.+\.jpg$/,
          );
          images.add(p.meta('og:image')!);
        }
      }
    }
    // one image per page (the three list pages each have their own)
    expect(images.size).toBe(routes().length);
    for (const url of images) {
      const img = await image(t.app, url);
      expect(img, url).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
      expect(img.bytes, url).toBeLessThanOrEqual(300 * 1024);
    }
  });

  it('describes shows and events as schema.org Events: Seoul times, the place, the club, prices in KRW', async () => {
    const soldOut = (await page(t.app, `/show/${ids.soldOut}`, { accept: '*/*' })).jsonLd as EventLd[];
    expect(soldOut.length).toBe(2); // one per schedule
    for (const event of soldOut) {
      expect(event['@type']).toBe('Event');
      expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
      expect(event.organizer.name).toBe('극단 한울');
      expect(event.location.name).toBeTruthy();
      expect(event.offers).toEqual(
        expect.objectContaining({
          price: 12000,
          priceCurrency: 'KRW',
          availability: 'https://schema.org/SoldOut',
        }),
      );
    }
    const onSale = (await page(t.app, `/show/${ids.onSale}`)).jsonLd as EventLd[];
    expect(onSale.map((e) => e.offers?.availability)).toEqual(
      expect.arrayContaining(['https://schema.org/InStock']),
    );
    expect(onSale.every((e) => e.offers?.price === 10000)).toBe(true);
    const event = (await page(t.app, `/entertain/${ids.entertain}`)).jsonLd as EventLd[];
    expect(event[0]).toMatchObject({ '@type': 'Event', name: '나눔손 붕어빵 바자회' });
    expect(event[0]!.startDate).toMatch(/\+09:00$/);
  });

  it('escapes a title that tries to close the script or the attribute, and draws it', async () => {
    const name = `</script><script>alert("모아")</script> '작은따옴표' "큰따옴표" & <b>`;
    const { id } = await t.db
      .insertInto('shows')
      .values(
        showRow({
          club_id: ids.club,
          name,
          start_date: '2030-05-01',
          end_date: '2030-05-01',
          introduction: name,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('schedules')
      .values({
        show_id: id,
        order_index: 1,
        date: '2030-05-01',
        time: '19:00:00',
        cost: 7000,
        max_ticket: 2,
        max_people: 10,
        apply_people: 0,
      })
      .execute();
    const p = await page(t.app, `/show/${id}`, { 'user-agent': READERS.kakaotalk });
    expect(p.status).toBe(200);
    expect(p.title).toBe(`${name} | 모아`);
    expect(p.meta('og:title')).toBe(`${name} | 모아`);
    expect(p.meta('og:description')).toContain(name);
    // no script the page did not bring: the template's module script and the JSON-LD, nothing inline that runs
    const inline = p.scripts.filter((s) => !s.attribs.src);
    expect(inline.map((s) => s.attribs.type)).toEqual(['application/ld+json']);
    const [event] = p.jsonLd as EventLd[];
    expect(event!.name).toBe(`${name} (1회차)`);
    expect(event!.offers).toMatchObject({ price: 7000, availability: 'https://schema.org/InStock' });
    // the CSP still runs no inline script
    expect(p.csp).toMatch(/script-src 'self'/);
    expect(p.csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(await image(t.app, p.meta('og:image')!)).toMatchObject({ width: 1200, height: 630 });
  });

  it('answers HEAD like GET, without the body', async () => {
    for (const url of [`/show/${ids.soldOut}`, '/no/such/page']) {
      const get = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      const head = await t.app.inject({ method: 'HEAD', url, headers: { accept: '*/*' } });
      expect(head.statusCode, url).toBe(get.statusCode);
      expect(head.headers['content-type'], url).toMatch(/^text\/html/);
      expect(head.body, url).toBe('');
    }
  });

  it('answers the 404 page with its status to an unknown show or address', async () => {
    for (const url of [
      '/show/999999',
      '/entertain/999999',
      '/clubs/999999',
      '/recruiting/999999',
      '/no/such/page',
    ]) {
      for (const accept of ACCEPTS) {
        const p = await page(t.app, url, { 'user-agent': READERS.kakaotalk, ...(accept ? { accept } : {}) });
        expect(p.status, url).toBe(404);
        expect(p.type, url).toMatch(/^text\/html/);
        expect(p.title, url).toBe('페이지를 찾을 수 없습니다 | 모아');
        expect(p.meta('robots'), url).toBe('noindex');
      }
    }
  });

  it('still answers JSON at the API paths, and at /main only when JSON is preferred', async () => {
    for (const accept of ACCEPTS) {
      const headers = accept ? { accept } : {};
      for (const url of [
        `/show/detail/${ids.soldOut}`,
        '/attraction/list',
        '/club/list',
        '/recruiting/list',
      ]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      }
      const missing = await t.app.inject({ method: 'GET', url: '/show/detail/999999', headers });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
      const main = await t.app.inject({ method: 'GET', url: '/main', headers });
      expect(main.headers['content-type']).toMatch(/^text\/html/);
    }
    for (const accept of [
      'application/json',
      'application/json, text/plain, */*',
      'application/json, text/html;q=0.9',
    ]) {
      const main = await t.app.inject({ method: 'GET', url: '/main', headers: { accept } });
      expect(main.json()).toEqual({ status: 'ok' });
      // the SPA's client asking for a page address gets no page
      const show = await t.app.inject({ method: 'GET', url: `/show/${ids.soldOut}`, headers: { accept } });
      expect(show.statusCode).toBe(404);
      expect(show.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it("passes the share image in the detail answers, the page's og:image", async () => {
    for (const [api, url] of [
      [`/show/detail/${ids.soldOut}`, `/show/${ids.soldOut}`],
      [`/entertain/detail/${ids.entertain}`, `/entertain/${ids.entertain}`],
      [`/recruiting/detail/${ids.recruiting}`, `/recruiting/${ids.recruiting}`],
      [`/club/detail/${ids.club}`, `/clubs/${ids.club}`],
    ] as const) {
      const { shareImage } = (
        await t.app.inject({ method: 'GET', url: api, headers: { accept: 'application/json' } })
      ).json<{
        shareImage: string;
      }>();
      expect((await page(t.app, url)).meta('og:image')).toBe(`${PUBLIC_URL}${shareImage}`);
    }
  });

  it("makes a show's new image when its poster changes, after the save and before anyone asks, at a new address", async () => {
    const manager = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    const before = (await page(t.app, `/show/${ids.onSale}`)).meta('og:image')!;
    const edit = (
      await t.app.inject({
        method: 'GET',
        url: `/manager/show/update/${ids.onSale}`,
        headers: bearer(manager),
      })
    ).json();
    const body = multipart([
      jsonPart(showEditRequest(edit)),
      { name: 'poster', value: makePng(60, 80), filename: 'new.png', contentType: 'image/png' },
    ]);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/manager/show/update/${ids.onSale}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(manager) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.app.shareImages.idle();
    const files = (await t.db.selectFrom('stored_files').select('name').execute())
      .map((f) => f.name.replace(/^share\//, ''))
      .filter((f) => f.startsWith(`show-${ids.onSale}-`));
    expect(files).toHaveLength(1); // made already, and the old one gone
    const after = (await page(t.app, `/show/${ids.onSale}`)).meta('og:image')!;
    expect(after).not.toBe(before);
    expect(after.endsWith(files[0]!)).toBe(true);
    expect(await image(t.app, after)).toMatchObject({ width: 1200, height: 630 });
    // an address of the old content is no image any more
    const old = await t.app.inject({ method: 'GET', url: before.slice(PUBLIC_URL.length) });
    expect(old.statusCode).toBe(404);
  });

  it('keeps a page in the public cache until a write, and answers its ETag with 304', async () => {
    const url = `/clubs/${ids.club}`;
    const first = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
    const entries = t.app.publicCache.cache.size;
    const again = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
    expect(again.body).toBe(first.body);
    expect(t.app.publicCache.cache.size).toBe(entries);
    // the same address answers JSON to a client that prefers it (/main), so a shared cache must key on Accept too
    expect(first.headers.vary).toMatch(/accept,/i);
    const etag = String(first.headers.etag);
    expect((await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(
      304,
    );
    await t.db.updateTable('clubs').set({ name: '극단 한울림' }).where('id', '=', ids.club).execute();
    expect((await page(t.app, url)).title).toBe('극단 한울림 | 모아');
    await t.db.updateTable('clubs').set({ name: '극단 한울' }).where('id', '=', ids.club).execute();
  });

  it('lists the public pages in sitemap.xml and keeps private pages out through robots.txt', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    for (const line of [
      'Disallow: /mypage',
      'Disallow: /manager',
      'Disallow: /admin',
      'Disallow: /login',
      'Disallow: /api/',
    ]) {
      expect(robots.body).toContain(line);
    }
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    const sitemap = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { accept: 'text/html' },
    });
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    const locs = DomUtils.getElementsByTagName('loc', parseDocument(sitemap.body, { xmlMode: true })).map(
      (l) => DomUtils.textContent(l),
    );
    expect(locs).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/main`,
        `${PUBLIC_URL}/show/${ids.soldOut}`,
        `${PUBLIC_URL}/entertain/${ids.entertain}`,
        `${PUBLIC_URL}/recruiting/${ids.recruiting}`,
        `${PUBLIC_URL}/clubs/${ids.club}`,
      ]),
    );
    expect(locs.some((l) => /mypage|manager|admin|login/.test(l))).toBe(false);
  });
});
