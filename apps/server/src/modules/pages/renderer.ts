import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The web app's server renderer (apps/web/src/entry-server.tsx, built by `npm run build` into dist-ssr/ beside
 * dist/), and the build's manifest (which CSS and JavaScript each route module needs). Both are read again when a new
 * build replaced them (the shell's build number changes), so a page never mixes builds. No renderer built: the public
 * pages are the shell with their head, as before (docs/decisions/0022-server-rendered-pages.md).
 */

export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** What entry-server.tsx's render answers (kept in step with it; the web app's types are not the server's). */
export type Rendered = { status: 200; html: string; data: string; module: string } | { status: 404 } | null;

export interface RenderInput {
  url: string;
  origin: string;
  fetchJson: (path: string) => Promise<ApiAnswer>;
}

export interface Renderer {
  render: (input: RenderInput) => Promise<Rendered>;
  /** The files a route module loads beyond the app's entry: stylesheets first, then scripts. */
  assets: (module: string) => RouteAssets;
}

export interface RouteAssets {
  css: string[];
  js: string[];
  /** The text of the stylesheets in `css` that can be written into the page, one after another. */
  styles: string;
  /** Those of `css` whose text is in `styles`. */
  inlined: string[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** A url() in a stylesheet that is neither data nor an absolute path. */
const RELATIVE_URL = /url\(\s*['"]?(?!data:|\/|https?:)/i;

function assetsOf(manifest: Manifest, webDist: string): Renderer['assets'] {
  const closure = (start: string): Set<string> => {
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length > 0) {
      const key = stack.pop()!;
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      stack.push(...(manifest[key].imports ?? []));
    }
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry && key.endsWith('index.html'));
  const loaded = entry ? closure(entry) : new Set<string>();
  const known = new Map<string, RouteAssets>();
  return (module) => {
    const kept = known.get(module);
    if (kept) return kept;
    const keys = [...closure(module)].filter((key) => !loaded.has(key));
    const css = [...new Set(keys.flatMap((key) => manifest[key]!.css ?? []))];
    // a stylesheet that names a file by a relative address would name another one from the page's address
    const texts = css.map((f) => ({ href: `/${f}`, text: fs.readFileSync(path.join(webDist, f), 'utf8') }));
    const inline = texts.filter(({ text }) => !RELATIVE_URL.test(text));
    const files = {
      css: css.map((f) => `/${f}`),
      js: keys.map((key) => `/${manifest[key]!.file}`),
      styles: inline.map(({ text }) => text).join('\n'),
      inlined: inline.map(({ href }) => href),
    };
    known.set(module, files);
    return files;
  };
}

/** Loads the renderer of the build in `webDist`'s sibling dist-ssr/, or null when there is none. */
export function rendererLoader(
  webDist: string,
  onError: (err: unknown) => void,
): (build: number) => Promise<Renderer | null> {
  const entry = path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  let loaded: { build: number; renderer: Promise<Renderer | null> } | null = null;
  const load = async (): Promise<Renderer | null> => {
    if (!fs.existsSync(entry) || !fs.existsSync(manifestFile)) return null;
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
    const stamp = fs.statSync(entry).mtimeMs;
    const mod = (await import(`${pathToFileURL(entry).href}?build=${stamp}`)) as Pick<Renderer, 'render'>;
    return { render: mod.render, assets: assetsOf(manifest, webDist) };
  };
  return (build) => {
    if (loaded?.build !== build)
      loaded = {
        build,
        renderer: load().catch((err: unknown) => {
          onError(err);
          return null;
        }),
      };
    return loaded.renderer;
  };
}
