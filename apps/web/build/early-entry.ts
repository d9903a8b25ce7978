import { fileURLToPath } from 'node:url';
import type { IndexHtmlTransformContext, Plugin } from 'vite';

const EARLY = fileURLToPath(new URL('../src/early.ts', import.meta.url));
const INDEX = fileURLToPath(new URL('../index.html', import.meta.url));
/** The pages early.ts knows (its PAGES names) and the module each one's route loads. */
const ROUTE_MODULES: Record<string, string> = {
  main: fileURLToPath(new URL('../src/features/browse/routes/MainPage.tsx', import.meta.url)),
  show: fileURLToPath(new URL('../src/app/routes/ShowPage.tsx', import.meta.url)),
  mypage: fileURLToPath(new URL('../src/app/routes/MyPage.tsx', import.meta.url)),
  holders: fileURLToPath(new URL('../src/features/box-office/routes/HolderListPage.tsx', import.meta.url)),
};

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** The files a page's route chunk loads (its chunk, the chunks it imports, their CSS), minus what the app's entry loads. */
function routeFiles(bundle: Bundle, moduleId: string): string[] {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: string[]): Set<string> => {
    const seen = new Set<string>();
    const stack = [...start];
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...(byName.get(file)?.imports ?? []));
    }
    return seen;
  };
  const entry = chunks.find((c) => c.isEntry && c.facadeModuleId === INDEX);
  const route = chunks.find((c) => c.facadeModuleId === moduleId);
  if (!entry) return [];
  // A page's route module that moved would silently lose its preload: refuse to build instead.
  if (!route) throw new Error(`moa-early-entry: no chunk for ${moduleId}; update ROUTE_MODULES`);
  const loaded = closure([entry.fileName]);
  const files = [...closure([route.fileName])].filter((f) => !loaded.has(f));
  const css = files.flatMap((f) => [...(byName.get(f)?.viteMetadata?.importedCss ?? [])]);
  return [...files, ...css].map((f) => `/${f}`);
}

/**
 * Makes src/early.ts an entry of its own, loaded by an async module script at the top of index.html, so it runs as
 * soon as its few hundred bytes arrive instead of after the app's bundle (Vite would merge a second module script of
 * index.html into the app's entry). docs/decisions/0007-first-load.md.
 */
export function earlyEntry(): Plugin {
  return {
    name: 'moa-early-entry',
    config(_, env) {
      if (env.command !== 'build') return;
      return { build: { rolldownOptions: { input: { index: INDEX, early: EARLY } } } };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        let src = '/src/early.ts';
        let meta = '';
        if (ctx.bundle) {
          const bundle = ctx.bundle;
          const routes = Object.fromEntries(
            Object.entries(ROUTE_MODULES).map(([name, id]) => [name, routeFiles(bundle, id)]),
          );
          // read by early.ts (a data attribute: the CSP allows no inline script)
          meta = `<meta name="moa-early-routes" content='${JSON.stringify(routes)}' />\n    `;
          const chunk = Object.values(ctx.bundle).find(
            (c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId === EARLY,
          );
          if (!chunk) throw new Error('moa-early-entry: the early entry is missing from the bundle');
          src = `/${chunk.fileName}`;
        }
        const tag = `${meta}<script type="module" async crossorigin src="${src}"></script>\n    `;
        const at = html.indexOf('<script');
        return at === -1
          ? html.replace('</head>', `${tag}</head>`)
          : `${html.slice(0, at)}${tag}${html.slice(at)}`;
      },
    },
  };
}
