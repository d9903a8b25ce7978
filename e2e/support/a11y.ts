/** Helpers of the accessibility journeys: the app's routes with real ids, and checks run in the page. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { DEMO, signInViaApi } from './auth.ts';

export type Role = 'anonymous' | 'student' | 'manager' | 'admin';

export interface RouteCase {
  path: string;
  role: Role;
}

const EMAIL: Record<Exclude<Role, 'anonymous'>, string> = {
  student: DEMO.student,
  manager: DEMO.manager,
  admin: DEMO.admin,
};

async function json<T>(page: Page, path: string, token?: string): Promise<T> {
  const answer = await page.request.get(path, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  expect(answer.ok(), `GET ${path}`).toBe(true);
  return (await answer.json()) as T;
}

/**
 * Every route of the app with ids read from the demo data (never assumed), grouped by the role that sees it.
 * Leaves the page signed out.
 */
export async function allRoutes(page: Page): Promise<RouteCase[]> {
  const attractions = await json<{ entireList: { id: number; kind: 'show' | 'entertain' }[] }>(
    page,
    '/attraction/list',
  );
  const showId = attractions.entireList.find((i) => i.kind === 'show')!.id;
  const entertainId = attractions.entireList.find((i) => i.kind === 'entertain')!.id;
  const clubs = await json<{ clubList: { clubId: number }[] }>(page, '/club/list');
  const recruitings = await json<{ recruitingList: { recruitingId: number }[] }>(page, '/recruiting/list');

  const token = await signInViaApi(page, DEMO.manager, '/main');
  const schedules = await json<{
    reservationList: { scheduleId: number; showId: number; applyPeople: number }[];
  }>(page, '/mypage/manager/holder/list', token);
  const held = schedules.reservationList.find((s) => s.applyPeople > 0) ?? schedules.reservationList[0]!;
  const events = await json<{ entertainList: { entertainId: number }[] }>(
    page,
    '/mypage/manager/entertain',
    token,
  );
  const posts = await json<{ recruitingList: { recruitingId: number }[] }>(
    page,
    '/mypage/manager/recruiting',
    token,
  );
  const me = await json<{ clubId?: number | null }>(page, '/api/auth/me', token);
  await page.evaluate(() => sessionStorage.clear());

  const anonymous: RouteCase[] = [
    '/main',
    '/clubs',
    `/clubs/${clubs.clubList[0]!.clubId}`,
    '/recruiting',
    `/recruiting/${recruitings.recruitingList[0]!.recruitingId}`,
    `/show/${showId}`,
    `/entertain/${entertainId}`,
    '/login',
    '/404',
    '/no/such/page',
    '/kakaolinktest',
    '/tosslinktest',
  ].map((path) => ({ path, role: 'anonymous' }));
  const student: RouteCase[] = ['/mypage', '/mypage/update', `/show/${showId}`].map((path) => ({
    path,
    role: 'student',
  }));
  const manager: RouteCase[] = [
    '/manager/mypage',
    '/manager/show',
    '/manager/entertain',
    '/manager/recruiting',
    '/manager/mypage/update',
    '/manager/club/update',
    `/manager/holder/${held.scheduleId}`,
    `/manager/holder/${held.scheduleId}?view=all`,
    `/manager/show/${held.showId}/dashboard`,
    `/manager/club/${me.clubId ?? clubs.clubList[0]!.clubId}`,
    '/show/create',
    `/edit/show/${held.showId}`,
    '/entertain/create',
    `/edit/entertain/${events.entertainList[0]!.entertainId}`,
    '/recruiting/create',
    `/edit/recruiting/${posts.recruitingList[0]!.recruitingId}`,
    '/main',
  ].map((path) => ({ path, role: 'manager' }));
  const admin: RouteCase[] = [
    { path: '/admin', role: 'admin' },
    { path: '/admin/unions', role: 'admin' },
  ];
  return [...anonymous, ...student, ...manager, ...admin];
}

/** Signs in as `role` (or out), once per change of role. */
export function roleSwitcher(page: Page): (role: Role) => Promise<void> {
  let current: Role | null = null;
  return async (role) => {
    if (role === current) return;
    if (page.url().startsWith('http')) await page.evaluate(() => sessionStorage.clear());
    if (role !== 'anonymous') await signInViaApi(page, EMAIL[role], '/main');
    current = role;
  };
}

/** Opens `path` and waits until its data has arrived: no request in flight and no loading placeholder left. */
export async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1').first(), `${path} has its heading`).toBeAttached();
  await expect(page.locator('main').getByText(/불러오는 중입니다/)).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/** Headings of the page's main in document order: the places where a level is skipped on the way down. */
export async function headingSkips(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const headings = Array.from(
      document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6'),
    )
      .filter((h) => !h.closest('dialog:not([open]), [aria-hidden="true"], [hidden]'))
      .map((h) => ({ level: Number(h.tagName[1]), text: (h.textContent ?? '').trim().slice(0, 30) }));
    const skips: string[] = [];
    if (headings[0] && headings[0].level !== 1) skips.push(`first heading is h${headings[0].level}`);
    headings.forEach((h, i) => {
      const previous = i === 0 ? 1 : headings[i - 1]!.level;
      if (h.level > previous + 1) skips.push(`h${previous} → h${h.level} "${h.text}"`);
    });
    return skips;
  });
}

export interface TextContrast {
  text: string;
  ratio: number;
  required: number;
  color: string;
  background: string;
  selector: string;
}

/**
 * Every visible piece of text on the page whose contrast with what is behind it is below WCAG AA (4.5:1, or 3:1
 * for large text), computed from the rendered colours. Text over an image or a gradient is skipped (no single
 * background colour), and so are disabled controls (exempt).
 */
export function lowContrastText(page: Page): Promise<TextContrast[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba | null => {
      const m = value.match(/rgba?\(([^)]+)\)/);
      if (!m) return null;
      const parts = m[1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3];
      return [
        top[0] * a + bottom[0] * (1 - a),
        top[1] * a + bottom[1] * (1 - a),
        top[2] * a + bottom[2] * (1 - a),
        1,
      ];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const f = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    const describe = (el: Element) => {
      const parts: string[] = [];
      for (let node: Element | null = el; node && parts.length < 3; node = node.parentElement) {
        const cls = typeof node.className === 'string' ? node.className.split(' ')[0] : '';
        parts.unshift(`${node.tagName.toLowerCase()}${cls ? `.${cls}` : ''}`);
      }
      return parts.join(' > ');
    };

    /** The colour behind `el`, or null when an image or gradient is behind it. */
    const backdrop = (el: Element): Rgba | null => {
      const layers: Rgba[] = [];
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== 'none') return null;
        const bg = parse(style.backgroundColor);
        if (bg && bg[3] > 0) {
          layers.push(bg);
          if (bg[3] >= 1) break;
        }
        if (node.tagName === 'DIALOG' && bg && bg[3] >= 1) break;
      }
      let colour: Rgba = [255, 255, 255, 1];
      for (const layer of layers.reverse()) colour = over(layer, colour);
      return colour;
    };

    const found: TextContrast[] = [];
    const seen = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const el = node.parentElement;
      if (!text || !el || seen.has(el)) continue;
      seen.add(el);
      if (el.closest('script, style, noscript, .visually-hidden, svg')) continue;
      if (el.closest(':disabled, [aria-disabled="true"], [inert], dialog:not([open])')) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width < 1 || rect.height < 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility !== 'visible') continue;
      let opacity = 1;
      for (let n: Element | null = el; n; n = n.parentElement) opacity *= Number(getComputedStyle(n).opacity);
      if (opacity < 0.1) continue;
      const bg = backdrop(el);
      if (!bg) continue;
      const fg = parse(style.color);
      if (!fg) continue;
      const shown = over([fg[0], fg[1], fg[2], fg[3] * opacity], bg);
      const size = parseFloat(style.fontSize);
      const bold = Number(style.fontWeight) >= 700;
      const large = size >= 24 || (bold && size >= 18.66);
      const required = large ? 3 : 4.5;
      const r = ratio(shown, bg);
      if (r < required) {
        found.push({
          text: text.slice(0, 40),
          ratio: Math.round(r * 100) / 100,
          required,
          color: style.color,
          background: `rgb(${bg.slice(0, 3).map(Math.round).join(' ')})`,
          selector: describe(el),
        });
      }
    }
    return found;
  });
}

/** Elements that stick out past the right edge of the viewport (when the page scrolls sideways). */
export function horizontalOverflow(
  page: Page,
): Promise<{ scrollWidth: number; clientWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const culprits: string[] = [];
    if (root.scrollWidth > width) {
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const rect = el.getBoundingClientRect();
        if (rect.right > width + 0.5 && rect.width > 0) {
          // only the outermost: a child of an element already listed adds nothing
          if (culprits.length < 12) {
            const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
            culprits.push(
              `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} right=${Math.round(rect.right)}`,
            );
          }
        }
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: width, culprits };
  });
}

let axeScript: string | null = null;
const axeSource = () =>
  (axeScript ??= fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

export interface AxeViolation {
  rule: string;
  targets: string[];
  summary: string;
}

/**
 * The page checked by axe-core (the library itself, injected into the page) with only `rules` (experimental ones
 * such as label-content-name-mismatch included): the violations, each with the elements it found.
 */
export async function axeViolations(page: Page, rules: string[]): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // evaluated through the DevTools protocol: the app's Content-Security-Policy refuses inline <script>
  if (!loaded) await page.evaluate(axeSource());
  return page.evaluate(async (values) => {
    type Violation = { id: string; nodes: { target: string[]; failureSummary?: string }[] };
    const { axe } = window as unknown as {
      axe: { run: (ctx: Document, options: object) => Promise<{ violations: Violation[] }> };
    };
    const result = await axe.run(document, { runOnly: { type: 'rule', values } });
    return result.violations.map((v) => ({
      rule: v.id,
      targets: v.nodes.map((n) => n.target.join(' ')),
      summary: v.nodes[0]?.failureSummary ?? '',
    }));
  }, rules);
}

/**
 * Sets the root font size to `percent` (200: text at twice its size, as a browser's text-size setting does): every
 * rem-sized font, space and column grows; the media queries, in px, stay as they are.
 */
export async function scaleText(page: Page, percent: number): Promise<void> {
  await page.evaluate((value) => (document.documentElement.style.fontSize = `${value}%`), percent);
  // two frames: the layout has caught up with the new size
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Text cut off inside `selector`: every element with text that hides what does not fit (overflow hidden, an
 * ellipsis, a line clamp) while its text is wider or taller than its box, each as `tag "text" scrollWidth/clientWidth×scrollHeight/clientHeight`. Screen-reader-only text and
 * the carousel (whose slides are cut on purpose) are left out.
 */
export function clippedText(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const found: string[] = [];
    for (const root of Array.from(document.querySelectorAll(scope))) {
      for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
        if (el.closest('.visually-hidden, [aria-roledescription="carousel"], svg')) continue;
        if (!el.textContent?.trim() || el.clientWidth === 0) continue;
        const style = getComputedStyle(el);
        const cuts = (value: string) => value === 'hidden' || value === 'clip';
        const wide = cuts(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
        const tall = cuts(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
        if (wide || tall) {
          found.push(
            `${el.tagName.toLowerCase()} "${el.textContent!.trim().slice(0, 24)}" ` +
              `${el.scrollWidth}/${el.clientWidth}×${el.scrollHeight}/${el.clientHeight}`,
          );
        }
      }
    }
    return found;
  }, selector);
}
